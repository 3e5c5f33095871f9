import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { keysOnly, SAID } from './shared.js';

/**
 * "Where can I buy his cheese?": the lines of a section whose heading asks where itself (it opens with a phrase of
 * questions.yaml's `kinds.where`: "Where to buy", "Where the courses are") and whose every other word the question says
 * ("buy"), before a line elsewhere that only names a place. Of two such sections, the one whose heading the question says
 * more of; none when no heading does.
 */
export function whereHeadingLines(context: Context, terms: readonly Term[]): Fact[] | undefined {
  const { portfolio, layer, search } = context;
  if (terms.length === 0) return undefined;
  opener ??= phraseSet(layer.vocabulary.keyed.questions.phrases.kinds.where ?? []);
  const bySection = new Map<unknown, Fact[]>();
  for (const fact of portfolio.facts) if (opener.opens(fact.heading)) bySection.set(fact.section, [...(bySection.get(fact.section) ?? []), fact]);
  let best: Fact[] | undefined;
  let bestSaid = 0;
  for (const facts of bySection.values()) {
    const keys = layer.keysOf(facts[0]!.heading, facts[0]!.language);
    const said = (key: string) => terms.some((term) => search.strength(term, keysOnly(facts[0]!, new Set([key]))) >= SAID);
    if (keys.length === 0 || !keys.every(said) || keys.length <= bestSaid) continue;
    [best, bestSaid] = [facts, keys.length];
  }
  return best;
}

// questions.yaml's phrases that open a where question, compiled once.
let opener: PhraseSet | undefined;
