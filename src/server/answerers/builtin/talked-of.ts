import type { Context } from './context.js';
import type { Fact } from './portfolio/model.js';

/**
 * Of the lines that pass `test`, the one that says most (two or more) of the last question's and reply's words:
 * what a follow-up about something no entry is talks of ("how much is it?" after a reply about nitrous oxide).
 */
export function talkedOf(context: Context, test: (fact: Fact) => boolean): Fact | undefined {
  const { history, layer, portfolio, question } = context;
  const said = new Set(history.slice(-2).flatMap((turn) => layer.keysOf(turn.content.slice(0, 500), question.language)));
  // (Of lines that say as much, the one that says more of the question: "Safe opening · from 12,000" after "Do you open
  // safes?", not "… a 3,000 RSD opening" that says the reply's "lock" and "damaged".)
  const asked = lastAsked(context);
  const held = (fact: Fact, keys: ReadonlySet<string>) => [...keys].filter((key) => fact.keys.has(key)).length;
  const best = mostThen(portfolio.facts.filter(test), (fact) => held(fact, said), (fact) => held(fact, asked), 2);
  if (best) return best;
  // (Else of the sections with a line that passes, the one whose lines and heading together say most of it: "When did it
  // come out?" after a reply about her cookbook, the "Published: October 2021" line under "The book", beside "Title: …".)
  const passing = new Set(portfolio.facts.filter(test).map((fact) => fact.section));
  const sections = new Map<unknown, { fact: Fact; keys: Set<string> }>();
  for (const fact of portfolio.facts.filter((fact) => passing.has(fact.section))) {
    const whole = sections.get(fact.section) ?? { fact, keys: new Set(fact.headingKeys) };
    for (const key of fact.keys) whole.keys.add(key);
    sections.set(fact.section, whole);
  }
  const section = mostSaid([...sections.values()].map(({ fact, keys }) => ({ ...fact, keys })), said, 3)?.section;
  return section === undefined ? undefined : portfolio.facts.find((fact) => fact.section === section && test(fact));
}

/** The words of the visitor's last question (the turn before the last reply). */
export function lastAsked({ history, layer, question }: Context): Set<string> {
  return new Set(layer.keysOf(history.at(-2)?.content.slice(0, 500) ?? '', question.language));
}

/** Of `facts`, the one that holds most of `keys`, when it holds at least `least` of them. */
export function mostSaid(facts: readonly Fact[], keys: ReadonlySet<string>, least: number): Fact | undefined {
  return mostOf(facts, (fact) => [...keys].filter((key) => fact.keys.has(key)).length, least);
}

// Of `facts`, the first that counts most, when it counts at least `least`.
function mostOf(facts: readonly Fact[], count: (fact: Fact) => number, least: number): Fact | undefined {
  let best: Fact | undefined;
  let most = least - 1;
  for (const fact of facts) {
    const counted = count(fact);
    if (counted > most) [best, most] = [fact, counted];
  }
  return best;
}

/**
 * Of the lines that pass `test`, the one whose words and heading say most (two or more) of the last question's words; of
 * those that say as many, the one that says most of the last reply.
 */
export function askedOf(context: Context, test: (fact: Fact) => boolean): Fact | undefined {
  const asked = lastAsked(context);
  const replied = new Set(context.layer.keysOf(context.history.at(-1)?.content.slice(0, 500) ?? '', context.question.language));
  const held = (fact: Fact, keys: ReadonlySet<string>) => [...keys].filter((key) => fact.keys.has(key) || fact.headingKeys.has(key)).length;
  return mostThen(context.portfolio.facts.filter(test), (fact) => held(fact, asked), (fact) => held(fact, replied), 2);
}

// Of `facts`, the first that counts most by `first`, when that is at least `least`; of those that count as many, the first
// that counts most by `then`.
function mostThen(facts: readonly Fact[], first: (fact: Fact) => number, then: (fact: Fact) => number, least: number): Fact | undefined {
  const best = mostOf(facts, first, least);
  return best && mostOf(facts.filter((fact) => first(fact) === first(best)), then, 0);
}
