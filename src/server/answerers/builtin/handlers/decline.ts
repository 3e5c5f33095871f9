import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import type { Context, Handler } from '../context.js';

/**
 * Requests for work, for a change of role, for private details or about other topics are
 * declined politely. A private or off-topic word the portfolio itself uses as a topic ("health"
 * for a nurse, "children" for a paediatric surgeon) is a question about the work instead.
 */
export const decline: Handler = {
  name: 'decline',
  answer(context) {
    const { question, say, portfolio, topics } = context;
    if (!question.decline) return undefined;
    if ((question.decline === 'private' || question.decline === 'offtopic') && ownTopic(context)) return undefined;
    return say(`decline-${question.decline}`, { name: portfolio.owner.first, topics });
  },
};

let compiled: { private: PhraseSet; offtopic: PhraseSet } | undefined;

// Whether the words that made the question private or off-topic are the portfolio's own topic.
function ownTopic({ question, layer, portfolio, search }: Context): boolean {
  const lists = layer.vocabulary.keyed.questions.phrases;
  compiled ??= {
    private: phraseSet([...lists.private.always, ...lists.private.personal]),
    offtopic: phraseSet(lists.decline.offtopic),
  };
  const found = (question.decline === 'private' ? compiled.private : compiled.offtopic).find(question.text);
  const keys = layer.keysOf((found ?? '').replace(/\*/g, ' '), question.language).filter((key) => key.length > 3);
  if (keys.length === 0) return false;
  // The portfolio says the words, and the question asks something the portfolio answers with them.
  if (!portfolio.facts.some((fact) => keys.every((key) => fact.keys.has(key)))) return false;
  const best = search.rank(question)[0];
  return best !== undefined && best.coverage >= 0.75;
}
