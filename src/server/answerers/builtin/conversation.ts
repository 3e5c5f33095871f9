import type { HistoryItem } from '../../../contract/index.js';
import type { TextLayer } from '../../language/analyzer.js';
import { spaced, words } from '../../language/text.js';
import { phraseSet, type PhraseSet } from '../../language/phrases.js';
import type { Entry, Portfolio } from './portfolio/model.js';
import type { Question } from './question/model.js';
import { asks } from './question/asks.js';
import { countedWord } from './question/shape.js';
import type { QuestionReader } from './question/read.js';
import type { Search } from './search.js';
import { CAREER, ownAnchor, placeAnchor, roleAnchor, studyAnchor } from './anchors.js';
import { AROUND } from './places.js';
import { MIN_COVERAGE, NEARLY, SAID } from './handlers/shared.js';

/** How many words make a message that only names a new subject or points back ("And Ledgerline?", "Where was that?"). */
const SHORT = 6;
// Bounds what a long earlier turn costs to read, and how far back a follow-up looks.
const TURN_CHARS = 500;
const FOLLOW_UP_TURNS = 6;
// How much an English cognate of a Serbian word counts.
const COGNATE = 0.8;
// How much a place within the place asked counts ("Ljubljana" for "Slovenia").
const WITHIN = 0.85;
const OPENERS = /^\s*(and|what about|how about|and what about|a|a sta je sa|sta je sa|sta kazes za|i)\b/i;

/** A question with the entry it is about, after reading the conversation before it. */
export interface Resolved {
  question: Question;
  subject?: Entry;
  /** The subject came from the conversation, not from the question. */
  inherited: boolean;
  /** A follow-up about the subject ("Is it open source?", "What about X?"): only the subject's facts answer it. */
  confined: boolean;
}

/**
 * Finds what a question is about: the entry it names, or, for a follow-up that points back or
 * names only a new subject, the entry and the question of the turns before it ("And before that?",
 * "Is it open source?", "What about Quillmate?").
 */
