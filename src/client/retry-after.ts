// Re-exported so this file stays the one the browser widget imports (no bare imports here).
export { parseRetryAfter } from '../contract/retry-after.js';

/** The options of the backoff used when a 429 has no usable `Retry-After`. */
export interface BackoffOptions {
  /** The wait before the first retry, before jitter, in milliseconds. */
  baseMs?: number;
  /** The longest single wait, in milliseconds. */
  capMs?: number;
  /** A number in [0, 1); `Math.random` by default, injectable for tests. */
  random?: () => number;
}

/**
 * Exponential backoff with jitter for the retry after `attempt` 429s (1-based):
 * between half and all of `baseMs * 2^(attempt-1)`, capped, so clients that were
 * limited together do not all come back at the same moment.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = 1000, capMs = 30_000, random = Math.random } = options;
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
