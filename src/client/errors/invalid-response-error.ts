import { SecretaryError, EXIT } from '../../errors.js';

// Exit codes are written as numbers because the library may not import from src/cli;
// test/client/errors.test.ts checks they match EXIT in src/cli/exit-codes.ts.

/** The server answered 200 with a body that is not a valid chat response. */
export class InvalidResponseError extends SecretaryError {
  override name = 'InvalidResponseError';

  constructor(target: string, problem: string, options: { cause?: unknown } = {}) {
    super(`${target} returned an invalid response: ${problem}`, {
      ...options,
      code: 'INVALID_RESPONSE',
      exitCode: EXIT.http,
    });
  }
}
