// What a count is of: a total ("so far", "ukupno": questions.yaml `totals`), a period ("in a year", "a month",
// "godišnje": questions.yaml `periods`), or what the line before says ("Eleven of them": questions.yaml `of-them`).
import type { TextLayer } from '../../../language/analyzer.js';
import type { Fact, Portfolio } from '../portfolio/model.js';
import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import { spaced, words, type Word } from '../../../language/text.js';
import { isCount } from '../numbers.js';

let periods: Array<readonly [string, PhraseSet]> | undefined;

function periodSets(layer: TextLayer): Array<readonly [string, PhraseSet]> {
  periods ??= Object.entries(layer.vocabulary.keyed.questions.phrases.periods).map(([period, phrases]) => [period, phraseSet(phrases)] as const);
  return periods;
}

/** The period a question asks a count per ("year" of "How many weddings does she do in a year?"); undefined when none. */
export function periodAsked(layer: TextLayer, text: string): string | undefined {
  return periodSets(layer).find(([, phrases]) => phrases.find(` ${spaced(text)} `) !== undefined)?.[0];
}

/** Whether a line says something per `period` ("about 30 weddings a year", "each year we train 12"), not how often ("tuned twice a year"). */
export function saysPer(layer: TextLayer, text: string, period: string): boolean {
  const phrases = periodSets(layer).find(([name]) => name === period)?.[1];
  const often = layer.vocabulary.questions['frequency-words'];
  const list = words(text).map((word) => word.text);
  return phrases !== undefined && list.some((_, at) => !often.includes(list[at - 1] ?? '') && phrases.opens(` ${list.slice(at).join(' ')} `));
}

/** Whether a text asks for or says a total ("so far", "in total", "ukupno"). */
export function saysTotal(layer: TextLayer, said: string): boolean {
  const text = spaced(said);
  return layer.vocabulary.questions.totals.some((phrase) => text.includes(spaced(phrase)));
}

/** The line before a fact in its section, when the number at `at` counts what it says ("Eleven of them have finished"). */
export function countedBefore(layer: TextLayer, portfolio: Portfolio, fact: Fact, list: readonly Word[], at: number): Fact | undefined {
  const next = ` ${list.slice(at + 1, at + 3).map((word) => word.text).join(' ')} `;
  if (!layer.vocabulary.keyed.questions.phrases['of-them'].some((phrase) => next.startsWith(` ${phrase} `))) return undefined;
  const before = portfolio.facts[fact.id - 1];
  return before?.section === fact.section ? before : undefined;
}

// questions.yaml's words of the present, compiled once.
let nowWords: PhraseSet | undefined;

/** Whether a text speaks of the present ("today 14 people work there", "these days"). */
export function saysNow(layer: TextLayer, text: string): boolean {
  nowWords ??= phraseSet(layer.vocabulary.keyed.questions.phrases['now-words']);
  return nowWords.find(` ${spaced(text)} `) !== undefined;
}

/** Whether a fact's numbers are all rates or limits ("30 courses a year", "up to 20 coaches"). */
export function isRate(layer: TextLayer, text: string): boolean {
  const { after, before } = layer.vocabulary.questions.rates;
  const list = words(text);
  const numbers = list.map((word, i) => (isCount(word.text, layer) ? i : -1)).filter((i) => i >= 0);
  // A rate word within the four words after the number ("30 group antenatal courses a year").
  const rateAfter = new RegExp(`^ (?:\\S+ ){0,3}(?:${after.join('|')}) `);
  const rate = (i: number) => {
    const next = ` ${list.slice(i + 1, i + 6).map((word) => word.text).join(' ')} `;
    const previous = ` ${list.slice(Math.max(0, i - 2), i).map((word) => word.text).join(' ')} `;
    return rateAfter.test(next) || before.some((phrase) => previous.endsWith(` ${phrase} `));
  };
  return numbers.length > 0 && numbers.every(rate);
}
