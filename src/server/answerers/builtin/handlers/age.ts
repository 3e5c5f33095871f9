import { showFact, withSource } from '../compose.js';
import type { Handler } from '../context.js';
import { holdsAge } from '../ages.js';
import { MIN_COVERAGE } from './shared.js';

// The best hits a line of ages is looked for among.
const LOOKED_AT = 5;

/**
 * "Can my 11-year-old come to the summer camp?", "Is the class OK for a four-year-old?": of the best lines for the
 * question, the first that states ages ("rowers aged 13 to 18", "children under 14 come with a parent") answers yes
 * when its ages hold the one asked and no when they leave it out, with the line as written.
 */
export const age: Handler = {
  name: 'age',
  answer(context) {
    const { question, search, subject, say } = context;
    if (question.age === undefined || question.kind !== 'yes-no') return undefined;
    const hits = search.rank(question, subject ? { subject } : {}).slice(0, LOOKED_AT);
    const hit = hits.find((candidate) => candidate.coverage >= MIN_COVERAGE && search.ages(candidate.fact).length > 0);
    if (!hit) return undefined;
    const holds = holdsAge(search.ages(hit.fact), question.age);
    return withSource(say(holds ? 'yes' : 'no', { fact: showFact(hit.fact) }), hit.fact.entry !== subject ? hit.fact.entry : undefined, say);
  },
};
