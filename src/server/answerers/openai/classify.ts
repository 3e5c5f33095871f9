import { parseRetryAfter } from '../../../contract/index.js';
import { AnswererError } from '../errors.js';

/** The `openai` module's error classes, passed in because the SDK is loaded lazily. */
export interface SdkErrors {
  APIError: abstract new (...args: never[]) => Error & { status: number | undefined; headers: Headers | undefined; error: unknown };
  APIConnectionTimeoutError: abstract new (...args: never[]) => Error;
  APIUserAbortError: abstract new (...args: never[]) => Error;
}

/** What stopped a call, besides the model: our deadline or the caller's signal. */
export interface AbortState {
  deadlinePassed: boolean;
  callerAborted: boolean;
}

/** Retry-After sent to visitors when the upstream gives none or an unreasonable one, in seconds. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;
// Upstream hints beyond this (a daily quota, a typo) are not passed on; the breaker covers long outages.
const MAX_RETRY_AFTER_SECONDS = 300;

// Statuses that mean "busy, come back later": rate limited, unavailable, overloaded (529).
const OVERLOADED_STATUSES = new Set([429, 503, 529]);

// The key is missing, wrong or not allowed this model: no retry or wait will help.
const AUTH_STATUSES = new Set([401, 403]);

/** A classified failure, and whether one more attempt inside the budget may help. */
export interface Classified {
  error: AnswererError;
  /** A dropped connection or a 500/502: worth one retry if time remains. */
  transient: boolean;
  /** The upstream HTTP status, when there was a response. */
  status?: number;
}

/**
 * Maps anything a chat-completions call threw to an AnswererError. The message
 * names only the failure class and HTTP status: the upstream error text can
 * echo the key, the model or the prompt, so it is neither kept nor logged, and
 * the SDK error is deliberately not attached as `cause`.
 */
export function classifyFailure(error: unknown, sdk: SdkErrors, aborts: AbortState): Classified {
  if (aborts.deadlinePassed || error instanceof sdk.APIConnectionTimeoutError) {
    return { error: new AnswererError('timeout', 'model call timed out'), transient: false };
  }
  if (aborts.callerAborted || error instanceof sdk.APIUserAbortError) {
    return { error: new AnswererError('upstream', 'model call aborted by the caller', { kind: 'aborted' }), transient: false };
  }
  if (error instanceof AnswererError) return { error, transient: false };
  // The SDK wraps what our fetch threw (a response over the byte cap) in a connection error.
  if (error instanceof sdk.APIError && error.cause instanceof AnswererError) return { error: error.cause, transient: false };
  if (error instanceof sdk.APIError && typeof error.status === 'number') {
    const status = error.status;
    if (OVERLOADED_STATUSES.has(status) || mentionsOverload(error.error)) {
      const options = { retryAfterSeconds: retryAfterSeconds(error.headers), upstreamStatus: status };
      return { error: new AnswererError('overloaded', `model overloaded: upstream status ${status}`, options), transient: false, status };
    }
    const kind = AUTH_STATUSES.has(status) ? 'auth' : 'bad_response';
    const failed = new AnswererError('upstream', `model call failed: upstream status ${status}`, { kind, upstreamStatus: status });
    return { error: failed, transient: status === 500 || status === 502, status };
  }
  if (error instanceof sdk.APIError) {
    return { error: new AnswererError('upstream', 'model connection failed', { kind: 'unreachable' }), transient: true };
  }
  return { error: new AnswererError('upstream', 'model call failed: unexpected response'), transient: false };
}

/** Seconds from `retry-after-ms` or `retry-after` (seconds or HTTP date) when sane, else the default. */
export function retryAfterSeconds(headers: Headers | undefined): number {
  // `retry-after-ms` is OpenAI's own header; `retry-after` is read as the client and checker read it.
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  const seconds = (Number.isFinite(ms) ? ms : (parseRetryAfter(headers?.get('retry-after')) ?? Number.NaN)) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_RETRY_AFTER_SECONDS) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(1, Math.ceil(seconds));
}

// Some OpenAI-compatible gateways report overload with a 500 and an error type
// such as `overloaded_error`; only the machine-readable type/code is inspected.
function mentionsOverload(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { type, code } = body as { type?: unknown; code?: unknown };
  return [type, code].some((v) => typeof v === 'string' && /overload/i.test(v));
}
