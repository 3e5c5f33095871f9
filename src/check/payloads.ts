import { LIMITS, ROLES, codePointLength, utf8ByteLength } from '../contract/index.js';

// Probe bodies, all derived from LIMITS so that a changed limit changes the probe.
// Every body is valid in every respect except the one the probe is about, so a
// server is rejected or accepted for exactly that reason.

const [USER, ASSISTANT] = ROLES;
type Item = { role: string; content: string };

const ENGLISH = 'Which of your projects used TypeScript, and what did you learn building it? ';
// Serbian in both scripts: two UTF-8 bytes a letter but one UTF-16 unit, so a server
// that counts bytes instead of characters is caught, under any reading of "character".
const MULTIBYTE = 'Који пројекат ти је најдражи? Шта је било најтеже? Šta je bilo najteže? ';
// With emoji: code points outside the BMP, two UTF-16 units each, so a server that
// counts UTF-16 units (JavaScript's `length`) instead of code points is caught.
const ASTRAL = 'Koji projekat je najzanimljiviji? 🚀 Šta je bilo teško? 🙂 ';
// Serbian Cyrillic: two-byte letters, to reach an exact byte count with few characters.
const TWO_BYTE = 'Који пројекат је најзанимљивији и шта је научено? ';

/** A short, ordinary question. */
export const QUESTION = 'What kind of projects have you worked on?';

/** Exactly `n` code points of `phrase` repeated, never ending in whitespace. */
export function textOf(n: number, phrase = ENGLISH): string {
  const points = Array.from(phrase);
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) out.push(points[i % points.length]!);
  if (n > 0 && /\s/.test(out[n - 1]!)) out[n - 1] = '.';
  return out.join('');
}

/** Exactly `n` code points of multi-byte letters, each one UTF-16 unit. */
export function multibyteTextOf(n: number): string {
  return textOf(n, MULTIBYTE);
}

/** Exactly `n` code points including characters outside the BMP (emoji). */
export function astralTextOf(n: number): string {
  return textOf(n, ASTRAL);
}

/** Alternating turns, starting with `first`, each content given by `content(index)`. */
export function turns(count: number, content: (index: number) => string, first: string = USER): Item[] {
  const second = first === USER ? ASSISTANT : USER;
  return Array.from({ length: count }, (_, i) => ({ role: i % 2 === 0 ? first : second, content: content(i) }));
}

/** `items` contents of the given lengths, alternating from a user turn, summing to `total`. */
export function historyOfChars(total: number): Item[] {
  // User items are capped per item, so fill in whole user-sized items and put the rest last.
  const each = LIMITS.userItemChars;
  const lengths: number[] = [];
  for (let left = total; left > 0; left -= each) lengths.push(Math.min(each, left));
  // A well-formed history ends with an assistant turn, whose size is capped only by the total.
  if (lengths.length % 2 === 1 && lengths.length > 1) {
    const last = lengths.pop()!;
    lengths[lengths.length - 1]! += last;
  }
  return turns(lengths.length, (i) => textOf(lengths[i]!));
}

/** A JSON request body. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

/** A valid chat request of exactly `bytes` UTF-8 bytes, made of ordinary multi-byte text. */
export function requestOfBytes(bytes: number): string {
  const empty = (count: number) => json({ message: QUESTION, history: turns(count, () => '') });
  // Enough items that each stays well under the per-item cap; an even count ends on an assistant turn.
  let count = 2;
  while ((bytes - utf8ByteLength(empty(count))) / count > LIMITS.userItemChars) count += 2;
  let room = bytes - utf8ByteLength(empty(count));
  if (room < 0) throw new RangeError(`a request cannot be as small as ${bytes} bytes`);
  const contents: string[] = [];
  for (let i = 0; i < count; i++) {
    const share = Math.floor(room / (count - i));
    contents.push(textOfBytes(share));
    room -= share;
  }
  const body = json({ message: QUESTION, history: turns(count, (i) => contents[i]!) });
  const chars = contents.reduce((sum, text) => sum + codePointLength(text), 0);
  if (utf8ByteLength(body) !== bytes || chars > LIMITS.historyChars) {
    throw new RangeError(`cannot build a valid request of exactly ${bytes} bytes`);
  }
  return body;
}

/** Text of exactly `bytes` UTF-8 bytes, mostly two-byte letters. */
function textOfBytes(bytes: number): string {
  const points = Array.from(TWO_BYTE);
  let out = '';
  let used = 0;
  for (let i = 0; used < bytes; i++) {
    const point = points[i % points.length]!;
    const size = utf8ByteLength(point);
    // The last byte may not fit a two-byte letter; an ASCII full stop always does.
    const next = used + size <= bytes ? point : '.';
    out += next;
    used += utf8ByteLength(next);
  }
  return out;
}
