import { SecretaryError } from '../../errors.js';

/** How a model call failed, as the visitor's HTTP status will show it. */
export type AnswererFailure = 'timeout' | 'overloaded' | 'upstream';

/** What went wrong with the model, for the owner's log: the kind of outage to fix. */
export type ModelFailureKind = 'auth' | 'unreachable' | 'timeout' | 'overloaded' | 'bad_response' | 'aborted';

// The kind assumed when none is given: what the visitor-facing class usually means.
const DEFAULT_KIND: Record<AnswererFailure, ModelFailureKind> = {
  timeout: 'timeout',
  overloaded: 'overloaded',
  upstream: 'bad_response',
};

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
  /** What went wrong, for the log: auth, unreachable, timeout, overloaded, bad_response or aborted. */
  readonly kind: ModelFailureKind;
  /** The model server's HTTP status, when it answered. */
  readonly upstreamStatus?: number;

  constructor(
    failure: AnswererFailure,
    message: string,
    options: { cause?: unknown; retryAfterSeconds?: number; kind?: ModelFailureKind; upstreamStatus?: number } = {},
  ) {
    super(message, { code: `ANSWERER_${failure.toUpperCase()}`, cause: options.cause });
    this.failure = failure;
    this.status = STATUS[failure];
    this.kind = options.kind ?? DEFAULT_KIND[failure];
    if (options.upstreamStatus !== undefined) this.upstreamStatus = options.upstreamStatus;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
