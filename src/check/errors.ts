import { SecretaryError, EXIT } from '../errors.js';

/** The whole run passed its deadline (`--deadline`); probes still running fail, the rest do not run. */
export class RunDeadlineError extends SecretaryError {
  override name = 'RunDeadlineError';

  constructor(readonly deadlineMs: number) {
    super(`the run deadline of ${deadlineMs / 1000} s passed`, { code: 'CHECK_DEADLINE', exitCode: EXIT.failure });
  }
}

/** A probe stayed rate limited after the waits the checker allows; the runner reports it skipped. */
export class StillRateLimitedError extends SecretaryError {
  override name = 'StillRateLimitedError';

  constructor(message: string, cause: unknown) {
    super(message, { code: 'CHECK_RATE_LIMITED', exitCode: EXIT.failure, cause });
  }
}
