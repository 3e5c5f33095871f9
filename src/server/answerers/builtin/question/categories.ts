// Category names of categories.yaml ("CI service", "cloud provider") and the owner's synonym groups,
// found in a question as one term whose alternatives are the members.
import type { TextLayer } from '../../../language/analyzer.js';
import { words, type Word } from '../../../language/text.js';
import type { Alternative, Term } from './model.js';

// A category's member named instead of the category ("GitHub Actions" for "CI service").
const MEMBER = 0.9;

/** Category names of categories.yaml ("CI service", "cloud provider"), found in a question, as terms whose alternatives are the members. */
export function readCategories(layer: TextLayer, ownerGroups: readonly (readonly string[])[]) {
  // "his" is no hospital information system.
  const isStop = (word: string) => layer.isStopword(word, 'en') || layer.isStopword(word, 'sr');
  const index = new Map<string, { members: string[][]; owner?: boolean }>();
  const keysOf = (phrase: string) => words(phrase).map((word) => layer.key(word.text, 'en'));
  // The owner's groups first: their words are the portfolio's own.
  for (const group of ownerGroups) {
    const members = group.map(keysOf).filter((keys) => keys.length > 0);
    for (const keys of members) if (!index.has(keys.join(' '))) index.set(keys.join(' '), { members, owner: true });
  }
  // categories.yaml's words were keyed at build time (language/keyed.ts).
  for (const { phrases, members } of layer.vocabulary.keyed.categories) {
    for (const key of phrases) if (key !== '' && !index.has(key)) index.set(key, { members });
  }
  return {
    /** The category phrases among `all` (longest first), each with the words it used. */
    find(all: Word[], kept: ReadonlySet<string>, minWords = 1): Array<{ words: Word[]; term: Term }> {
      const out: Array<{ words: Word[]; term: Term }> = [];
      const used = new Set<Word>();
      // (Each word keyed once, not once per span it stands in.)
      const keys = all.map((word) => layer.key(word.text, 'en'));
      for (let n = 4; n >= minWords; n--) {
        for (let i = 0; i + n <= all.length; i++) {
          const span = all.slice(i, i + n);
          if (span.some((word) => used.has(word) || !kept.has(word.text)) || (n === 1 && isStop(span[0]!.text))) continue;
          const key = keys.slice(i, i + n).join(' ');
          const category = index.get(key);
          if (!category) continue;
          // One word names a category only when it is a plain word ("database", "cloud", "TV"), not a product ("Kubernetes");
          // any word of the owner's own groups does.
          const plain = layer.relations.rank(key) > 0 && (!span[0]!.capital || /^[A-Z]{2,}$/.test(span[0]!.raw));
          if (n === 1 && !category.owner && !plain) continue;
          span.forEach((word) => used.add(word));
          const own: Alternative = { keys: key.split(' '), weight: n === 1 || category.owner ? 1 : 0.7 };
          out.push({
            words: span,
            term: { raw: span.map((word) => word.raw).join(' '), alternatives: [own, ...category.members.map((keys) => ({ keys, weight: category.owner ? 1 : MEMBER }))], weight: 1, proper: false, optional: false, noun: true, head: true, category: true },
          });
        }
      }
      return out;
    },
  };
}
