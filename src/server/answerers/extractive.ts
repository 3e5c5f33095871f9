import type { Knowledge, Section } from '../knowledge/types.js';
import { createRetriever, previousUserTurn, type Retriever } from '../retrieval.js';
import { fold, stem, tokenize, yearsCovered } from '../retrieval/text.js';
import { ownerMatcher } from '../retrieval/query.js';
import { composeAbout, composeFound, composeProjects } from './extractive/compose.js';
import { splitUnits, type Unit } from './extractive/excerpt.js';
import { detectIntent, requestedLanguage } from './extractive/intents.js';
import { phrasesFor, type Phrases } from './extractive/phrases.js';
import { askedDirection, neighbourInTime } from './extractive/sequence.js';
import { readPortfolio, suggestTopics, type PortfolioFacts } from './extractive/portfolio.js';
import type { Answer, AnswerInput, Answerer } from './types.js';

// Questions about the owner as a person rather than one topic.
const ABOUT = /\b(who|about|yourself|herself|himself|themselves|bio|biography|background|introduce|introduction|overview|summary|ko je|ko si|o sebi|o njoj|o njemu|predstavi\w*|biografij\w*)\b|\bwhat (does|do) (she|he|they|you) do\b/;
// Where the owner lives or comes from: the introduction says it when no fact does.
const LOCATION =
  /\bwhere (is|are|was) (she|he|they|you|\w+) (from|based|located|living)\b|\bwhere (does|do|did) (she|he|they|you|\w+) (live|come from|grow up)\b|\b(odakle|gde (zivi|zive|je rodjen|zivis))\b/;
// How far the visitor's own matches may trail the previous turn's subject before the subject leads.
const SUBJECT_MARGIN = 0.5;
// Words that, alone with "project", ask for the list of projects.
const LIST_WORDS = new Set(
  'project built build work mak mad portfolio open source side personal main notabl recent latest all other best favorit github repo repositor'
    .split(' ')
    .map(stem),
);
const PROJECT = stem('project');
// A follow-up with no topic of its own ("Tell me more about it").
const POINTS_BACK = /\b(it|its|that|this|those|these|they|them|more|else|to|tome|tog|toga|taj|tu|ovo|jos|vise)\b/;

/**
 * The built-in answerer: no model, no network. It retrieves the portfolio
 * sections that best match the question (and the previous user turn) and
 * quotes them with their titles and links; it greets, thanks, declines what the
 * assistant must not do, and says so when nothing matches. Deterministic.
 */
export function createExtractiveAnswerer(options: { knowledge: Knowledge; retriever?: Retriever }): Answerer {
  const { knowledge } = options;
  // A retriever already built over the same knowledge (the model path's) saves indexing it twice.
  const retriever = options.retriever ?? createRetriever(knowledge);
  const facts = readPortfolio(knowledge);
  const isOwner = ownerMatcher(knowledge.profile.name);
  const unitCache = new Map<string, Unit[]>();
  const unitsOf = (section: Section): Unit[] => {
    let units = unitCache.get(section.id);
    if (!units) unitCache.set(section.id, (units = splitUnits(section.text)));
    return units;
  };
  const currentYear = new Date().getUTCFullYear();
  const yearCache = new Map<string, ReadonlySet<number>>();
  const yearsOf = (section: Section): ReadonlySet<number> => {
    let years = yearCache.get(section.id);
    if (!years) yearCache.set(section.id, (years = new Set(yearsCovered(`${section.heading}\n${section.text}`, currentYear))));
    return years;
  };

  const answerQuestion = (input: AnswerInput, phrases: Phrases, greeted: boolean): string => {
    const topics = suggestTopics(facts, phrases.topicWords);
    const previous = previousUserTurn(input.history);
    const search = retriever.searchTurn(input.message, previous);
    const text = fold(input.message);
    const content = search.messageContent;
    const prefix = greeted ? `${phrases.hello} ` : '';
    // "And before that?": the dated entry next to the one the previous turn was about.
    const direction = previous !== undefined && content.length <= 2 ? askedDirection(input.message) : undefined;
    if (direction && previous !== undefined) {
      const before = retriever.searchTurn(previous, undefined);
      const subject = before.hits.find((hit) => hit.fromMessage)?.section;
      const next = subject && neighbourInTime(subject, direction, before.terms, knowledge.sections, unitsOf, yearsOf);
      if (next) {
        const hit = { section: next.section, score: 1 };
        return prefix + composeFound([hit], new Map([[String(next.year), 1]]), facts, phrases, unitsOf, yearsOf);
      }
    }
    if (content.length === 0) {
      const followUp = previous !== undefined && POINTS_BACK.test(text) && search.hits.length > 0;
      if (!followUp && (ABOUT.test(text) || LOCATION.test(text) || tokenize(text).some(isOwner))) return prefix + composeAbout(facts, phrases, unitsOf);
      if (greeted) return phrases.greeting(facts.name, topics);
      if (previous !== undefined && search.hits.length > 0) return prefix + composeFound(search.hits, search.terms, facts, phrases, unitsOf, yearsOf);
      return phrases.notFound(facts.name, topics);
    }
    if (facts.projects.length >= 2 && content.includes(PROJECT) && content.every((term) => LIST_WORDS.has(term))) {
      return prefix + composeProjects(facts, phrases, unitsOf);
    }
    const hits = search.hits.filter((hit) => hit.fromMessage);
    // A follow-up keeps its subject even when the subject's section never uses
    // the asked word ("Which microcontroller?" after BeeKeeper, whose text says STM32WL).
    const subject = search.hits[0];
    if (previous !== undefined && subject && !subject.fromMessage && (search.pointsBack || content.length <= 1)) {
      if (search.pointsBack || hits.length === 0 || hits[0]!.score < subject.score * SUBJECT_MARGIN) hits.unshift(subject);
    }
    if (hits.length === 0 && LOCATION.test(text)) return prefix + composeAbout(facts, phrases, unitsOf);
    if (hits.length === 0) return prefix + phrases.notFound(facts.name, topics);
    return prefix + composeFound(hits, search.terms, facts, phrases, unitsOf, yearsOf);
  };

  const respond = (input: AnswerInput): string => {
    const phrases = phrasesFor(requestedLanguage(input.message) ?? input.language);
    const intent = detectIntent(input.message);
    switch (intent.kind) {
      case 'decline':
        return withContact(phrases.decline(intent.topic, facts.name), facts, phrases);
      case 'offtopic':
        // "weather" is small talk unless the portfolio itself talks about it (a weather app).
        if (tokenize(intent.word).every((token) => facts.vocabulary.has(token))) return answerQuestion(input, phrases, false);
        return `${phrases.decline('general', facts.name)} ${phrases.suggest(suggestTopics(facts, phrases.topicWords))}`;
      case 'thanks':
        return phrases.thanks(facts.name);
      case 'help':
        return phrases.help(facts.name, suggestTopics(facts, phrases.topicWords));
      case 'greeting':
        return phrases.greeting(facts.name, suggestTopics(facts, phrases.topicWords));
      case 'question':
        return answerQuestion(input, phrases, intent.greeted);
    }
  };

  return {
    name: 'extractive',
    async answer(input: AnswerInput): Promise<Answer> {
      input.signal?.throwIfAborted();
      return { reply: respond(input), answerer: 'extractive' };
    },
  };
}

function withContact(text: string, facts: PortfolioFacts, phrases: Phrases): string {
  return facts.contactRoute ? `${text}\n\n${phrases.contact(facts.name, facts.contactRoute)}` : text;
}
