import type { TextLayer } from '../../../language/analyzer.js';
import type { Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import type { Hit } from '../search.js';
import { NEAR, quote, SAID } from './shared.js';
import { holdsAge } from '../ages.js';

/**
 * "How much is the two-day Triglav trip for two?", "What would it set me back to join the summer dig?": a price
 * asked is a line that states a sum. Of the lines that do (the entry's, when one is asked about), the one that
 * says most of the question answers, when it says a thing asked at least loosely and every name as written.
 */
export const price: Handler = {
  name: 'price',
  answer(context) {
    const { question, search, subject } = context;
    if (question.attribute?.name !== 'price') return undefined;
    const terms = question.terms.filter((term) => !term.optional);
    const things = terms.filter((term) => term.noun || term.head);
    if (things.length === 0) return undefined;
    // ("How much is it for a four-year-old?": not a line of prices for other ages.)
    const forAge = (fact: Fact) => question.age === undefined || search.ages(fact).length === 0 || holdsAge(search.ages(fact), question.age);
    const sums = sumTest(context.layer);
    const pool = (subject ? subject.facts : context.portfolio.facts).filter((fact) => sums(fact) && forAge(fact));
    const says = (least: number, hit: Hit) => (term: Term) => search.strength(term, hit.fact) >= least;
    const answers = (hit: Hit) => terms.filter((term) => term.proper).every(says(SAID, hit)) && things.some(says(NEAR, hit));
    // The line that says more of the question's words, and more directly, first ("2 weeks" of the field school's
    // fee; "at your home" in a line above "home" in its heading); the search's order among equals.
    const hits = search.rank(question, { pool, subject }).filter(answers);
    const said = (hit: Hit) => terms.filter(says(SAID, hit)).reduce((sum, term) => sum + search.strength(term, hit.fact), 0);
    return quote(context, hits.sort((a, b) => said(b) - said(a)));
  },
};

/**
 * Tells whether a line states a sum of money: a currency sign or code by a number ("€25", "3,000 RSD"), or a
 * currency the language data names ("3.500 din."); or a table row with a number under a column whose header
 * names the currency or the price ("Price (RSD)" over "4,500").
 */
export function sumTest(layer: TextLayer): (fact: Fact) => boolean {
  sum ??= sumTests(layer);
  const { pattern, pricing } = sum;
  return (fact) => pattern.test(fact.text) || (fact.cells ?? []).some(([header, value]) => /\d/.test(value) && pricing(header));
}

// The sum pattern and the test of a price column, made once from the language data (they were made again for each question).
let sum: { pattern: { test(text: string): boolean }; pricing: (header: string) => boolean } | undefined;

function sumTests(layer: TextLayer): NonNullable<typeof sum> {
  const names = layer.vocabulary.questions.currencies.map((name) => name.replace(/\./g, '\\.')).join('|');
  // (A code of three capitals is a currency's only when ISO 4217 has it: "RSD 4,500", not the truck make "TAM 150".)
  const codes = new Set(Intl.supportedValuesOf('currency'));
  const sign = new RegExp(`\\p{Sc}\\s?\\d|\\d\\s?\\p{Sc}|\\d\\s?(?:${names})(?![\\p{L}])`, 'u');
  const coded = (text: string) => [...text.matchAll(/\d\s?([A-Z]{3})\b|\b([A-Z]{3})\s?\d/g)].some((match) => codes.has((match[1] ?? match[2])!));
  const pattern = { test: (text: string) => sign.test(text) || coded(text) };
  const labels = new Set(layer.vocabulary.questions.attributes.price!.labels.map((label) => layer.key(label, 'en')));
  const pricing = (header: string) => /\p{Sc}/u.test(header) || [...header.matchAll(/\b[A-Z]{3}\b/g)].some((match) => codes.has(match[0])) || layer.keysOf(header, 'en').some((key) => labels.has(key));
  return { pattern, pricing };
}
