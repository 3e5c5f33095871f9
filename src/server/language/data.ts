import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { keysOf, spaced } from './words.js';

// Data files sit beside this module in src/ and, copied by the build, in dist/.
const DATA_DIR = new URL('./data/', import.meta.url);

// Each file is parsed once per process: questions.yaml, for one, serves both the lexicon and the sentence splitter.
const parsed = new Map<string, unknown>();

/** Reads one YAML data file shipped with the package (parsed on first use, then shared). */
export function readData(name: string): unknown {
  if (!parsed.has(name)) parsed.set(name, load(readFileSync(new URL(name, DATA_DIR), 'utf8')));
  return parsed.get(name);
}

/** A list of phrases compiled for whole-word tests on folded text. */
export interface PhraseSet {
  /** The first phrase found in `text` (longest first), if any. */
  find(text: string): string | undefined;
  /** Whether `text` starts with one of the phrases. */
  opens(text: string): boolean;
}

/**
 * Compiles phrases (`*` is any one word) into one regular expression on
 * `spaced()` text (or, when `keyed`, on stemmed keys), longest phrase first so "how long" wins over "how".
 */
export function compilePhrases(phrases: readonly unknown[], keyed = false): PhraseSet {
  const norm = keyed ? (text: string) => ` ${keysOf(text).join(' ')} ` : spaced;
  // `*` survives normalising: it is any one word.
  const list = phrases
    .map((p) => String(p).split(/\s+/).map((word) => (word === '*' ? '*' : norm(word).trim())).filter((w) => w !== '').join(' '))
    .filter((p) => p !== '');
  list.sort((a, b) => b.length - a.length);
  const body = list.map((p) => p.split(' ').map((w) => (w === '' ? '' : escape(w))).join(' ')).join('|') || '(?!)';
  const anywhere = new RegExp(` (?:${body}) `);
  const start = new RegExp(`^ (?:${body}) `);
  return {
    find(text) {
      const match = anywhere.exec(norm(text));
      return match ? match[0].trim() : undefined;
    },
    opens: (text) => start.test(norm(text)),
  };
}

function escape(word: string): string {
  return word === '*' ? '\\S+' : word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A string list from a data value (a YAML sequence), else empty. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** A mapping from a data value, else empty. */
export function mapping(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
