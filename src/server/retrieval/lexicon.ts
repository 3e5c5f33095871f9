// Word lists for retrieval, read once from data/lexicon.yaml (copied beside the compiled
// module by the build). Words are folded: no diacritics, lower case.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';

interface LexiconFile {
  english_stopwords: string;
  serbian_stopwords: string;
  serbian_words: Array<{ terms: string[]; words: string }>;
  serbian_prefixes: Array<[string, string[]]>;
  synonym_groups: Array<[string, string]>;
  anaphora: string;
  case_endings: string[];
}

const data = load(readFileSync(new URL('./data/lexicon.yaml', import.meta.url), 'utf8')) as LexiconFile;
const words = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** English words that carry no topic; dropped when indexing and querying. */
export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set(words(data.english_stopwords));

/** Serbian words that carry no topic; dropped from queries. */
export const SERBIAN_STOPWORDS: ReadonlySet<string> = new Set(words(data.serbian_stopwords));

/** Serbian words (exact, folded) and the English terms they ask about. */
export const SERBIAN_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  data.serbian_words.flatMap(({ terms, words: list }) => words(list).map((word): [string, string[]] => [word, terms])),
);

/** Serbian word beginnings (folded) and the English terms they ask about; first match wins. */
export const SERBIAN_PREFIXES: ReadonlyArray<readonly [string, readonly string[]]> = data.serbian_prefixes;

/** English topic words and the terms a portfolio may use for them instead. */
export const SYNONYM_GROUPS: ReadonlyArray<readonly [string, string]> = data.synonym_groups;

/** Words that point back at the previous turn ("How many stars does it have?"). */
export const ANAPHORA: ReadonlySet<string> = new Set(words(data.anaphora));

/** Serbian case endings on a name ("o Kestrelu", "Sparrowa", "sa Quillmateom"). */
export const CASE_ENDINGS: readonly string[] = data.case_endings;
