import { showFact, withSource } from '../compose.js';
import type { Handler } from '../context.js';
import { nearestHits } from './near.js';
import { focus } from './shared.js';

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
    const near = nearestHits(context, search.rank(question, subject ? { pool: subject.facts, subject } : {}), things, (hit) => showFact(hit.fact));
    if (near.length === 0) return undefined;
    const fact = near.map((hit) => showFact(hit.fact)).join(' ');
    return withSource(say('notSaidNearest', { fact }), near[0]!.fact.entry !== subject ? near[0]!.fact.entry : undefined, say);
  },
};
