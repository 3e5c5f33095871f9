import { SecretaryError, EXIT } from '../../errors.js';

/** The request could not be sent or its answer not read: refused, reset or dropped connection. */
export class NetworkError extends SecretaryError {
  override name = 'NetworkError';

  constructor(target: string, cause: unknown) {
    super(`${target} failed: ${describe(cause)}`, { code: 'NETWORK', exitCode: EXIT.http, cause });
  }
}

function describe(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  // Node reports a refused connection to every address of a name as an AggregateError with no message.
  const inner = cause instanceof AggregateError && !cause.message ? cause.errors[0] : undefined;
  const message = (inner instanceof Error ? inner.message : cause.message) || cause.name;
  return message.split('\n', 1)[0] ?? message;
}
