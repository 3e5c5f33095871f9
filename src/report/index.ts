// The one report module `check` and `eval` share: the JUnit writer, the JSON reporter and the
// human reporters' colours and closing line.

export type { JunitCase, JunitSuite } from './junit.js';
export type { HumanOptions, Paint, Palette } from './human.js';
export { formatJunit } from './junit.js';
export { formatJson } from './json.js';
export { palette, resultLine } from './human.js';
