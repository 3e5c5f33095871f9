import { showFact, withSource } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { holdsAge } from '../ages.js';
import { MIN_COVERAGE } from './shared.js';

// The best hits a line of ages is looked for among.
const LOOKED_AT = 5;
// How much of the question a line that states ages must say when it is not among them, and one whose ages hold the age asked.
const LOOSE = 0.3;
const FITTING = 0.2;

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
    const hit = hits.find((candidate) => candidate.coverage >= MIN_COVERAGE && search.ages(candidate.fact).length > 0) ?? amongAges(context);
    if (!hit) return undefined;
    const holds = holdsAge(search.ages(hit.fact), question.age);
    return withSource(say(holds ? 'yes' : 'no', { fact: showFact(hit.fact) }), hit.fact.entry !== subject ? hit.fact.entry : undefined, say);
  },
};

// Of the lines that state ages, ranked among themselves: of a table of age groups, the row whose ages hold the one asked
// ("Creative movement · 4–6" for a 5-year-old); else the one that says most of the question, or the only one ("You must
// be 18 or older" under the field school's heading, for "Can my 16-year-old son join the field school?").
function amongAges({ question, search, subject, portfolio }: Context): { fact: Fact } | undefined {
  const stating = (subject ? subject.facts : portfolio.facts).filter((fact) => search.ages(fact).length > 0);
  const ranked = search.rank(question, { pool: stating, subject });
  return ranked.find((candidate) => candidate.coverage >= FITTING && holdsAge(search.ages(candidate.fact), question.age!)) ?? ranked.find((candidate) => candidate.coverage >= LOOSE) ?? (stating.length === 1 ? { fact: stating[0]! } : undefined);
}
