import { SecretaryError, EXIT } from '../../errors.js';

/** A request refused before sending: a blank or over-long message, or a bad client option. */
export class ClientValidationError extends SecretaryError {
  override name = 'ClientValidationError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { ...options, code: 'CLIENT_VALIDATION', exitCode: EXIT.usage });
  }
}
