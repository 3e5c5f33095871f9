// The public library surface: the contract, the server app, the client, the checker and the evals.
// Heavy dependencies (the openai SDK, ioredis) load only when the code path that needs them runs.

export type {
  ChatRequest,
  ChatResponse,
  HistoryItem,
  Role,
  Language,
  Validation,
} from './contract/index.js';
export type { SecretaryErrorOptions } from './errors.js';
export type * from './server/index.js';
export type {
  AskOptions,
  AskResult,
  ClientOptions,
  Exchange,
  PostOptions,
  RateLimitEvent,
  RetryPolicy,
  SecretaryClient,
  HistoryLimits,
  BackoffOptions,
} from './client/index.js';
export type {
  CheckOptions,
  CheckProgress,
  CheckReport,
  Observation,
  Probe,
  ProbeResult,
  Verdict,
} from './check/index.js';
export type {
  EvalEntry,
  EvalReport,
  EvalResult,
  EvalVerdict,
  Ask,
  EvalProgress,
  RunEvalOptions,
  AnswererAskerOptions,
  UrlAskerOptions,
} from './eval/index.js';
export type { OpenApiOptions } from './contract/openapi.js';

export * from './contract/index.js';
export { messageSchema, historyItemSchema, historySchema, chatRequestSchema, chatResponseSchema } from './contract/schemas.js';
export { openApiDocument } from './contract/openapi.js';
export { SecretaryError, ConfigError, EXIT } from './errors.js';

export {
  createApp,
  startServer,
  SERVER_TIMEOUTS,
  SERVE_DEFAULTS,
  createLogger,
  silentLogger,
  loadKnowledge,
  defaultKnowledgeDir,
  lintKnowledge,
  lintLoaded,
  formatFinding,
  parseResume,
  renderResumePages,
  createAnswerer,
  createReloadingAnswerer,
  createRateLimitStore,
  parseRate,
  formatRate,
  startDemoPage,
  DEFAULT_MODEL,
  DEFAULT_MAX_TOKENS,
  DEFAULT_BASE_URL,
} from './server/index.js';

export {
  createClient,
  retryWhileLimited,
  fitHistory,
  backoffDelay,
  ClientValidationError,
  HttpError,
  TimeoutError,
  UnreachableError,
  RateLimitedError,
  InvalidResponseError,
} from './client/index.js';

export {
  runCheck,
  listProbes,
  selectProbes,
  formatHuman,
  formatSummary,
  formatProbeList,
  formatJson,
  formatProbeListJson,
  formatJunit,
  DEFAULT_DEADLINE_MS,
} from './check/index.js';

export {
  loadEvalFile,
  parseEvalFile,
  judge,
  runEval,
  createUrlAsker,
  createAnswererAsker,
  formatEvalHuman,
  formatEvalSummary,
  formatEvalJson,
  formatEvalJunit,
  EvalFileError,
} from './eval/index.js';
