// The one text layer's first step: how text becomes words. Pages, questions, the
// model path's retrieval and the build-time lexicon all go through these two functions,
// so a word is split and folded the same way on every side.

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i', ј: 'j',
  к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
};

/**
 * Lower-cases and folds text to plain letters: Serbian Cyrillic to Latin, `đ` to
 * `dj`, diacritics dropped (č ć → c, š → s, ž → z), typographic apostrophes made
 * plain, so "veštine", "vestine" and "вештине" are one word.
 */
export function fold(text: string): string {
  // Most words are plain ASCII: lower-casing is all they need.
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (c) => CYRILLIC[c] ?? c)
    .replace(/đ/g, 'dj')
    .replace(/[’‘ʼ`]/g, "'")
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

// A word: letters and digits, joined inside by `.`, `'`, `&` or `-` ("node.js", "ll.m", "don't",
// "r&d", "co-founder"), with a trailing `+` or `#` ("c++", "c#"); numbers keep their separators
// ("15,000", "56.84", "2.3k").
const WORD = /\d[\d,.]*\d(?:k\b|m\b)?|\d+(?:k\b|m\b)?|[\p{L}\p{N}]+(?:['’.&-][\p{L}\p{N}]+)*[+#]*/gu;

/** One word of a text as written and folded, and whether it started with a capital. */
export interface Word {
  /** Folded, with inner dots and separators of numbers removed ("llm", "15000", "node.js" → "nodejs"). */
  text: string;
  /** As written. */
  raw: string;
  /** Starts with an upper-case letter. */
  capital: boolean;
  /** Index of the word in the text's list of words. */
  index: number;
}

/**
 * Splits text into words. A hyphenated word gives its parts and, joined, the whole
 * ("co-founder" → co, founder, cofounder), so either spelling meets the other.
 */
export function words(text: string): Word[] {
  const out: Word[] = [];
  const push = (raw: string, folded: string) => {
    if (folded !== '') out.push({ text: folded, raw, capital: /^\p{Lu}/u.test(raw), index: out.length });
  };
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    if (!raw.includes('-')) {
      push(raw, normal(raw));
      continue;
    }
    const parts = raw.split('-');
    for (const part of parts) push(part, normal(part));
    const whole = parts.map(normal).join('');
    if (/^\p{L}{4,}$/u.test(whole)) push(raw, whole);
  }
  return out;
}

/**
 * A hyphenated word as one ("13-year-old" as "13yearold"), the last of the words `words()` gives for it: a question
 * reads it by its parts (year, old), not also as one unknown word.
 */
export function isHyphenatedWhole(word: Word): boolean {
  return word.raw.includes('-') && word.text === word.raw.replace(/-/g, '').toLowerCase();
}

/** The folded words of a text. */
export function tokenize(text: string): string[] {
  return words(text).map((word) => word.text);
}

function normal(raw: string): string {
  const folded = fold(raw);
  // "15,000" and "15000" are one number; "2.3k" stays as written; "56.84" keeps its point.
  if (/^\d[\d,]*\d$/.test(folded)) return folded.replace(/,/g, '');
  if (/^\d/.test(folded)) return folded;
  // "Node.js" → "nodejs", "LL.M" → "llm", "Ph.D" → "phd"; "don't" → "dont".
  return folded.replace(/['.]/g, '');
}

/** Whether a folded word is a calendar year such as 2021. */
export function isYear(word: string): boolean {
  return /^(19|20)\d{2}$/.test(word);
}

/** Folded text with single spaces between its words, padded, for whole-word phrase tests. */
export function spaced(text: string): string {
  return ` ${tokenize(text).join(' ')} `;
}

/** Quotation marks as pages write them: straight, curly, the Serbian „…“ and guillemets. */
export const QUOTE_MARKS = '"“”„«»';
const QUOTED = new RegExp(`[“„«"][^${QUOTE_MARKS}]*[”“»"]`, 'g');

/** `text` with each quoted span ("Night Line 26", „Niš peške“) blanked out, marks included, every other character in place. */
export function withoutQuoted(text: string): string {
  return text.replace(QUOTED, (span) => ' '.repeat(span.length));
}
