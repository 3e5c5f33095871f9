import type { HistoryItem } from '../../../contract/index.js';
import type { Knowledge, Section } from '../../knowledge/types.js';
import { fenceSection, type FencedSection } from '../prompt.js';
import { trimSection } from './trim-section.js';

/** The part of the retriever the context picker needs (see src/server/retrieval.ts). */
export interface SectionSearch {
  search(query: string, options: { limit: number }): ReadonlyArray<{ section: Section; score: number }>;
}

/** Options of {@link createContextPicker}. */
export interface ContextPickerOptions {
  knowledge: Knowledge;
  /** The same retrieval the built-in answerer uses. */
  retriever: SectionSearch;
  /** Turns the question and its history into a retrieval query. */
  buildQuery: (message: string, history: readonly HistoryItem[]) => string;
  /** Characters of formatted portfolio text the prompt may carry. */
  budgetChars?: number;
}

/** Default portfolio context budget: about 4,000 tokens, cheap for any hosted or local model. */
export const DEFAULT_CONTEXT_CHARS = 16_000;

// How many ranked sections to ask the retriever for before filling by order.
const SEARCH_LIMIT = 24;

/**
 * Creates the function that chooses the portfolio sections for one question:
 * the whole portfolio when it fits the budget, else the retriever's best
 * sections, then the rest in portfolio order while room remains.
 */
export function createContextPicker(options: ContextPickerOptions): (message: string, history: readonly HistoryItem[]) => FencedSection[] {
  const budget = options.budgetChars ?? DEFAULT_CONTEXT_CHARS;
  // Portfolio text does not change while the picker lives: each section is fenced once, here.
  const fencedOf = new Map(options.knowledge.sections.map((section) => [section, fenceSection(section)]));
  const size = (section: FencedSection) => section.fenced.length + 1;
  const total = [...fencedOf.values()].reduce((sum, section) => sum + size(section), 0);
  const nonblank = options.knowledge.sections.filter((s) => s.text.trim() !== '');
  const everything = nonblank.map((section) => fencedOf.get(section)!);

  return (message, history) => {
    if (total <= budget) return everything;
    const query = options.buildQuery(message, history);
    const ranked = options.retriever.search(query, { limit: SEARCH_LIMIT });
    const chosen = new Map<Section, FencedSection>();
    let used = 0;
    const take = (section: Section, trimIfLarge: boolean) => {
      if (chosen.has(section) || section.text.trim() === '') return;
      let picked: FencedSection | undefined = fencedOf.get(section) ?? fenceSection(section);
      if (used + size(picked) > budget) {
        // The best match larger than what is left is cut to its most relevant lines instead of skipped.
        const room = budget - used - (size(picked) - section.text.length);
        const trimmed = trimIfLarge ? trimSection(section, query, room) : undefined;
        picked = trimmed ? fenceSection(trimmed) : undefined;
        if (picked === undefined || used + size(picked) > budget) return;
      }
      chosen.set(section, picked);
      used += size(picked);
    };
    ranked.forEach((hit, rank) => take(hit.section, rank === 0));
    for (const section of nonblank) take(section, false);
    // Keep portfolio order so the model reads documents as their author wrote them.
    return options.knowledge.sections.flatMap((s) => chosen.get(s) ?? []);
  };
}
