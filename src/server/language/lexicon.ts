import { compilePhrases, mapping, readData, strings, type PhraseSet } from './data.js';
import { fold, keyOf, spaced, tokenize } from './words.js';

/** What a question asks for, by its opening words. */
export type QuestionKind = 'how-many' | 'how-long' | 'when' | 'where' | 'who' | 'which' | 'yes-no' | 'list' | 'what';
/** A relation in time a question asks about. */
export type TimeWord = 'current' | 'before' | 'after' | 'first' | 'latest' | 'experience';
/** Why a request is declined. */
export type DeclineReason = 'work' | 'role' | 'private' | 'offtopic';
/** The kinds of entry a portfolio page holds. */
export type EntryKind = 'work' | 'education' | 'project';

/** An attribute of an entry or the owner a question may ask for (a licence, a stack). */
export interface Attribute {
  name: string;
  ask: PhraseSet;
  /** Folded fact labels that answer it. */
  labels: string[];
}

/** A group of interchangeable phrases; `members` are what a page may say instead of a category's name. */
export interface SynonymGroup {
  phrases: PhraseSet;
  alternatives: string[];
  /** A category (its members are products a page names) rather than a group of synonyms. */
  category?: boolean;
}

/** Every word list of the built-in answerer, compiled once. */
export interface Lexicon {
  greeting: PhraseSet;
  thanks: PhraseSet;
  help: PhraseSet;
  decline: Array<[DeclineReason, PhraseSet]>;
  kinds: Array<[QuestionKind, PhraseSet]>;
  time: Array<[TimeWord, PhraseSet]>;
  entryKinds: Array<[EntryKind, PhraseSet]>;
  pageKinds: Array<[EntryKind, PhraseSet]>;
  attributes: Attribute[];
  stopwords: ReadonlySet<string>;
  /** Keyed by a word's comparison key, so every case form finds it. */
  glossary: ReadonlyMap<string, string[]>;
  roleWords: ReadonlySet<string>;
  columns: ReadonlyMap<string, ReadonlySet<string>>;
  negations: ReadonlySet<string>;
  groups: SynonymGroup[];
}

let base: Omit<Lexicon, 'groups'> & { groups: SynonymGroup[] } | undefined;

/**
 * Loads and compiles the data files (questions, synonyms, categories) once per
 * process; `ownerSynonyms` (from the knowledge folder's synonyms.yaml) are added.
 */
export function createLexicon(ownerSynonyms: readonly (readonly string[])[] = []): Lexicon {
  base ??= loadBase();
  return { ...base, groups: [...ownerSynonyms.map((group) => synonymGroup(group)), ...base.groups] };
}

function loadBase(): Lexicon {
  const q = mapping(readData('questions.yaml'));
  const named = <T extends string>(value: unknown): Array<[T, PhraseSet]> =>
    Object.entries(mapping(value)).map(([key, list]) => [key as T, compilePhrases(strings(list))]);
  const words = (value: unknown): Set<string> => new Set(strings(value).flatMap((w) => tokenize(w)));
  const stop = mapping(q.stopwords);
  const groups: SynonymGroup[] = [];
  for (const group of readData('synonyms.yaml') as unknown[]) groups.push(synonymGroup(strings(group)));
  for (const [name, raw] of Object.entries(mapping(readData('categories.yaml')))) {
    const category = mapping(raw);
    groups.push({ phrases: compilePhrases([name, ...strings(category.aliases)], true), alternatives: strings(category.members), category: true });
  }
  return {
    greeting: compilePhrases(strings(q.greeting)),
    thanks: compilePhrases(strings(q.thanks)),
    help: compilePhrases(strings(q.help)),
    decline: named<DeclineReason>(q.decline),
    kinds: named<QuestionKind>(q.kinds),
    time: named<TimeWord>(q.time),
    entryKinds: named<EntryKind>(q['entry-kinds']),
    pageKinds: named<EntryKind>(q['page-kinds']),
    attributes: Object.entries(mapping(q.attributes)).map(([name, raw]) => ({
      name,
      ask: compilePhrases(strings(mapping(raw).ask), true),
      labels: strings(mapping(raw).labels).map((l) => spaced(l).trim()),
    })),
    stopwords: new Set([...words(stop.en), ...words(stop.sr)]),
    glossary: new Map(Object.entries(mapping(q.glossary)).map(([word, list]) => [keyOf(fold(word)), strings(list)])),
    roleWords: words(q['role-words']),
    columns: new Map(Object.entries(mapping(q.columns)).map(([name, list]) => [name, words(list)])),
    negations: words(q.negations),
    groups,
  };
}

function synonymGroup(group: readonly string[]): SynonymGroup {
  return { phrases: compilePhrases(group, true), alternatives: [...group] };
}