export function resolveQuestion(question: Question, history: readonly HistoryItem[], reader: QuestionReader, search: Search, portfolio: Portfolio, layer: TextLayer): Resolved {
  // A Serbian word the glossary lacks may be an English page's word in Serbian spelling ("konverzija", "klijent").
  for (const term of question.terms) {
    if (!term.unread) continue;
    const cognates = search.cognates(term.raw);
    if (cognates.length === 0) continue;
    term.alternatives = [...term.alternatives, ...cognates.map((key) => ({ keys: [key], weight: COGNATE }))];
    term.weight = Math.max(term.weight, 0.5);
  }
  // "Has he worked in Slovenia?": the places the pages name within a place asked ("Ljubljana") say it too.
  for (const term of question.terms) {
    if (!term.proper || !layer.relations.isPlace(term.raw.toLowerCase())) continue;
    const within = search.placesWithin(term.raw.toLowerCase()).map((name) => ({ keys: layer.keysOf(name, 'en'), weight: WITHIN }));
    // "Does he work in Sarajevo?" and "I work in … Bosnia and Herzegovina": the country or region it lies in.
    const around = (layer.relations.within(term.raw.toLowerCase())[0] ?? []).map((name) => ({ keys: layer.keysOf(name, 'en'), weight: AROUND }));
    term.alternatives = [...term.alternatives, ...[...within, ...around].filter((alternative) => alternative.keys.length > 0)];
  }
  // "Where was he before Bergen?": an anchor may be named by its place or any word of its title (the latest such entry).
  const anchoredInTime = question.time === 'before' || question.time === 'after';
  // (By any word of the words after "before" or "after" first: "her first job after university" is anchored at a university.)
  const anchorWords = /\b(?:before|after|prior to|pre|posle|nakon)\s+(.*)$/i.exec(question.text)?.[1] ?? question.text;
  // (Of the entries a loose word names, a step of the career: "before he joined the museum" is the museum job, not a talk on museums.)
  const byAnyWord = (text: string) => search.entryNamed(text, { kind: question.entryKind ?? CAREER, anyWord: true });
  const studied = anchoredInTime && question.entryKind !== 'education' ? studyAnchor(anchorWords, question, reader, search, portfolio, layer) : undefined;
  // (An anchor in time named by its name is a step of the career first: "before Savinja Transport" is the job, not the
  // "Savinja Transport, Driver of the Year" award.)
  // (Of any question, "his own practice", "her own studio" names that job before any entry a word of it names ("When did he
  // open his own office?", not a project for "three surveying offices"); one that asks for a name does not know it, and "What is
  // the name of his forge?" names no "Petković Forge".) ("Where did he do his apprenticeship?": the one step of the career
  // whose role it names, "Apprentice", is where; not "Where did she start out as an organist?", the first of several.)
  const own = studied ?? (anchoredInTime ? (ownAnchor(anchorWords, portfolio, layer) ?? roleAnchor(anchorWords, question, portfolio, layer)) : undefined) ?? (anchoredInTime ? undefined : ownAnchor(question.text, portfolio, layer)) ?? (asks(question, layer, 'name-asks') ? undefined : search.entryNamed(question.text, { kind: question.entryKind ?? (anchoredInTime ? CAREER : undefined), language: question.language })) ?? (anchoredInTime ? (placeAnchor(anchorWords, question, portfolio, layer) ?? byAnyWord(anchorWords) ?? byAnyWord(question.text)) : question.kind === 'where' && !question.time ? roleAnchor(question.text, question, portfolio, layer) : undefined);
  if (own) dropNameTerms(question, own, layer, portfolio);
  // "Tell me about Training Ship Sava", "Who funded Home First?", "What is the Danube Boat Licence School?": a kind word, a
  // time word or an attribute's word inside the name ("training", "first", "licence") asks for no kind of entry, no time
  // and no attribute.
  const at = own ? question.text.toLowerCase().indexOf(own.name.toLowerCase()) : -1;
  if (own && at >= 0 && ((question.entryKind && own.kind !== question.entryKind) || question.time || question.attribute)) {
    const without = reader.read(question.text.slice(0, at) + question.text.slice(at + own.name.length), question.language, portfolio.owner);
    if (question.entryKind && own.kind !== question.entryKind && !without.entryKind) delete question.entryKind;
    if (question.time && !without.time) delete question.time;
    if (question.attribute && !without.attribute) delete question.attribute;
  }
  const required = () => question.terms.filter((term) => !term.optional);
  const previous = lastTurn(history, 'user');
  // "And the year after?" after "How big was the box scheme in 2020?": that question, of 2021.
  const stepped = previous !== undefined ? yearStep(question, previous, layer) : undefined;
  if (stepped !== undefined) return resolveQuestion(reader.read(stepped, question.language, portfolio.owner), history, reader, search, portfolio, layer);
  const swappedText = previous !== undefined ? swapped(question, previous, layer) : undefined;
  if (swappedText !== undefined) return resolveQuestion(reader.read(swappedText, question.language, portfolio.owner), history, reader, search, portfolio, layer);
  const reply = lastTurn(history, 'assistant');
  if (previous === undefined && reply === undefined) return { question, subject: own, inherited: false, confined: false };
  const short = question.text.trim().split(/\s+/).length <= SHORT;
  // (Not "What languages does she speak?": an attribute of hers is asked about her.)
  const aboutOwner = question.mentionsOwner;
  const elliptical = short && (OPENERS.test(question.text) || (required().length === 0 && !(question.attribute && aboutOwner)));
  const before = previous !== undefined ? reader.read(previous, question.language, portfolio.owner) : undefined;
  // The entry the conversation is on: named in the last user turn, else in the turns before it.
  // (A question of before or after names its anchor; the entry its reply names is the one asked for.)
  const previousEntry = lastNamed(history, search, before?.time !== 'before' && before?.time !== 'after');
  // "And before that?", "And after?": the same relation, from the entry the last reply ended on.
  if ((question.time === 'before' || question.time === 'after') && !own && !question.year) {
    // (A step of the career first: not a project the reply ends on, "… running Home First and Next Step".)
    const said = reply !== undefined ? search.entrySaidLast(reply) : undefined;
    const step = (entry: Entry | undefined) => (entry && (CAREER as readonly Entry['kind'][]).includes(entry.kind) ? entry : undefined);
    const anchor = step(said) ?? step(previousEntry) ?? said ?? previousEntry;
    if (before?.entryKind && !question.entryKind) question.entryKind = before.entryKind;
    if (anchor) {
      // A bare "and before that?" after a question of no kind ("where did he do his postdoc?") walks the whole
      // timeline, degrees included; after "where did she work?" only the jobs.
      if (!question.entryKind && before?.entryKind === undefined && anchor.kind === 'work') question.anyKind = true;
      else question.entryKind ??= anchor.kind;
      return { question, subject: anchor, inherited: true, confined: false };
    }
  }
  // "What about Quillmate?" after "How many stars does Kestrel have?": the new entry, the question asked before.
  // ("What about the ACL course?" after "How long is the youth course?": the question, about the new words.)
  // (Not "And what was her thesis about?": a question of its own after the opener asks its own kind.)
  if (elliptical && OPENERS.test(question.text) && !asksOwnKind(question.text, layer) && before && !question.time && !question.attribute) {
    carryFrame(question, before, previousEntry, layer, portfolio);
    return { question, subject: own, inherited: false, confined: own !== undefined };
  }
  if (own) return { question, subject: own, inherited: false, confined: false };
  // A question about another kind of entry ("what did she study" after a job) starts afresh.
  if (question.entryKind && !question.pointsBack) return { question, inherited: false, confined: false };
  const fromReply = reply !== undefined ? (search.entrySaidLast(reply) ?? search.sectionSaid(reply)) : undefined;
  // ("How long does that one take?" after "What's the monasteries trip like?": the section that answered it.)
  const subject = previousEntry ?? (previous !== undefined ? search.sectionSaid(previous) : undefined) ?? fromReply ?? (question.pointsBack || elliptical ? topicSaid(reply, question.language, reader, search, portfolio) : undefined);
  if (!subject) return { question, inherited: false, confined: false };
  // "Is it open source?", "Where was that?", "How big are the groups?": the subject of the last turn, and for
  // a bare follow-up ("And since when?") the last question's words too. Only the subject answers it.
  if (question.pointsBack || elliptical) {
    // ("What did she do there?" points back and asks afresh: nothing of the question before is carried; nor after an opener,
    // "And what did she do there?".)
    const bare = (OPENERS.test(question.text) && !asksOwnKind(question.text, layer)) || !question.pointsBack;
    if (bare && required().length === 0 && !question.attribute && before && question.kind === 'what') carryFrame(question, before, previousEntry, layer, portfolio);
    // ("How long is it?" after "Tell me about the Samokovska River Descent", a row of a table of routes: the names the last
    // question said, where they name no entry, say which line of the section it is about.)
    else if (required().length === 0 && !previousEntry && before) question.terms = [...question.terms, ...before.terms.filter((term) => term.proper && /^\p{Lu}/u.test(term.raw))];
    return { question, subject, inherited: true, confined: true };
  }
  // "Who were the partners?" right after a project: a short question about no one, whose words that entry's
  // own lines say ("Partners: …"), goes on about it; other entries may still answer.
  const fits = required().length > 0 && required().every((term) => subject.facts.some((fact) => search.strength(term, fact) >= SAID));
  if (short && !aboutOwner && fits) return { question, subject, inherited: true, confined: false };
  // ("When did she join?" after a reply that names the rescue service: a verb with nothing asked beside it is about that
  // entry first, though others may answer.)
  if (short && required().length > 0 && required().every((term) => term.framing)) return { question, subject, inherited: true, confined: false };
  return { question, inherited: false, confined: false };
}

