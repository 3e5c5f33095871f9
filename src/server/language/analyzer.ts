// The one text layer: what the built-in answerer and the model path's retrieval both
// use to turn text into comparable keys and to relate a visitor's words to a page's.
import { translated } from './dictionary.js';
import { englishKey, serbianKey, serbianPhraseKey } from './keys.js';
import { wordRelations, type WordRelations } from './relations.js';
import { homographRoles, roleAt, type Role } from './roles.js';
import { fold, words, type Word } from './text.js';
import { readVocabulary, type Vocabulary } from './vocabulary.js';

/** The language of a page or a question, as far as keys go. */
export type TextLanguage = 'en' | 'sr';

/** A content word of a text with its comparison key. */
export interface KeyedWord extends Word {
  key: string;
}

/** Word classes the lexicon knows from WordNet (see scripts/build-language.mjs). */
export const WORD_CLASS = { person: 1, organisation: 2, unit: 4, place: 8, language: 16, calendar: 32, country: 64, kin: 128 } as const;

/** Keys, stopwords, glossary and word relations, shared by every answerer and retriever of the process. */
export interface TextLayer {
  readonly vocabulary: Vocabulary;
  readonly relations: WordRelations;
  /** The comparison key of a folded word in a language. */
  key(word: string, language: TextLanguage): string;
  /** Whether a folded word carries no topic in the language. */
  isStopword(word: string, language: TextLanguage): boolean;
  /** The content words of a text with their keys (stopwords and one-letter words dropped). */
  contentWords(text: string, language: TextLanguage): KeyedWord[];
  /** The keys of a text's content words. */
  keysOf(text: string, language: TextLanguage): string[];
  /** English keys a folded Serbian word or two-word phrase stands for, from the glossary. */
  gloss(word: string): readonly string[];
  /** English keys a folded Serbian word or two-word phrase the glossary lacks stands for, from the Serbian–English dictionary (dictionary.ts). */
  translate(word: string): readonly string[];
  /** How specific a key is in general English, 0 (the commonest words) to 1 (rare words and names). */
  specificity(key: string): number;
  /** The WordNet classes of an English key (bits of {@link WORD_CLASS}). */
  classes(key: string): number;
  /** How a homograph at `i` of an English text's words is used, where the words around it say (roles.ts). */
  roleAt(list: readonly Word[], i: number): Role | undefined;
  /** The homographs English texts use as one part of speech only, each time they say them (roles.ts). */
  homographRoles(texts: readonly string[]): ReadonlyMap<string, Role>;
}

let layer: TextLayer | undefined;

/** The process's text layer: the data files and the lexicon are read on first use. */
export function textLayer(): TextLayer {
  layer ??= createTextLayer();
  return layer;
}

function createTextLayer(): TextLayer {
  const vocabulary = readVocabulary();
  const relations = wordRelations();
  const exception = (word: string) => relations.lemma(word);
  const stop = {
    en: new Set(vocabulary.stopwords.en.map(fold)),
    sr: new Set(vocabulary.stopwords.sr.map(fold)),
  };
  const key = (word: string, language: TextLanguage) => (language === 'sr' ? serbianKey(word) : englishKey(word, exception));
  // Keyed at build time by the Serbian key of each entry's base form, so any case form finds it (keyed.ts).
  const glossary = new Map(vocabulary.keyed.glossary);
  // A genitive plural's fleeting a ("sestara" of "sestra", "devojaka" of "devojka") is not in the stem the glossary keys.
  // (A phrase, "radno vreme", is keyed word by word.)
  const gloss = (word: string): readonly string[] => {
    const stem = serbianPhraseKey(word);
    return glossary.get(word) ?? glossary.get(stem) ?? glossary.get(stem.replace(/([^aeiou])a([^aeiou])$/, '$1$2')) ?? [];
  };
  const isStopword = (word: string, language: TextLanguage) => stop[language].has(word);
  const contentWords = (text: string, language: TextLanguage): KeyedWord[] =>
    words(text)
      .filter((word) => !isStopword(word.text, language) && (word.text.length > 1 || /\d/.test(word.text)))
      .map((word) => ({ ...word, key: key(word.text, language) }));
  const self: TextLayer = {
    vocabulary,
    relations,
    key,
    isStopword,
    contentWords,
    keysOf: (text, language) => contentWords(text, language).map((word) => word.key),
    gloss,
    translate: (word) => (gloss(word).length > 0 ? [] : (translated(word) ?? translated(serbianPhraseKey(word)) ?? [])),
    specificity(k) {
      const rank = relations.rank(k);
      if (rank === 0) return 1;
      // rank 100 → 0.4, 1,000 → 0.6, 10,000 → 0.8, 100,000 → 1.
      return Math.min(1, Math.max(0.2, Math.log10(rank) / 5));
    },
    classes: (k) => relations.classes(k),
    roleAt: (list, i) => roleAt(list, i, self),
    homographRoles: (texts) => homographRoles(texts, self),
  };
  return self;
}
