// The Serbian–English dictionary (FreeDict's Croatian–English, keyed for Serbian by
// scripts/serbian-dictionary.mjs at build time): the English keys of a Serbian word or phrase the
// glossary lacks. Its lines are sorted by key, so a key is found by binary search in the file's
// text as it lies: reading it costs one file read and an index of line starts, no table of
// strings. Read on first use, since only a Serbian question needs it; a build made without the
// dictionary has an empty file, and then no word is found in it.

import { readFileSync } from 'node:fs';

let text: string | undefined;
let starts: Uint32Array | undefined;

/** The English keys a folded Serbian word, its Serbian key or a phrase's keys stand for; undefined when the dictionary lacks it. */
export function translated(key: string): string[] | undefined {
  if (text === undefined || starts === undefined) [text, starts] = read();
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = starts[middle]!;
    const tab = text.indexOf('\t', start);
    const found = text.slice(start, tab);
    if (found === key) {
      const end = text.indexOf('\n', tab);
      return text.slice(tab + 1, end < 0 ? undefined : end).split('|');
    }
    if (found < key) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

function read(): [string, Uint32Array] {
  const all = readFileSync(new URL('./data/dictionary.txt', import.meta.url), 'utf8');
  const lines: number[] = all.length > 0 ? [0] : [];
  for (let at = all.indexOf('\n'); at >= 0 && at + 1 < all.length; at = all.indexOf('\n', at + 1)) lines.push(at + 1);
  return [all, Uint32Array.from(lines)];
}
