import { StillRateLimitedError } from './errors.js';
import { CHAT_PATH } from '../contract/limits.js';
import { backoffDelay, parseRetryAfter } from '../contract/retry-after.js';
import { boundedSignal, timeoutReason } from './deadline.js';
import type { Transport } from './transport.js';
import type { ProbeRequest, ProbeResponse, SendOptions } from './types.js';

/** How the checker behaves when the target answers 429. */
export interface RetryPolicy {
  /** Attempts per request, the first included. */
  attempts: number;
  /** The longest single wait; a longer Retry-After skips the probe instead of stalling CI. */
  maxWaitMs: number;
  /** The wait when a 429 has no valid Retry-After; doubled on each further attempt, up to 30 s. */
  backoffMs: number;
}

/** The default: a one-minute rate-limit window is waited out, an hour-long one is not. */
// Without Retry-After, 2+4+8+16+30 s of backoff outlasts a one-minute window.
export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, maxWaitMs: 90_000, backoffMs: 2_000 };

/** Sends probe requests: a deadline on each, and one shared pause for every 429 seen. */
export function createSender(options: {
  baseUrl: URL;
  transport: Transport;
  timeoutMs: number;
  signal: AbortSignal;
  retry: RetryPolicy;
  sleep: (ms: number) => Promise<void>;
  onWait?: (ms: number) => void;
  onResponse?: () => void;
}): (request: ProbeRequest, sendOptions?: SendOptions) => Promise<ProbeResponse> {
  // Shared across probes so that concurrent probes all back off together, as a polite client would.
  let pausedUntil = 0;
  // Once one request has used up its attempts, the target is not letting requests through: later
  // probes skip at their first 429 instead of each waiting the full backoff until the run's deadline.
  let gaveUp = false;

  return async function send(request, sendOptions = {}) {
    const url = new URL((request.path ?? CHAT_PATH).replace(/^\//, ''), options.baseUrl);
    const retry = sendOptions.retryOn429 ?? true;
    for (let attempt = 1; ; attempt++) {
      const pause = pausedUntil - Date.now();
      if (pause > 0) await options.sleep(pause);
      const bounded = boundedSignal(options.signal, options.timeoutMs, timeoutReason);
      let response: ProbeResponse;
      try {
        response = await options.transport.exchange(url, request, bounded.signal);
      } finally {
        bounded.clear();
      }
      options.onResponse?.();
      if (response.status !== 429 || !retry) return response;
      if (gaveUp) throw new StillRateLimitedError('still rate limited; an earlier probe already waited out every attempt');
      const given = parseRetryAfter(response.headers['retry-after']);
      // Without jitter: all probes pause together on the shared pausedUntil anyway.
      const wait = given ?? backoffDelay(attempt, { baseMs: options.retry.backoffMs, random: () => 1 });
      if (wait > options.retry.maxWaitMs) {
        throw new StillRateLimitedError(
          `rate limited; Retry-After ${Math.ceil(wait / 1000)} s is longer than the ${options.retry.maxWaitMs / 1000} s the checker waits`,
        );
      }
      if (attempt >= options.retry.attempts) {
        gaveUp = true;
        throw new StillRateLimitedError(`still rate limited after ${attempt} attempts`);
      }
      pausedUntil = Math.max(pausedUntil, Date.now() + wait);
      options.onWait?.(wait);
    }
  };
}
