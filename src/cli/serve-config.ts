import type { Language } from '../contract/languages.js';
import { isLanguage, LANGUAGES } from '../contract/languages.js';
import { ConfigError } from '../errors.js';
import {
  LOG_LEVELS,
  parseCorsOriginList,
  parseRate,
  PROVIDERS,
  type AnswererConfig,
  type LogLevel,
  type Provider,
  type Rate,
} from '../server/index.js';

/** The option values commander hands over: strings as typed, or as read from the environment. */
export interface RawServeOptions {
  port: string;
  host: string;
  knowledge?: string;
  corsOrigin: string[];
  rateLimit: string;
  trustProxy: string;
  defaultLanguage: string;
  logLevel: string;
  maxConcurrency: string;
  provider?: string;
  model?: string;
  baseUrl?: string;
  maxTokens?: string;
  temperature?: string;
  llmTimeout: string;
  fallback: string;
  redis?: string;
  redisFailure: string;
  demoPage?: string | boolean;
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
    answerer: {
      llmTimeoutSeconds: number(raw.llmTimeout, '--llm-timeout', 0.1, 600),
      fallback: oneOf(raw.fallback, '--fallback', ['extractive', 'none'], (v): v is 'extractive' | 'none' =>
        v === 'extractive' || v === 'none'),
    },
    redisFailure: oneOf(raw.redisFailure, '--redis-failure', ['open', 'closed'], (v): v is 'open' | 'closed' =>
      v === 'open' || v === 'closed'),
  };
  if (raw.knowledge !== undefined) config.knowledgeDir = nonEmpty(raw.knowledge, '--knowledge');
  if (raw.provider !== undefined) {
    config.answerer.provider = oneOf(raw.provider, '--provider', PROVIDERS, (v): v is Provider =>
      (PROVIDERS as readonly string[]).includes(v));
  }
  if (raw.model !== undefined) config.answerer.model = nonEmpty(raw.model, '--model');
  if (raw.baseUrl !== undefined && raw.baseUrl !== '') config.answerer.baseUrl = httpUrl(raw.baseUrl, '--base-url');
  if (env.OPENAI_API_KEY) config.answerer.apiKey = env.OPENAI_API_KEY;
  if (raw.maxTokens !== undefined) config.answerer.maxTokens = integer(raw.maxTokens, '--max-tokens', 1, 1_000_000);
  if (raw.temperature !== undefined) config.answerer.temperature = number(raw.temperature, '--temperature', 0, 2);
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
