import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import { spaced } from '../../../language/text.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { asks } from '../question/asks.js';
import { heldOfKind } from './held.js';
import { sumTest } from './price.js';
import { focus, MIN_COVERAGE, NEAR, NEARLY } from './shared.js';
import { inFrame, showFact, withSource } from '../compose.js';

// How many of the best lines about the thing are looked at for one that says what it costs.
const LOOKED_AT = 5;

/**
 * "Is the first consultation free?", "Do schools have to pay for a talk?": of the best lines about the thing asked, the
 * first that says what it costs answers, and its polarity is what it says: free (questions.yaml `free-asks`, "It is free
 * of charge") or a sum ("Fee: 2,000 RSD; free for volunteer firefighters" is not free). A yes or no was said by the
 * yes-no handler whatever the line said ("No — Free of charge.").
 */
export const free: Handler = {
  name: 'free',
  answer(context) {
    const { question, search, layer, say, subject } = context;
    if (question.kind !== 'yes-no') return undefined;
    const asksFree = asks(question, layer, 'free-asks');
    // (How one pays, "Can I pay for the course by card?", is no question of whether: questions.yaml `payment-asks`.)
    if (!asksFree && (!asks(question, layer, 'pay-asks') || asks(question, layer, 'payment-asks'))) return undefined;
    payWords ??= new Set([...layer.vocabulary.questions['free-asks'], ...layer.vocabulary.questions['pay-asks']].flatMap((phrase) => spaced(phrase).trim().split(' ')));
    // The thing asked about: what the question says besides the words of paying ("the first consultation").
    const things = focus(question).filter((term) => !term.framing && !payWords!.has(term.raw.toLowerCase()));
    // ("Does she do anything for free?", "Does he ever help out for free?": nothing priced is asked, and work done for free
    // is the volunteer work, where the pages have some (questions.yaml free-work); not "Is anything free?".)
    const volunteering = asks(question, layer, 'free-work') && context.portfolio.entries.some((entry) => entry.kind === 'volunteer');
    if (things.length === 0 && !subject) return volunteering ? heldOfKind(context, 'volunteer') : undefined;
    const sums = sumTest(layer);
    const hits = search.rank(question, subject ? { subject } : {}).filter((hit) => hit.coverage >= MIN_COVERAGE && things.every((term) => search.strength(term, hit.fact) >= NEAR));
    // (Of the lines about it nearly as well as the best: not a course's deposit below the icon's "deposit of one third".)
    const line = hits.slice(0, LOOKED_AT).find((hit) => hit.score >= hits[0]!.score * NEARLY && (saysItFree(layer, hit.fact) || sums(hit.fact)))?.fact;
    if (!line) return undefined;
    const isFree = saysItFree(layer, line) && !sums(line);
    // (An English page's line said to a Serbian visitor says so before the yes: "Iz portfolija, na engleskom: Ne — …".)
    return withSource(inFrame(say(isFree === asksFree ? 'yes' : 'no', { fact: showFact(line) }), [line], say), line.entry, say);
  },
};

// questions.yaml's words of a free thing, of "free" in other senses, and the words of asking either, compiled once.
let freeWords: PhraseSet | undefined;
let notFree: PhraseSet | undefined;
let payWords: Set<string> | undefined;

// Whether a line says a thing is free: one of the words of a free thing, not "free" in another sense ("Free of animal
// ingredients", "in my free time", questions.yaml `free-not`), nor part of a word joined by a hyphen ("gluten-free").
// ("Consultation: free" also answers a price asked, handlers/prices-near.ts.)
export function saysItFree(layer: Context['layer'], fact: Fact): boolean {
  freeWords ??= phraseSet(layer.vocabulary.keyed.questions.phrases['free-asks']);
  notFree ??= phraseSet(layer.vocabulary.keyed.questions.phrases['free-not']);
  const said = freeWords.find(fact.text);
  if (said === undefined) return false;
  if (said !== 'free') return true;
  return !/-free\b|\bfree-/i.test(fact.text) && freeWords.find(notFree.remove(fact.text)) !== undefined;
}
