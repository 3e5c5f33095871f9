import { SecretaryError } from '../../errors.js';

/** How a model call failed, as the visitor's HTTP status will show it. */
export type AnswererFailure = 'timeout' | 'overloaded' | 'upstream';

const STATUS: Record<AnswererFailure, 502 | 503 | 504> = {
  timeout: 504,
  overloaded: 503,
  upstream: 502,
};

/**
 * An answerer could not produce a reply. The app maps it to 504 (timeout),
 * 503 with Retry-After (overloaded or rate limited upstream) or 502 (anything
 * else). Its message is for the log only and must hold no visitor text, model
 * name, URL or key; the visitor gets a generic body.
 */
export class AnswererError extends SecretaryError {
  override name = 'AnswererError';
  readonly failure: AnswererFailure;
  readonly status: 502 | 503 | 504;
  /** Seconds the visitor should wait, for 503. */
  readonly retryAfterSeconds?: number;

  constructor(failure: AnswererFailure, message: string, options: { cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(message, { code: `ANSWERER_${failure.toUpperCase()}`, cause: options.cause });
    this.failure = failure;
    this.status = STATUS[failure];
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
