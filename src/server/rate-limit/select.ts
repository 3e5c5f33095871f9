import type { Logger } from '../logger.js';
import type { RateLimitStore } from './store.js';
import { createMemoryStore } from './memory-store.js';
import { ConfigError } from '../../errors.js';

/** Where the rate-limit counters live and what happens when Redis fails. */
export interface RateLimitStoreConfig {
  /** A `redis://` URL; without it counters live in this process. */
  redisUrl?: string;
  /** When Redis is unreachable: `open` (the memory store stands in) or `closed` (503). */
  redisFailure: 'open' | 'closed';
  logger?: Logger;
}

/** Creates the configured store; the Redis client is loaded only when a URL is given. */
export async function createRateLimitStore(config: RateLimitStoreConfig): Promise<RateLimitStore> {
  if (!config.redisUrl) return createMemoryStore();
  throw new ConfigError('the Redis store is not available yet');
}
