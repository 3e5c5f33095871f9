import { backoffDelay, parseRetryAfter, type BackoffOptions } from '../contract/retry-after.js';
import { abortableSleep } from './abortable-sleep.js';
import { RateLimitedError } from './errors/rate-limited-error.js';

/** How long and how often a request is repeated while the service says to wait. */
export interface RetryPolicy {
  /** The most requests sent, the first included. */
  maxAttempts: number;
  /** The most time spent waiting in all, in milliseconds; a wait that would pass it is not made. */
  maxRetryWaitMs: number;
  /** The backoff used when a 429 carries no usable `Retry-After`. */
  backoff?: BackoffOptions;
}

/** A wait about to be made because the service answered 429 (or 503 with `Retry-After`). */
export interface RateLimitEvent {
  /** How long the wait is, in milliseconds. */
  waitMs: number;
  /** The attempt that was answered 429 or 503 (1-based). */
  attempt: number;
  /** Whether the wait came from `Retry-After` rather than the backoff. */
  fromHeader: boolean;
  /** 429 (rate limited) or 503 (busy, with `Retry-After`). */
  status: number;
}

/** Options of one {@link retryWhileLimited}. */
export interface RetryOptions extends RetryPolicy {
  /** Cancels any wait. */
  signal?: AbortSignal;
  /** Called before each wait, so a user interface can show it. */
  onRateLimited?: (event: RateLimitEvent) => void;
}

// A few milliseconds more, so that a retry can never arrive before the time the server named.
const RETRY_MARGIN_MS = 10;

/**
 * Sends with `attempt` until the answer is neither a 429 nor a 503 with `Retry-After` (the
 * service's "busy, come back"), waiting as `Retry-After` says or, without it, with jittered
 * backoff. Gives up with `RateLimitedError` on a 429 when the attempts or the waiting would pass
 * the policy, without making that wait; a 503 that outlasts the policy is returned as it is.
 * `target` (`POST <url>`) starts the error's message. The one retry policy of the package: the
 * client's sends and `check`'s raw probes go through it.
 */
export async function retryWhileLimited<T extends { status: number; headers: Record<string, string | undefined> }>(
  target: string,
  attempt: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  let waited = 0;
  for (let count = 1; ; count++) {
    const answer = await attempt();
    const header = answer.headers['retry-after'];
    const busy = answer.status === 503 && header !== undefined;
    if (answer.status !== 429 && !busy) return answer;
    const fromHeaderMs = parseRetryAfter(header);
    const waitMs = fromHeaderMs ?? backoffDelay(count, options.backoff);
    // Waiting longer than allowed only to fail later helps nobody: give up with the wait now.
    if (count >= options.maxAttempts || waited + waitMs > options.maxRetryWaitMs) {
      if (busy) return answer;
      throw new RateLimitedError(target, waitMs, count);
    }
    options.onRateLimited?.({ waitMs, attempt: count, fromHeader: fromHeaderMs !== undefined, status: answer.status });
    await abortableSleep(waitMs + RETRY_MARGIN_MS, options.signal);
    waited += waitMs;
  }
}
