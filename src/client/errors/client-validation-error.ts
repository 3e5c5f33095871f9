import { SecretaryError, EXIT } from '../../errors.js';

// Exit codes are written as numbers because the library may not import from src/cli;
// test/client/errors.test.ts checks they match EXIT in src/cli/exit-codes.ts.

/** A request refused before sending: a blank or over-long message, or a bad client option. */
export class ClientValidationError extends SecretaryError {
  override name = 'ClientValidationError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { ...options, code: 'CLIENT_VALIDATION', exitCode: EXIT.usage });
  }
}
