import type { Handler } from '../context.js';

/**
 * "Who is she?", "What does he do?": the profile's headline and its first sentences. "What does he do
 * now?" asks for the work he does now, which the timeline answers from the dated entries.
 */
export const summary: Handler = {
  name: 'summary',
  answer(context) {
    const { question, portfolio } = context;
    if (!question.summary || question.terms.some((term) => !term.optional)) return undefined;
    if (question.time === 'current' && context.dated('work').some((entry) => entry.period!.present)) return undefined;
    // The loader's own "Name — headline" line is not the owner's words, nor is a line of the name alone ("# Katarina Vuković").
    const own = (text: string) => !text.startsWith(`${portfolio.owner.full} — `) && text.trim() !== portfolio.owner.full;
    const sentences = portfolio.owner.profile.filter((fact) => fact.label === undefined && own(fact.text)).map((fact) => fact.text);
    const intro = sentences.slice(0, 2).join(' ');
    if (intro === '') return portfolio.owner.headline ? `${portfolio.owner.full} — ${portfolio.owner.headline}.` : undefined;
    return intro.length > 180 ? sentences[0] : intro;
  },
};
