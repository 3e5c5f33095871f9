import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codePointLength, fitsCodePoints } from '../../src/contract/index.js';

describe('fitsCodePoints', () => {
  it('agrees with counting every code point, whatever the string and limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat({ max: 40 }), (text, max) => {
        expect(fitsCodePoints(text, max)).toBe(codePointLength(text) <= max);
      }),
      { numRuns: 1000 },
    );
  });
});
