import { spaced } from '../../../language/text.js';
import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import type { TextLayer } from '../../../language/analyzer.js';
import { inFrame, showCell } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Hit } from '../search.js';
import { saysLength } from './duration.js';
import { one, NEAR } from './shared.js';
import { talkedOf } from '../talked-of.js';

type Lead = 'ahead' | 'soon';

/**
 * "How far in advance should we get in touch for a wedding?", "How much notice does he need?", "How soon will I get my
 * recording back?": a wait before something is done (questions.yaml `lead-asks`). A line that states a length with a word
 * of the wait asked (`lead-says`: "six months ahead"; "Turnaround: 48 hours", "within two working days"), or a row's
 * length under a column that says one ("Lead time"), answers it: the one the question's own words find
 * first, each thing asked said at least loosely; after a reply about a thing, the one that says most of that exchange.
 */
export const leadTime: Handler = {
  name: 'lead-time',
  answer(context) {
    const { question, search, subject, layer } = context;
    const asked = leadAsked(context);
    if (!asked) return undefined;
    const { says } = leadPhrases(layer);
    const things = question.terms.filter((term) => !term.optional && !term.framing);
    const column = (fact: Fact) => fact.cells?.find(([header, value]) => says[asked].find(spaced(header)) !== undefined && statesLength(layer, { ...fact, text: value }));
    const waits = (fact: Fact) => column(fact) !== undefined || (statesLength(layer, fact) && says[asked].find(spaced(fact.text)) !== undefined && says.not.find(spaced(fact.text)) === undefined);
    const show = (fact: Fact) => (column(fact) ? inFrame(showCell(fact, column(fact)!), [fact], context.say) : one(context, fact));
    if (things.length === 0 && context.history.length > 0) {
      const talked = talkedOf(context, (fact) => waits(fact) && (!subject || subject.facts.includes(fact)));
      if (talked) return show(talked);
    }
    const pool = (subject?.facts ?? context.portfolio.facts).filter(waits);
    // (Of the lines that say every thing asked at least loosely, else one, the first; with nothing asked but the wait, "How
    // much notice do you need?", the first the pages give.)
    const hits = search.rank(question, { pool, subject });
    const saying = (hit: Hit) => things.filter((term) => search.strength(term, hit.fact) >= NEAR).length;
    const top = (hits.find((hit) => saying(hit) === things.length) ?? hits.find((hit) => saying(hit) > 0))?.fact ?? (things.length === 0 ? pool[0] : undefined);
    return top && show(top);
  },
};

// A length as saysLength reads it, or one of a unit ("a year ahead", "a day in advance").
function statesLength(layer: TextLayer, fact: Fact): boolean {
  return saysLength(layer, fact, false, true) || /\b(?:a|an|one)\s+(?:years?|months?|weeks?|days?|hours?)\b/i.test(fact.text);
}

/** The wait a question asks about (questions.yaml `lead-asks`): booking "ahead" ("How much notice does she need?") or how "soon". */
export function leadAsked({ question, layer }: Pick<Context, 'question' | 'layer'>): Lead | undefined {
  const { asks } = leadPhrases(layer);
  const text = ` ${question.words.map((word) => word.text).join(' ')} `;
  return (['ahead', 'soon'] as const).find((lead) => asks[lead].find(text) !== undefined);
}

// questions.yaml's phrases of waits, compiled once.
let lead: { asks: Record<Lead, PhraseSet>; says: Record<Lead | 'not', PhraseSet> } | undefined;
function leadPhrases(layer: TextLayer): NonNullable<typeof lead> {
  const { 'lead-asks': asks, 'lead-says': says } = layer.vocabulary.keyed.questions.phrases;
  lead ??= { asks: { ahead: phraseSet(asks.ahead), soon: phraseSet(asks.soon) }, says: { ahead: phraseSet(says.ahead), soon: phraseSet(says.soon), not: phraseSet(says.not) } };
  return lead;
}
