// The public server surface, what a library user and the CLI need: create the app, start it, load
// and lint knowledge, pick an answerer, settings. Everything else in src/server/ is internal (the
// rule is in .dependency-cruiser.cjs). Heavy dependencies (the openai SDK, ioredis) load only
// inside the functions that need them.
export * from './settings.js';
export type { SecretaryApp } from './app.js';
export type { AppOptions } from './options.js';
export type { StartOptions, RunningServer, AppFactory, ServerTimeouts } from './start.js';
export type { Answer, AnswerInput, Answerer } from './answerers/types.js';
export type { CreateAnswererOptions } from './answerers/select.js';
export type { Knowledge, KnowledgeDocument, Profile, Section, TranslatedPages } from './knowledge/types.js';
export type { LintFinding } from './knowledge/lint.js';
export type { Resume } from './knowledge/resume.js';
export type { ReloadingAnswerer, ReloadingAnswererOptions } from './reloading-answerer.js';
export type { RateDecision, RateLimitStore } from './rate-limit/store.js';
export type { RateLimitStoreConfig } from './rate-limit/select.js';
export type { DemoPageOptions, DemoPage } from './demo-page.js';
export { createApp } from './app.js';
export { startServer, SERVER_TIMEOUTS } from './start.js';
export { loadKnowledge } from './knowledge/load.js';
export { defaultKnowledgeDir } from './knowledge/default-dir.js';
export { lintKnowledge, lintLoaded, formatFinding } from './knowledge/lint.js';
export { parseResume } from './knowledge/resume.js';
export { renderResumePages } from './knowledge/resume-pages.js';
export { createAnswerer } from './answerers/select.js';
export { createReloadingAnswerer } from './reloading-answerer.js';
export { createRateLimitStore } from './rate-limit/select.js';
export { startDemoPage } from './demo-page.js';
