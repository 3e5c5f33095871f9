import { spaced } from '../../../language/text.js';
import type { Handler } from '../context.js';
import type { Hit } from '../search.js';
import { presentFirst } from './present.js';
import { sumTest } from './price.js';
import { bestHits, quote } from './shared.js';

/** Any other question: the facts that say what it asks, best first (asked in the present, of a job that goes on first). */
export const fact: Handler = {
  name: 'fact',
  answer(context) {
    const hits = presentFirst(context, bestHits(context));
    // (A price asked is said only by a line with a sum of money or a word of prices, "day rate on request", or of being free
    // (questions.yaml `free-asks`, "talks … free of charge"): not "time to antibiotics fell from 94 to 38 minutes", found by
    // the loose relations of "prices", "rise" and "drop".)
    const { attribute } = context.question;
    if (attribute?.name !== 'price' || !hits) return quote(context, hits);
    const priced = sumTest(context.layer);
    const words = [...attribute.labels, ...context.layer.vocabulary.questions['free-asks']].filter((word) => !word.includes(' '));
    const labels = words.map((word) => context.layer.key(word, context.portfolio.language));
    // (Nor a line labelled as what a piece of work cost or who paid for it: "Budget: EUR 385,000", "Funding: £18,000".)
    const { budget, funding } = context.layer.vocabulary.questions.attributes;
    const spent = new Set([...(budget?.labels ?? []), ...(funding?.labels ?? [])].filter((label) => !attribute.labels.includes(label)).map((label) => spaced(label).trim()));
    const ofWork = (hit: Hit) => hit.fact.label !== undefined && spent.has(spaced(hit.fact.label).trim());
    return quote(context, hits.filter((hit) => !ofWork(hit) && (priced(hit.fact) || labels.some((key) => hit.fact.keys.has(key)))));
  },
};
