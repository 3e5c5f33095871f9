import { describe, expect, it } from 'vitest';
import { LIMITS, codePointLength, utf8ByteLength, validateChatRequest } from '../../src/contract/index.js';
import { astralTextOf, historyOfChars, multibyteTextOf, requestOfBytes } from '../../src/check/payloads.js';
import { parseRetryAfter } from '../../src/contract/retry-after.js';

describe('probe payloads follow the contract module', () => {
  it.each([LIMITS.bodyBytes, LIMITS.bodyBytes + 1, 4_000])('a request of exactly %i bytes is otherwise valid', (bytes) => {
    const body = requestOfBytes(bytes);
    expect(utf8ByteLength(body)).toBe(bytes);
    expect(validateChatRequest(JSON.parse(body))).toMatchObject({ ok: true });
  });

  it('history of the limit is valid and one character more is not', () => {
    const atLimit = historyOfChars(LIMITS.historyChars);
    expect(atLimit.reduce((n, item) => n + codePointLength(item.content), 0)).toBe(LIMITS.historyChars);
    expect(atLimit.at(-1)!.role).toBe('assistant');
    expect(validateChatRequest({ message: 'Hi', history: atLimit }).ok).toBe(true);
    expect(validateChatRequest({ message: 'Hi', history: historyOfChars(LIMITS.historyChars + 1) }).ok).toBe(false);
  });

  it('the multibyte message is the limit in code points and UTF-16 units, but far more in bytes', () => {
    const text = multibyteTextOf(LIMITS.messageChars);
    expect([codePointLength(text), text.length]).toEqual([LIMITS.messageChars, LIMITS.messageChars]);
    expect(utf8ByteLength(text)).toBeGreaterThan(1.5 * LIMITS.messageChars);
    expect(validateChatRequest({ message: text }).ok).toBe(true);
  });

  it('the astral message is the limit in code points but more in UTF-16 units', () => {
    const text = astralTextOf(LIMITS.messageChars);
    expect(codePointLength(text)).toBe(LIMITS.messageChars);
    expect(text.length).toBeGreaterThan(LIMITS.messageChars);
    expect(validateChatRequest({ message: text }).ok).toBe(true);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP-dates, and nothing else', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', now)).toBe(30_000);
    expect([parseRetryAfter('soon'), parseRetryAfter('-1'), parseRetryAfter('1.5'), parseRetryAfter(undefined)]).toEqual([
      undefined, undefined, undefined, undefined,
    ]);
  });
});
