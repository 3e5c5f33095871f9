import { SecretaryError, EXIT } from '../../errors.js';

// Exit codes are written as numbers because the library may not import from src/cli;
// test/client/errors.test.ts checks they match EXIT in src/cli/exit-codes.ts.

/** No complete answer arrived within the client's wait time. */
export class TimeoutError extends SecretaryError {
  override name = 'TimeoutError';
  /** The wait that ran out, in milliseconds. */
  readonly timeoutMs: number;

  constructor(target: string, timeoutMs: number) {
    super(`${target} timed out after ${formatSeconds(timeoutMs)}`, { code: 'TIMEOUT', exitCode: EXIT.http });
    this.timeoutMs = timeoutMs;
  }
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
