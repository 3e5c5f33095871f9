import { withSource } from '../compose.js';
import type { Handler } from '../context.js';
import { bestHits, one, quote } from './shared.js';

/** "Where is she based?", "Where is X?": a labelled place, an entry's place, else a fact that names a place. */
export const where: Handler = {
  name: 'where',
  answer(context) {
    const { question, subject, portfolio, say } = context;
    if (question.kind !== 'where') return undefined;
    const topic = question.terms.filter((term) => !term.optional);
    // "Where is she based?", "Where is she from?": the profile's labelled line, before any entry's.
    if (question.attribute && (question.attribute.name === 'location' || question.attribute.name === 'origin') && topic.length === 0 && !subject) {
      const labels = question.attribute.labels;
      const line = portfolio.facts.find((fact) => fact.label !== undefined && labels.some((label) => fact.label!.toLowerCase() === label) && fact.entry === undefined);
      if (line) return one(context, line);
    }
    if (subject && topic.length === 0) {
      const line = subject.facts.find((fact) => fact.label !== undefined && /^(location|city|place|where|lokacija|grad|mesto)$/i.test(fact.label));
      const place = line?.value ?? subject.location;
      if (place) return withSource(`${subject.name}: ${place.replace(/[.]+$/, '')}.`, subject, say);
    }
    return quote(context, bestHits(context));
  },
};
