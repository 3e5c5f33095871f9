import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { RateLimitStore } from './store.js';
import type { RedisFailure } from './failover-store.js';
import { createMemoryStore } from './memory-store.js';
import { createFailoverStore } from './failover-store.js';

/** Where the rate-limit counters live and what happens when Redis fails. */
export interface RateLimitStoreConfig {
  /** A `redis://` URL; without it counters live in this process. */
  redisUrl?: string;
  /** When Redis is unreachable or slow: `open` (the memory store stands in) or `closed` (503). */
  redisFailure: RedisFailure;
  /** Bounds every connect and command to Redis, in milliseconds; default `SERVE_DEFAULTS.redisTimeoutMs` (300). */
  redisTimeoutMs?: number;
  logger?: Logger;
  /** Counts failed checks on Redis and its outages. */
  metrics?: Metrics;
}

/**
 * Creates the configured store: memory without a URL, else Redis wrapped in
 * the declared failure choice. ioredis is loaded only when a URL is given.
 */
export async function createRateLimitStore(config: RateLimitStoreConfig): Promise<RateLimitStore> {
  if (!config.redisUrl) return createMemoryStore();
  const { createRedisStore } = await import('./redis-store.js');
  const primary = await createRedisStore({
    url: config.redisUrl,
    ...(config.redisTimeoutMs === undefined ? {} : { commandTimeoutMs: config.redisTimeoutMs }),
    ...(config.logger ? { logger: config.logger } : {}),
  });
  return createFailoverStore({
    primary,
    fallback: createMemoryStore(),
    failure: config.redisFailure,
    ...(config.logger ? { logger: config.logger } : {}),
    ...(config.metrics ? { metrics: config.metrics } : {}),
  });
}
