import MiniSearch from 'minisearch';
import type { HistoryItem } from '../contract/index.js';
import type { Knowledge, Section } from './knowledge/types.js';
import { ANAPHORA, CASE_ENDINGS } from './retrieval/lexicon.js';
import { analyzeQuery, isStopword, mergeTerms, ownerMatcher, type WeightedTerms } from './retrieval/query.js';
import { stem, tokenize, yearsCovered } from './retrieval/text.js';

/** A section and how well it matches a query (higher is better). */
export interface ScoredSection {
  section: Section;
  score: number;
}

/** A hit for a conversation turn, saying whether the current message itself matched. */
export interface TurnHit extends ScoredSection {
  fromMessage: boolean;
}

/** The ranking for one conversation turn and the terms it used. */
export interface TurnSearch {
  hits: TurnHit[];
  /** The weighted search terms (message and previous turn together). */
  terms: WeightedTerms;
  /** The visitor's own topic words in the current message (stemmed). */
  messageContent: string[];
  /** Whether the message points back at the previous turn ("it", "that one") rather than only being short. */
  pointsBack: boolean;
}

/** Full-text search over a portfolio's sections. */
export interface Retriever {
  /** The best sections for `query`, best first; deterministic for the same knowledge and query. */
  search(query: string, options?: { limit?: number }): ScoredSection[];
  /** Like `search`, but the current message weighs more than the previous user turn. */
  searchTurn(message: string, previous: string | undefined, options?: { limit?: number }): TurnSearch;
}

const DEFAULT_LIMIT = 5;
// A word that names a document outweighs the topic words around it.
const NAME_WEIGHT = 2.5;
// Heading and title matches say more about a section than a word in its body.
const FIELD_BOOST = { heading: 2.5, title: 2, tags: 1.5, path: 0.5, text: 1, years: 1.2 };
const FIELDS = Object.keys(FIELD_BOOST);
// How much the previous user turn counts: more when the message points back at it.
const FOLLOW_UP_FACTOR = 0.6;
const CONTEXT_FACTOR = 0.3;
// Bounds the work a long earlier turn can cause.
const PREVIOUS_TURN_CHARS = 500;

/**
 * The search text for a turn: the message plus the previous user turn, so a
 * follow-up ("How many stars does it have?") keeps its subject.
 */
export function buildQuery(message: string, history: readonly HistoryItem[]): string {
  const previous = previousUserTurn(history);
  return previous === undefined ? message : `${message}\n${previous}`;
}

/** The last user item of `history`, shortened to bound the work it causes. */
export function previousUserTurn(history: readonly HistoryItem[]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const item = history[i]!;
    if (item.role === 'user') return [...item.content].slice(0, PREVIOUS_TURN_CHARS).join('');
  }
  return undefined;
}

/**
 * Indexes every section of `knowledge` once (MiniSearch, BM25+) over its heading,
 * document title, tags, path, text and the years its date ranges cover.
 */
