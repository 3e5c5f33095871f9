import { fold } from '../../language/text.js';
import type { Context } from './context.js';
import type { Fact } from './portfolio/model.js';
import { numberWords } from './numbers.js';

const YEAR = /\b(?:19|20)\d{2}\b/g;

// The last year a text names, if any.
function lastYear(text: string): number | undefined {
  const years = text.match(YEAR);
  return years ? Number(years[years.length - 1]) : undefined;
}

/**
 * The year a line dated only by an earlier one tells of ("I opened my own studio in 2015. Two years later I started
 * renting out the decorations": 2017), with the lines that say it: an exact count of years later (questions.yaml
 * `years-later`, not "almost twenty years later") from the last year before it, in its own sentence or in the line
 * right before it in its section. Undefined when the line names a year itself or says no such count.
 */
export function relativeYear(context: Context, fact: Fact): { year: number; lines: Fact[] } | undefined {
  if (fact.years.length > 0) return undefined;
  const { layer, portfolio } = context;
  const data = layer.vocabulary.questions['years-later'];
  const numbers = numberWords(layer);
  const count = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${[...data.one, numbers.pattern].join('|')}|\\d{1,2}) (?:${data.years.join('|')}) (?:${data.later.join('|')})(?![\\p{L}])`, 'u');
  const text = fold(fact.text);
  const match = count.exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index + match[0].indexOf(match[1]!)).trimEnd();
  if (data.hedges.some((hedge) => before === hedge || before.endsWith(` ${hedge}`))) return undefined;
  const years = /^\d+$/.test(match[1]!) ? Number(match[1]) : data.one.includes(match[1]!) ? 1 : numbers.value(match[1]!);
  if (years === undefined) return undefined;
  const own = lastYear(before);
  if (own !== undefined) return { year: own + years, lines: [fact] };
  const previous = portfolio.facts[portfolio.facts.indexOf(fact) - 1];
  const base = previous && previous.section === fact.section ? lastYear(previous.text) : undefined;
  return base === undefined ? undefined : { year: base + years, lines: [previous!, fact] };
}
