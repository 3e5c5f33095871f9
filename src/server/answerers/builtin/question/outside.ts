// "Has she worked outside Serbia?", "Has he taught abroad?": the place a question asks beyond.
import type { TextLayer } from '../../../language/analyzer.js';
import type { Word } from '../../../language/text.js';
import type { Outside } from './model.js';

const BEYOND = new Set(['outside', 'beyond', 'van', 'izvan']);
const ABROAD = new Set(['abroad', 'overseas', 'inostranstvo', 'inostranstvu', 'inostranstva']);
// "in another country", "in other countries", "u drugoj zemlji".
const OTHER = new Set(['another', 'other', 'foreign', 'drugoj', 'drugim', 'stranoj', 'stranim']);
// "an international conference": abroad, though "an international certificate" lies nowhere.
const INTERNATIONAL = new Set(['international', 'internationally', 'medjunarodni', 'medjunarodne', 'medjunarodnih', 'medjunarodnim', 'medjunarodnoj', 'medjunarodnom', 'medjunarodno']);
const COUNTRY = new Set(['country', 'countries', 'zemlji', 'zemljama', 'drzavi', 'drzavama']);

/** The place asked beyond, or abroad (no place: beyond the owner's own country), with the words that say it. */
export function readOutside(all: readonly Word[], layer: TextLayer): Outside | undefined {
  for (const [i, word] of all.entries()) {
    if (ABROAD.has(word.text)) return { words: [word] };
    if (INTERNATIONAL.has(word.text)) return { words: [word], loose: true };
    if (OTHER.has(word.text) && COUNTRY.has(all[i + 1]?.text ?? '')) return { words: [word, all[i + 1]!] };
    if (!BEYOND.has(word.text)) continue;
    // "outside (of) (the) Netherlands", "van Srbije": the longest run of words after it that names a place.
    let from = i + 1;
    while (all[from] && /^(of|the)$/.test(all[from]!.text)) from++;
    for (let length = 3; length >= 1; length--) {
      const run = all.slice(from, from + length);
      if (run.length < length) continue;
      const name = run.map((w) => w.text).join(' ');
      const place = [name, name.replace(/e$/, 'a')].find((candidate) => layer.relations.isPlace(candidate));
      if (place) return { place, words: all.slice(i, from + length) };
    }
  }
  return undefined;
}
