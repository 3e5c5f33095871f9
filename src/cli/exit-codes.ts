// The codes live beside the error base so library errors can carry them without importing the CLI.
export { EXIT } from '../errors.js';
