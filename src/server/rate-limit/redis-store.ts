import { createHash } from 'node:crypto';
import type { Redis as RedisClient, RedisOptions } from 'ioredis';
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { SERVE_DEFAULTS } from '../options.js';
import { RedisUnavailableError } from './errors.js';
import type { Rate, RateDecision, RateLimitStore } from './store.js';

/** Options of {@link createRedisStore}. */
export interface RedisStoreOptions {
  /** A `redis://` or `rediss://` URL. */
  url: string;
  /** Prepended to every key, so one Redis can serve other programs too; default `secretary:rl:`. */
  prefix?: string;
  /** The longest a connect or a command may take, in milliseconds; default 300. */
  commandTimeoutMs?: number;
  logger?: Logger;
}

/** A Redis-backed store that also says whether its connection is up, for the failover wrapper. */
export interface RedisStore extends RateLimitStore {
  /** Whether the client is connected and ready for commands right now. */
  isReady(): boolean;
}

/** The default key prefix. */
export const REDIS_KEY_PREFIX = 'secretary:rl:';

/**
 * One fixed-window hit, atomically: INCR, and PEXPIRE when the window starts
 * (or when a key somehow has no TTL, so no key ever lives forever). The TTL is
 * read from Redis, so every instance shares Redis' clock rather than its own.
 * Returns `{count, pttl}`.
 */
export const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const HIT_SHA = createHash('sha1').update(HIT_SCRIPT).digest('hex');

/**
 * Creates a rate-limit store on a shared Redis; ioredis is loaded here and
 * nowhere else. Every wait is bounded: connecting and each command time out
 * after `commandTimeoutMs`, nothing queues while disconnected, and the client
 * reconnects in the background with a capped backoff. Resolves once connected
 * or once the first attempt has failed; a Redis that is down at start-up is a
 * failover matter, not a start-up error.
 */
export async function createRedisStore(options: RedisStoreOptions): Promise<RedisStore> {
  const prefix = options.prefix ?? REDIS_KEY_PREFIX;
  const timeoutMs = options.commandTimeoutMs ?? SERVE_DEFAULTS.redisTimeoutMs;
  const logger = options.logger ?? silentLogger;
  const { Redis } = await import('ioredis');
  const redisOptions: RedisOptions = {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    // Fail at once while disconnected rather than queue behind a dead socket.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // 50 ms, 100 ms, ... capped at 1 s: a restarted Redis is found again within about a second.
    retryStrategy: (times) => Math.min(times * 50, 1000),
  };
  const client: RedisClient = new Redis(options.url, redisOptions);
  // ioredis prints unhandled 'error' events to the console; the failover store logs outages instead.
  client.on('error', (error: Error) => logger.debug('redis_error', { message: error.message }));
  try {
    await client.connect();
  } catch {
    // Left reconnecting in the background; hits fail fast until it is back.
  }

  async function evaluate(key: string, windowMs: number): Promise<unknown> {
    try {
      return await client.evalsha(HIT_SHA, 1, key, windowMs);
    } catch (error) {
      // After a restart or SCRIPT FLUSH the script cache is empty: send the source once, which caches it again.
      if (error instanceof Error && error.message.startsWith('NOSCRIPT')) return client.eval(HIT_SCRIPT, 1, key, windowMs);
      throw error;
    }
  }

  return {
    isReady: () => client.status === 'ready',

    async hit(key: string, rate: Rate, hitOptions: { signal?: AbortSignal } = {}): Promise<RateDecision> {
      hitOptions.signal?.throwIfAborted();
      // The window length is part of the key, so a changed window never inherits an old TTL.
      const redisKey = `${prefix}${rate.windowMs}:${key}`;
      let reply: unknown;
      try {
        reply = await evaluate(redisKey, rate.windowMs);
      } catch (error) {
        throw new RedisUnavailableError(`Redis rate-limit check failed: ${(error as Error).message}`, { cause: error });
      }
      const [count, ttl] = parseReply(reply);
      return {
        allowed: count <= rate.limit,
        remaining: Math.max(0, rate.limit - count),
        resetMs: Math.max(0, ttl),
      };
    },

    async close(): Promise<void> {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}

function parseReply(reply: unknown): [number, number] {
  if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') return [reply[0], reply[1]];
  throw new RedisUnavailableError('Redis rate-limit script returned an unexpected reply');
}
