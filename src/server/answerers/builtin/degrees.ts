import type { TextLayer } from '../../language/analyzer.js';
import type { Word } from '../../language/text.js';

// questions.yaml's degree names, keyed once: "bachelor", "BSc", "undergraduate degree" → the level's key ("bachelor").
let levels: Map<string, string> | undefined;

/** The degree level a word's key names ("msc" → "master"), from questions.yaml `degree-names`; keyed once per process. */
export function degreeLevels(layer: TextLayer): ReadonlyMap<string, string> {
  if (levels) return levels;
  levels = new Map();
  for (const [name, forms] of Object.entries(layer.vocabulary.questions['degree-names'])) {
    for (const form of [name, ...forms]) levels.set(layer.key(form.replace(/\W/g, ''), 'en'), layer.key(name, 'en'));
  }
  return levels;
}

/** Whether the degree level at `all[i]` is someone else's by the word after it: "PhD students", "master's programme". */
export function othersDegree(all: readonly Word[], i: number): boolean {
  return /^(student|candidate|supervisor|program|mentor)/.test(all[i + 1]?.text ?? '');
}

/**
 * Whether the level at `all[i]` of a Serbian question is the owner's degree: said alone ("Kada je završila master?") or of
 * studies ("Gde je završila osnovne studije sestrinstva?"); not after a preposition that makes it the setting ("tokom master
 * studija") nor before a noun that is what is asked ("master radova"). Serbian has no "her" to say it.
 */
export function ownedInSerbian(layer: TextLayer, all: readonly Word[], i: number): boolean {
  const prepositions = layer.vocabulary.questions['serbian-prepositions'];
  const next = all[i + 1];
  const studies = next !== undefined && [...layer.gloss(next.text), ...layer.translate(next.text)].some((gloss) => gloss === 'study' || gloss === 'academic' || degreeLevels(layer).has(gloss));
  return !prepositions.includes(all[i - 1]?.text ?? '') && (next === undefined || prepositions.includes(next.text) || studies);
}
