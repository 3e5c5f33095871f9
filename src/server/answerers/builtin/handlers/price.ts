import type { TextLayer } from '../../../language/analyzer.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import type { Hit } from '../search.js';
import { keysOnly, NEAR, quote, SAID } from './shared.js';
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
    // Of lines that say it alike, one that names the thing priced first.
    const names = pricedNames(context, things);
    return quote(context, hits.sort((a, b) => said(b) - said(a) || names(b.fact).named - names(a.fact).named));
  },
};

/**
 * How many of the things asked a line with a sum names as what it prices, before its sum or in its heading ("Full
 * service · … · 6,500 RSD"), and how many it says only after its sum, of something else ("Price: 500 RSD each way,
 * free with a full service").
 */
export function pricedNames(context: Context, things: readonly Term[]): (fact: Fact) => { named: number; after: number } {
  const sums = sumTest(context.layer);
  const saying = (fact: Fact, text: string, also: Iterable<string> = []) => {
    const keys = new Set([...also, ...context.layer.keysOf(text, fact.language)]);
    return things.filter((term) => context.search.strength(term, keysOnly(fact, keys)) >= SAID);
  };
  return (fact) => {
    // (A table row whose sum is known by its column's header, "Bridal bouquet · 6,000", names it anywhere.)
    const at = sums.at(fact.text);
    const named = saying(fact, at < 0 ? fact.text : fact.text.slice(0, at), fact.headingKeys);
    const after = at < 0 ? [] : saying(fact, fact.text.slice(at)).filter((term) => !named.includes(term));
    return { named: named.length, after: after.length };
  };
}

/**
 * Tells whether a line states a sum of money: a currency sign or code by a number ("€25", "3,000 RSD"), or a
 * currency the language data names ("3.500 din."); or a table row with a number under a column whose header
 * names the currency or the price ("Price (RSD)" over "4,500").
 */
export function sumTest(layer: TextLayer): ((fact: Fact) => boolean) & { at(text: string): number } {
  sum ??= sumTests(layer);
  const { pattern, pricing } = sum;
  return Object.assign((fact: Fact) => pattern.test(fact.text) || (fact.cells ?? []).some(([header, value]) => /\d/.test(value) && pricing(header)), { at: pattern.at });
}

/** Whether a word names a currency: a name the language data lists ("din.", "KM", "euros") or an ISO 4217 code ("RSD", "EUR"). */
export function isCurrency(layer: TextLayer, raw: string | undefined): boolean {
  sum ??= sumTests(layer);
  return raw !== undefined && sum.currency(raw);
}

// The sum pattern, the test of a price column and of a currency's word, made once from the language data (they were made
// again for each question).
let sum: { pattern: { test(text: string): boolean; at(text: string): number }; pricing: (header: string) => boolean; currency: (word: string) => boolean } | undefined;

function sumTests(layer: TextLayer): NonNullable<typeof sum> {
  const names = layer.vocabulary.questions.currencies.map((name) => name.replace(/\./g, '\\.')).join('|');
  // (A sum may say its scale before its currency: "4.2 million RSD", "14,5 miliona dinara".)
  const scale = `(?:\\s(?:${layer.vocabulary.questions.scales.join('|')}))?`;
  // (A code of three capitals is a currency's only when ISO 4217 has it: "RSD 4,500", not the truck make "TAM 150".)
  const codes = new Set(Intl.supportedValuesOf('currency'));
  const sign = new RegExp(`\\p{Sc}\\s?\\d|\\d${scale}\\s?\\p{Sc}|\\d${scale}\\s?(?:${names})(?![\\p{L}])`, 'u');
  const codedSum = new RegExp(`\\d${scale}\\s?([A-Z]{3})\\b|\\b([A-Z]{3})\\s?\\d`, 'g');
  const coded = (text: string) => [...text.matchAll(codedSum)].find((match) => codes.has((match[1] ?? match[2])!));
  // (Where the first sum is, -1 when none: a sum by its code is found from its number's last digit, "Price: 50|0 RSD".)
  const at = (text: string) => {
    const first = Math.min(sign.exec(text)?.index ?? Infinity, coded(text)?.index ?? Infinity);
    return Number.isFinite(first) ? first : -1;
  };
  const pattern = { test: (text: string) => sign.test(text) || coded(text) !== undefined, at };
  const labels = new Set(layer.vocabulary.questions.attributes.price!.labels.map((label) => layer.key(label, 'en')));
  const pricing = (header: string) => /\p{Sc}/u.test(header) || [...header.matchAll(/\b[A-Z]{3}\b/g)].some((match) => codes.has(match[0])) || layer.keysOf(header, 'en').some((key) => labels.has(key));
  const named = new Set(layer.vocabulary.questions.currencies.map((name) => name.toLowerCase().replace(/\.$/, '')));
  const currency = (word: string) => codes.has(word) || named.has(word.toLowerCase());
  return { pattern, pricing, currency };
}
