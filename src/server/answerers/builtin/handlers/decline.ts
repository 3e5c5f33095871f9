import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import type { Context, Handler } from '../context.js';
import { WORD_CLASS } from '../../../language/analyzer.js';
import type { Fact } from '../portfolio/model.js';
import { one } from './shared.js';

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
    const published = question.decline === 'private' ? publishedLine(context) : undefined;
    if (published) return one(context, published);
    if ((question.decline === 'private' || question.decline === 'offtopic') && ownTopic(context)) return undefined;
    if (question.decline === 'offtopic' && aboutOwnThing(context)) return undefined;
    return say(`decline-${question.decline}`, { name: portfolio.owner.first, topics });
  },
};

let compiled: { private: PhraseSet; aboutSomeone: PhraseSet; offtopic: PhraseSet } | undefined;

// questions.yaml's private and off-topic phrases, compiled once.
function phrasesOf(layer: Context['layer']): NonNullable<typeof compiled> {
  const lists = layer.vocabulary.keyed.questions.phrases;
  compiled ??= {
    private: phraseSet([...lists.private.always, ...lists.private.personal]),
    aboutSomeone: phraseSet(lists.private.always.filter((phrase) => phrase.includes('*'))),
    offtopic: phraseSet(lists.decline.offtopic),
  };
  return compiled;
}

// "What happens if the weather is too bad for my lesson?": the weather as the condition of a thing the portfolio offers
// is a question about that thing. The question says "if" or "when", another of its words names a thing the pages say
// (a noun WordNet knows, no name, no day or unit), and it is read as any other. "Will it rain on Kopaonik this
// weekend?" stays declined, and a joke always is.
// ("if" and "when" of a condition inside the question: not the "when" that asks when, nor "(tell me) if it will rain".)
const CONDITION = /(?<!^\s*|\b(?:tell|me|us|know|wonder|see|check|ask|say|pitam)\s)\b(?:if|ako|when|kad|kada|in case)\b/i;
function aboutOwnThing({ question, layer, search }: Context): boolean {
  const found = phrasesOf(layer).offtopic.find(question.text) ?? '';
  if (/joke|vic/.test(found) || !CONDITION.test(question.text)) return false;
  const offtopic = new Set(layer.keysOf(found.replace(/\*/g, ' '), question.language));
  return question.terms.some((term) => {
    const key = term.alternatives[0]!.keys.join(' ');
    return !term.proper && !term.framing && !offtopic.has(key) && (layer.relations.parts(key) & 1) !== 0 && (layer.relations.classes(key) & (WORD_CLASS.calendar | WORD_CLASS.unit)) === 0 && search.knows(key);
  });
}

// "What's your phone number?" where a page gives one under its own label ("Phone: +381 15 352 417", "Mobile: …"): what the
// owner publishes is no private matter, and the line answers. The label says every word of the private phrase but "number"
// (questions.yaml `private.unlabelled`) and nothing besides ("home address" is no workshop's "Address:", "date of birth" no course's "Dates:").
function publishedLine({ question, layer, portfolio }: Context): Fact | undefined {
  const found = phrasesOf(layer).private.find(question.text);
  if (!found || found.includes('*')) return undefined;
  const phrase = layer.keysOf(found, question.language);
  const unlabelled = new Set(layer.vocabulary.questions.private.unlabelled.flatMap((word) => [layer.key(word, 'en'), layer.key(word, 'sr')]));
  const named = phrase.filter((key) => !unlabelled.has(key));
  return named.length === 0 ? undefined : portfolio.facts.find((fact) => {
    const label = fact.label === undefined ? [] : layer.keysOf(fact.label, fact.language);
    return named.every((key) => label.includes(key)) && label.every((key) => phrase.includes(key));
  });
}

// Whether the words that made the question private or off-topic are the portfolio's own topic.
function ownTopic({ question, layer, portfolio, search }: Context): boolean {
  const phrases = phrasesOf(layer);
  const found = (question.decline === 'private' ? phrases.private : phrases.offtopic).find(question.text);
  // ("How much does she earn?" asks about someone, whatever "I earn my points" says: a phrase with a person's place is private.)
  if (question.decline === 'private' && phrases.aboutSomeone.find(question.text) !== undefined) return false;
  const keys = layer.keysOf((found ?? '').replace(/\*/g, ' '), question.language).filter((key) => key.length > 3);
  if (keys.length === 0) return false;
  // The portfolio says the words, and the question asks something the portfolio answers with them.
  if (!portfolio.facts.some((fact) => keys.every((key) => fact.keys.has(key)))) return false;
  const best = search.rank(question)[0];
  return best !== undefined && best.coverage >= 0.75;
}
