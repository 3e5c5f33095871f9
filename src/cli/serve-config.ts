import type { Language } from '../contract/languages.js';
import { LANGUAGES } from '../contract/languages.js';
import {
  LOG_LEVELS,
  SERVE_RANGES,
  parseCorsOriginList,
  parseRate,
  PROVIDERS,
  type AnswererConfig,
  type LogLevel,
  type Rate,
} from '../server/settings.js';
import { decimal, httpUrl, nonEmpty, oneOf, parsed, UsageError, wholeNumber } from './usage.js';

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
    answerer: {
      llmTimeoutSeconds: decimal(raw.llmTimeout, nameOf('llmTimeout'), r.llmTimeoutSeconds),
      fallback: oneOf(raw.fallback, nameOf('fallback'), ['extractive', 'none'] as const),
    },
    redisFailure: oneOf(raw.redisFailure, nameOf('redisFailure'), ['open', 'closed'] as const),
  };
  if (raw.knowledge !== undefined) config.knowledgeDir = nonEmpty(raw.knowledge, nameOf('knowledge'));
  if (raw.provider !== undefined) config.answerer.provider = oneOf(raw.provider, nameOf('provider'), PROVIDERS);
  if (raw.model !== undefined) config.answerer.model = nonEmpty(raw.model, nameOf('model'));
  if (raw.baseUrl !== undefined && raw.baseUrl !== '') config.answerer.baseUrl = httpUrl(raw.baseUrl, nameOf('baseUrl'));
  if (env.OPENAI_API_KEY) config.answerer.apiKey = env.OPENAI_API_KEY;
  if (raw.maxTokens !== undefined) config.answerer.maxTokens = wholeNumber(raw.maxTokens, nameOf('maxTokens'), r.maxTokens);
  if (raw.temperature !== undefined) config.answerer.temperature = decimal(raw.temperature, nameOf('temperature'), r.temperature);
  if (raw.redis !== undefined && raw.redis !== '') config.redisUrl = redisUrl(raw.redis, nameOf('redis'));
  if (raw.demoPage !== undefined && raw.demoPage !== false) {
    // Without a number the demo page takes the next port up (any free port when the API's is 0).
    config.demoPagePort =
      raw.demoPage === true || raw.demoPage === 'true'
        ? port === 0 || port === 65_535 ? 0 : port + 1
        : wholeNumber(raw.demoPage, nameOf('demoPage'), r.port);
  }
  return config;
}

function redisUrl(value: string, name: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // The URL may hold a password, so it is never repeated in the message.
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:')) {
    throw new UsageError(`${name} must be a redis:// or rediss:// URL`);
  }
  return value;
}
