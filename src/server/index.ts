// The public server surface: what src/index.ts and the CLI import from the server.
// Heavy dependencies (the openai SDK, ioredis) load only inside the functions that need them.

export * from './settings.js';

export type { SecretaryApp } from './app.js';
export type { AppOptions } from './options.js';
export type { StartOptions, RunningServer, AppFactory, ServerTimeouts } from './start.js';
export type { Answer, AnswerInput, Answerer } from './answerers/types.js';
export type { CreateAnswererOptions } from './answerers/select.js';
export type { OpenAIAnswererOptions } from './answerers/openai/answerer.js';
export type { FencedSection, PromptInput, PromptMessage } from './answerers/prompt.js';
export type { BreakerOptions, CircuitBreaker } from './answerers/breaker.js';
export type { Knowledge, KnowledgeDocument, Profile, Section, TranslatedPages } from './knowledge/types.js';
export type { LintFinding } from './knowledge/lint.js';
export type { Resume } from './knowledge/resume.js';
export type { ResumePage } from './knowledge/resume-pages.js';
export type { ReloadingAnswerer, ReloadingAnswererOptions } from './reloading-answerer.js';
export type { Retriever, ScoredSection } from './retrieval.js';
export type { RateDecision, RateLimitStore } from './rate-limit/store.js';
export type { MemoryStoreOptions } from './rate-limit/memory-store.js';
export type { RateLimitStoreConfig } from './rate-limit/select.js';
export type { RedisFailure } from './rate-limit/failover-store.js';
export type { RedisStoreOptions, RedisStore } from './rate-limit/redis-store.js';
export type { DemoPageOptions, DemoPage } from './demo-page.js';

export { createApp } from './app.js';
export { startServer, SERVER_TIMEOUTS } from './start.js';
export { loadKnowledge } from './knowledge/load.js';
export { defaultKnowledgeDir } from './knowledge/default-dir.js';
export { knowledgeFor } from './knowledge/languages.js';
export { isProfileDocument } from './knowledge/sources.js';
export { lintKnowledge, lintLoaded, formatFinding } from './knowledge/lint.js';
export { parseResume } from './knowledge/resume.js';
export { renderResumePages } from './knowledge/resume-pages.js';
export { createReloadingAnswerer } from './reloading-answerer.js';
export { createRetriever, buildQuery } from './retrieval.js';
export { createExtractiveAnswerer } from './answerers/builtin/index.js';
export { createAnswerer, chooseProvider } from './answerers/select.js';
export { createOpenAIAnswerer } from './answerers/openai/answerer.js';
export { AnswererError } from './answerers/errors.js';
export { buildPrompt, fenceSection } from './answerers/prompt.js';
export { createOutputGuard } from './answerers/output-guard.js';
export { createCircuitBreaker, withBreaker } from './answerers/breaker.js';
export { createMemoryStore } from './rate-limit/memory-store.js';
export { createRedisStore } from './rate-limit/redis-store.js';
export { createRateLimitStore } from './rate-limit/select.js';
export { startDemoPage } from './demo-page.js';
