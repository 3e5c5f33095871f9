import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitHistory } from '../../src/client/fit-history.js';
import { LIMITS, codePointLength, utf8ByteLength, type HistoryItem } from '../../src/contract/index.js';

// Text that stresses each unit: ASCII, emoji (4 UTF-8 bytes, 1 code point), control
// characters and quotes (escaped in JSON, so 2 to 6 bytes each).
const piece = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('😀', '\u0001', '"', '\\', 'ž', '\n'),
);
const text = (maxRepeat: number) =>
  fc.tuple(fc.array(piece, { maxLength: 6 }), fc.integer({ min: 1, max: maxRepeat })).map(([parts, times]) =>
    parts.join('').repeat(times),
  );
const content = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('hi', 'ok', 'a') },
  { weight: 3, arbitrary: text(5) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2000 }).map((n) => '😀'.repeat(n)) },
  { weight: 1, arbitrary: text(200) },
  { weight: 1, arbitrary: fc.constantFrom('', 'x'.repeat(2001), '😀'.repeat(2000)) },
);
const item = fc.record({
  role: fc.oneof({ weight: 9, arbitrary: fc.constantFrom('user', 'assistant') }, { weight: 1, arbitrary: fc.constant('system') }),
  content,
}) as fc.Arbitrary<HistoryItem>;
const smallItem = fc.record({
  role: fc.constantFrom('user', 'assistant'),
  content: fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 400 }).map((n) => '😀'.repeat(n))),
}) as fc.Arbitrary<HistoryItem>;
// Mostly-large histories reach the character and byte bounds; many small items reach the item bound.
const history = fc.oneof(fc.array(item, { maxLength: 300 }), fc.array(smallItem, { minLength: 30, maxLength: 200 }));
const message = fc
  .oneof(text(60), fc.constantFrom('😀'.repeat(2000), '\u0001'.repeat(2000), 'q'))
  .map((m) => [...m].slice(0, LIMITS.messageChars).join('') || 'q');

function sendable(history: HistoryItem[]): HistoryItem[] {
  const ok = (h: HistoryItem) =>
    (h.role === 'user' || h.role === 'assistant') &&
    h.content.length > 0 &&
    (h.role === 'assistant' || codePointLength(h.content) <= LIMITS.userItemChars);
  // An answer goes with its question: replies that follow an unsendable user item are left out too.
  let lastUserOk = true;
  return history.filter((h) => {
    if (h.role === 'user') lastUserOk = ok(h);
    return ok(h) && (h.role !== 'assistant' || lastUserOk);
  });
}

describe('fitHistory properties', () => {
  it('whatever the history, what is sent fits every limit', () => {
    fc.assert(
      fc.property(history, message, (h, m) => {
        const sent = fitHistory(h, m);
        expect(sent.length).toBeLessThanOrEqual(LIMITS.historyItems);
        expect(sent.reduce((n, i) => n + codePointLength(i.content), 0)).toBeLessThanOrEqual(LIMITS.historyChars);
        expect(utf8ByteLength(JSON.stringify({ message: m, history: sent }))).toBeLessThanOrEqual(LIMITS.bodyBytes);
        for (const i of sent) {
          expect(Object.keys(i).sort()).toEqual(['content', 'role']);
          if (i.role === 'user') expect(codePointLength(i.content)).toBeLessThanOrEqual(LIMITS.userItemChars);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sends the newest sendable turns, in order, never starting with an assistant turn', () => {
    fc.assert(
      fc.property(history, message, (h, m) => {
        const sent = fitHistory(h, m);
        const usable = sendable(h);
        if (sent.length > 0) {
          expect(sent[0]!.role).toBe('user');
          // A suffix of the sendable items: the newest turns, oldest dropped first.
          expect(usable.slice(usable.length - sent.length)).toEqual(sent);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the newest question and answer whenever they fit on their own', () => {
    const pair = fc.tuple(text(20), text(20)).filter(([q, a]) => q.length > 0 && a.length > 0);
    fc.assert(
      fc.property(history, pair, message, (h, [q, a], m) => {
        const newest: HistoryItem[] = [
          { role: 'user', content: q },
          { role: 'assistant', content: a },
        ];
        const sent = fitHistory([...h, ...newest], m);
        const alone = fitHistory(newest, m);
        if (alone.length === 2) expect(sent.slice(-2)).toEqual(newest);
      }),
      { numRuns: 200 },
    );
  });

  // Regression: an over-long question was dropped but its answer kept, so the answer followed the turn before.
  it('leaves out the answer to a question it cannot send', () => {
    const h: HistoryItem[] = [
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'a1' },
      { role: 'user', content: 'x'.repeat(LIMITS.userItemChars + 1) },
      { role: 'assistant', content: 'a2' },
      { role: 'user', content: '' },
      { role: 'assistant', content: 'a3' },
      { role: 'user', content: 'q4' },
      { role: 'assistant', content: 'a4' },
    ];
    expect(fitHistory(h, 'next')).toEqual([
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'a1' },
      { role: 'user', content: 'q4' },
      { role: 'assistant', content: 'a4' },
    ]);
  });

  it('keeps 40 items of a 120-turn history and leaves the input untouched', () => {
    const long: HistoryItem[] = [];
    for (let i = 0; i < 120; i++) {
      long.push({ role: 'user', content: `q${i}` }, { role: 'assistant', content: `a${i}` });
    }
    const copy = structuredClone(long);
    const sent = fitHistory(long, 'next');
    expect(sent).toHaveLength(40);
    expect(sent[0]).toEqual({ role: 'user', content: 'q100' });
    expect(sent.at(-1)).toEqual({ role: 'assistant', content: 'a119' });
    expect(long).toEqual(copy);
  });
});
