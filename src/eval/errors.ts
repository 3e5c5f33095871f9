import { ConfigError } from '../errors.js';

/** The eval file cannot be read, is not YAML, or an entry has a bad field. */
export class EvalFileError extends ConfigError {
  override name = 'EvalFileError';
}
