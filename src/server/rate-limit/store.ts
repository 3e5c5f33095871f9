/** A fixed-window rate: at most `limit` requests per `windowMs`. */
export interface Rate {
  limit: number;
  windowMs: number;
}

/** The outcome of counting one request. */
export interface RateDecision {
  allowed: boolean;
  /** Requests left in the current window after this one. */
  remaining: number;
  /** Milliseconds until the window resets; the 429's Retry-After is this rounded up to seconds. */
  resetMs: number;
}

/**
 * Where rate-limit counters live: the process (memory) or a shared Redis.
 * `hit` counts one request for `key` and says whether it is allowed.
 */
export interface RateLimitStore {
  hit(key: string, rate: Rate, options?: { signal?: AbortSignal }): Promise<RateDecision>;
  close(): Promise<void>;
  /** Whether a shared store is connected now; absent for the in-memory store, which always is. */
  isReady?(): boolean;
}