// The entry or section of the lines a reply says best, its words read as words to find (not a line under the title of a
// page of entries: the next best line's).
function topicSaid(reply: string | undefined, language: Question['language'], reader: QuestionReader, search: Search, portfolio: Portfolio): Entry | undefined {
  const hits = reply !== undefined ? search.rank(reader.read(reply, language, portfolio.owner)) : [];
  const answering = hits.filter((hit) => hit.coverage >= MIN_COVERAGE && hit.score >= NEARLY * hits[0]!.score);
  for (const hit of answering) {
    const topic = search.topicOf(hit.fact);
    if (topic) return topic;
  }
  return undefined;
}

// Whether what follows a follow-up's opener ("and", "i") opens with a question word of its own.
let questionWords: PhraseSet | undefined;
function asksOwnKind(text: string, layer: TextLayer): boolean {
  return kindPhrases(layer).opens(` ${words(text.replace(OPENERS, '')).map((word) => word.text).join(' ')} `);
}
function kindPhrases(layer: TextLayer): PhraseSet {
  return (questionWords ??= phraseSet(Object.values(layer.vocabulary.keyed.questions.phrases.kinds).flat()));
}

// The previous question's kind and words, for a follow-up that only names a new subject.
function carryFrame(question: Question, before: Question, previousEntry: Entry | undefined, layer: TextLayer, portfolio: Portfolio): void {
  if (previousEntry) dropNameTerms(before, previousEntry, layer, portfolio);
  if (OPENERS.test(question.text) || question.kind === 'what') question.kind = before.kind;
  question.attribute ??= before.attribute;
  question.time ??= before.time;
  question.entryKind ??= before.entryKind;
  if (question.terms.every((term) => term.optional)) question.terms = [...question.terms, ...before.terms];
}

