import type { Language } from '../contract/languages.js';
import { isLanguage, LANGUAGES } from '../contract/languages.js';
import { ConfigError } from '../errors.js';
import type { AnswererConfig } from '../server/answerers/config.js';
import { PROVIDERS, type Provider } from '../server/answerers/config.js';
import { parseCorsOriginList } from '../server/cors.js';
import { LOG_LEVELS, type LogLevel } from '../server/logger.js';
import { parseRate } from '../server/rate-limit/parse-rate.js';
import type { Rate } from '../server/rate-limit/store.js';

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
  demoPage?: string | boolean;
  watch?: boolean;
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
  /** The demo page's port when `--demo-page` is given (0: any free port). */
  demoPagePort?: number;
  /** Reload the knowledge folder when it changes (`--watch` or `SECRETARY_WATCH`). */
  watch: boolean;
  /** Why `openai` was chosen when no provider was named, for the start-up line. */
  providerReason?: string;
}

/**
 * Checks the raw option values; the first bad one throws a one-line `ConfigError`
 * naming the option. The API key is read from `OPENAI_API_KEY` only.
 */
export function resolveServeConfig(raw: RawServeOptions, env: NodeJS.ProcessEnv = process.env): ServeConfig {
  const port = integer(raw.port, '--port', 0, 65_535);
  const config: ServeConfig = {
    port,
    host: nonEmpty(raw.host, '--host'),
    corsOrigins: raw.corsOrigin.flatMap((value) => parseCorsOriginList(value)),
    rateLimit: parseRate(raw.rateLimit),
    trustProxy: integer(raw.trustProxy, '--trust-proxy', 0, 100),
    defaultLanguage: oneOf(raw.defaultLanguage, '--default-language', LANGUAGES, isLanguage),
    logLevel: oneOf(raw.logLevel, '--log-level', LOG_LEVELS, (v): v is LogLevel => LOG_LEVELS.includes(v as LogLevel)),
    maxConcurrency: integer(raw.maxConcurrency, '--max-concurrency', 1, 100_000),
    answerer: resolveAnswererConfig(raw, env),
    redisFailure: oneOf(raw.redisFailure, '--redis-failure', ['open', 'closed'], (v): v is 'open' | 'closed' =>
      v === 'open' || v === 'closed'),
    watch: raw.watch === true || flag(env.SECRETARY_WATCH, 'SECRETARY_WATCH'),
  };
  if (raw.knowledge !== undefined) config.knowledgeDir = resolveKnowledgeDir(raw.knowledge);
  const reason = automaticProviderReason(config.answerer, raw.baseUrl !== undefined && raw.baseUrl === env.OPENAI_BASE_URL);
  if (reason !== undefined) config.providerReason = reason;
  if (raw.redis !== undefined && raw.redis !== '') config.redisUrl = redisUrl(raw.redis);
  if (raw.demoPage !== undefined && raw.demoPage !== false) {
    // Without a number the demo page takes the next port up (any free port when the API's is 0).
    config.demoPagePort =
      raw.demoPage === true || raw.demoPage === 'true'
        ? port === 0 || port === 65_535 ? 0 : port + 1
        : integer(raw.demoPage, '--demo-page', 0, 65_535);
  }
  return config;
}

/**
 * Checks the answerer's option values, as {@link resolveServeConfig} does; the first bad one
 * throws a one-line `ConfigError`. The API key is read from `OPENAI_API_KEY` only.
 */
export function resolveAnswererConfig(raw: RawAnswererOptions, env: NodeJS.ProcessEnv = process.env): AnswererConfig {
  const config: AnswererConfig = {
    llmTimeoutSeconds: number(raw.llmTimeout, '--llm-timeout', 0.1, 600),
    fallback: oneOf(raw.fallback, '--fallback', ['extractive', 'none'], (v): v is 'extractive' | 'none' =>
      v === 'extractive' || v === 'none'),
  };
  if (raw.provider !== undefined) {
    config.provider = oneOf(raw.provider, '--provider', PROVIDERS, (v): v is Provider => (PROVIDERS as readonly string[]).includes(v));
  }
  if (raw.model !== undefined) config.model = nonEmpty(raw.model, '--model');
  if (raw.baseUrl !== undefined && raw.baseUrl !== '') config.baseUrl = httpUrl(raw.baseUrl, '--base-url');
  if (env.OPENAI_API_KEY) config.apiKey = env.OPENAI_API_KEY;
  if (raw.maxTokens !== undefined) config.maxTokens = integer(raw.maxTokens, '--max-tokens', 1, 1_000_000);
  if (raw.llmMaxResponseBytes !== undefined) {
    config.maxResponseBytes = integer(raw.llmMaxResponseBytes, '--llm-max-response-bytes', 1024, 1024 ** 3);
  }
  if (raw.temperature !== undefined) config.temperature = number(raw.temperature, '--temperature', 0, 2);
  return config;
}

/** Checks `--knowledge`: a folder name that is not blank. */
export function resolveKnowledgeDir(value: string): string {
  return nonEmpty(value, '--knowledge');
}

// A boolean flag's variable: commander would read any value, even 0, as true.
function flag(value: string | undefined, name: string): boolean {
  if (value === undefined) return false;
  const folded = value.trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(folded)) return false;
  if (['1', 'true', 'yes', 'on'].includes(folded)) return true;
  throw new ConfigError(`${name} must be 1, true, yes, on, 0, false, no or off, got ${quote(value)}`);
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

function integer(value: string, option: string, min: number, max: number): number {
  const parsed = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${option} must be a whole number from ${min} to ${max}, got ${quote(value)}`);
  }
  return parsed;
}

function number(value: string, option: string, min: number, max: number): number {
  const parsed = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${option} must be a number from ${min} to ${max}, got ${quote(value)}`);
  }
  return parsed;
}

function oneOf<T extends string>(value: string, option: string, allowed: readonly string[], is: (v: string) => v is T): T {
  if (!is(value)) throw new ConfigError(`${option} must be one of ${allowed.join(', ')}, got ${quote(value)}`);
  return value;
}

function nonEmpty(value: string, option: string): string {
  if (value.trim() === '') throw new ConfigError(`${option} must not be empty`);
  return value;
}

function httpUrl(value: string, option: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`${option} must be an http:// or https:// URL`);
  }
  return value;
}

function redisUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // The URL may hold a password, so it is never repeated in the message.
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:')) {
    throw new ConfigError('--redis must be a redis:// or rediss:// URL');
  }
  return value;
}

// Values are shown shortened: a mistyped option is worth echoing, a pasted essay is not.
function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}
