import type { Language } from '../../contract/languages.js';
import { knowledgeFor, translatedLanguages } from '../knowledge/languages.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Answerer } from './types.js';

/**
 * Builds one `T` per language view of `knowledge` (the default pages, and for
 * each translated language the view where its pages replace their originals)
 * and returns the lookup from a visitor's language to its `T`. Languages with
 * no pages of their own share the default one.
 */
export function perLanguageView<T>(knowledge: Knowledge, build: (view: Knowledge) => T): (language: Language) => T {
  const fallback = build(knowledge);
  const views = new Map(translatedLanguages(knowledge).map((language) => [language, build(knowledgeFor(knowledge, language))]));
  return (language) => views.get(language) ?? fallback;
}

/**
 * An answerer per language view of `knowledge`, answering each request with
 * the one for `input.language`. Without translated pages it is `build(knowledge)` itself.
 */
export function answererPerLanguage(knowledge: Knowledge, build: (view: Knowledge) => Answerer): Answerer {
  if (translatedLanguages(knowledge).length === 0) return build(knowledge);
  const all: Answerer[] = [];
  const forLanguage = perLanguageView(knowledge, (view) => {
    const answerer = build(view);
    all.push(answerer);
    return answerer;
  });
  return {
    name: all[0]!.name,
    answer: (input) => forLanguage(input.language).answer(input),
    async close() {
      await Promise.all(all.map((answerer) => answerer.close?.()));
    },
  };
}
