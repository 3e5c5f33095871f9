import { spaced } from '../../../language/text.js';
import { phraseSet, phraseWords, type PhraseSet } from '../../../language/phrases.js';
import type { TextLayer } from '../../../language/analyzer.js';
import { inFrame, showCell } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Hit } from '../search.js';
import type { Term } from '../question/model.js';
import { saysLength } from './duration.js';
import { one, NEAR } from './shared.js';
import { talkedOf } from '../talked-of.js';

type Lead = 'ahead' | 'soon';

/**
 * "How far in advance should we get in touch for a wedding?", "How much notice does he need?", "How soon can I have the
 * barrel?": a wait before something is done (questions.yaml `lead-asks`). A line that states a length with a word of the
 * wait asked (`lead-says`: "six months ahead"; "Turnaround: 48 hours", "within two working days"), or a row's length under
 * a column that says one ("Lead time"), answers it: of those the question's own words find, the first that says every
 * thing asked at least loosely, else one that says one of them; with nothing named, see below.
 */
export const leadTime: Handler = {
  name: 'lead-time',
  answer(context) {
    const { question, search, subject, layer } = context;
    const ask = leadAsk(context);
    if (!ask) return undefined;
    const { lead: asked, phrase } = ask;
    const { says } = leadPhrases(layer);
    const said = (phrases: PhraseSet, text: string) => phrases.find(spaced(text)) !== undefined;
    // (The words of the phrase that asks are no thing to find: "waiting time" of "What's the waiting time?".)
    const asking = new Set(phrase.split(' ').filter((word) => askWords(layer).has(word)));
    const things = question.terms.filter((term) => !term.optional && !term.framing && !asking.has(term.raw.toLowerCase()));
    const column = (fact: Fact) => fact.cells?.find(([header, value]) => said(says[asked], header) && statesLength(layer, value, fact.language));
    const waits = (fact: Fact) => column(fact) !== undefined || (statesLength(layer, fact.text, fact.language) && said(says[asked], fact.text) && !said(says.not, fact.text));
    const show = (fact: Fact) => {
      const cell = column(fact);
      return cell ? inFrame(showCell(fact, cell), [fact], context.say) : one(context, fact);
    };
    const pool = (subject?.facts ?? context.portfolio.facts).filter(waits);
    if (things.length === 0) {
      // (After a reply about a thing, the line that says most of that exchange; else, asked how far ahead, the first line of
      // booking ahead, "Please book at least three weeks ahead", not "planning enrichment a week ahead"; how soon of nothing
      // named, the first line whose label opens with a wait, "Lead time: 6 weeks", but no sentence: "I reply within two
      // days" is no wait for a thing.)
      const talked = context.history.length > 0 ? talkedOf(context, (fact) => pool.includes(fact)) : undefined;
      const booking = asked === 'ahead' ? pool.find((fact) => said(says.booking, fact.text)) : pool.find((fact) => fact.label !== undefined && says.soon.opens(spaced(fact.label)));
      const top = talked ?? booking;
      return top && show(top);
    }
    // (Of the lines that say every thing asked at least loosely the first, else, asked how far ahead one books, one that says
    // one of them, "a big commission" of "Large jobs are usually booked six to nine months ahead"; asked how soon a thing is
    // done, one that says half of them by weight, so of the thing: not "I answer within two days; … it can take a little
    // longer" of the little dolphins' class.)
    const weightOf = (terms: readonly Term[]) => terms.reduce((sum, term) => sum + term.weight, 0);
    const hits = search.rank(question, { pool, subject });
    const saysTerm = (hit: Hit) => (term: Term) => search.strength(term, hit.fact) >= NEAR;
    const top = hits.find((hit) => things.every(saysTerm(hit))) ?? hits.find((hit) => (asked === 'ahead' ? things.some(saysTerm(hit)) : weightOf(things.filter(saysTerm(hit))) * 2 >= weightOf(things)));
    return top && show(top.fact);
  },
};

// A length as saysLength reads it, or one of a unit right before a word of booking ahead ("a year ahead", "a week's notice").
function statesLength(layer: TextLayer, text: string, language: Fact['language']): boolean {
  return saysLength(layer, { text, language }, false, true) || /\b(?:a|an|one)\s+(?:year|month|week|day)s?(?:'s)?\s+(?:ahead|in advance|notice|beforehand)\b/i.test(text);
}

/**
 * The wait a question asks about (questions.yaml `lead-asks`): booking "ahead" ("How much notice does she need?") or how
 * "soon" a thing is done; none asked in the past ("How quickly did he get promoted?") or of cancelling.
 */
export function leadAsked(context: Pick<Context, 'question' | 'layer'>): Lead | undefined {
  return leadAsk(context)?.lead;
}

// The wait asked and the phrase that asks it ("how long * wait" of "How long would I wait for an order?").
function leadAsk({ question, layer }: Pick<Context, 'question' | 'layer'>): { lead: Lead; phrase: string } | undefined {
  const { asks, says } = leadPhrases(layer);
  const text = ` ${question.words.map((word) => word.text).join(' ')} `;
  if (question.past || says.not.find(text) !== undefined) return undefined;
  for (const lead of ['ahead', 'soon'] as const) {
    const phrase = asks[lead].find(text);
    if (phrase !== undefined) return { lead, phrase };
  }
  return undefined;
}

// The words questions.yaml's phrases of waits say themselves, not their "*".
let words: Set<string> | undefined;
function askWords(layer: TextLayer): Set<string> {
  const { 'lead-asks': asks } = layer.vocabulary.keyed.questions.phrases;
  words ??= phraseWords([...asks.ahead, ...asks.soon]);
  return words;
}

// questions.yaml's phrases of waits, compiled once.
let lead: { asks: Record<Lead, PhraseSet>; says: Record<Lead | 'not' | 'booking', PhraseSet> } | undefined;
function leadPhrases(layer: TextLayer): NonNullable<typeof lead> {
  const { 'lead-asks': asks, 'lead-says': says } = layer.vocabulary.keyed.questions.phrases;
  lead ??= { asks: { ahead: phraseSet(asks.ahead), soon: phraseSet(asks.soon) }, says: { ahead: phraseSet(says.ahead), soon: phraseSet(says.soon), not: phraseSet(says.not), booking: phraseSet(says.booking) } };
  return lead;
}
