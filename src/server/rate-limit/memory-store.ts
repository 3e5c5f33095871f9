import type { Rate, RateDecision, RateLimitStore } from './store.js';

/** Options of the in-process store. */
export interface MemoryStoreOptions {
  /** Most clients tracked at once; when full, expired and still-allowed windows go first. Default 100,000. */
  maxKeys?: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Window {
  count: number;
  resetAt: number;
  /** The last request was refused: this client is being limited right now. */
  limited: boolean;
}

/**
 * A fixed-window rate-limit store in this process's memory. Memory is bounded:
 * expired windows are purged at most once per second as requests arrive (no
 * timer to keep the process alive), and past `maxKeys` a window is dropped to
 * make room. Windows of clients being limited are kept apart and dropped last:
 * a flood of fresh keys (spoofed addresses, many IPv6 /64s) pushes out clients
 * that were allowed anyway, not the ones it would free from their limit.
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): RateLimitStore & { readonly size: number } {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  // Insertion order is window start order in `open` (a new window is re-inserted at the end)
  // and limit order in `limited` (a window moves there when its first request is refused).
  const open = new Map<string, Window>();
  const limited = new Map<string, Window>();
  let nextPurgeAt = 0;

  function purge(time: number): void {
    nextPurgeAt = time + 1000;
    for (const map of [open, limited]) {
      for (const [key, window] of map) if (window.resetAt <= time) map.delete(key);
    }
  }

  // Expired first (the oldest limited window may have run out since the last purge),
  // then the oldest window of a client still allowed, and a limited one only when all are.
  function makeRoom(time: number): void {
    const oldestLimited = limited.entries().next();
    if (!oldestLimited.done && oldestLimited.value[1].resetAt <= time) return void limited.delete(oldestLimited.value[0]);
    const oldestOpen = open.keys().next();
    if (!oldestOpen.done) return void open.delete(oldestOpen.value);
    if (!oldestLimited.done) limited.delete(oldestLimited.value[0]);
  }

  function hitNow(key: string, rate: Rate): RateDecision {
    const time = now();
    if (time >= nextPurgeAt) purge(time);
    let window = open.get(key) ?? limited.get(key);
    if (window === undefined || window.resetAt <= time) {
      open.delete(key);
      limited.delete(key);
      if (open.size + limited.size >= maxKeys) makeRoom(time);
      window = { count: 0, resetAt: time + rate.windowMs, limited: false };
      open.set(key, window);
    }
    window.count++;
    const allowed = window.count <= rate.limit;
    if (!allowed && !window.limited) {
      window.limited = true;
      open.delete(key);
      limited.set(key, window);
    }
    return {
      allowed,
      remaining: Math.max(0, rate.limit - window.count),
      resetMs: window.resetAt - time,
    };
  }

  return {
    get size() {
      return open.size + limited.size;
    },
    async hit(key: string, rate: Rate): Promise<RateDecision> {
      return hitNow(key, rate);
    },
    async close() {
      open.clear();
      limited.clear();
    },
  };
}
