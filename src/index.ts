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
export type { SecretaryApp } from './server/app.js';
export type { AppOptions } from './server/options.js';
export type { StartOptions, RunningServer, AppFactory } from './server/start.js';
export type { Logger, LogLevel } from './server/logger.js';
export type { Answer, AnswerInput, Answerer } from './server/answerers/types.js';
export type { AnswererConfig, Provider } from './server/answerers/config.js';
export type { CreateAnswererOptions } from './server/answerers/select.js';
export type { OpenAIAnswererOptions } from './server/answerers/openai/answerer.js';
export type { PromptInput, PromptMessage } from './server/answerers/prompt.js';
export type { BreakerOptions, CircuitBreaker } from './server/answerers/breaker.js';
export type { Knowledge, KnowledgeDocument, Profile, Section, TranslatedPages } from './server/knowledge/types.js';
export type { LintFinding } from './server/knowledge/lint.js';
export type { Resume } from './server/knowledge/resume.js';
export type { ResumePage } from './server/knowledge/resume-pages.js';
export type { ReloadingAnswerer, ReloadingAnswererOptions } from './server/reloading-answerer.js';
export type { Retriever, ScoredSection } from './server/retrieval.js';
export type { Rate, RateDecision, RateLimitStore } from './server/rate-limit/store.js';
export type { MemoryStoreOptions } from './server/rate-limit/memory-store.js';
export type { RateLimitStoreConfig } from './server/rate-limit/select.js';
export type { RedisStoreOptions, RedisStore } from './server/rate-limit/redis-store.js';
export type { DemoPageOptions, DemoPage } from './server/demo-page.js';
export type {
  AskOptions,
  AskResult,
  ClientOptions,
  RateLimitEvent,
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
export { openApiDocument } from './contract/openapi.js';
export { SecretaryError, ConfigError, EXIT } from './errors.js';

export { createApp } from './server/app.js';
export { startServer, SERVER_TIMEOUTS } from './server/start.js';
export { SERVE_DEFAULTS } from './server/options.js';
export { createLogger, silentLogger } from './server/logger.js';
export { loadKnowledge } from './server/knowledge/load.js';
export { defaultKnowledgeDir } from './server/knowledge/default-dir.js';
export { knowledgeFor } from './server/knowledge/languages.js';
export { isProfileDocument } from './server/knowledge/sources.js';
export { lintKnowledge, lintLoaded, formatFinding } from './server/knowledge/lint.js';
export { parseResume } from './server/knowledge/resume.js';
export { renderResumePages } from './server/knowledge/resume-pages.js';
export { createReloadingAnswerer } from './server/reloading-answerer.js';
export { answererPerLanguage } from './server/answerers/by-language.js';
export { createRetriever, buildQuery } from './server/retrieval.js';
export { createExtractiveAnswerer } from './server/answerers/extractive.js';
export { createAnswerer, chooseProvider } from './server/answerers/select.js';
export { createOpenAIAnswerer } from './server/answerers/openai/answerer.js';
export { DEFAULT_MODEL, DEFAULT_MAX_TOKENS, DEFAULT_BASE_URL } from './server/answerers/openai/defaults.js';
export { AnswererError } from './server/answerers/errors.js';
export { buildPrompt } from './server/answerers/prompt.js';
export { createOutputGuard } from './server/answerers/output-guard.js';
export { createCircuitBreaker, withBreaker } from './server/answerers/breaker.js';
export { createMemoryStore } from './server/rate-limit/memory-store.js';
export { createRedisStore } from './server/rate-limit/redis-store.js';
export { createRateLimitStore } from './server/rate-limit/select.js';
export { parseRate, formatRate } from './server/rate-limit/parse-rate.js';
export { startDemoPage } from './server/demo-page.js';

export {
  createClient,
  fitHistory,
  backoffDelay,
  ClientValidationError,
  HttpError,
  TimeoutError,
  NetworkError,
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
  unreachableReport,
  DEFAULT_DEADLINE_MS,
  CheckUnreachableError,
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
  EvalUnreachableError,
} from './eval/index.js';