// The words that name the subject say which entry, not what about it.
function dropNameTerms(question: Question, entry: Entry, layer: TextLayer, portfolio: Portfolio): void {
  const name = new Set(layer.keysOf(`${entry.name} ${entry.kind === 'education' ? (entry.role ?? '') : ''}`, portfolio.language));
  const folded = spaced(entry.name);
  // (Asked when or how long, a degree's level said another way names it too: "doktorirala" of "PhD in Ethnology"; so does
  // it asked where, when nothing but verbs is asked besides, "Where did he do his master's?", not "Gde je radio tokom doktorata?".)
  const isLevel = (term: Question['terms'][number]) => term.alternatives.some((alternative) => alternative.weight >= 0.9 && alternative.keys.length === 1 && alternative.keys[0]! in layer.vocabulary.questions['degree-names'] && entry.aliases.has(alternative.keys[0]!));
  const whereOnly = question.kind === 'where' && question.terms.every((term) => term.optional || term.framing || isLevel(term));
  const level = (term: Question['terms'][number]) => entry.kind === 'education' && (question.kind === 'when' || question.kind === 'how-long' || whereOnly) && isLevel(term);
  // ("How many apprentices has he had?" of his section "Apprentices": the word counted is still counted.)
  const counted = countedWord(question)?.raw;
  question.terms = question.terms.filter((term) => {
    const own = term.alternatives[0]!.keys;
    return term.raw === counted || (!own.every((key) => name.has(key)) && !folded.includes(spaced(term.raw)) && !level(term));
  });
}

// The entry the last few turns named, newest first: a user's question or a reply ("Is it open source?" then
// "How many stars does it have?" are both about the Kestrel of the turn before). Within one exchange the
// question names it before its reply does ("Tell me about Home First" → "…a SafeHome Foundation programme").
function lastNamed(history: readonly HistoryItem[], search: Search, askedFirst: boolean): Entry | undefined {
  const oldest = Math.max(0, history.length - FOLLOW_UP_TURNS);
  // (A reply is read with the question it answered, unless that asked before or after an anchor: "Tell me about the tavern
  // exhibition" tells which of the reply's entries it is about; "… before Danube River Lines?" names its anchor.)
  const named = (turn: HistoryItem, question?: HistoryItem): Entry | undefined => (turn.role === 'user' ? search.entryNamed(turn.content.slice(0, TURN_CHARS)) : search.entrySaidLast(turn.content.slice(0, TURN_CHARS), askedFirst ? question?.content.slice(0, TURN_CHARS) : undefined));
  for (let i = history.length - 1; i >= oldest; i--) {
    const turn = history[i]!;
    const question = turn.role === 'assistant' && i > oldest && history[i - 1]!.role === 'user' ? history[i - 1] : undefined;
    const asked = askedFirst && question ? named(question) : undefined;
    const found = asked ?? named(turn, question);
    if (found) return found;
  }
  return undefined;
}

function lastTurn(history: readonly HistoryItem[], role: HistoryItem['role']): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.role === role) return history[i]!.content.slice(0, TURN_CHARS);
  return undefined;
}

let steps: { after: PhraseSet; before: PhraseSet } | undefined;

// The last question with its year moved by one, when the message is only a step of a year ("the year after").
function yearStep(question: Question, previous: string, layer: TextLayer): string | undefined {
  const phrases = layer.vocabulary.keyed.questions.phrases['year-steps'];
  steps ??= { after: phraseSet(phrases.after), before: phraseSet(phrases.before) };
  const flat = ` ${spaced(question.text.replace(OPENERS, '')).trim()} `;
  const step = steps.after.find(flat)?.length === flat.trim().length ? 1 : steps.before.find(flat)?.length === flat.trim().length ? -1 : 0;
  const year = /\b(?:19|20)\d{2}\b/.exec(previous);
  return step !== 0 && year ? previous.replace(year[0], String(Number(year[0]) + step)) : undefined;
}

// "And for category A?" after "Which truck do you use for category C?": that question, its last phrase after the
// follow-up's first word (questions.yaml `swap-leads`) swapped for the follow-up's ("… for category A?").
// (Not one that asks a question of its own anywhere: "And for how long?")
function swapped(question: Question, previous: string, layer: TextLayer): string | undefined {
  if (!OPENERS.test(question.text) || asksOwnKind(question.text, layer)) return undefined;
  const rest = question.text.replace(OPENERS, '').trim().replace(/[?!.\s]+$/, '');
  if (kindPhrases(layer).find(` ${words(rest).map((word) => word.text).join(' ')} `) !== undefined) return undefined;
  const lead = rest.split(/\s+/)[0]!.toLowerCase();
  const at = layer.vocabulary.questions['swap-leads'].includes(lead) ? previous.toLowerCase().lastIndexOf(` ${lead} `) : -1;
  return at < 0 || rest.split(/\s+/).length < 2 ? undefined : `${previous.slice(0, at)} ${rest}?`;
}
