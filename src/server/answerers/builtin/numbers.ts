import type { TextLanguage, TextLayer } from '../../language/analyzer.js';

/** Numbers written in words (questions.yaml `numbers`), of one language or both. */
export interface NumberWords {
  /** The value of a folded word that is a number ("eight": 8), else undefined. */
  value(word: string): number | undefined;
  /** A regular-expression alternation of the words, longest first ("fourteen" before "four"). */
  pattern: string;
}

// Made once per layer and choice of languages.
const made = new WeakMap<TextLayer, Map<string, NumberWords>>();

/** The number words of `languages` (both when none is given: a count reads "pet godina" on a Serbian page). */
export function numberWords(layer: TextLayer, ...languages: TextLanguage[]): NumberWords {
  const byLanguages = made.get(layer) ?? made.set(layer, new Map()).get(layer)!;
  const key = languages.join(' ');
  const known = byLanguages.get(key);
  if (known) return known;
  const all = layer.vocabulary.questions.numbers;
  const values = new Map<string, number>();
  for (const language of languages.length > 0 ? languages : (['en', 'sr'] as const)) for (const [word, value] of Object.entries(all[language])) values.set(word, value);
  const words: NumberWords = {
    value: (word) => values.get(word),
    pattern: [...values.keys()].sort((a, b) => b.length - a.length).join('|'),
  };
  byLanguages.set(key, words);
  return words;
}

// questions.yaml's abbreviations, read once.
let abbreviations: Set<string> | undefined;

/** The numbers a text uses as names, after an abbreviation ("op. 21", "No. 5"): they count nothing. */
export function namingNumbers(text: string, layer: TextLayer): Set<string> {
  abbreviations ??= new Set(layer.vocabulary.questions.abbreviations);
  return new Set([...text.matchAll(/\b(\p{L}{1,4})\.\s?(\d+)\b/gu)].filter((match) => abbreviations!.has(match[1]!.toLowerCase())).map((match) => match[2]!));
}

/** Whether a folded word is a number that counts: in digits ("12", "2,500"), not a year ("2022"), or in words ("five"). */
export function isCount(word: string, layer: TextLayer): boolean {
  return (/^\d/.test(word) && !/^(19|20)\d{2}$/.test(word)) || numberWords(layer).value(word) !== undefined;
}
