import { Command, Option } from 'commander';
import type { RunningServer } from '../server/index.js';
import { createLogger, formatRate, SERVE_DEFAULTS, type Logger } from '../server/settings.js';
import { addAnswererOptions, answererOptions } from './answerer-options.js';
import { createLineWriter } from './line-writer.js';
import { optionName } from './usage.js';
import { resolveServeConfig, type RawServeOptions, type ServeConfig } from './serve-config.js';

/** The `serve` subcommand: runs the chat service; every option has a flag, an environment variable and a default. */
export function serveCommand(): Command {
  const d = SERVE_DEFAULTS;
  const a = answererOptions();
  const opt = (flags: string, description: string, env: string) => new Option(flags, description).env(env);
  // Commander shows a default only when there is a value; these have none but still deserve a line.
  const unset = (flags: string, description: string, env: string, shown: string) => opt(flags, `${description} (default: ${shown})`, env);
  const served = new Command('serve')
    .description('Serve POST /chat: answers questions about the portfolio in a knowledge folder.')
    .addOption(opt('--port <port>', 'port to listen on (0: any free port)', 'PORT').default(String(d.port), String(d.port)))
    .addOption(opt('--host <host>', 'interface to listen on (0.0.0.0 for all)', 'HOST').default(d.host, d.host))
    .addOption(a.knowledge)
    .addOption(
      opt('--cors-origin <origin>', 'browser origin allowed to call, repeatable; the variable takes a comma-separated list', 'SECRETARY_CORS_ORIGINS')
        .argParser((value: string, previous: string[]) => [...previous, value])
        .default([], 'none'),
    )
    .addOption(opt('--rate-limit <rate>', 'requests per client and window, e.g. 20/1m, 500/1h, or off', 'SECRETARY_RATE_LIMIT').default(d.rateLimit, d.rateLimit))
    .addOption(opt('--trust-proxy <hops>', 'proxies in front that append to X-Forwarded-For', 'SECRETARY_TRUST_PROXY').default(String(d.trustProxy), String(d.trustProxy)))
    .addOption(opt('--default-language <lang>', 'reply language without a valid Accept-Language: en or sr-Latn', 'SECRETARY_DEFAULT_LANGUAGE').default(d.defaultLanguage, d.defaultLanguage))
    .addOption(opt('--log-level <level>', 'silent, error, warn, info or debug', 'SECRETARY_LOG_LEVEL').default(d.logLevel, d.logLevel))
    .addOption(opt('--max-concurrency <n>', 'answers in flight at once; more get 503 with Retry-After', 'SECRETARY_MAX_CONCURRENCY').default(String(d.maxConcurrency), String(d.maxConcurrency)));
  return addAnswererOptions(served, a)
    .addOption(unset('--redis <url>', 'share rate-limit counters through this Redis', 'SECRETARY_REDIS_URL', 'counters in memory'))
    .addOption(opt('--redis-failure <mode>', 'when Redis is unreachable: open (memory limiter stands in) or closed (503)', 'SECRETARY_REDIS_FAILURE').default(d.redisFailure, d.redisFailure))
    .addOption(unset('--demo-page [port]', 'also serve a demo page with the web widget on another port (its origin joins the CORS list)', 'SECRETARY_DEMO_PAGE', 'off; without a port: the API port + 1'))
    .option('--watch', 'reload the knowledge folder when a file in it changes (env: SECRETARY_WATCH=1)')
    .action(async (raw: RawServeOptions, command: Command) => {
      await runServe(resolveServeConfig(raw, (key) => optionName(command, key)));
    });
}

