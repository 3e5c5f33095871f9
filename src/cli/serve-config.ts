import type { Language } from '../contract/languages.js';
import { LANGUAGES } from '../contract/languages.js';
import {
  DEFAULT_BASE_URL,
  LOG_LEVELS,
  MIN_REDACTED_SECRET_LENGTH,
  SERVE_RANGES,
  parseCorsOriginList,
  parseRate,
  PROVIDERS,
  type AnswererConfig,
  type LogLevel,
  type Rate,
} from '../server/settings.js';
import { quoteValue } from '../errors.js';
import { decimal, httpUrl, nonEmpty, oneOf, parsed, UsageError, wholeNumber } from './usage.js';

/** The answerer's option values as commander hands them over (shared by `serve` and `eval`). */
export interface RawAnswererOptions {
  provider?: string;
  model?: string;
  baseUrl?: string;
  maxTokens?: string;
  temperature?: string;
  llmTimeout: string;
  llmMaxResponseBytes?: string;
  fallback: string;
}

/** The option values commander hands over: strings as typed, or as read from the environment. */
export interface RawServeOptions extends RawAnswererOptions {
  port: string;
  host: string;
  knowledge?: string;
  corsOrigin: string[];
  rateLimit: string;
  trustProxy: string;
  defaultLanguage: string;
  logLevel: string;
  maxConcurrency: string;
  redis?: string;
  redisFailure: string;
  redisTimeout: string;
  demoPage?: string | boolean;
  watch?: boolean;
  adminPort?: string;
  adminHost: string;
}

/** Everything `serve` needs, checked and typed. */
export interface ServeConfig {
  port: number;
  host: string;
  /** Undefined means the bundled example portfolio. */
  knowledgeDir?: string;
  corsOrigins: string[];
  rateLimit: Rate | null;
  trustProxy: number;
  defaultLanguage: Language;
  logLevel: LogLevel;
  maxConcurrency: number;
  answerer: AnswererConfig;
  redisUrl?: string;
  redisFailure: 'open' | 'closed';
  /** Bound on each Redis connect and command, in milliseconds. */
  redisTimeoutMs: number;
  /** The demo page's port when `--demo-page` is given (0: any free port). */
  demoPagePort?: number;
  /** Reload the knowledge folder when it changes (`--watch` or `SECRETARY_WATCH`). */
  watch: boolean;
  /** Where the admin routes (/healthz, /readyz, /metrics) listen; absent: no admin listener. */
  admin?: { port: number; host: string };
  /** Why `openai` was chosen when no provider was named, for the start-up line. */
  providerReason?: string;
}

/** Says how the user gave a raw option (`--port` or `PORT`), for error messages. */
export type OptionNamer = (key: keyof RawServeOptions) => string;

/**
 * Checks the raw option values; the first bad one throws a one-line `UsageError`
 * naming the flag or variable it came from. The API key is read from `OPENAI_API_KEY` only.
 */
export function resolveServeConfig(raw: RawServeOptions, nameOf: OptionNamer, env: NodeJS.ProcessEnv = process.env): ServeConfig {
  const r = SERVE_RANGES;
  const port = wholeNumber(raw.port, nameOf('port'), r.port);
  const config: ServeConfig = {
    port,
    host: nonEmpty(raw.host, nameOf('host')),
    corsOrigins: raw.corsOrigin.flatMap((value) => parsed(() => parseCorsOriginList(value, nameOf('corsOrigin')))),
    rateLimit: parsed(() => parseRate(raw.rateLimit, nameOf('rateLimit'))),
    trustProxy: wholeNumber(raw.trustProxy, nameOf('trustProxy'), r.trustProxy),
    defaultLanguage: oneOf(raw.defaultLanguage, nameOf('defaultLanguage'), LANGUAGES),
    logLevel: oneOf(raw.logLevel, nameOf('logLevel'), LOG_LEVELS),
    maxConcurrency: wholeNumber(raw.maxConcurrency, nameOf('maxConcurrency'), r.maxConcurrency),
    answerer: resolveAnswererConfig(raw, nameOf, env),
    redisFailure: oneOf(raw.redisFailure, nameOf('redisFailure'), ['open', 'closed'] as const),
    redisTimeoutMs: wholeNumber(raw.redisTimeout, nameOf('redisTimeout'), r.redisTimeoutMs),
    watch: raw.watch === true || flag(env.SECRETARY_WATCH, 'SECRETARY_WATCH'),
  };
  if (raw.knowledge !== undefined) config.knowledgeDir = resolveKnowledgeDir(raw.knowledge, nameOf('knowledge'));
  const reason = automaticProviderReason(config.answerer, raw.baseUrl !== undefined && raw.baseUrl === env.OPENAI_BASE_URL);
  if (reason !== undefined) config.providerReason = reason;
  if (raw.redis !== undefined && raw.redis !== '') config.redisUrl = redisUrl(raw.redis, nameOf('redis'));
  if (raw.adminPort !== undefined && raw.adminPort !== '') {
    config.admin = { port: wholeNumber(raw.adminPort, nameOf('adminPort'), r.port), host: nonEmpty(raw.adminHost, nameOf('adminHost')) };
  }
  if (raw.demoPage !== undefined && raw.demoPage !== false) {
    // Without a number the demo page takes the next port up (any free port when the API's is 0).
    config.demoPagePort =
      raw.demoPage === true || raw.demoPage === 'true'
        ? port === 0 || port === 65_535 ? 0 : port + 1
        : wholeNumber(raw.demoPage, nameOf('demoPage'), r.port);
  }
  return config;
}

