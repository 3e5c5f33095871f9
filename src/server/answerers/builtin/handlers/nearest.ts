import { showFact, withSource } from '../compose.js';
import type { Handler } from '../context.js';
import { focus, nearestHit } from './shared.js';

/**
 * The last resort before "the portfolio doesn't say": a fact that says what was asked only through
 * looser relations ("Which camera does he use?" and "shot on a medium-format Hasselblad") is not
 * given as the answer; it is shown as the nearest thing the portfolio says, after saying so. The
 * names asked about must still be said as written, and every thing asked about at least loosely.
 */
export const nearest: Handler = {
  name: 'nearest',
  answer(context) {
    const { question, search, subject, say } = context;
    const required = focus(question);
    const things = required.filter((term) => term.noun);
    if (things.length === 0) return undefined;
    // About an entry (named, or carried over from the conversation), only the entry's own facts are near.
    const hit = nearestHit(context, search.rank(question, subject ? { pool: subject.facts, subject } : {}), things);
    if (!hit) return undefined;
    return withSource(say('notSaidNearest', { fact: showFact(hit.fact) }), hit.fact.entry !== subject ? hit.fact.entry : undefined, say);
  },
};
