/** Process exit codes, shared by every error and every CLI subcommand (documented in README). */
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

/** Options every secretary error takes. */
export interface SecretaryErrorOptions {
  /** A stable machine-readable code such as `RATE_LIMITED`. */
  code?: string;
  /** The process exit code the CLI uses when this error ends a command. */
  exitCode?: number;
  /** The lower error this one wraps. */
  cause?: unknown;
}

/**
 * The base of every error the library throws on purpose. Its message is one line
 * fit to show a user; the CLI prints it as it is and exits with `exitCode`.
 */
export class SecretaryError extends Error {
  override name = 'SecretaryError';
  readonly code: string;
  readonly exitCode: number;

  constructor(message: string, options: SecretaryErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code ?? 'SECRETARY_ERROR';
    this.exitCode = options.exitCode ?? EXIT.failure;
  }
}

/** A configuration or usage problem: a bad option, folder or file. */
export class ConfigError extends SecretaryError {
  override name = 'ConfigError';

  constructor(message: string, options: Omit<SecretaryErrorOptions, 'code' | 'exitCode'> = {}) {
    super(message, { ...options, code: 'CONFIG', exitCode: EXIT.usage });
  }
}

/** A value as an error message shows it: JSON-quoted and cut at 40 characters (a mistyped value is worth echoing, a pasted essay is not). */
export function quoteValue(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}
