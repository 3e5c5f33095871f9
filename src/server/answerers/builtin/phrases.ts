import type { TextLayer } from '../../language/analyzer.js';
import { phraseSet, type PhraseSet } from '../../language/phrases.js';
import { withoutQuoted } from '../../language/text.js';
import type { Fact } from './portfolio/model.js';
import type { Question } from './question/model.js';
import type { Hit } from './search.js';

/** Two keys a visitor wrote side by side ("master electrician"), as a page would say them. */
export type Pair = readonly [string, string];

/** The pairs of terms the question writes side by side, by their own keys: "When did he become a master electrician?" → master electrician. */
export function pairsOf(question: Question): Pair[] {
  const text = question.text;
  const placed = question.terms
    .map((term) => ({ term, at: text.indexOf(term.raw) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const pairs: Pair[] = [];
  for (let i = 1; i < placed.length; i++) {
    const [before, after] = [placed[i - 1]!, placed[i]!];
    const gap = text.slice(before.at + before.term.raw.length, after.at);
    if (!/^[\s-]+$/.test(gap)) continue;
    const first = before.term.alternatives[0]!.keys;
    pairs.push([first[first.length - 1]!, after.term.alternatives[0]!.keys[0]!]);
  }
  return pairs;
}

/** The share of `pairs` a fact says side by side, in its text or in the heading of its entry or list. */
export function pairsSaid(pairs: readonly Pair[], fact: Fact, sequences: (fact: Fact) => ReadonlyArray<readonly string[]>): number {
  if (pairs.length === 0) return 0;
  const said = pairs.filter(([a, b]) => sequences(fact).some((keys) => keys.some((key, i) => key === a && keys[i + 1] === b)));
  return said.length / pairs.length;
}

// How many of the best hits are read again for the visitor's phrases, and what saying all of them adds; and what a
// line that says the order asked in time adds ("our first solar system" for "the very first solar system").
const PHRASED = 15;
const PHRASE_BONUS = 0.15;
const ORDER_BONUS = 0.1;

// questions.yaml's words for the first and the latest, compiled once.
let orders: { first: PhraseSet; latest: PhraseSet } | undefined;

/**
 * Whether a dated fact says the order in time the question asks ("our first solar system in 2016"), in its own
 * words. (A line with no year that says one, "Exhibitions, newest first", orders a list; it is no item of it.)
 */
export function saysOrder(fact: Fact, question: Question, layer: TextLayer): boolean {
  if ((question.time !== 'first' && question.time !== 'latest') || fact.years.length === 0) return false;
  const time = layer.vocabulary.keyed.questions.phrases.time;
  orders ??= { first: phraseSet(time.first ?? []), latest: phraseSet(time.latest ?? []) };
  // (Not a word of a title or a name: "The Last Ferryman of Skadar Lake" says no latest.)
  const plain = withoutQuoted(fact.text).replace(/(?<=[^.!?:;\s]\s+)\p{Lu}\p{L}*/gu, ' ');
  return orders[question.time].find(plain) !== undefined;
}

/**
 * Hits ranked again with what their words side by side add: of two facts that say "master" and
 * "electrician", the one that says "Master Electrician" says what was asked ("master craftsman …
 * electrician" does not); and, asked for the first or the latest, a dated line that says so.
 * Only the best few are read again, so a phrase moves a hit up among them.
 */
export function byPhrase(sorted: Hit[], question: Question, layer: TextLayer, sequences: (fact: Fact) => ReadonlyArray<readonly string[]>): Hit[] {
  const pairs = pairsOf(question);
  const ordered = question.time === 'first' || question.time === 'latest';
  if (pairs.length === 0 && !ordered) return sorted;
  for (const hit of sorted.slice(0, PHRASED)) hit.score += PHRASE_BONUS * pairsSaid(pairs, hit.fact, sequences) + (saysOrder(hit.fact, question, layer) ? ORDER_BONUS : 0);
  return sorted.sort((a, b) => b.score - a.score || a.fact.id - b.fact.id);
}
