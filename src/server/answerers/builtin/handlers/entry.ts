import { composeList } from '../compose.js';
import type { Handler } from '../context.js';
import { periodOf } from '../compose.js';
import { describe } from './shared.js';

/** "Tell me about X", "What did she do at X?": the entry the question names, described; for a past job, what she did there. */
export const entry: Handler = {
  name: 'entry',
  answer(context) {
    const { question, subject, say } = context;
    if (!subject || context.inherited || question.terms.some((term) => !term.optional) || question.attribute) return undefined;
    if (question.kind !== 'what' && question.kind !== 'who' && question.kind !== 'how') return undefined;
    const done = subject.kind === 'work' ? subject.facts.filter((fact) => fact.listed) : [];
    if (question.past && done.length > 0) return `${subject.title}${periodOf(subject, say)}:\n${composeList(done)}`;
    return describe(subject, context);
  },
};