/**
 * Checks the answerer's option values, as {@link resolveServeConfig} does (shared with `eval`);
 * the first bad one throws a one-line `UsageError`. The API key is read from `OPENAI_API_KEY` only.
 */
export function resolveAnswererConfig(
  raw: RawAnswererOptions,
  nameOf: (key: keyof RawAnswererOptions) => string,
  env: NodeJS.ProcessEnv = process.env,
): AnswererConfig {
  const r = SERVE_RANGES;
  const config: AnswererConfig = {
    llmTimeoutSeconds: decimal(raw.llmTimeout, nameOf('llmTimeout'), r.llmTimeoutSeconds),
    fallback: oneOf(raw.fallback, nameOf('fallback'), ['extractive', 'none'] as const),
  };
  if (raw.provider !== undefined) config.provider = oneOf(raw.provider, nameOf('provider'), PROVIDERS);
  if (raw.model !== undefined) config.model = nonEmpty(raw.model, nameOf('model'));
  if (raw.baseUrl !== undefined && raw.baseUrl !== '') config.baseUrl = httpUrl(raw.baseUrl, nameOf('baseUrl'));
  if (env.OPENAI_API_KEY) config.apiKey = env.OPENAI_API_KEY;
  // A key too short to redact is refused where the provider needs a real key (api.openai.com's are
  // over 40 characters); a keyless local server may get any placeholder, and serve only warns.
  if (config.apiKey !== undefined && config.apiKey.length < MIN_REDACTED_SECRET_LENGTH && config.baseUrl === undefined && (config.provider ?? 'openai') === 'openai') {
    throw new UsageError(`OPENAI_API_KEY is shorter than ${MIN_REDACTED_SECRET_LENGTH} characters, which no ${DEFAULT_BASE_URL} key is: check the variable`);
  }
  if (raw.maxTokens !== undefined) config.maxTokens = wholeNumber(raw.maxTokens, nameOf('maxTokens'), r.maxTokens);
  if (raw.temperature !== undefined) config.temperature = decimal(raw.temperature, nameOf('temperature'), r.temperature);
  if (raw.llmMaxResponseBytes !== undefined) {
    config.maxResponseBytes = wholeNumber(raw.llmMaxResponseBytes, nameOf('llmMaxResponseBytes'), r.maxResponseBytes);
  }
  return config;
}

/** The warning for a key too short to be redacted from replies reliably, when one is set; see {@link resolveAnswererConfig}. */
export function shortKeyWarning(answerer: AnswererConfig): string | undefined {
  if (answerer.apiKey === undefined || answerer.apiKey.length >= MIN_REDACTED_SECRET_LENGTH) return undefined;
  return `warning: OPENAI_API_KEY is shorter than ${MIN_REDACTED_SECRET_LENGTH} characters; a key this short cannot be redacted from replies reliably`;
}

/** Checks `--knowledge`: a folder name that is not blank. */
export function resolveKnowledgeDir(value: string, name = '--knowledge'): string {
  return nonEmpty(value, name);
}

// A boolean flag's variable: commander would read any value, even 0, as true.
function flag(value: string | undefined, name: string): boolean {
  if (value === undefined) return false;
  const folded = value.trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(folded)) return false;
  if (['1', 'true', 'yes', 'on'].includes(folded)) return true;
  throw new UsageError(`${name} must be 1, true, yes, on, 0, false, no or off, got ${quoteValue(value)}`);
}

// A stray OPENAI_API_KEY in a shell silently switches the answerer; the start-up line says so.
function automaticProviderReason(answerer: AnswererConfig, baseUrlFromEnv: boolean): string | undefined {
  if (answerer.provider !== undefined || (!answerer.apiKey && !answerer.baseUrl)) return undefined;
  const causes = [
    ...(answerer.apiKey ? ['OPENAI_API_KEY'] : []),
    ...(answerer.baseUrl ? [baseUrlFromEnv ? 'OPENAI_BASE_URL' : '--base-url'] : []),
  ];
  return `because ${causes.join(' and ')} ${causes.length > 1 ? 'are' : 'is'} set; --provider extractive to use the built-in one`;
}

function redisUrl(value: string, name: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // The URL may hold a password, so it is never repeated in the message.
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:')) {
    throw new UsageError(`${name} must be a redis:// or rediss:// URL`);
  }
  return value;
}
