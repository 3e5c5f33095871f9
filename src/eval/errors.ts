import { ConfigError, EXIT, SecretaryError } from '../errors.js';

/** The eval file cannot be read, is not YAML, or an entry has a bad field. */
export class EvalFileError extends ConfigError {
  override name = 'EvalFileError';
}

/** The deployment under test gave no answer at all: refused, unresolvable or silent. */
export class EvalUnreachableError extends SecretaryError {
  override name = 'EvalUnreachableError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { ...options, code: 'UNREACHABLE', exitCode: EXIT.usage });
  }
}
