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
 * of a comparison must be folded.
 */
export function foldText(source: string): string {
  let text = '';
  for (const char of source) text += foldChar(char);
  return text;
}

/** {@link foldText}, with `starts`/`ends` to lead a match in the folded text back to the source. */
export function fold(source: string): Folded {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of source) {
    const next = at + char.length;
    const out = foldChar(char);
    for (let i = 0; i < out.length; i++) {
      starts.push(at);
      ends.push(next);
    }
    text += out;
    at = next;
  }
  return { text, starts, ends };
}

function foldChar(char: string): string {
  const map = confusables();
  if (char < '\u0080') return map[char] ?? char;
  if (INVISIBLE.test(char)) return '';
  if (SPACE.test(char)) return ' ';
  if (DASH.test(char)) return '-';
  let out = '';
  for (const plain of char.normalize('NFKC')) out += DASH.test(plain) ? '-' : (map[plain] ?? plain);
  return out;
}
