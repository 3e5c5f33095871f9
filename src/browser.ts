// The browser entry (`secretary/browser`): what the web widget needs from the client and the
// contract, from modules that import nothing outside this package, so a browser can load them
// as they are and a bundler can resolve them through the package's exports. The widget sends
// through the same client as `secretary chat`.

export type { Block, Inline } from './client/markdown.js';
export type { HistoryItem } from './contract/schemas.js';
export type { AskOptions, AskResult, ClientOptions, SecretaryClient } from './client/create-client.js';
export type { RateLimitEvent } from './client/retry.js';
export { createClient } from './client/create-client.js';
export { HttpError } from './client/errors/http-error.js';
export { InvalidResponseError } from './client/errors/invalid-response-error.js';
export { RateLimitedError } from './client/errors/rate-limited-error.js';
export { TimeoutError } from './client/errors/timeout-error.js';
export { UnreachableError } from './client/errors/unreachable-error.js';
export { parseMarkdown, parseInline, inlineText, isWebAddress } from './client/markdown.js';
export { messageProblem } from './contract/rules.js';
export { codePointLength, isNonBlank } from './contract/length.js';
export { LIMITS } from './contract/limits.js';
export { LANGUAGES, type Language } from './contract/languages.js';
