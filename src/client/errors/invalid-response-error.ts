import { SecretaryError, EXIT } from '../../errors.js';

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
