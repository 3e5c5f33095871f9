import type { Language } from '../../../contract/index.js';
import { textLayer } from '../../language/analyzer.js';
import { knowledgeFor, translatedLanguages } from '../../knowledge/languages.js';
import type { Knowledge } from '../../knowledge/types.js';
import type { Answer, AnswerInput, Answerer } from '../types.js';
import { joinNames, repliesFor, type Say } from './compose.js';
import { datedEntries, type Context } from './context.js';
import { resolveQuestion } from './conversation.js';
import { HANDLERS } from './handlers/index.js';
import { asWritten, SAID } from './handlers/shared.js';
import { englishTwin, type Portfolio } from './portfolio/model.js';
import { readPortfolio } from './portfolio/read.js';
import { createQuestionReader, type QuestionReader } from './question/read.js';
import { createSearch, type Search } from './search.js';

/** A portfolio read once for answering and retrieval: one view per language its pages are written in. */
export interface PortfolioIndex {
  reader: QuestionReader;
  view(language: Language): { portfolio: Portfolio; search: Search };
}

/**
 * Reads a loaded portfolio once: the default (English) pages, and for each translated language
 * the view where its pages replace their English twins (an English twin's facts still answer a
 * Serbian visitor after the Serbian page's own). Shared by the built-in answerer and retrieval.
 */
export function createPortfolioIndex(knowledge: Knowledge): PortfolioIndex {
  const layer = textLayer();
  const english = readPortfolio(knowledge, layer, 'en');
  const views = new Map<Language, { portfolio: Portfolio; search: Search }>();
  views.set('en', { portfolio: english, search: createSearch(english, layer) });
  const translatedView = (language: Language) => {
    const own = readPortfolio(knowledgeFor(knowledge, language), layer, 'sr');
    const translated = new Set(own.facts.map((fact) => englishTwin(fact.page.file)));
    const fallback = english.facts.filter((fact) => translated.has(fact.page.file)).map((fact) => ({ ...fact, fallback: true }));
    const portfolio = { ...own, facts: [...own.facts, ...fallback] };
    return { portfolio, search: createSearch(portfolio, layer) };
  };
  const languages = new Set(translatedLanguages(knowledge));
  return {
    reader: createQuestionReader(layer, knowledge.synonyms ?? []),
    // A translated view is read when its language is first asked in: an English visitor's answer
    // never reads the Serbian pages, so the server does not read them before its first answer.
    view(language) {
      if (!languages.has(language)) return views.get('en')!;
      let view = views.get(language);
      if (!view) views.set(language, (view = translatedView(language)));
      return view;
    },
  };
}

/**
 * The built-in answerer: no model, no network. It reads the portfolio into facts (sentences,
 * bullets, table rows, labelled lines) and entries (jobs, degrees, projects with their periods),
 * reads each question for its kind, its relation in time and its words (with their synonyms and
 * related words from the lexicon), and hands it to the first question-kind handler that answers
 * (handlers/index.ts). It declines requests for work, says so when nothing answers, follows the
 * previous turn, and answers a Serbian visitor from the Serbian pages where they exist. Deterministic.
 */
export function createExtractiveAnswerer(options: { knowledge: Knowledge; index?: PortfolioIndex }): Answerer {
  const layer = textLayer();
  const index = options.index ?? createPortfolioIndex(options.knowledge);
  const reader = index.reader;
  const thisYear = new Date().getUTCFullYear();

  const respond = (input: AnswerInput): string => {
    const { portfolio, search } = index.view(input.language);
    const say = repliesFor(layer, input.language);
    const language = input.language === 'sr-Latn' ? 'sr' : 'en';
    const read = reader.read(input.message, language, portfolio.owner);
    const { question, subject, inherited, confined } = resolveQuestion(read, input.history, reader, search, portfolio, layer);
    normalise(question, subject !== undefined);
    const context: Context = {
      question, portfolio, search, layer, say, language: input.language, history: input.history, subject, inherited, confined,
      // "Where does Jelena work now?" is answered "Jelena works at …"; "Where does she work?" with "She …".
      subjectName: input.language === 'en' && portfolio.owner.pronoun && !namesOwner(question, portfolio) ? portfolio.owner.pronoun : portfolio.owner.first,
      topics: topics(portfolio, input.message, say), thisYear,
      dated: (kind) => datedEntries(portfolio.entries, kind),
    };
    for (const handler of HANDLERS) {
      const reply = handler.answer(context);
      if (reply !== undefined) return reply;
    }
    // A name nothing in the portfolio says is named back: "The portfolio doesn't mention Java."
    const unsaid = question.terms.filter((term) => term.proper && !term.optional && !portfolio.facts.some((fact) => search.strength(term, fact) >= SAID));
    if (unsaid.length > 0 && unsaid.length === question.terms.filter((term) => term.proper && !term.optional).length) {
      return say('noMention', { thing: asWritten(context, unsaid) });
    }
    return say('notFound', { topics: context.topics, name: portfolio.owner.first });
  };

  return {
    name: 'extractive',
    async answer(input: AnswerInput): Promise<Answer> {
      input.signal?.throwIfAborted();
      return { reply: respond(input), answerer: 'extractive' };
    },
  };
}

// "Where does she work?", "What is her job?": the current one; "Where has she worked?": every one.
function normalise(question: Context['question'], hasSubject: boolean): void {
  const topic = question.terms.some((term) => !term.optional);
  if (!question.time && !topic && !hasSubject && !question.attribute && question.entryKind === 'work' && !question.past && (question.kind === 'where' || question.kind === 'what' || question.kind === 'who')) {
    question.time = 'current';
  }
}

// What a visitor could ask about instead: two projects (which two turns with the question), experience, skills.
function topics(portfolio: Portfolio, message: string, say: Say): string {
  const parts: string[] = [];
  // (A project with no line of its own, a page's "Overview" heading, is no topic; nor is one name twice.)
  const projects = [...new Set(portfolio.entries.filter((entry) => entry.kind === 'project' && entry.facts.length > 0).map((entry) => entry.name))];
  if (projects.length > 0) {
    const start = hash(message) % projects.length;
    const picked = [...new Set([projects[start]!, projects[(start + 1) % projects.length]!])];
    parts.push(say('topics-projects', { items: joinNames(picked, say('and')) }));
  }
  if (portfolio.entries.some((entry) => entry.kind === 'work')) parts.push(say('topic-experience', { name: portfolio.owner.first }));
  if (portfolio.entries.some((entry) => entry.kind === 'education')) parts.push(say('topic-education'));
  if (parts.length < 2) {
    // (A Serbian page's English twin is the same page: "usluge i services" offers one thing twice.)
    const titles = [...new Set(portfolio.facts.filter((fact) => !fact.fallback && !portfolio.owner.profile.includes(fact) && fact.page.title !== portfolio.owner.full).map((fact) => fact.page.title.toLowerCase()))];
    // (Not a page already offered by its kind: "Ivo’s experience and experience".)
    parts.push(...titles.filter((title) => !parts.some((part) => part.toLowerCase().includes(title))).slice(0, 2 - parts.length));
  }
  if (parts.length === 0) parts.push(say('topic-work', { name: portfolio.owner.first }));
  return joinNames(parts, say('and'));
}

// FNV-1a: a stable spread of questions over the projects offered.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function namesOwner(question: { words: readonly { text: string }[] }, portfolio: Portfolio): boolean {
  return question.words.some((word) => portfolio.owner.nameKeys.has(word.text));
}
