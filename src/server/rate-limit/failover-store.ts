import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { noMetrics, type Metrics } from '../metrics.js';
import { RateLimitUnavailableError } from './errors.js';
import type { Rate, RateDecision, RateLimitStore } from './store.js';

/** What happens to requests while the shared store is unreachable or slow. */
export type RedisFailure = 'open' | 'closed';

/** Options of {@link createFailoverStore}. */
export interface FailoverStoreOptions {
  /** The shared store; `isReady`, when present, lets an outage skip a store known to be disconnected. */
  primary: RateLimitStore & { isReady?(): boolean };
  /** Counts requests during an outage when `failure` is `open` (the in-memory store). */
  fallback: RateLimitStore;
  failure: RedisFailure;
  logger?: Logger;
  /** Counts failed checks on the shared store and the outages they start. */
  metrics?: Metrics;
  /** During an outage, the shared store is tried again at most this often; default 1000 ms. */
  probeIntervalMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Wraps a shared store with the declared failure choice. While the primary
 * fails, `open` lets the fallback count requests (each instance limits on its
 * own) and `closed` throws {@link RateLimitUnavailableError}. An outage is
 * logged once when it starts (warn) and once when it ends (info), never per
 * request; during it, at most one request per probe interval waits on the
 * primary, so a slow Redis costs one bounded wait, not one per request.
 */
export function createFailoverStore(options: FailoverStoreOptions): RateLimitStore & { isReady(): boolean } {
  const { primary, fallback, failure } = options;
  const logger = options.logger ?? silentLogger;
  const metrics = options.metrics ?? noMetrics;
  const probeIntervalMs = options.probeIntervalMs ?? 1000;
  const now = options.now ?? Date.now;
  let outageSince: number | undefined;
  let nextProbeAt = 0;

  const degraded = (key: string, rate: Rate, hitOptions: { signal?: AbortSignal }, cause?: unknown) => {
    if (failure === 'open') return fallback.hit(key, rate, hitOptions);
    throw new RateLimitUnavailableError('the shared rate-limit store is unavailable (--redis-failure closed)', {
      cause,
      retryAfterSeconds: Math.max(1, Math.ceil(probeIntervalMs / 1000)),
    });
  };

  return {
    async hit(key: string, rate: Rate, hitOptions: { signal?: AbortSignal } = {}): Promise<RateDecision> {
      if (outageSince !== undefined) {
        const skip = now() < nextProbeAt || primary.isReady?.() === false;
        if (skip) return degraded(key, rate, hitOptions);
        // This request is the probe; the others keep going to the fallback meanwhile.
        nextProbeAt = now() + probeIntervalMs;
      }
      let decision: RateDecision;
      try {
        decision = await primary.hit(key, rate, hitOptions);
      } catch (error) {
        hitOptions.signal?.throwIfAborted();
        metrics.rateLimitStoreError();
        if (outageSince === undefined) {
          outageSince = now();
          nextProbeAt = outageSince + probeIntervalMs;
          metrics.rateLimitStoreFailover();
          logger.warn('rate_limit_store_unavailable', { failure, message: (error as Error).message });
        }
        return degraded(key, rate, hitOptions, error);
      }
      if (outageSince !== undefined) {
        logger.info('rate_limit_store_recovered', { outageMs: now() - outageSince });
        outageSince = undefined;
      }
      return decision;
    },

    /** Whether the shared store is connected now (readiness asks, with or without traffic). */
    isReady(): boolean {
      return primary.isReady?.() ?? outageSince === undefined;
    },

    async close(): Promise<void> {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
