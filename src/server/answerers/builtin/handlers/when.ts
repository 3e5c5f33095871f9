import { withSource } from '../compose.js';
import type { Handler } from '../context.js';
import { showPeriod } from '../portfolio/periods.js';
import { bestHits, quote } from './shared.js';

/** "When did she start at X?", "When was the book published?": a dated fact that says it, else the entry's period. */
export const when: Handler = {
  name: 'when',
  answer(context) {
    const { question, subject, say } = context;
    if (question.kind !== 'when') return undefined;
    const topic = question.terms.filter((term) => !term.optional);
    const hits = topic.length > 0 || !subject ? bestHits(context) : undefined;
    const dated = hits?.find((hit) => hit.coverage >= hits[0]!.coverage * 0.9 && hit.fact.years.length > 0);
    if (dated && (!subject || dated.fact.entry === subject || dated.coverage === 1)) return quote(context, [dated]);
    const entry = subject ?? hits?.[0]?.fact.entry;
    if (entry?.period) return withSource(say('when', { what: entry.name, period: showPeriod(entry.period, say('present')) }), entry, say);
    return dated ? quote(context, [dated]) : undefined;
  },
};
