import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codePointLength, fitsCodePoints, utf8ByteLength } from '../../src/contract/index.js';

describe('codePointLength', () => {
  it('counts a surrogate pair once and a lone surrogate as one', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('ab😀c')).toBe(4);
    expect(codePointLength('😀😀')).toBe(2);
    expect(codePointLength('a\ud800')).toBe(2);
    expect(codePointLength('\udc00\ud800')).toBe(2);
    expect(codePointLength('\ud800😀')).toBe(2);
  });

  it('agrees with the string iterator on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        expect(codePointLength(text)).toBe([...text].length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('fitsCodePoints', () => {
  it('decides at the limit in code points, not UTF-16 units', () => {
    expect(fitsCodePoints('😀'.repeat(2000), 2000)).toBe(true);
    expect(fitsCodePoints('😀'.repeat(2001), 2000)).toBe(false);
    expect(fitsCodePoints('a'.repeat(4001), 2000)).toBe(false);
    expect(fitsCodePoints('a'.repeat(2000), 2000)).toBe(true);
  });
});

describe('utf8ByteLength', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8ByteLength('aé😀')).toBe(1 + 2 + 4);
  });
});
