import type { HistoryItem, Language } from '../contract/index.js';
import type { PortfolioIndex } from './answerers/builtin/index.js';
import type { Section } from './knowledge/types.js';

/** A section and how well it matches a query (higher is better). */
export interface ScoredSection {
  section: Section;
  score: number;
}

/** Ranks a portfolio's sections for a query. */
export interface Retriever {
  /** The best sections for `query`, best first; deterministic for the same knowledge and query. */
  search(query: string, options?: { limit?: number }): ScoredSection[];
}

const DEFAULT_LIMIT = 5;
// Bounds the work a long earlier turn can cause.
const PREVIOUS_TURN_CHARS = 500;
// A section with several facts that answer ranks above one with a single one, but less than its best.
const MORE = 0.2;

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
 * Retrieval for the model path, over the same portfolio index, text layer and fact ranking the
 * built-in answerer uses: the query is read as a question, its facts ranked, and each section
 * scored by its best fact and, a little, by its other ones.
 */
export function createRetriever(index: PortfolioIndex, language: Language): Retriever {
  const { portfolio, search } = index.view(language);
  const order = new Map(portfolio.facts.map((fact) => [fact.section, fact.id]));
  return {
    search(query, options = {}) {
      const question = index.reader.read(query, language === 'sr-Latn' ? 'sr' : 'en', portfolio.owner);
      const bySection = new Map<Section, number[]>();
      for (const hit of search.rank(question)) {
        const scores = bySection.get(hit.fact.section) ?? [];
        scores.push(hit.score);
        bySection.set(hit.fact.section, scores);
      }
      return [...bySection]
        .map(([section, scores]) => ({ section, score: scores[0]! + MORE * scores.slice(1, 4).reduce((sum, s) => sum + s, 0) }))
        .sort((a, b) => b.score - a.score || order.get(a.section)! - order.get(b.section)!)
        .slice(0, options.limit ?? DEFAULT_LIMIT);
    },
  };
}
