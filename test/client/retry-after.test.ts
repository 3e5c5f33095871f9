import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from '../../src/client/index.js';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads delta-seconds and HTTP-dates', () => {
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });
  it('ignores missing and unreadable values', () => {
    for (const value of [undefined, null, '', '-1', '1.5', 'soon', 'Someday 99']) {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    }
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt within [half, whole] of the ceiling and stays under the cap', () => {
    expect(backoffDelay(1, { random: () => 0 })).toBe(500);
    expect(backoffDelay(1, { random: () => 0.999999 })).toBe(1000);
    expect(backoffDelay(3, { random: () => 0 })).toBe(2000);
    expect(backoffDelay(20, { random: () => 0.999999, capMs: 5000 })).toBe(5000);
  });
});
