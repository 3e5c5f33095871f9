// The browser entry (`secretary/browser`): what the web widget needs from the client and the
// contract, from modules that import nothing outside this package, so a browser can load them
// as they are and a bundler can resolve them through the package's exports.

export type { Block, Inline } from './client/markdown.js';
export type { HistoryItem } from './contract/schemas.js';
export { fitHistory } from './client/fit-history.js';
export { parseMarkdown, parseInline, inlineText, isWebAddress } from './client/markdown.js';
export { abortableSleep } from './client/abortable-sleep.js';
export { backoffDelay, parseRetryAfter } from './contract/retry-after.js';
export { messageProblem } from './contract/rules.js';
export { codePointLength, isNonBlank } from './contract/length.js';
export { LIMITS, CHAT_PATH } from './contract/limits.js';
export { LANGUAGES, type Language } from './contract/languages.js';
