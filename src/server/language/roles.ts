import type { TextLayer } from './analyzer.js';
import { words, type Word } from './text.js';

/**
 * Whether a homograph is read as a noun or a verb where it stands. A homograph is a word that is a noun and a verb in
 * senses no derivation joins, both in common use (`relations.homograph`, scripts/build-language.mjs): "book" a table
 * and "a book". A page's "My first book." says no "How do I book?", and "When to book: week 20" no "Has she written a
 * book?".
 */
export type Role = 'noun' | 'verb';

// The words after which a word is a noun ("a book", "her first book", "two books") or a verb ("I book", "to book", "can
// book"). (Not a number as written: "8:00–19:00; book at least a week ahead" is split into words without its colon.)
const BEFORE_NOUN = new Set('a an the her his their my our your its this that these those first second new last latest next one two three four five'.split(' '));
/** The subjects after which a word is a verb ("Can I book", "Do you offer"). */
export const SUBJECTS: ReadonlySet<string> = new Set('i you we they she he'.split(' '));
const BEFORE_VERB = new Set([...SUBJECTS, ...'to can could will would should must may might please'.split(' ')]);

/**
 * How the word at `i` of an English text is used, where the words around it say: a verb after a subject, "to" or a
 * modal, in its past or -ing form ("booked", "booking"), and first in the text before a function word ("Book by the end
 * of February"); a noun after a determiner or a possessive, as a plural ("books", but "she books"), and before a word
 * usually a noun ("book orders"). Else undefined.
 */
export function roleAt(list: readonly Word[], i: number, layer: TextLayer): Role | undefined {
  const word = list[i];
  if (word === undefined) return undefined;
  const key = layer.key(word.text, 'en');
  const previous = list[i - 1]?.text;
  if (previous !== undefined && BEFORE_VERB.has(previous)) return 'verb';
  if (word.text !== key && /(ed|ing)$/.test(word.text) && !/(ed|ing)$/.test(key)) return 'verb';
  if (previous !== undefined && BEFORE_NOUN.has(previous)) return 'noun';
  if (word.text === `${key}s` || word.text === `${key}es`) return 'noun';
  const next = list[i + 1];
  if (i === 0 && next !== undefined && layer.isStopword(next.text, 'en')) return 'verb';
  // (Before a word usually a noun, it names a kind of that thing: "book orders".)
  const after = next && !layer.isStopword(next.text, 'en') ? layer.relations.parts(layer.key(next.text, 'en')) : 0;
  if (word.text === key && (after & 1) !== 0 && after >> 4 === 0 && !layer.relations.homograph(layer.key(next!.text, 'en'))) return 'noun';
  return undefined;
}

/** The homographs English texts use as one part of speech only, each time they say them ("book" in "My first book."). */
export function homographRoles(texts: readonly string[], layer: TextLayer): ReadonlyMap<string, Role> {
  const seen = new Map<string, Role | undefined>();
  for (const text of texts) {
    const list = words(text);
    for (const word of list) {
      const key = layer.key(word.text, 'en');
      if (!layer.relations.homograph(key)) continue;
      const role = roleAt(list, word.index, layer);
      seen.set(key, seen.has(key) && seen.get(key) !== role ? undefined : role);
    }
  }
  return new Map([...seen].filter((pair): pair is [string, Role] => pair[1] !== undefined));
}
