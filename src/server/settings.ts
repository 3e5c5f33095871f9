// The light part of the server surface: defaults, ranges and parsers of the serve options and
// the logger, with no h3, zod, yaml or model SDK behind them, so the CLI builds its --help and
// checks its options without loading the server. src/server/index.ts re-exports all of it.

export type { LogLevel, Logger } from './logger.js';
export type { AnswererConfig, Provider } from './answerers/config.js';
export type { Rate } from './rate-limit/store.js';

export { SERVE_DEFAULTS, SERVE_RANGES } from './options.js';
export { createLogger, silentLogger, LOG_LEVELS } from './logger.js';
export { parseCorsOrigin, parseCorsOriginList } from './cors.js';
export { parseRate, formatRate } from './rate-limit/parse-rate.js';
export { PROVIDERS } from './answerers/config.js';
export { DEFAULT_MODEL, DEFAULT_MAX_TOKENS, DEFAULT_BASE_URL, DEFAULT_MAX_RESPONSE_BYTES } from './answerers/openai/defaults.js';
export { MIN_REDACTED_SECRET_LENGTH } from './answerers/openai/defaults.js';
