import type { Language } from '../../contract/languages.js';
import { knowledgeFor, translatedLanguages } from '../knowledge/languages.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Answerer } from './types.js';

/**
 * Builds one answerer per language view of `knowledge` (the default pages, and
 * for each translated language the view where its pages replace their
 * originals) and answers each request with the view of `input.language`.
 * Without translated pages it is `build(knowledge)` itself.
 */
export function answererPerLanguage(knowledge: Knowledge, build: (view: Knowledge, language?: Language) => Answerer): Answerer {
  const fallback = build(knowledge);
  const languages = translatedLanguages(knowledge);
  if (languages.length === 0) return fallback;
  const views = new Map<Language, Answerer>(languages.map((language) => [language, build(knowledgeFor(knowledge, language), language)]));
  const all = [fallback, ...views.values()];
  return {
    name: fallback.name,
    answer: (input) => (views.get(input.language) ?? fallback).answer(input),
    async close() {
      await Promise.all(all.map((answerer) => answerer.close?.()));
    },
  };
}

/**
 * Makes one function per language view of `knowledge` with `build` and returns
 * a function that dispatches on its last argument, the visitor's language.
 */
export function perLanguage<A extends unknown[], R>(
  knowledge: Knowledge,
  build: (view: Knowledge) => (...args: A) => R,
): (...args: [...A, Language]) => R {
  const fallback = build(knowledge);
  const views = new Map(translatedLanguages(knowledge).map((language) => [language, build(knowledgeFor(knowledge, language))]));
  return (...args) => {
    const language = args[args.length - 1] as Language;
    return (views.get(language) ?? fallback)(...(args.slice(0, -1) as A));
  };
}
