// The data files' words as keys, computed by scripts/build-language.mjs with the runtime's own
// key functions and the built lexicon, and stored in language.json: a start reads these keys
// instead of computing thousands of them (categories.yaml alone has a few thousand words).
import { englishKey, serbianKey } from './keys.js';
import { fold, words } from './text.js';

/** A category of categories.yaml with its name and aliases (`phrases`) and its members as English keys. */
export interface KeyedCategory {
  phrases: string[];
  members: string[][];
}

/** The keyed forms of categories.yaml and glossary.yaml. */
export interface KeyedData {
  categories: KeyedCategory[];
  /** Folded Serbian word and its Serbian key → the English keys it stands for. */
  glossary: Array<[string, string[]]>;
}

/** The keys of the data files' words; `exception` is the lexicon's lemma of a form (relations.lemma). Run at build time. */
export function keyData(
  data: { categories: Record<string, { aliases?: string[]; members: string[] }>; glossary: Record<string, string[]> },
  exception: (word: string) => string | undefined,
): KeyedData {
  const keysOf = (phrase: string) => words(phrase).map((word) => englishKey(word.text, exception));
  const categories = Object.entries(data.categories).map(([name, category]) => ({
    phrases: [name, ...(category.aliases ?? [])].map((phrase) => keysOf(phrase).join(' ')),
    members: category.members.map(keysOf),
  }));
  // The glossary is keyed by the Serbian key of each entry's base form, so any case form finds it;
  // an English phrase ("intensive care") is looked up by its words' keys joined with a space.
  const glossary = new Map<string, string[]>();
  for (const [serbian, english] of Object.entries(data.glossary)) {
    const folded = fold(serbian);
    const keys = english.map((phrase) => keysOf(phrase).join(' '));
    for (const id of [folded, serbianKey(folded)]) glossary.set(id, [...new Set([...(glossary.get(id) ?? []), ...keys])]);
  }
  return { categories, glossary: [...glossary] };
}
