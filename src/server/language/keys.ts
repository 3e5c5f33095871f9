// The one text layer's second step: a word's comparison key. Two words with one key
// are one word to the answerer and to retrieval ("projects"/"project", "taught"/"teach",
// "Beogradu"/"Beograd"). An English key is the word's lemma: the build-time lexicon
// lists the forms a plural rule gets wrong (from WordNet's morphology), the rule does
// the rest. A Serbian key is the word's stem (@orama/stemmers' Serbian stemmer): Serbian
// inflects too much for a list of forms.
import { stemmer as serbianStem } from '@orama/stemmers/serbian';

const cache = { en: new Map<string, string>(), sr: new Map<string, string>() };
// Bounds the caches: a long-running server sees unbounded distinct visitor words.
const CACHE_LIMIT = 50_000;

/** The lemma an English plural rule gives a folded word ("cities" → city, "boxes" → box, "tools" → tool). */
export function pluralRule(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|zz)es$/.test(word)) return word.slice(0, -2);
  if (/[^sui']s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The English key of a folded word: its lemma, followed to the end ("buildings" →
 * building → build), from `exception` (the lexicon's forms the plural rule gets wrong,
 * "taught" → teach, "news" → news) or else the plural rule; past the first step only by
 * regular morphology ("founded" → found, not on to find).
 */
export function englishKey(word: string, exception: (word: string) => string | undefined): string {
  const cached = cache.en.get(word);
  if (cached !== undefined) return cached;
  let key = word;
  for (let step = 0; step < 3; step++) {
    const next: string = exception(key) ?? pluralRule(key);
    // (Past a first step, only a regular one, "building" → build: a lemma is no irregular form of another, "founded" →
    // found, not find.)
    if (next === key || (step > 0 && !key.startsWith(next.replace(/e$/, '')))) break;
    key = next;
  }
  if (cache.en.size < CACHE_LIMIT) cache.en.set(word, key);
  return key;
}

/** The Serbian key of a folded word or phrase, word by word ("carskog reza" → "carsk rez"). */
export function serbianPhraseKey(text: string): string {
  return text.includes(' ') ? text.split(' ').map(serbianKey).join(' ') : serbianKey(text);
}

/** The Serbian key of a folded word: case and verb endings removed ("beogradu" → "beograd"). */
export function serbianKey(word: string): string {
  let key = cache.sr.get(word);
  if (key !== undefined) return key;
  key = word.length <= 3 || /[^a-z]/.test(word) ? word : serbianStem(word);
  // A stem under three letters would join unrelated words.
  if (key.length < 3) key = word;
  // A short masculine noun's plural adds -ov-/-ev- ("kurs", "kursevi", "kursevima"; "grad", "gradovima"): one key.
  else if (key !== word && key.length >= 5 && /[^aeiou](?:ov|ev)$/.test(key)) key = key.slice(0, -2);
  if (cache.sr.size < CACHE_LIMIT) cache.sr.set(word, key);
  return key;
}
