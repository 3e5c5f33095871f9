import { SecretaryError, EXIT } from '../errors.js';

/** The target could not be reached at all (DNS, refused, timed out): the CLI exits 2. */
export class CheckUnreachableError extends SecretaryError {
  override name = 'CheckUnreachableError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { ...options, code: 'CHECK_UNREACHABLE', exitCode: EXIT.usage });
  }
}

/** A probe stayed rate limited after the waits the checker allows; the runner reports it skipped. */
export class StillRateLimitedError extends SecretaryError {
  override name = 'StillRateLimitedError';

  constructor(message: string) {
    super(message, { code: 'CHECK_RATE_LIMITED', exitCode: EXIT.failure });
  }
}

/** No HTTP response came back for a request (reset, timeout, refused). */
export class ProbeNetworkError extends SecretaryError {
  override name = 'ProbeNetworkError';
  /** True when the deadline passed, false when the connection failed or closed. */
  readonly timedOut: boolean;

  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message, { cause: options.cause, code: 'CHECK_NETWORK', exitCode: EXIT.failure });
    this.timedOut = options.timedOut ?? false;
  }
}

/** The whole run passed its deadline (`--deadline`); probes still running fail, the rest do not run. */
export class RunDeadlineError extends SecretaryError {
  override name = 'RunDeadlineError';

  constructor(readonly deadlineMs: number) {
    super(`the run deadline of ${deadlineMs / 1000} s passed`, { code: 'CHECK_DEADLINE', exitCode: EXIT.failure });
  }
}
