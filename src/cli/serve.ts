import { Command, Option } from 'commander';
import { SERVE_DEFAULTS } from '../server/settings.js';
import { addAnswererOptions, answererOptions } from './answerer-options.js';
import { runServe } from './serve-run.js';
import { optionName } from './usage.js';
import { resolveServeConfig, type RawServeOptions } from './serve-config.js';

/** The `serve` subcommand: runs the chat service; every option has a flag, an environment variable and a default. */
export function serveCommand(): Command {
  const d = SERVE_DEFAULTS;
  const a = answererOptions();
  const opt = (flags: string, description: string, env: string) => new Option(flags, description).env(env);
  // Commander shows a default only when there is a value; these have none but still deserve a line.
  const unset = (flags: string, description: string, env: string, shown: string) => opt(flags, `${description} (default: ${shown})`, env);
  // Its description is in program.ts, which lists every subcommand without loading its module.
  const served = new Command('serve')
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
    .addOption(opt('--redis-timeout <ms>', 'milliseconds each Redis connect and command may take; past it the failure mode applies', 'SECRETARY_REDIS_TIMEOUT').default(String(d.redisTimeoutMs), String(d.redisTimeoutMs)))
    .addOption(unset('--demo-page [port]', 'also serve a demo page with the web widget on another port (its origin joins the CORS list)', 'SECRETARY_DEMO_PAGE', 'off; without a port: the API port + 1'))
    .option('--watch', 'reload the knowledge folder when a file in it changes (env: SECRETARY_WATCH=1)')
    .addOption(unset('--admin-port <port>', 'also serve /healthz, /readyz and /metrics on this port (0: any free port)', 'SECRETARY_ADMIN_PORT', 'off'))
    .addOption(opt('--admin-host <host>', 'interface of the admin port', 'SECRETARY_ADMIN_HOST').default(d.adminHost, d.adminHost))
    .action(async (raw: RawServeOptions, command: Command) => {
      await runServe(resolveServeConfig(raw, (key) => optionName(command, key)));
    });
}
