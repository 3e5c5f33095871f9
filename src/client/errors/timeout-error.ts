import { SecretaryError, EXIT } from '../../errors.js';
import { formatSeconds } from '../format-seconds.js';

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
