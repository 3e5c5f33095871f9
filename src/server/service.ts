// What `secretary serve` loads, and nothing more: index.ts is the whole public surface (the
// résumé parser and its zod schema, the model answerer's parts, the conformance of every part),
// and importing all of it put tens of milliseconds of module loading before the first answer.
// The demo page and the folder watcher load only when asked for (--demo-page, --watch).

export { createApp } from './app.js';
export { startServer, SERVER_TIMEOUTS } from './start.js';
export { loadKnowledge } from './knowledge/load.js';
export { defaultKnowledgeDir } from './knowledge/default-dir.js';
export { lintLoaded, formatFinding } from './knowledge/lint.js';
export { createAnswerer, chooseProvider } from './answerers/select.js';
export { createCircuitBreaker } from './answerers/breaker.js';
export { createRateLimitStore } from './rate-limit/select.js';
