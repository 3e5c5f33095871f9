import { words } from '../../../language/text.js';
import { composeList, inFrame } from '../compose.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { countedWord } from '../question/shape.js';
import { isCount } from '../numbers.js';
import { periodAsked } from './totals.js';

/** "3: 2017: Best Young Craftsman …; 2020: Golden Needle …; …": the items of a list, counted and shown (by name when long, and
 * "…" for those that do not fit). */
export function itemsCounted(context: Context, items: readonly Fact[]): string {
  const shown = composeList(items, { byName: true }).replace(/^- /, '').split('\n- ');
  const all = shown.length === new Set(items.map((fact) => fact.text)).size;
  return inFrame(`${items.length}: ${shown.join('; ')}${all ? '.' : '; …'}`, items, context.say);
}

/**
 * "How many awards has she won?": the items of the one list or table whose own heading is the word counted ("Awards"),
 * counted, before a number a line says beside a word like it ("one of 12 crafts people" of a prize). Not when another
 * line gives the count itself ("Five medals in all", "more than 2,500 site inspections"): it says more than the list shows.
 */
export function headedCount(context: Context): string | undefined {
  const { question, layer, portfolio } = context;
  const counted = countedWord(question);
  // (Asked a number a year, "in a winter", the list is no answer.)
  if (!counted || periodAsked(layer, question.text) || question.year !== undefined) return undefined;
  // (Asked nothing but the thing counted: "How many awards did the iconostasis win?" is no count of every award.)
  if (question.terms.some((term) => !term.optional && !term.framing && term.raw.toLowerCase() !== counted.raw.toLowerCase())) return undefined;
  const key = layer.key(counted.text, question.language);
  const own = portfolio.facts.filter((fact) => !fact.fallback);
  const headed = own.filter((fact) => (fact.listed || fact.cells) && fact.headingKeys.has(key) && fact.headingKeys.size <= 2);
  const sections = new Set(headed.map((fact) => fact.section));
  if (sections.size !== 1 || headed.length < 2) return undefined;
  const saysCount = (fact: Fact) => {
    const list = words(fact.text);
    return list.some((word, i) => layer.key(word.text, fact.language) === key && list.slice(Math.max(0, i - 4), i).some((before) => isCount(before.text, layer)));
  };
  const listed = new Set(headed);
  if (own.some((fact) => !listed.has(fact) && saysCount(fact))) return undefined;
  return itemsCounted(context, headed);
}
