import type { Handler } from '../context.js';
import { bestHits, quote } from './shared.js';

const NUMBER = /\b(?!(?:19|20)\d{2}\b)\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|hundred|thousand|million)\b/i;

/** "How many …?": the fact that says the number; without one, the items of the list the question names, counted. */
export const count: Handler = {
  name: 'count',
  answer(context) {
    const { question } = context;
    if (question.kind !== 'how-many' || question.time === 'experience') return undefined;
    const hits = bestHits(context);
    if (!hits) return undefined;
    const top = hits[0]!;
    const numbered = hits.find((hit) => hit.coverage >= top.coverage * 0.85 && NUMBER.test(hit.fact.text));
    if (numbered) return quote(context, [numbered, ...hits.filter((hit) => hit !== numbered)]);
    // "How many languages does she speak?" over a list with no number: the list's items, counted.
    const items = hits.filter((hit) => hit.fact.listed && hit.fact.section === top.fact.section && hit.coverage >= top.coverage * 0.5);
    if (top.fact.listed) {
      const all = context.portfolio.facts.filter((fact) => fact.listed && fact.section === top.fact.section && fact.entry === top.fact.entry);
      if (all.length >= 2) return `${all.length}: ${all.map((fact) => fact.text.replace(/[.;]+$/, '')).join('; ')}.`.slice(0, 400);
    }
    return quote(context, items.length > 0 ? items : hits);
  },
};
