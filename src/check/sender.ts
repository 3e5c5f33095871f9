import { RateLimitedError, retryWhileLimited, type RateLimitEvent, type SecretaryClient } from '../client/index.js';
import { CHAT_PATH } from '../contract/limits.js';
import { boundedSignal, timeoutReason } from './deadline.js';
import { StillRateLimitedError } from './errors.js';
import type { Transport } from './transport.js';
import type { ProbeRequest, ProbeResponse, SendOptions } from './types.js';

/** How the checker behaves when the target answers 429 (or 503 with `Retry-After`). */
export interface RetryPolicy {
  /** Attempts per request, the first included. */
  attempts: number;
  /** The most waiting for one request; a longer `Retry-After` skips the probe instead of stalling CI. */
  maxWaitMs: number;
  /** The wait when a 429 has no valid Retry-After; doubled on each further attempt, up to 30 s. */
  backoffMs: number;
}

/** The default: a one-minute rate-limit window is waited out, an hour-long one is not. */
// Without Retry-After, 2+4+8+16+30 s of backoff outlasts a one-minute window.
export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, maxWaitMs: 90_000, backoffMs: 2_000 };

/** A wait the checker is about to make, and for which probe. */
export interface WaitEvent extends RateLimitEvent {
  probe: string;
}

// Characters of a body a probe may judge or quote; the rest is not kept.
const MAX_BODY_CHARS = 64 * 1024;

/**
 * Sends probe requests: well-formed chat requests through the package's client, the rest through
 * the raw transport; both through the one retry policy (`retryWhileLimited`), with one shared pause
 * for every 429 seen, so that concurrent probes all back off together, as a polite client would.
 */
export function createSender(options: {
  baseUrl: URL;
  client: SecretaryClient;
  transport: Transport;
  timeoutMs: number;
  signal: AbortSignal;
  retry: RetryPolicy;
  sleep: (ms: number) => Promise<void>;
  onWait?: (event: WaitEvent) => void;
}): (probe: string, request: ProbeRequest, sendOptions?: SendOptions) => Promise<ProbeResponse> {
  let pausedUntil = 0;
  // Once one request has used up its attempts, the target is not letting requests through: later
  // probes skip at their first 429 instead of each waiting the full backoff until the run's deadline.
  let gaveUp = false;

  const once = async (request: ProbeRequest): Promise<ProbeResponse> => {
    const pause = pausedUntil - Date.now();
    if (pause > 0) await options.sleep(pause);
    if (request.kind === 'ask') {
      const answer = await options.client.post(request.body, { headers: request.headers, signal: options.signal, retry: false });
      return { status: answer.status, headers: answer.headers, body: answer.text.slice(0, MAX_BODY_CHARS) };
    }
    const url = new URL((request.path ?? CHAT_PATH).replace(/^\//, ''), options.baseUrl);
    const bounded = boundedSignal(options.signal, options.timeoutMs, timeoutReason);
    try {
      return await options.transport.exchange(url, request, bounded.signal);
    } finally {
      bounded.clear();
    }
  };

  return async function send(probe, request, sendOptions = {}) {
    if (sendOptions.retryOn429 === false) return once(request);
    const { attempts, maxWaitMs, backoffMs } = options.retry;
    const target = request.kind === 'ask' ? `POST ${options.client.url}` : `${request.method} ${request.path ?? CHAT_PATH}`;
    try {
      return await retryWhileLimited(target, () => once(request), {
        maxAttempts: gaveUp ? 1 : attempts,
        maxRetryWaitMs: maxWaitMs,
        // Without jitter: all probes pause together on the shared pausedUntil anyway.
        backoff: { baseMs: backoffMs, capMs: 30_000, random: () => 1 },
        signal: options.signal,
        onRateLimited: (event) => {
          pausedUntil = Math.max(pausedUntil, Date.now() + event.waitMs);
          options.onWait?.({ ...event, probe });
        },
      });
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      if (gaveUp && error.attempts === 1) throw new StillRateLimitedError('still rate limited; an earlier probe already waited out every attempt', error);
      if (error.attempts >= attempts) {
        gaveUp = true;
        throw new StillRateLimitedError(`still rate limited after ${error.attempts} attempts`, error);
      }
      throw new StillRateLimitedError(
        `rate limited; waiting ${Math.ceil(error.retryAfterMs / 1000)} s more would pass the ${maxWaitMs / 1000} s the checker waits for one request`,
        error,
      );
    }
  };
}
