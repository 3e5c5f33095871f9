import type { AdminServer, Answerer, Knowledge, LiveState, Metrics, RateLimitStore, RunningServer } from '../server/service.js';
import { createLogger, formatRate, type Logger } from '../server/settings.js';
import { createLineWriter } from './line-writer.js';
import { shortKeyWarning, type ServeConfig } from './serve-config.js';

/**
 * Starts everything `config` asks for, prints one startup line, and stops
 * gracefully on SIGTERM or SIGINT: readiness turns 503 at once, the server
 * drains (see node-server.ts), then the process exits; a second signal ends it at once.
 */
export async function runServe(config: ServeConfig): Promise<void> {
  const lines = createLineWriter(process.stdout);
  const keyWarning = shortKeyWarning(config.answerer);
  if (keyWarning) process.stderr.write(`secretary: ${keyWarning}\n`);
  const logger = createLogger({ level: config.logLevel, write: lines.write });
  // The server loads only now, so `secretary --help` and the other subcommands do not pay for it.
  const service = await import('../server/service.js');
  const state = { loaded: false, stopping: false };
  const breaker = service.chooseProvider(config.answerer) === 'openai' ? service.createCircuitBreaker() : undefined;
  let store: RateLimitStore | undefined;
  // The admin listener comes first, so probes get an answer (503, loading) while the knowledge loads.
  const live: LiveState = {
    ...(breaker ? { circuit: () => breaker.state() } : {}),
    ...(config.redisUrl ? { rateLimitStoreReady: () => store?.isReady?.() ?? false } : {}),
  };
  const admin = config.admin ? await startAdmin(config.admin, state, live) : undefined;
  const metrics = admin?.metrics;
  let answerer: Answerer | undefined;
  let demo: { url: string; origins: string[]; close(): Promise<void> } | undefined;
  let server: RunningServer;
  try {
    const knowledgeDir = config.knowledgeDir ?? service.defaultKnowledgeDir();
    // The warnings `secretary knowledge lint` gives about the pages, one line each, so an owner sees them at every
    // start and, under --watch, after every reload (the edit being made is what they are about).
    // The latest folder that loaded: the demo page greets as its owner, also after a reload.
    let latest: Knowledge;
    const loadAndLint = async () => {
      const knowledge = await service.loadKnowledge(knowledgeDir);
      for (const finding of await service.lintLoaded(knowledge, knowledgeDir)) process.stderr.write(`secretary: ${service.formatFinding(finding)}\n`);
      latest = knowledge;
      return knowledge;
    };
    const build = async () =>
      service.createAnswerer(config.answerer, await loadAndLint(), { logger, ...(breaker ? { circuitBreaker: breaker } : {}), ...(metrics ? { metrics } : {}) });
    const initial = await build();
    const reloading = config.watch
      ? (await service.loadReloading()).createReloadingAnswerer({ dir: knowledgeDir, initial, build, logger, ...(metrics ? { metrics } : {}) })
      : undefined;
    answerer = reloading ?? initial;
    // The startup line promises that an edit from then on is seen: the watch is armed first.
    await reloading?.watching;
    store =
      config.rateLimit === null
        ? undefined
        : await service.createRateLimitStore({ redisUrl: config.redisUrl, redisFailure: config.redisFailure, redisTimeoutMs: config.redisTimeoutMs, logger, ...(metrics ? { metrics } : {}) });
    const app = answerer;
    server = await service.startServer({
      port: config.port,
      host: config.host,
      logger,
      ...(metrics ? { metrics } : {}),
      app: async ({ url }) => {
        if (config.demoPagePort !== undefined) {
          const { startDemoPage } = await service.loadDemoPage();
          demo = await startDemoPage({ host: config.host, port: config.demoPagePort, apiBaseUrl: url, knowledge: () => latest, logger });
        }
        return service.createApp({
          answerer: app,
          corsOrigins: demo ? [...config.corsOrigins, ...demo.origins] : config.corsOrigins,
          rateLimit: config.rateLimit,
          ...(store ? { rateLimitStore: store } : {}),
          trustProxy: config.trustProxy,
          defaultLanguage: config.defaultLanguage,
          maxConcurrency: config.maxConcurrency,
          logger,
          ...(metrics ? { metrics } : {}),
        });
      },
    });
    state.loaded = true;
  } catch (error) {
    await Promise.allSettled([demo?.close(), answerer?.close?.(), store?.close(), admin?.server.close()]);
    throw error;
  }
  const stop = async (signal: NodeJS.Signals) => {
    // Readiness first, so a load balancer stops sending before connections drain.
    state.stopping = true;
    logger.info('shutdown', { signal });
    // A second signal ends the process at once; so does anything that outlasts every deadline:
    // the drain grace for requests still arriving, the model budget for an answer being computed.
    process.once(signal, () => process.exit(0));
    const backstop = setTimeout(() => process.exit(0), config.answerer.llmTimeoutSeconds * 1000 + 3 * service.SERVER_TIMEOUTS.drainGraceMs + 1000);
    backstop.unref();
    await closeAll(server, demo, answerer, store, admin?.server, logger);
    process.exit(0);
  };
  // Before the startup line: whoever reads it may signal at once, and until a handler is
  // registered a SIGTERM kills the process without draining.
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
  lines.flush();
  process.stdout.write(
    `secretary listening on ${server.url}/chat (answerer: ${answerer.name}${config.providerReason ? ` (${config.providerReason})` : ''}, ` +
      `knowledge: ${config.knowledgeDir ?? service.defaultKnowledgeDir()}${config.watch ? ' (watched)' : ''}, rate limit: ${formatRate(config.rateLimit)}` +
      `${demo ? `, demo page: ${demo.url}` : ''}${admin ? `, admin: ${admin.server.url}` : ''})\n`,
  );
}

// The admin listener with its readiness checks and, loaded only here, the Prometheus metrics.
async function startAdmin(
  where: { port: number; host: string },
  state: { loaded: boolean; stopping: boolean },
  live: LiveState,
): Promise<{ server: AdminServer; metrics: Metrics }> {
  const { startAdminServer, createPrometheusMetrics } = await (await import('../server/service.js')).loadAdmin();
  const prometheus = await createPrometheusMetrics(live);
  const server = await startAdminServer({
    ...where,
    metrics: prometheus,
    readiness: () => ({
      shutdown: state.stopping ? 'shutting down' : null,
      knowledge: state.loaded ? null : 'loading',
      rate_limit_store: live.rateLimitStoreReady?.() === false ? 'unreachable' : null,
      model_circuit: live.circuit?.() === 'open' ? 'open' : null,
    }),
  });
  return { server, metrics: prometheus.metrics };
}

async function closeAll(
  server: RunningServer,
  demo: { close(): Promise<void> } | undefined,
  answerer: { close?(): Promise<void> },
  store: { close(): Promise<void> } | undefined,
  admin: { close(): Promise<void> } | undefined,
  logger: Logger,
): Promise<void> {
  await Promise.allSettled([server.close(), demo?.close()]);
  const results = await Promise.allSettled([answerer.close?.(), store?.close()]);
  if (results.some((result) => result.status === 'rejected')) logger.warn('shutdown_incomplete');
  // Last: readiness says 503 until the very end, and a scraper can read the final counts.
  await admin?.close();
}
