import { describe, expect, it } from 'vitest';
import { formatSeconds } from '../../src/client/format-seconds.js';

// Regression (issue 13): "598 s" is not how anyone reads a wait; over 90 s it is minutes or hours.

describe('formatSeconds', () => {
  it.each([
    [0, '0 s'],
    [1500, '1.5 s'],
    [2000, '2 s'],
    [90_000, '90 s'],
    [91_000, '1 min 31 s'],
    [120_000, '2 min'],
    [598_000, '9 min 58 s'],
    [3_599_000, '59 min 59 s'],
    [3_600_000, '1 h'],
    [3_900_000, '1 h 5 min'],
    [3_629_000, '1 h'],
    [90_000_000, '25 h'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatSeconds(ms)).toBe(text);
  });
});
