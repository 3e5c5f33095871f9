import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit-codes.js';
import {
  ClientValidationError,
  HttpError,
  InvalidResponseError,
  RateLimitedError,
  TimeoutError,
  UnreachableError,
} from '../../src/client/index.js';
import { SecretaryError } from '../../src/errors.js';

// The client errors write their exit codes as numbers (the library may not import src/cli): keep them in step.
describe('client errors', () => {
  it('carry the CLI exit codes and extend SecretaryError', () => {
    const cases: [SecretaryError, number, string][] = [
      [new ClientValidationError('m'), EXIT.usage, 'ClientValidationError'],
      [new HttpError('POST u', 500), EXIT.http, 'HttpError'],
      [new TimeoutError('POST u', 1000), EXIT.http, 'TimeoutError'],
      [new UnreachableError('POST http://localhost:3000/chat failed', 'http://localhost:3000/chat', new Error('x')), EXIT.http, 'UnreachableError'],
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

describe('UnreachableError', () => {
  // Issue 22: a server that is down said what failed (ECONNREFUSED) but not what to do.
  it('ends its message with what to check: the local serve by port, a remote one by origin, a host name that does not resolve', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:48999'), { code: 'ECONNREFUSED' });
    const local = new UnreachableError('POST http://localhost:48999/chat failed', 'http://localhost:48999/chat', new TypeError('fetch failed', { cause: refused }));
    expect(local.message).toBe('POST http://localhost:48999/chat failed: connect ECONNREFUSED 127.0.0.1:48999; is `secretary serve` running on port 48999?');
    expect([local.reason, local.code]).toEqual(['connect ECONNREFUSED 127.0.0.1:48999', 'UNREACHABLE']);
    const remote = new UnreachableError('cannot reach https://chat.example.com', 'https://chat.example.com/', refused);
    expect(remote.hint).toBe('is `secretary serve` running at https://chat.example.com?');
    const typo = Object.assign(new Error('getaddrinfo ENOTFOUND chat.exmaple.com'), { code: 'ENOTFOUND' });
    expect(new UnreachableError('x', 'https://chat.exmaple.com', typo).hint).toBe('is the host name chat.exmaple.com right?');
    // A reset names its code; fetch's own "fetch failed" wrapper and an empty AggregateError are looked through.
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(new UnreachableError('x', 'http://127.0.0.1:1', reset).reason).toBe('ECONNRESET: socket hang up');
    expect(new UnreachableError('x', 'http://127.0.0.1:1', new TypeError('fetch failed', { cause: new AggregateError([refused]) })).reason).toBe(
      'connect ECONNREFUSED 127.0.0.1:48999',
    );
  });
});
