import type { Rate, RateDecision, RateLimitStore } from './store.js';

/** Options of the in-process store. */
export interface MemoryStoreOptions {
  /** Most clients tracked at once; when full, the oldest window is forgotten. Default 100,000. */
  maxKeys?: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window rate-limit store in this process's memory. Memory is bounded:
 * expired windows are purged at most once per second as requests arrive (no timer
 * to keep the process alive), and past `maxKeys` the oldest window is dropped.
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): RateLimitStore & { readonly size: number } {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  // Insertion order is window start order, because a new window is re-inserted at the end.
  const windows = new Map<string, Window>();
  let nextPurgeAt = 0;

  function purge(time: number): void {
    nextPurgeAt = time + 1000;
    for (const [key, window] of windows) {
      if (window.resetAt <= time) windows.delete(key);
    }
  }

  function hitNow(key: string, rate: Rate): RateDecision {
    const time = now();
    if (time >= nextPurgeAt) purge(time);
    let window = windows.get(key);
    if (window === undefined || window.resetAt <= time) {
      windows.delete(key);
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next();
        if (!oldest.done) windows.delete(oldest.value);
      }
      window = { count: 0, resetAt: time + rate.windowMs };
      windows.set(key, window);
    }
    window.count++;
    return {
      allowed: window.count <= rate.limit,
      remaining: Math.max(0, rate.limit - window.count),
      resetMs: window.resetAt - time,
    };
  }

  return {
    get size() {
      return windows.size;
    },
    async hit(key: string, rate: Rate): Promise<RateDecision> {
      return hitNow(key, rate);
    },
    async close() {
      windows.clear();
    },
  };
}
