// Text normalisation shared by indexing and querying: both sides must fold and
// stem the same way or terms silently stop matching.

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i', ј: 'j',
  к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
};

/**
 * Lower-cases and folds text to plain ASCII letters where it can: Serbian
 * Cyrillic to Latin, `đ` to `dj`, and diacritics dropped (č ć → c, š → s, ž → z),
 * so "veštine", "vestine" and "вештине" are one word.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (c) => CYRILLIC[c] ?? c)
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** Splits folded text into word tokens, keeping `c++`, `c#` and `.net` as words. */
export function tokenize(text: string): string[] {
  return fold(text)
    .replace(/c\+\+/g, ' cplusplus ')
    .replace(/c#/g, ' csharp ')
    .replace(/\.net\b/g, ' dotnet ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

const VOWEL = /[aeiouy]/;

/**
 * A light English stemmer (plurals, -ed, -ing, a final e), enough to make
 * "projects"/"project", "worked"/"work" and "graduated"/"graduate" meet.
 * It need not produce words, only the same stem on both sides.
 */
export function stem(token: string): string {
  if (token.length <= 3 || /\d/.test(token)) return token;
  let t = token;
  if (t.endsWith('ies') && t.length > 4) t = `${t.slice(0, -3)}y`;
  else if (t.endsWith('ied') && t.length > 4) t = `${t.slice(0, -3)}y`;
  else if (t.endsWith('sses')) t = t.slice(0, -2);
  else if (t.endsWith('ing') && t.length > 5 && VOWEL.test(t.slice(0, -3))) t = undouble(t.slice(0, -3));
  else if (t.endsWith('ed') && t.length > 3 && VOWEL.test(t.slice(0, -2))) t = undouble(t.slice(0, -2));
  else if (t.endsWith('s') && !/(ss|us|is)$/.test(t)) t = t.slice(0, -1);
  if (t.length > 3 && t.endsWith('e')) t = t.slice(0, -1);
  return t;
}

function undouble(t: string): string {
  return /([b-df-hj-km-np-tv-z])\1$/.test(t) && !/(ll|ss|zz)$/.test(t) ? t.slice(0, -1) : t;
}

/** Whether a token is a calendar year such as 2021. */
export function isYear(token: string): boolean {
  return /^(19|20)\d{2}$/.test(token);
}

const RANGE =
  /\b((?:19|20)\d{2})\s*(?:–|—|-|to|until|till|through|do)\s*((?:19|20)\d{2}|\d{2}|present|now|today|current|danas|sada|sad|trenutno)\b/g;
const SINCE = /\b(?:since|from|od)\s+((?:19|20)\d{2})\b(?!\s*(?:–|—|-|to|until|do)\s*\d)/g;

/**
 * Every year a text's ranges cover ("2019–2022", "2021–present", "since 2020"),
 * so a question about 2021 finds a job held from 2019 to 2022.
 */
export function yearsCovered(text: string, currentYear: number): number[] {
  const years = new Set<number>();
  const folded = fold(text);
  const add = (from: number, to: number) => {
    if (to < from || to - from > 60) return;
    for (let y = from; y <= to; y++) years.add(y);
  };
  for (const match of folded.matchAll(RANGE)) {
    const from = Number(match[1]);
    const end = match[2]!;
    const to = /^\d{4}$/.test(end) ? Number(end) : /^\d{2}$/.test(end) ? Math.floor(from / 100) * 100 + Number(end) : currentYear;
    add(from, to);
  }
  for (const match of folded.matchAll(SINCE)) add(Number(match[1]), currentYear);
  return [...years].sort((a, b) => a - b);
}
