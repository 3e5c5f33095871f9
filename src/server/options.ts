import type { Language } from '../contract/index.js';
import { DEFAULT_LANGUAGE, describeLanguages, isLanguage } from '../contract/languages.js';
import { ConfigError } from '../errors.js';
import type { Answerer } from './answerers/types.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';
import { noMetrics, type Metrics } from './metrics.js';
import type { Rate, RateLimitStore } from './rate-limit/store.js';
import { createMemoryStore } from './rate-limit/memory-store.js';
import { parseCorsOrigin } from './cors.js';
import { parseRate } from './rate-limit/parse-rate.js';

/** The defaults of `secretary serve` and `createApp`, written once for the CLI's `--help` and the library. */
export const SERVE_DEFAULTS = {
  port: 3000,
  host: 'localhost',
  rateLimit: '20/1m',
  trustProxy: 0,
  defaultLanguage: DEFAULT_LANGUAGE,
  // Enough for a busy portfolio; low enough that a flood cannot open hundreds of model calls.
  maxConcurrency: 64,
  logLevel: 'info',
  llmTimeoutSeconds: 20,
  redisFailure: 'open',
  // Each connect and command to Redis; past it the --redis-failure choice applies to that request.
  redisTimeoutMs: 300,
  fallback: 'extractive',
  // The admin routes are for the machine's own probes and scrapers: loopback unless asked otherwise.
  adminHost: '127.0.0.1',
} as const;

/** The accepted ranges of numeric serve options, written once for `createApp`, `startServer` and the CLI. */
export const SERVE_RANGES = {
  port: { min: 0, max: 65_535 },
  trustProxy: { min: 0, max: 100 },
  maxConcurrency: { min: 1, max: 100_000 },
  redisTimeoutMs: { min: 10, max: 60_000 },
  llmTimeoutSeconds: { min: 0.1, max: 600 },
  maxTokens: { min: 1, max: 1_000_000 },
  temperature: { min: 0, max: 2 },
  maxResponseBytes: { min: 1024, max: 1024 ** 3 },
} as const;

/** What `createApp` takes; only `answerer` is required. */
export interface AppOptions {
  /** Produces the replies. */
  answerer: Answerer;
  /** Exact origins (`https://example.com`) allowed to call from a browser; none by default. */
  corsOrigins?: readonly string[];
  /** Requests allowed per client and window; `null` turns rate limiting off. Default 20 per minute. */
  rateLimit?: Rate | null;
  /** Where the counters live; a memory store by default. */
  rateLimitStore?: RateLimitStore;
  /** How many proxies in front of the service append to `X-Forwarded-For`; 0 trusts none. */
  trustProxy?: number;
  /** The reply language when `Accept-Language` is absent or not exactly a supported value. */
  defaultLanguage?: Language;
  /** Answers in flight at once; more get 503 with Retry-After. */
  maxConcurrency?: number;
  /** Receives one JSON line per request and failures; silent by default. */
  logger?: Logger;
  /** Counts requests, refusals and their durations (for `/metrics`); nothing by default. */
  metrics?: Metrics;
}

/** `AppOptions` checked and with every default filled in. */
export interface ResolvedAppOptions {
  answerer: Answerer;
  corsOrigins: ReadonlySet<string>;
  rateLimit: Rate | null;
  rateLimitStore: RateLimitStore;
  trustProxy: number;
  defaultLanguage: Language;
  maxConcurrency: number;
  logger: Logger;
  metrics: Metrics;
}

/** Checks `options` and fills in defaults; a bad value throws a one-line `ConfigError`. */
export function resolveAppOptions(options: AppOptions): ResolvedAppOptions {
  if (!options || typeof options.answerer?.answer !== 'function') {
    throw new ConfigError('createApp needs an answerer with an answer() method');
  }
  const rateLimit = options.rateLimit === undefined ? parseRate(SERVE_DEFAULTS.rateLimit) : options.rateLimit;
  if (rateLimit !== null && !(isPositiveInteger(rateLimit.limit) && isPositiveInteger(rateLimit.windowMs))) {
    throw new ConfigError('rate limit must have a positive whole limit and window');
  }
  const trustProxy = wholeNumberIn(options.trustProxy ?? SERVE_DEFAULTS.trustProxy, SERVE_RANGES.trustProxy, 'trust proxy');
  const maxConcurrency = wholeNumberIn(
    options.maxConcurrency ?? SERVE_DEFAULTS.maxConcurrency,
    SERVE_RANGES.maxConcurrency,
    'max concurrency',
  );
  const defaultLanguage = options.defaultLanguage ?? SERVE_DEFAULTS.defaultLanguage;
  if (!isLanguage(defaultLanguage)) throw new ConfigError(`default language must be ${describeLanguages()}`);
  return {
    answerer: options.answerer,
    corsOrigins: new Set((options.corsOrigins ?? []).map((origin) => parseCorsOrigin(origin))),
    rateLimit,
    rateLimitStore: options.rateLimitStore ?? createMemoryStore(),
    trustProxy,
    defaultLanguage,
    maxConcurrency,
    logger: options.logger ?? silentLogger,
    metrics: options.metrics ?? noMetrics,
  };
}

function wholeNumberIn(value: number, range: { min: number; max: number }, name: string): number {
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new ConfigError(`${name} must be a whole number from ${range.min} to ${range.max}, got ${String(value)}`);
  }
  return value;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
