import { ENGLISH_STOPWORDS, SERBIAN_PREFIXES, SERBIAN_STOPWORDS, SERBIAN_WORDS, SYNONYM_GROUPS } from './lexicon.js';
import { stem, tokenize } from './text.js';

/** Query terms (stemmed) and how much each counts. */
export type WeightedTerms = Map<string, number>;

/** A question reduced to search terms. */
export interface AnalyzedQuery {
  /** Every term to search for, with its weight (1 for the visitor's own words). */
  terms: WeightedTerms;
  /** The visitor's topic words (stemmed), without synonyms and the owner's name. */
  content: string[];
}

// A synonym only hints at the topic; the visitor's own word must weigh more.
const SYNONYM_WEIGHT = 0.5;
// A Serbian word kept as it is, for portfolios written in Serbian.
const ORIGINAL_SERBIAN_WEIGHT = 0.6;
// The owner's name is in every question about them and picks nothing out.
const OWNER_WEIGHT = 0.3;

const SYNONYMS: ReadonlyMap<string, readonly string[]> = buildSynonyms();

/** Whether a folded word is an English stopword (used when indexing, too). */
export function isStopword(token: string): boolean {
  return ENGLISH_STOPWORDS.has(token);
}

/**
 * Turns a question in English or Serbian (Latin or Cyrillic, with or without
 * diacritics) into weighted English-stemmed search terms: Serbian question
 * words are mapped to English ("projekti" → project), stopwords dropped, and
 * topic words widened with synonyms ("built" → stack, technology).
 */
export function analyzeQuery(text: string, isOwner: (token: string) => boolean = () => false): AnalyzedQuery {
  const terms: WeightedTerms = new Map();
  const content: string[] = [];
  const add = (term: string, weight: number) => {
    if (term !== '' && weight > (terms.get(term) ?? 0)) terms.set(term, weight);
  };
  const addTopic = (term: string) => {
    add(term, 1);
    if (!content.includes(term)) content.push(term);
    for (const synonym of SYNONYMS.get(term) ?? []) add(synonym, SYNONYM_WEIGHT);
  };
  for (const token of tokenize(text)) {
    if (isOwner(token)) {
      add(stem(token), OWNER_WEIGHT);
      continue;
    }
    const serbian = serbianTerms(token);
    if (serbian) {
      for (const term of serbian) addTopic(stem(term));
      if (serbian.length > 0) add(stem(token), ORIGINAL_SERBIAN_WEIGHT);
      continue;
    }
    if (ENGLISH_STOPWORDS.has(token) || SERBIAN_STOPWORDS.has(token)) continue;
    if (token.length === 1 && !/\d/.test(token)) continue;
    addTopic(stem(token));
  }
  return { terms, content };
}

/**
 * A test for the words of the owner's name, declined forms included
 * ("Jelenin", "Jeleni" for Jelena), since Serbian questions inflect names.
 */
export function ownerMatcher(name: string): (token: string) => boolean {
  const parts = tokenize(name).filter((part) => part.length > 1);
  return (token) =>
    parts.some(
      (part) => token === part || (part.length >= 4 && token.length <= part.length + 3 && token.startsWith(part.slice(0, -1))),
    );
}

/** Merges a follow-up's context: `extra` terms join `base` at `factor` of their weight. */
export function mergeTerms(base: WeightedTerms, extra: WeightedTerms, factor: number): WeightedTerms {
  const merged = new Map(base);
  for (const [term, weight] of extra) {
    const scaled = weight * factor;
    if (scaled > (merged.get(term) ?? 0)) merged.set(term, scaled);
  }
  return merged;
}

/** The English terms a Serbian word asks about, [] for a Serbian stopword, undefined if not Serbian. */
function serbianTerms(token: string): readonly string[] | undefined {
  const exact = SERBIAN_WORDS.get(token);
  if (exact) return exact;
  if (SERBIAN_STOPWORDS.has(token) && !ENGLISH_STOPWORDS.has(token)) return [];
  for (const [prefix, terms] of SERBIAN_PREFIXES) if (token.startsWith(prefix)) return terms;
  return undefined;
}

function buildSynonyms(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [triggers, expansions] of SYNONYM_GROUPS) {
    const targets = expansions.split(/\s+/).map(stem);
    for (const trigger of triggers.split(/\s+/).map(stem)) {
      const list = map.get(trigger) ?? [];
      for (const target of targets) if (target !== trigger && !list.includes(target)) list.push(target);
      map.set(trigger, list);
    }
  }
  return map;
}
