import { compilePhrases, mapping, readData, strings, type PhraseSet } from './data.js';
import { fold, keyOf, keysOf, spaced, tokenize } from './words.js';

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

/** A group of interchangeable phrases, as comparison keys; for a category, `alternatives` are its members. */
export interface SynonymGroup {
  /** Keys of every phrase of the group (each joined by spaces). */
  phrases: string[];
  /** Keys of what a page may say instead, one array per phrase. */
  alternatives: string[][];
  category: boolean;
  /** How many of `alternatives` are the category's own names (the rest are its members). */
  names?: number;
}

/** Phrase keys (joined by spaces) → the groups that hold them: looked up by a question's word n-grams. */
export type GroupIndex = ReadonlyMap<string, readonly SynonymGroup[]>;

/** Every word list of the built-in answerer, compiled once. */
export interface Lexicon {
  greeting: PhraseSet;
  thanks: PhraseSet;
  help: PhraseSet;
  /** Questions that ask what the owner does in general ("what does he research"). */
  summary: PhraseSet;
  decline: Array<[DeclineReason, PhraseSet]>;
  /** Words that make a yes/no question about the owner ask about availability or hiring, not for a task. */
  availability: PhraseSet;
  kinds: Array<[QuestionKind, PhraseSet]>;
  /** Prepositions that may open a question before its question word ("na kojim", "in which"). */
  leadIns: PhraseSet;
  time: Array<[TimeWord, PhraseSet]>;
  entryKinds: Array<[EntryKind, PhraseSet]>;
  /** Words that ask for the entry with the highest number of an attribute ("most popular"). */
  superlatives: PhraseSet;
  /** Words that make a "who" question ask for the people an entry was done with. */
  companions: PhraseSet;
  /** Labels of a line that names the people an entry was done with ("Partner:"). */
  peopleLabels: PhraseSet;
  /** Phrases that ask about an employer ("work at", "worked for"). */
  employer: PhraseSet;
  pageKinds: Array<[EntryKind, PhraseSet]>;
  attributes: Attribute[];
  stopwords: ReadonlySet<string>;
  /** Verbs of making: optional terms of a yes/no question, dropped from others. */
  weakWords: ReadonlySet<string>;
  /** Keyed by a word's comparison key, so every case form finds it. */
  glossary: ReadonlyMap<string, string[]>;
  roleWords: ReadonlySet<string>;
  /** Names of degrees ("phd", "msc"): a yes/no question about one is answered from the degrees listed. */
  degreeWords: ReadonlySet<string>;
  columns: ReadonlyMap<string, ReadonlySet<string>>;
  negations: ReadonlySet<string>;
  /** Categories (names and aliases → members). */
  categories: GroupIndex;
  /** Synonym groups, the owner's first. */
  synonyms: GroupIndex;
}

let base: Lexicon | undefined;

/**
 * Loads and compiles the data files (questions, synonyms, categories) once per
 * process; `ownerSynonyms` (from the knowledge folder's synonyms.yaml) are added.
 */
export function createLexicon(ownerSynonyms: readonly (readonly string[])[] = []): Lexicon {
  base ??= loadBase();
  if (ownerSynonyms.length === 0) return base;
  const synonyms = new Map<string, SynonymGroup[]>([...base.synonyms].map(([key, list]) => [key, [...list]]));
  for (const group of ownerSynonyms) addGroup(synonyms, synonymGroup(group), true);
  return { ...base, synonyms };
}

function loadBase(): Lexicon {
  const q = mapping(readData('questions.yaml'));
  const named = <T extends string>(value: unknown): Array<[T, PhraseSet]> =>
    Object.entries(mapping(value)).map(([key, list]) => [key as T, compilePhrases(strings(list))]);
  const words = (value: unknown): Set<string> => new Set(strings(value).flatMap((w) => tokenize(w)));
  const stop = mapping(q.stopwords);
  const synonyms = new Map<string, SynonymGroup[]>();
  for (const group of readData('synonyms.yaml') as unknown[]) addGroup(synonyms, synonymGroup(strings(group)));
  const categories = new Map<string, SynonymGroup[]>();
  for (const [name, raw] of Object.entries(mapping(readData('categories.yaml')))) {
    const category = mapping(raw);
    const phrases = [name, ...strings(category.aliases)].map((p) => keysOf(p).join(' ')).filter((p) => p !== '');
    addGroup(categories, { phrases, alternatives: [...phrases.map((p) => p.split(' ')), ...strings(category.members).map(keysOf)], category: true, names: phrases.length });
  }
  return {
    greeting: compilePhrases(strings(q.greeting)),
    thanks: compilePhrases(strings(q.thanks)),
    help: compilePhrases(strings(q.help)),
    summary: compilePhrases(strings(q.summary)),
    decline: named<DeclineReason>(q.decline),
    availability: compilePhrases(strings(q.availability)),
    kinds: named<QuestionKind>(q.kinds),
    leadIns: compilePhrases(strings(q['lead-ins'])),
    time: named<TimeWord>(q.time),
    entryKinds: named<EntryKind>(q['entry-kinds']),
    employer: compilePhrases(strings(q.employer)),
    companions: compilePhrases(strings(q.companions)),
    peopleLabels: compilePhrases(strings(q['people-labels'])),
    superlatives: compilePhrases(strings(q.superlatives)),
    pageKinds: named<EntryKind>(q['page-kinds']),
    attributes: Object.entries(mapping(q.attributes)).map(([name, raw]) => ({
      name,
      ask: compilePhrases(strings(mapping(raw).ask), true),
      labels: strings(mapping(raw).labels).map((l) => spaced(l).trim()),
    })),
    stopwords: new Set([...words(stop.en), ...words(stop.sr)]),
    weakWords: words(q['weak-words']),
    glossary: new Map(Object.entries(mapping(q.glossary)).map(([word, list]) => [keyOf(fold(word)), strings(list)])),
    roleWords: words(q['role-words']),
    degreeWords: words(q['degree-words']),
    columns: new Map(Object.entries(mapping(q.columns)).map(([name, list]) => [name, words(list)])),
    negations: words(q.negations),
    categories,
    synonyms,
  };
}

function synonymGroup(group: readonly string[]): SynonymGroup {
  const phrases = group.map((p) => keysOf(p).join(' ')).filter((p) => p !== '');
  return { phrases, alternatives: phrases.map((p) => p.split(' ')), category: false };
}

function addGroup(index: Map<string, SynonymGroup[]>, group: SynonymGroup, first = false): void {
  for (const phrase of group.phrases) {
    const list = index.get(phrase) ?? [];
    index.set(phrase, first ? [group, ...list] : [...list, group]);
  }
}
