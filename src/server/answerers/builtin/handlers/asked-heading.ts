import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import type { TextLayer } from '../../../language/analyzer.js';
import type { Context, Handler } from '../context.js';
import type { Fact, Portfolio } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { focus, keysOnly, MIN_COVERAGE, one, quote, SAID } from './shared.js';

// How many lines of the section answer.
const SHOWN = 2;

/**
 * "Where can I buy his cheese?", "Who is the course for?", "How does she work?": a section whose heading asks the question
 * itself answers it with its first lines. Its heading opens as the question does (the same phrase of questions.yaml
 * `kinds`, or one word of the same kind: "Šta …?" and "What to bring"; "How often to have your chimney swept" answers no
 * "How much …?"), and the question says every word of the heading's own ("Where to buy": "buy"); a heading of none
 * ("Who it is for") answers where it, the headings above it and its page's title say every thing asked ("Warm and Safe —
 * heating safety course › Who it is for" for "the course"). Not a question in the past or one of an order in time
 * ("Where did he work before …?" asks for no "Where I work"); one in the present is ("Who does she work with?"). Of two
 * such sections, the one whose heading the question says more of. Not a question of an amount: "What is the price of the
 * icon painting course?" asks for a line that states a price, not the lines under "What goes into an icon".
 */
export const askedHeading: Handler = {
  name: 'asked-heading',
  answer(context) {
    const { question, portfolio, layer, search } = context;
    if (question.kind === 'yes-no' || question.summary || question.past || (question.time && question.time !== 'current') || question.attribute?.amount) return undefined;
    kinds ??= Object.entries(layer.vocabulary.keyed.questions.phrases.kinds).map(([kind, phrases]) => [kind, phraseSet(phrases)] as const);
    const opening = openerOf(question.text);
    if (!opening || opening[0] !== question.kind) return undefined;
    // ("Who is the masters camp for?": the line of the thing named that is labelled with the question's own word, "Who:".)
    const labelled = labelledAnswer(context, opening);
    if (labelled) return one(context, labelled);
    // (The words that frame it count here: "How does she work?" and "How I work".)
    const all = question.terms;
    const things = focus(question).filter((term) => !term.framing);
    if (all.length === 0) return undefined;
    const said = (fact: Fact, keys: Iterable<string>) => (term: Term) => search.strength(term, keysOnly(fact, new Set(keys))) >= SAID;
    let best: Fact[] | undefined;
    let bestScore = 0;
    for (const { facts, opens } of askedOf(portfolio, layer).sections) {
      const first = facts[0]!;
      if (opens[0] !== question.kind || (opens[1] !== opening[1] && (opens[1].includes(' ') || opening[1].includes(' ')))) continue;
      const own = [...first.headingKeys];
      const fits = own.length > 0 ? own.every((key) => all.some(said(first, [key]))) : things.length > 0 && things.every(said(first, [...first.place, ...first.context]));
      if (fits && own.length + 1 > bestScore) [best, bestScore] = [facts, own.length + 1];
    }
    return best ? quote(context, best.slice(0, SHOWN).map((fact) => ({ fact, score: 1, coverage: 1, missing: [] }))) : undefined;
  },
};

// Of the lines labelled with a question's own word and nothing else ("Who:", "When:", "Gde:"), the one of the entry the
// question names, else the best ranked one that, with its section, says every thing asked.
function labelledAnswer(context: Context, opening: readonly [string, string]): Fact | undefined {
  const { question, portfolio, layer, search, subject } = context;
  // (Only a line in the question's language: to a Serbian visitor an English "When:" of the choir is no answer of when its
  // rehearsals are, which a Serbian page says in other words.)
  const named = subject ? new Set(subject.facts) : undefined;
  const lines = askedOf(portfolio, layer).labels.filter(({ fact, opens }) => opens[0] === question.kind && fact.language === question.language && (!named || named.has(fact)));
  if (lines.length === 0 || (opening[1].includes(' ') && !lines.some(({ opens }) => opens[1] === opening[1]))) return undefined;
  const pool = lines.map(({ fact }) => fact);
  // (Of no entry named, only where the question names a thing its section says: "the weekend course", not "Where does she
  // work now?"; and of one named, every other thing asked too: "When are the choir's rehearsals?" is no "When: 2012 – present".)
  const things = focus(question).filter((term) => !term.framing);
  if (subject && things.length === 0) return pool[0];
  const top = things.length > 0 ? search.rank(question, { pool })[0] : undefined;
  return top && top.coverage >= MIN_COVERAGE && things.every((term) => search.strength(term, top.fact) >= SAID) ? top.fact : undefined;
}

// A portfolio's sections whose headings open as a question does, and its lines labelled with a question word and nothing
// else ("Who:"), each with that opening; found once per portfolio.
interface Asked {
  sections: Array<{ facts: Fact[]; opens: readonly [string, string] }>;
  labels: Array<{ fact: Fact; opens: readonly [string, string] }>;
}
const asked = new WeakMap<Portfolio, Asked>();
function askedOf(portfolio: Portfolio, layer: TextLayer): Asked {
  let found = asked.get(portfolio);
  if (found) return found;
  const bySection = new Map<unknown, Fact[]>();
  for (const fact of portfolio.facts) bySection.get(fact.section)?.push(fact) ?? bySection.set(fact.section, [fact]);
  const sections = [...bySection.values()].flatMap((facts) => {
    const opens = openerOf(facts[0]!.heading);
    return opens ? [{ facts, opens }] : [];
  });
  const labels = portfolio.facts.flatMap((fact) => {
    const opens = fact.label === undefined ? undefined : openerOf(fact.label);
    return opens && layer.keysOf(fact.label!, fact.language).length === 0 ? [{ fact, opens }] : [];
  });
  found = { sections, labels };
  asked.set(portfolio, found);
  return found;
}

// The question kind a text opens with and the phrase that opens it ("how often" of "How often to have …"), if any.
function openerOf(text: string): readonly [string, string] | undefined {
  for (const [kind, phrases] of kinds!) if (phrases.opens(text)) return [kind, phrases.find(text)!];
  return undefined;
}

// questions.yaml's question kinds in their order, each with the phrases that open it, compiled once.
let kinds: ReadonlyArray<readonly [string, PhraseSet]> | undefined;
