import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { isAwayHeading, SEVERAL } from '../portfolio/headings.js';
import { keysOnly, NEAR, SAID } from './shared.js';

// The heading a section stands under: the parts of its path before its own, else the page's title.
function parentOf(fact: Fact): string | undefined {
  const parts = fact.section.heading.split(' › ');
  if (parts.length > 1) return parts.slice(0, -1).join(' › ');
  return fact.section.heading !== fact.page.title ? fact.page.title : undefined;
}

// How near two headings' words are: 1 for a word they share, else the nearest relation between their words.
function nearness(context: Context, a: readonly string[], b: ReadonlySet<string>): number {
  let best = 0;
  for (const key of a) {
    if (b.has(key)) return 1;
    for (const [other, weight] of context.layer.relations.related(key)) if (b.has(other)) best = Math.max(best, weight);
  }
  return best;
}

/**
 * "Her latest publication", "his first exhibition": the dated items of every section under a heading that names the
 * thing at least as well as the list's own heading does ("Books" and "Selected articles" under "Publications"; "Solo"
 * and "Group exhibitions" under "Exhibitions"), not only the list found first. Under a heading of several things
 * ("Publications, talks and awards") only the sections near the part asked and nearer it than any other ("Articles", not
 * "Talks" or "Media"); so the medals of "Awards, press and writing" are not pooled with its "Judging".
 */
export function siblingItems(context: Context, topic: Term[], list: Fact[]): Fact[] {
  const { layer, search } = context;
  const first = list[0]!;
  const parent = parentOf(first);
  if (parent === undefined) return list;
  const parts = parent.split(SEVERAL).map((part) => new Set(layer.keysOf(part, first.language))).filter((keys) => keys.size > 0);
  const asked = parts.find((keys) => topic.some((term) => search.strength(term, keysOnly(first, keys)) >= Math.max(SAID, search.strength(term, keysOnly(first, first.headingKeys)))));
  if (!asked) return list;
  const others = parts.filter((keys) => keys !== asked);
  const belongs = (fact: Fact) => {
    const own = [...fact.headingKeys];
    const near = nearness(context, own, asked);
    return others.length === 0 || (near >= NEAR && others.every((keys) => nearness(context, own, keys) < near));
  };
  const siblings = context.portfolio.facts.filter((fact) => fact.page === first.page && fact.listed && fact.years.length > 0 && !list.includes(fact) && parentOf(fact) === parent && !isAwayHeading(layer, fact.heading));
  return [...list, ...siblings.filter(belongs)];
}
