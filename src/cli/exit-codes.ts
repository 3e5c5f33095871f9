/** Process exit codes shared by every subcommand (documented in README). */
export const EXIT = {
  /** Success. */
  ok: 0,
  /** A general failure; for `check`, at least one probe failed. */
  failure: 1,
  /** A usage error: a bad option, argument, file or configuration; for `check`, also an unreachable target. */
  usage: 2,
  /** `chat`: the server answered with an HTTP error, timed out, or could not be reached. */
  http: 3,
  /** `chat`: still rate limited after the longest wait the client allows. */
  rateLimited: 4,
} as const;
