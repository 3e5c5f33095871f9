import { spaced } from '../../../language/text.js';
import { inFrame, showFact, trimEnd, withSource } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { talkedOf } from '../talked-of.js';

// How long the lines told after a reply may run together.
const LONGEST = 320;
// How many turns back the replies said may be.
const RECENT = 6;
// How much of a line the replies must hold, by its words, for it to have been said.
const SAID_SHARE = 0.8;

/**
 * "Tell me more", "Anything else?", "Reci mi više": after a reply, the lines of what it was about that it did not say, in
 * the page's order (the entry the conversation is on, else the section its reply came from); when it said them all, that
 * this is all the portfolio says of it. Asked as the whole message only (questions.yaml `more-asks`): "What else does he
 * make?" asks something of its own.
 */
export const more: Handler = {
  name: 'more',
  answer(context) {
    const { history, layer, portfolio, say, subject } = context;
    // (What the recent replies said, so that a second "Tell me more" goes on from the first.)
    const reply = history.slice(-RECENT).filter((turn) => turn.role === 'assistant').map((turn) => turn.content).join('\n');
    if (reply === '' || !asksMore(context)) return undefined;
    const keys = new Set(layer.keysOf(reply, context.question.language));
    const said = (fact: Fact) => reply.includes(trimEnd(fact.text)) || [...fact.keys].filter((key) => keys.has(key)).length >= fact.keys.size * SAID_SHARE;
    const from = subject ? undefined : talkedOf(context, said);
    const lines = subject ? subject.facts : from ? portfolio.facts.filter((fact) => fact.section === from.section) : [];
    if (lines.length === 0) return undefined;
    const unsaid = lines.filter((fact) => !said(fact));
    const what = subject?.name ?? from!.heading.split(' › ').pop()!;
    if (unsaid.length === 0) return say('noMore', { what });
    const parts = [showFact(unsaid[0]!)];
    for (const fact of unsaid.slice(1)) {
      const next = `${trimEnd(fact.text)}.`;
      if (parts.join(' ').length + next.length > LONGEST) break;
      parts.push(next);
    }
    return withSource(inFrame(parts.join(' '), unsaid.slice(0, parts.length), say), unsaid[0]!.entry, say);
  },
};

// questions.yaml's requests for more, folded.
let requests: Set<string> | undefined;

function asksMore({ layer, question }: Context): boolean {
  requests ??= new Set(layer.vocabulary.questions['more-asks'].map((phrase) => spaced(phrase).trim()));
  return requests.has(spaced(question.text).trim());
}