export function createRetriever(knowledge: Knowledge): Retriever {
  const currentYear = new Date().getUTCFullYear();
  const order = new Map(knowledge.sections.map((section, index) => [section.id, index]));
  const byId = new Map(knowledge.sections.map((section) => [section.id, section]));
  const index = new MiniSearch<Section>({
    idField: 'id',
    fields: FIELDS,
    tokenize,
    processTerm: (term) => (isStopword(term) || (term.length === 1 && !/\d/.test(term)) ? null : stem(term)),
    extractField: (section, field) => {
      switch (field) {
        case 'id': return section.id;
        case 'title': return section.document.title;
        case 'heading': return section.heading === section.document.title ? '' : section.heading;
        case 'tags': return section.document.tags.join(' ');
        case 'path': return section.document.file.replace(/\.(md|markdown)$/i, '');
        case 'years': return yearsCovered(`${section.heading}\n${section.text}`, currentYear).join(' ');
        default: return section.text;
      }
    },
  });
  index.addAll(knowledge.sections);
  const isOwner = ownerMatcher(knowledge.profile.name);
  const names = nameTerms(knowledge);

  const run = (terms: WeightedTerms, messageTerms: ReadonlySet<string>, limit: number): TurnHit[] => {
    if (terms.size === 0) return [];
    const results = index.search([...terms.keys()].join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      boostTerm: (term) => terms.get(term) ?? 1,
      // Prefix and typo matching only for the visitor's own words: synonyms are
      // exact by construction, and fuzzy search is the costliest part of a query.
      prefix: (term) => term.length >= 4 && (terms.get(term) ?? 0) >= 1 && !/\d/.test(term),
      fuzzy: (term) => (term.length >= 6 && (terms.get(term) ?? 0) >= 1 && !/\d/.test(term) ? 0.2 : false),
    });
    return results
      .map((result) => ({
        section: byId.get(result.id as string)!,
        score: result.score,
        fromMessage: result.terms.some((docTerm) => matchesAny(docTerm, messageTerms)),
      }))
      .sort((a, b) => b.score - a.score || order.get(a.section.id)! - order.get(b.section.id)!)
      .slice(0, limit);
  };

  return {
    search(query, options = {}) {
      const terms = emphasiseNames(analyzeQuery(query, isOwner).terms, names);
      return run(terms, new Set(terms.keys()), options.limit ?? DEFAULT_LIMIT).map(({ section, score }) => ({ section, score }));
    },
    searchTurn(message, previous, options = {}) {
      const current = analyzeQuery(message, isOwner);
      const own = emphasiseNames(current.terms, names);
      let terms = own;
      const pointsBack = previous !== undefined && tokenize(message).some((token) => ANAPHORA.has(token));
      if (previous !== undefined) {
        const weighsBack = pointsBack || current.content.length <= 1;
        terms = mergeTerms(own, emphasiseNames(analyzeQuery(previous, isOwner).terms, names), weighsBack ? FOLLOW_UP_FACTOR : CONTEXT_FACTOR);
      }
      const messageTerms = new Set([...own].filter(([, w]) => w >= 0.5).map(([t]) => t));
      return { hits: run(terms, messageTerms, options.limit ?? DEFAULT_LIMIT), terms, messageContent: current.content, pointsBack };
    },
  };
}

function matchesAny(docTerm: string, queryTerms: ReadonlySet<string>): boolean {
  if (queryTerms.has(docTerm)) return true;
  for (const term of queryTerms) if (term.length >= 4 && docTerm.startsWith(term)) return true;
  return false;
}

/**
 * Words that name one or two documents (a project, an employer page): in a
 * question they pick the subject, so they must outweigh topic synonyms.
 */
function nameTerms(knowledge: Knowledge): ReadonlySet<string> {
  const counts = new Map<string, number>();
  for (const document of knowledge.documents) {
    const words = new Set(tokenize(document.title).filter((t) => t.length > 2 && !isStopword(t)).map(stem));
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const limit = knowledge.documents.length > 3 ? 2 : 1;
  return new Set([...counts].filter(([, count]) => count <= limit).map(([word]) => word));
}


function emphasiseNames(terms: WeightedTerms, names: ReadonlySet<string>): WeightedTerms {
  const result: WeightedTerms = new Map();
  for (const [term, weight] of terms) {
    const name = weight >= 1 ? nameOf(term, names) : undefined;
    if (name === undefined) {
      if (weight > (result.get(term) ?? 0)) result.set(term, weight);
    } else result.set(name, weight * NAME_WEIGHT);
  }
  return result;
}

function nameOf(term: string, names: ReadonlySet<string>): string | undefined {
  if (names.has(term)) return term;
  for (const ending of CASE_ENDINGS) {
    const base = term.endsWith(ending) ? term.slice(0, -ending.length) : '';
    if (base.length >= 4 && names.has(base)) return base;
    // The stemmer drops a final e ("quillmate" → "quillmat"); a case ending can hide it.
    if (base.length >= 4 && base.endsWith('e') && names.has(base.slice(0, -1))) return base.slice(0, -1);
  }
  return undefined;
}
