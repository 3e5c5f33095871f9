/**
 * Number of Unicode code points in `text`; the unit of every length limit.
 * A lone surrogate counts as one.
 */
export function codePointLength(text: string): number {
  // A native regex scan counts surrogate pairs far faster than a loop over code units.
  SURROGATE_PAIR.lastIndex = 0;
  let pairs = 0;
  while (SURROGATE_PAIR.exec(text) !== null) pairs++;
  return text.length - pairs;
}

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** Whether `text` is at most `max` code points, without counting when it cannot exceed. */
export function fitsCodePoints(text: string, max: number): boolean {
  // A string never has more code points than UTF-16 units, so short strings need no count.
  return text.length <= max || codePointLength(text) <= max;
}

/** Whether `text` has something other than whitespace in it. */
export function isNonBlank(text: string): boolean {
  return text.trim().length > 0;
}

const encoder = new TextEncoder();

/** Size of `text` encoded as UTF-8, in bytes. */
export function utf8ByteLength(text: string): number {
  return encoder.encode(text).byteLength;
}
