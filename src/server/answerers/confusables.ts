import { createRequire } from 'node:module';

/** Text brought to one spelling for comparison, and where each of its units came from. */
export interface Folded {
  text: string;
  /** For each UTF-16 unit of `text`: the index in the source where the character it came from starts. */
  starts: number[];
  /** For each UTF-16 unit of `text`: the index in the source just past that character. */
  ends: number[];
}

// Unicode's confusables table (confusables.txt, as the unhomoglyph package ships it): each
// character that looks like another, mapped to its prototype (Cyrillic `а` to `a`, `‐` to `-`).
// 6,311 mappings maintained upstream beat a hand-picked list that misses the next look-alike.
let table: Readonly<Record<string, string>> | undefined;
const confusables = (): Readonly<Record<string, string>> =>
  (table ??= createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>);

// Characters that show nothing: zero-width spaces and joiners, bidi controls, the BOM, soft
// hyphens, variation selectors. A word split by one still reads as one word.
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;
const SPACE = /^\s$/u;
const DASH = /^[\p{Pd}\u2212]$/u;

/**
 * Brings `source` to the spelling two texts are compared in: NFKC (fullwidth
 * and other compatibility forms to their plain letters), invisible characters
 * removed, look-alike characters folded to their Unicode prototype, every
 * dash a `-` and every space a ` `. Case is kept. Comparison only: the result
 * is not for reading (`m` folds to `rn`, as the table has it), so both sides
 * of a comparison must be folded; `starts`/`ends` lead a match back to the source.
 */
export function fold(source: string): Folded {
  const map = confusables();
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of source) {
    const next = at + char.length;
    let out: string;
    if (char < '\u0080') out = map[char] ?? char;
    else if (INVISIBLE.test(char)) out = '';
    else if (SPACE.test(char)) out = ' ';
    else if (DASH.test(char)) out = '-';
    else {
      out = '';
      for (const plain of char.normalize('NFKC')) out += DASH.test(plain) ? '-' : (map[plain] ?? plain);
    }
    for (let i = 0; i < out.length; i++) {
      starts.push(at);
      ends.push(next);
    }
    text += out;
    at = next;
  }
  return { text, starts, ends };
}
