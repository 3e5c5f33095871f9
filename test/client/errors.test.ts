import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit-codes.js';
import {
  ClientValidationError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  RateLimitedError,
  TimeoutError,
} from '../../src/client/index.js';
import { SecretaryError } from '../../src/errors.js';

// The client errors write their exit codes as numbers (the library may not import src/cli): keep them in step.
describe('client errors', () => {
  it('carry the CLI exit codes and extend SecretaryError', () => {
    const cases: [SecretaryError, number, string][] = [
      [new ClientValidationError('m'), EXIT.usage, 'ClientValidationError'],
      [new HttpError('POST u', 500), EXIT.http, 'HttpError'],
      [new TimeoutError('POST u', 1000), EXIT.http, 'TimeoutError'],
      [new NetworkError('POST u', new Error('x')), EXIT.http, 'NetworkError'],
      [new InvalidResponseError('POST u', 'x'), EXIT.http, 'InvalidResponseError'],
      [new RateLimitedError('POST u', 2000, 1), EXIT.rateLimited, 'RateLimitedError'],
    ];
    for (const [error, exitCode, name] of cases) {
      expect(error).toBeInstanceOf(SecretaryError);
      expect(error.exitCode).toBe(exitCode);
      expect(error.name).toBe(name);
    }
  });
});
