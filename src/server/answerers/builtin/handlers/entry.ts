import { composeList } from '../compose.js';
import type { Handler } from '../context.js';
import { periodOf } from '../compose.js';
import { describe } from './shared.js';

/** "Tell me about X", "What did she do at X?", "What did she do there?": the entry named or pointed at, described; for a past job, what she did there. */
export const entry: Handler = {
  name: 'entry',
  answer(context) {
    const { question, subject, say } = context;
    // An entry from the turns before is described when the question only points back to it ("What did she do there?").
    const pointedAt = context.inherited && question.pointsBack && !question.time;
    if (!subject || (context.inherited && !pointedAt) || question.terms.some((term) => !term.optional) || question.attribute) return undefined;
    if (question.kind !== 'what' && question.kind !== 'who' && question.kind !== 'how') return undefined;
    // (Not the bullet that is the entry itself: "2013 – 2019: First Officer, MS Rheinperle, …".)
    const done = subject.kind === 'work' ? subject.facts.filter((fact) => fact.listed && !fact.text.includes(subject.title)) : [];
    if (question.past && done.length > 0) return `${subject.title}${periodOf(subject, say)}:\n${composeList(done)}`;
    return describe(subject, context);
  },
};
