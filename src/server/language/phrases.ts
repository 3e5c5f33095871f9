import { spaced } from './text.js';

/** A list of phrases compiled for whole-word tests on folded text. */
export interface PhraseSet {
  /** The first phrase found in `text` (the longest where several start at one place), if any. */
  find(text: string): string | undefined;
  /** Whether `text` starts with one of the phrases. */
  opens(text: string): boolean;
  /** `text` (already `spaced()`) with every phrase found removed. */
  remove(text: string): string;
}

/**
 * Compiles phrases (`*` is any one word, a last `$` the end of the text) into one regular expression on `spaced()`
 * text, longest phrase first so "how long" wins over "how". Text that is already
 * spaced (" folded words ") is used as it is, so a question is folded once, not per list.
 */
export function compilePhrases(phrases: readonly string[]): PhraseSet {
  return phraseSet(phrases.map(normalPhrase));
}

/** A phrase as compilePhrases matches it: each word folded and split as `spaced()` does, `*` and `$` kept. */
export function normalPhrase(phrase: string): string {
  return phrase.split(/\s+/).map((word) => (word === '*' || word === '$' ? word : spaced(word).trim())).filter((w) => w !== '').join(' ');
}

/** Compiles phrases already in normal form (normalPhrase), as the build stores questions.yaml's (keyed.ts). */
export function phraseSet(normalPhrases: readonly string[]): PhraseSet {
  const list = normalPhrases.filter((phrase) => phrase !== '');
  list.sort((a, b) => b.length - a.length);
  // (A phrase that ends in `$` is found only where the text ends: "what experience do * have $" is no "… with children".)
  const pattern = (phrase: string): string => (phrase.endsWith(' $') ? `${pattern(phrase.slice(0, -2))}(?= $)` : phrase.split(' ').map(escape).join(' '));
  const body = list.map(pattern).join('|') || '(?!)';
  const anywhere = new RegExp(` (?:${body}) `);
  const start = new RegExp(`^ (?:${body}) `);
  const all = new RegExp(`(?<= )(?:${body})(?= )`, 'g');
  return {
    find(text) {
      const match = anywhere.exec(normal(text));
      return match ? match[0].trim() : undefined;
    },
    opens: (text) => start.test(normal(text)),
    remove: (text) => normal(text).replace(all, ' ').replace(/\s+/g, ' '),
  };
}

// Spaced text (" like this ") is already normal; anything else is folded and split first.
function normal(text: string): string {
  return /^ [^A-Z]* $/.test(text) && !/ {2}/.test(text) ? text : spaced(text);
}

function escape(word: string): string {
  return word === '*' ? '\\S+' : word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The words a list of phrases says itself, not its "*" or "$" ("embalming" in "how much does * cost" is no word of the list). */
export function phraseWords(list: readonly string[] = []): Set<string> {
  return new Set(list.flatMap((phrase) => phrase.split(/\s+/)).filter((word) => word !== '*' && word !== '$'));
}
