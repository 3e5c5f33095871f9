import type { HistoryItem } from '../../../contract/index.js';
import { fold, keyOf, tokenize } from '../../language/words.js';
import type { Fact } from './facts.js';
import type { Term } from './question.js';
import type { Say } from './replies.js';

// Small helpers of the built-in answerer that need none of its state.

/** The fact with the latest (or first) year in it, for "her most recent talk". */
export function byYear(facts: readonly Fact[], word: 'latest' | 'first'): Fact {
  const year = (fact: Fact) => Number(/\b(19|20)\d{2}\b/.exec(fact.text)?.[0] ?? 0);
  return [...facts].sort((a, b) => (word === 'latest' ? year(b) - year(a) : year(a) - year(b)))[0]!;
}

/** The visitor's words as they wrote them ("Java", not "java"), joined by "or". */
export function asWritten(terms: readonly Term[], message: string, say: Say): string {
  const words = message.split(/[^\p{L}\p{N}+#.-]+/u).filter((w) => w !== '');
  return terms
    .map((term) => term.word.split(' ').map((word) => words.find((w) => fold(w).replace(/[.-]+$/, '') === word) ?? word).join(' '))
    .join(` ${say('or')} `);
}

/** The last turn of `role` in the history, bounded. */
export function lastTurn(history: readonly HistoryItem[], role: HistoryItem['role']): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.role === role) return history[i]!.content.slice(0, 500);
  return undefined;
}

/** The last `count` user turns, newest first, each bounded. */
export function userTurns(history: readonly HistoryItem[], count: number): string[] {
  return history.filter((item) => item.role === 'user').slice(-count).reverse().map((item) => item.content.slice(0, 500));
}

/** FNV-1a over the question's keys: a stable spread of questions over the topics offered. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const key of tokenize(text).map(keyOf).join(' ')) h = Math.imul(h ^ key.charCodeAt(0), 0x01000193);
  return h >>> 0;
}
