// The data files' words as keys, computed by scripts/build-language.mjs with the runtime's own
// key functions and the built lexicon, and stored in language.json: a start reads these keys
// instead of computing thousands of them (categories.yaml alone has a few thousand words).
// questions.yaml's phrases are stored as compilePhrases reads them, and stemmed, for the same reason.
import { englishKey, serbianKey, serbianPhraseKey } from './keys.js';
import { normalPhrase } from './phrases.js';
import { fold, spaced, words } from './text.js';
import type { QuestionWords } from './vocabulary.js';

/** A category of categories.yaml with its name and aliases (`phrases`) and its members as English keys. */
export interface KeyedCategory {
  phrases: string[];
  members: string[][];
}

/** questions.yaml's phrases in normal form (phrases.ts), and the Serbian stems of those a question inflects. */
export interface KeyedQuestions {
  /** questions.yaml with every string a normal phrase. */
  phrases: QuestionWords;
  /** Each entry kind's and each attribute's `ask` phrases as Serbian stems, so "projektima" finds the listed "projekti". */
  stems: { 'entry-kinds': Record<string, string[]>; attributes: Record<string, string[]> };
}

/** The keyed forms of categories.yaml, glossary.yaml and questions.yaml. */
export interface KeyedData {
  categories: KeyedCategory[];
  /** Folded Serbian word and its Serbian key → the English keys it stands for. */
  glossary: Array<[string, string[]]>;
  questions: KeyedQuestions;
}

/** The keys of the data files' words; `exception` is the lexicon's lemma of a form (relations.lemma). Run at build time. */
export function keyData(
  data: { categories: Record<string, { aliases?: string[]; members: string[] }>; glossary: Record<string, string[]>; questions: QuestionWords },
  exception: (word: string) => string | undefined,
): KeyedData {
  const keysOf = (phrase: string) => words(phrase).map((word) => englishKey(word.text, exception));
  const categories = Object.entries(data.categories).map(([name, category]) => ({
    phrases: [name, ...(category.aliases ?? [])].map((phrase) => keysOf(phrase).join(' ')),
    members: category.members.map(keysOf),
  }));
  // The glossary is keyed by the Serbian key of each entry's base form, word by word, so any case form finds it;
  // an English phrase ("intensive care") is looked up by its words' keys joined with a space.
  const glossary = new Map<string, string[]>();
  for (const [serbian, english] of Object.entries(data.glossary)) {
    const folded = fold(serbian);
    const keys = english.map((phrase) => keysOf(phrase).join(' '));
    for (const id of [folded, serbianPhraseKey(folded)]) glossary.set(id, [...new Set([...(glossary.get(id) ?? []), ...keys])]);
  }
  const q = data.questions;
  // A phrase's Serbian stem, word by word ("projekti" → "projekt"); `*` is any word, a last `$` the end.
  const stemOf = (phrase: string) => normalPhrase(phrase.split(/\s+/).map((word) => (word === '*' || word === '$' ? word : serbianKey(spaced(word).trim()))).join(' '));
  const stems = (record: Record<string, string[]>) => Object.fromEntries(Object.entries(record).map(([name, list]) => [name, list.map(stemOf)]));
  const questions = {
    phrases: normalForm(q),
    stems: { 'entry-kinds': stems(q['entry-kinds']), attributes: stems(Object.fromEntries(Object.entries(q.attributes).map(([name, a]) => [name, a.ask]))) },
  };
  return { categories, glossary: [...glossary], questions };
}

// The data with each string a normal phrase, its shape kept.
function normalForm<T>(value: T): T {
  if (typeof value === 'string') return normalPhrase(value) as T;
  if (Array.isArray(value)) return value.map(normalForm) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalForm(item)])) as T;
  return value;
}
