import { SecretaryError, EXIT } from '../../errors.js';
import { formatSeconds } from '../format-seconds.js';

/** The server still answered 429 after the longest wait or the most attempts the client allows. */
export class RateLimitedError extends SecretaryError {
  override name = 'RateLimitedError';
  /** How long the server (or the backoff) asked to wait before the next try, in milliseconds. */
  readonly retryAfterMs: number;
  /** How many requests were sent, all answered 429. */
  readonly attempts: number;

  constructor(target: string, retryAfterMs: number, attempts: number) {
    // Whole seconds, rounded up: retrying a fraction early would only meet another 429.
    const wait = formatSeconds(Math.ceil(retryAfterMs / 1000) * 1000);
    super(
      `${target} is still rate limited (429) after ${attempts} attempt${attempts === 1 ? '' : 's'}; retry after ${wait}`,
      { code: 'RATE_LIMITED', exitCode: EXIT.rateLimited },
    );
    this.retryAfterMs = retryAfterMs;
    this.attempts = attempts;
  }
}
