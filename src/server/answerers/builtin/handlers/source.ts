import { inFrame, showFact, withSource } from '../compose.js';
import type { Handler } from '../context.js';
import { mostSaid } from '../talked-of.js';

// Most of the last reply's words a line must hold to be where the reply came from.
const SOURCE_SHARE = 0.6;
// How much of the last reply is read.
const REPLY_CHARS = 500;

/**
 * "Where and when was that?" after "…she presented a poster on vancomycin dosing at the EAHP Congress": when
 * nothing else answers a follow-up that points back, the line the last reply was taken from answers it (its
 * date and place are there: "March 2019 — EAHP Congress, Barcelona: poster …"), unless the reply quoted it whole.
 */
export const source: Handler = {
  name: 'source',
  answer(context) {
    const { question, history, layer, portfolio, subject, say } = context;
    if (!question.pointsBack && !context.inherited) return undefined;
    const reply = [...history].reverse().find((turn) => turn.role === 'assistant')?.content.slice(0, REPLY_CHARS);
    if (!reply) return undefined;
    const said = new Set(layer.keysOf(reply, question.language));
    if (said.size < 3) return undefined;
    const best = mostSaid(portfolio.facts, said, Math.ceil(said.size * SOURCE_SHARE));
    if (!best || reply.includes(best.text.slice(0, 60))) return undefined;
    return withSource(inFrame(showFact(best), [best], say), best.entry !== subject ? best.entry : undefined, say);
  },
};