/** Starts everything `config` asks for, prints one startup line, and stops gracefully on SIGTERM or SIGINT. */
async function runServe(config: ServeConfig): Promise<void> {
  const lines = createLineWriter(process.stdout);
  const logger = createLogger({ level: config.logLevel, write: lines.write });
  // The server loads only now, so `secretary --help` and the other subcommands do not pay for it.
  const {
    createAnswerer,
    createApp,
    createRateLimitStore,
    createReloadingAnswerer,
    defaultKnowledgeDir,
    formatFinding,
    lintLoaded,
    loadKnowledge,
    startDemoPage,
    startServer,
  } = await import('../server/index.js');
  const knowledgeDir = config.knowledgeDir ?? defaultKnowledgeDir();
  // The same warnings as `secretary knowledge lint`, one line each, so an owner sees them at every
  // start and, under --watch, after every reload (the edit being made is what they are about).
  // The latest folder that loaded: the demo page greets as its owner, also after a reload.
  let latest: Awaited<ReturnType<typeof loadKnowledge>>;
  const loadAndLint = async () => {
    const knowledge = await loadKnowledge(knowledgeDir);
    for (const finding of await lintLoaded(knowledge, knowledgeDir)) process.stderr.write(`secretary: ${formatFinding(finding)}\n`);
    latest = knowledge;
    return knowledge;
  };
  const initial = await createAnswerer(config.answerer, await loadAndLint(), { logger });
  const reloading = config.watch
    ? createReloadingAnswerer({
        dir: knowledgeDir,
        initial,
        build: async () => createAnswerer(config.answerer, await loadAndLint(), { logger }),
        logger,
      })
    : undefined;
  // The startup line promises that an edit from then on is seen: the watch is armed first.
  await reloading?.watching;
  const answerer = reloading ?? initial;
  const store =
    config.rateLimit === null
      ? undefined
      : await createRateLimitStore({ redisUrl: config.redisUrl, redisFailure: config.redisFailure, logger });
  let demo: { url: string; origins: string[]; close(): Promise<void> } | undefined;
  let server: RunningServer;
  try {
    server = await startServer({
      port: config.port,
      host: config.host,
      app: async ({ url }) => {
        if (config.demoPagePort !== undefined) {
          demo = await startDemoPage({ host: config.host, port: config.demoPagePort, apiBaseUrl: url, knowledge: () => latest, logger });
        }
        return createApp({
          answerer,
          corsOrigins: demo ? [...config.corsOrigins, ...demo.origins] : config.corsOrigins,
          rateLimit: config.rateLimit,
          ...(store ? { rateLimitStore: store } : {}),
          trustProxy: config.trustProxy,
          defaultLanguage: config.defaultLanguage,
          maxConcurrency: config.maxConcurrency,
          logger,
        });
      },
    });
  } catch (error) {
    await Promise.allSettled([demo?.close(), answerer.close?.(), store?.close()]);
    throw error;
  }
  const stop = async (signal: NodeJS.Signals) => {
    logger.info('shutdown', { signal });
    // A second signal, or requests that outlast the grace period, end the process at once.
    process.once(signal, () => process.exit(0));
    const grace = setTimeout(() => process.exit(0), (config.answerer.llmTimeoutSeconds + 5) * 1000);
    grace.unref();
    await closeAll(server, demo, answerer, store, logger);
    process.exit(0);
  };
  // Before the startup line: whoever reads it may signal at once, and until a handler is
  // registered a SIGTERM kills the process without draining.
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
  lines.flush();
  process.stdout.write(
    `secretary listening on ${server.url}/chat (answerer: ${answerer.name}${config.providerReason ? ` (${config.providerReason})` : ''}, knowledge: ${knowledgeDir}${config.watch ? ' (watched)' : ''}, rate limit: ${formatRate(config.rateLimit)}` +
      `${demo ? `, demo page: ${demo.url}` : ''})\n`,
  );
}

async function closeAll(
  server: RunningServer,
  demo: { close(): Promise<void> } | undefined,
  answerer: { close?(): Promise<void> },
  store: { close(): Promise<void> } | undefined,
  logger: Logger,
): Promise<void> {
  await Promise.allSettled([server.close(), demo?.close()]);
  const results = await Promise.allSettled([answerer.close?.(), store?.close()]);
  if (results.some((result) => result.status === 'rejected')) logger.warn('shutdown_incomplete');
}
