// What `secretary serve` loads, and nothing more: index.ts is the whole public surface (the
// résumé parser and its zod schema, the model answerer's parts, the conformance of every part),
// and importing all of it put tens of milliseconds of module loading before the first answer.
// Like settings.ts it is a door the CLI may use (.dependency-cruiser.cjs); the demo page, the
// folder watcher and the admin listener with its Prometheus metrics load only when asked for
// (--demo-page, --watch, --admin-port), through the loaders at the bottom.

export type { Answerer } from './answerers/types.js';
export type { Knowledge } from './knowledge/types.js';
export type { RateLimitStore } from './rate-limit/store.js';
export type { RunningServer } from './start.js';
export type { AdminServer } from './admin.js';
export type { LiveState, Metrics } from './metrics.js';
export { createApp } from './app.js';
export { startServer, SERVER_TIMEOUTS } from './start.js';
export { loadKnowledge } from './knowledge/load.js';
export { defaultKnowledgeDir } from './knowledge/default-dir.js';
export { lintLoaded, formatFinding } from './knowledge/lint.js';
export { createAnswerer, chooseProvider } from './answerers/select.js';
export { createCircuitBreaker } from './answerers/breaker.js';
export { createRateLimitStore } from './rate-limit/select.js';

/** Loads the folder watcher (`createReloadingAnswerer`), for --watch only. */
export const loadReloading = () => import('./reloading-answerer.js');

/** Loads the demo page (`startDemoPage`), for --demo-page only. */
export const loadDemoPage = () => import('./demo-page.js');

/** Loads the admin listener and the Prometheus metrics (prom-client), for --admin-port only. */
export const loadAdmin = async () => {
  const [{ startAdminServer }, { createPrometheusMetrics }] = await Promise.all([import('./admin.js'), import('./metrics-prometheus.js')]);
  return { startAdminServer, createPrometheusMetrics };
};
