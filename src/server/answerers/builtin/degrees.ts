import type { TextLayer } from '../../language/analyzer.js';

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
