// "Which courses does he run?": the sections under the heading or page the question names (list.ts answers with them).
import { joinItems } from '../compose.js';
import type { Context } from '../context.js';
import { isPracticalHeading, SEVERAL } from '../portfolio/headings.js';
import type { Term } from '../question/model.js';
import { isPluralTerm, keysOnly, namesBusiness, SAID } from './shared.js';
import { askedResults, saysResult } from './results.js';
import { headingDenies } from './denial.js';

// "Which courses does he run?", "Which programmes has she led?": the sections under the heading or page the question names.
export function childSections(context: Context, topic: Term[], order?: Context['question']['time']): string | undefined {
  const { portfolio, search } = context;
  if (topic.length === 0) return undefined;
  const byParent = new Map<string, string[]>();
  // (The sections whose lines say a result the question's verb yields, when it asks of one; the sections that are lists.)
  const results = askedResults(context, context.question);
  const [yielding, lists] = [new Set<string>(), new Set<string>()];
  // (Whether the question names a parent heading is read once per heading, not once per fact under it.)
  const names = new Map<string, boolean>();
  // (The things asked in the plural, not the workplace that has them: "What services does the salon offer?" and "Services
  // and prices", whose heading needs no "salon".)
  const heads = topic.some((term) => term.head && isPluralTerm(context, term)) ? topic.filter((term) => term.head || !namesBusiness(context, term)) : topic;
  for (const fact of portfolio.facts) {
    const parts = fact.section.heading.split(' › ');
    const parent = parts.length > 1 ? parts.slice(0, -1).join(' › ') : fact.section.heading !== fact.page.title ? fact.page.title : undefined;
    if (parent === undefined) continue;
    // (Asked for the latest, a heading that says one thing asked, "Competitions" of "her most recent competition result": its
    // dated sections are the results. Not the first, which also compares: "Which came first, her doctorate or …?")
    const said = (term: Term) => search.strength(term, { ...fact, keys: new Set(context.layer.keysOf(parent, fact.language)), place: new Set(), context: new Set() }) >= SAID;
    if (!names.has(parent)) names.set(parent, order === 'latest' ? heads.some(said) : heads.every(said));
    if (!names.get(parent)) continue;
    const children = byParent.get(parent) ?? [];
    // (Not a section on how to take part, "Booking", nor one of what is not done, "What I don't do".)
    if (!children.includes(fact.heading) && !isPracticalHeading(context.layer, fact.heading) && !headingDenies(context, fact.heading)) children.push(fact.heading);
    byParent.set(parent, children);
    if (fact.listed) lists.add(fact.heading);
    if (results && saysResult(context, fact, results)) yielding.add(fact.heading);
  }
  const [parent, all] = [...byParent].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  const otherPart = parent ? otherParts(context, heads, parent) : undefined;
  // (Under a heading of several things, asked of a thing a verb yields, no list of other things: "Writing" under "Awards,
  // press and talks" for "Which awards has he received?"; a section of prose under it is one award, whatever its words.)
  const several = parent !== undefined && (parent.split(' › ').at(-1) ?? parent).split(SEVERAL).length > 1;
  const best = otherPart && all ? all.filter((child) => !otherPart(child) && !(several && results && lists.has(child) && !yielding.has(child))) : undefined;
  if (!best || best.length < 2) return undefined;
  if (order === 'first' || order === 'latest') {
    // "His first book": of sections dated in their heading ("Concrete Sundays (2015)"), the earliest or latest.
    const year = (heading: string) => Number(/\b(19|20)\d{2}\b/.exec(heading)?.[0] ?? NaN);
    const dated = best.filter((heading) => !Number.isNaN(year(heading))).sort((a, b) => year(a) - year(b));
    const pick = order === 'first' ? dated[0] : dated[dated.length - 1];
    return pick && `${pick}.`;
  }
  return `${joinItems(best.slice(0, 10), context.say('and'))}.`;
}

// Whether a section under a heading of several things is another of those things by name, not an item of the one asked:
// "Talks" under "Publications, research and talks", "Price list" under "Services and prices". (The heading's parts are
// read once per heading; a text's keys stand alone, with no heading or place of a fact's.)
function otherParts(context: Context, asked: readonly Term[], parent: string): (child: string) => boolean {
  const { layer, portfolio, search } = context;
  const keysOf = (text: string) => new Set(layer.keysOf(text, portfolio.language));
  const says = (keys: Set<string>) => asked.some((term) => search.strength(term, keysOnly(portfolio.facts[0]!, keys)) >= SAID);
  const others = (parent.split(' › ').at(-1) ?? parent).split(SEVERAL).map(keysOf).filter((keys) => keys.size > 0 && !says(keys));
  return (child) => {
    const keys = keysOf(child);
    return keys.size > 0 && !says(keys) && others.some((other) => [...keys].every((key) => other.has(key)));
  };
}
