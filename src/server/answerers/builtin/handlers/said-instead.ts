// What a yes/no question is answered by when a day, a month or a place it asks about is said nowhere: the line that
// says the days, the months or the area there are instead (yesno.ts quotes it after "the portfolio doesn't mention …").
import { WORD_CLASS } from '../../../language/analyzer.js';
import { words } from '../../../language/text.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import type { Hit } from '../search.js';
import { MIN_COVERAGE } from './shared.js';

// "Is the shop open on Sundays?", "Can we do the course in January?": a day or a month no page says is answered
// by the line that says the days or the months there are ("Saturdays 9–14", "May to September only"): of the
// lines that name others of its kind (WordNet's siblings), not as a date ("March 2018"), the one that says most
// of the rest of the question, else the one that names most of them (a range: "from April to October").
export function scheduleHit(context: Context, unsaid: Term[]): Hit | undefined {
  const { layer, portfolio, question, search } = context;
  const calendar = (key: string) => (layer.relations.classes(key) & WORD_CLASS.calendar) !== 0;
  const asked = unsaid.map((term) => term.alternatives[0]!.keys[0]!).find(calendar);
  if (asked === undefined) return undefined;
  const siblings = new Set(layer.relations.related(asked).map(([key]) => key).filter(calendar));
  // (A day or a month is written with a capital: "you may" names no month.)
  const named = (fact: Fact) => words(fact.text).filter((word, i, all) => word.capital && siblings.has(layer.key(word.text, 'en')) && !/^(1[89]|20)\d{2}$/.test(all[i + 1]?.text ?? '')).length;
  const pool = portfolio.facts.filter((fact) => named(fact) > 0);
  if (pool.length === 0) return undefined;
  const said = search.rank(question, { pool }).filter((hit) => hit.coverage > 0);
  if (said.length > 0) return said[0];
  const most = pool.reduce((best, fact) => (named(fact) > named(best) ? fact : best));
  return { fact: most, score: 0, coverage: 0, missing: [] };
}

// "Will he ship an order to me in Germany?", "We have a dairy near Subotica — would she come out?": a place no page
// says is answered by the line that says all the rest of the question ("Shipping: within Serbia only").
export function areaHit(context: Context, unsaid: Term[]): Hit | undefined {
  const { layer, question, search } = context;
  const places = unsaid.filter((term) => term.proper && layer.relations.isPlace(term.raw.toLowerCase()));
  if (places.length === 0 || places.length !== unsaid.length) return undefined;
  const rest = { ...question, terms: question.terms.filter((term) => !places.includes(term)) };
  if (!rest.terms.some((term) => !term.optional && !term.framing)) return undefined;
  const top = search.rank(rest)[0];
  return top && top.missing.length === 0 && top.coverage >= MIN_COVERAGE ? top : undefined;
}
