import { SecretaryError } from '../../errors.js';

/** Redis did not answer a rate-limit check in time, or refused it; the failover store decides what then. */
export class RedisUnavailableError extends SecretaryError {
  override name = 'RedisUnavailableError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'REDIS_UNAVAILABLE', cause: options.cause });
  }
}

/**
 * The shared rate-limit store is unavailable and `--redis-failure closed` was
 * chosen, so the request is refused rather than counted nowhere. The app maps
 * it to 503 with `Retry-After: retryAfterSeconds`. Its message is for the log.
 */
export class RateLimitUnavailableError extends SecretaryError {
  override name = 'RateLimitUnavailableError';
  readonly status = 503;
  /** Seconds until the store is tried again. */
  readonly retryAfterSeconds: number;

  constructor(message: string, options: { cause?: unknown; retryAfterSeconds: number }) {
    super(message, { code: 'RATE_LIMIT_UNAVAILABLE', cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
