import { fold } from '../../language/text.js';
import type { Context } from './context.js';
import type { Fact } from './portfolio/model.js';
import { numberWords } from './numbers.js';
import { keysOnly, SAID } from './handlers/shared.js';

const YEARS = /\b(?:19|20)\d{2}\b/g;
const YEAR = /\b(?:19|20)\d{2}\b/;

// The last year a text names, if any.
function lastYear(text: string): number | undefined {
  const years = text.match(YEARS);
  return years ? Number(years[years.length - 1]) : undefined;
}

// A count of years later ("two years later") and any number, compiled once per layer.
const patterns = new WeakMap<Context['layer'], { count: RegExp; number: RegExp }>();
function compile(layer: Context['layer']): { count: RegExp; number: RegExp } {
  const data = layer.vocabulary.questions['years-later'];
  const numbers = numberWords(layer).pattern;
  return {
    count: new RegExp(`(?:^|[^\\p{L}\\p{N}.,])(${[...data.one, numbers].join('|')}|\\d{1,2}) (?:${data.years.join('|')}) (?:${data.later.join('|')})(?![\\p{L}])`, 'u'),
    number: new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${numbers}|\\d+)(?![\\p{L}\\p{N}])`, 'u'),
  };
}

/**
 * The year a line dated only by an earlier one tells of ("I opened my own studio in 2015. Two years later I started
 * renting out the decorations": 2017), with the lines that say it: a whole count of years later (questions.yaml
 * `years-later`; not "almost twenty years later", nor "1.5 years later") from the last year before it, in its own
 * sentence or in the line right before it in its section when no other number comes first in the line ("At nineteen I
 * moved to Belgrade, and a year later I joined …" counts from nineteen), and only when what follows the count says what
 * was asked. Undefined when the line names a year after the count.
 */
export function relativeYear(context: Context, fact: Fact): { year: number; lines: Fact[] } | undefined {
  const { layer, portfolio, question, search } = context;
  const data = layer.vocabulary.questions['years-later'];
  const numbers = numberWords(layer);
  const { count, number } = patterns.get(layer) ?? patterns.set(layer, compile(layer)).get(layer)!;
  const text = fold(fact.text);
  const match = count.exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index + match[0].indexOf(match[1]!)).trimEnd();
  if (data.hedges.some((hedge) => before === hedge || before.endsWith(` ${hedge}`))) return undefined;
  const years = /^\d+$/.test(match[1]!) ? Number(match[1]) : data.one.includes(match[1]!) ? 1 : numbers.value(match[1]!);
  const after = text.slice(match.index + match[0].length);
  const asked = question.terms.filter((term) => !term.optional && !term.framing);
  const dates = asked.every((term) => search.strength(term, keysOnly(fact, new Set(layer.keysOf(after, fact.language)))) >= SAID);
  if (years === undefined || !dates || YEAR.test(after)) return undefined;
  const own = lastYear(before);
  if (own !== undefined) return { year: own + years, lines: [fact] };
  // (Counted from another number in the line, "At nineteen I moved …, and a year later", the year before it is no base.)
  if (number.test(before)) return undefined;
  const previous = portfolio.facts[portfolio.facts.indexOf(fact) - 1];
  const base = previous && previous.section === fact.section ? lastYear(previous.text) : undefined;
  return base === undefined ? undefined : { year: base + years, lines: [previous!, fact] };
}
