import type { HistoryItem } from '../../../contract/index.js';
import type { Lexicon } from '../../language/lexicon.js';
import { keysOf } from '../../language/words.js';
import { nameOf, type Entry, type Fact, type FactBase } from './facts.js';
import { readQuestion, type Question } from './question.js';
import type { FactSearch } from './search.js';
import { lastTurn, userTurns } from './turns.js';

// At most this many words make a message that only names a new subject ("And what about Ledgerline?").
const SHORT_FOLLOW_UP = 5;
// How many earlier user turns a follow-up looks back for what was asked.
const FOLLOW_UP_DEPTH = 3;
// A reply that has this share of a fact's words quoted it.
const QUOTED = 0.7;
/** Below this share of the question's words, the best fact does not answer it. */
export const MIN_COVERAGE = 0.5;

/** The entry a question is about, and whether it came from the conversation rather than the question. */
export interface Subject {
  entry?: Entry;
  inherited: boolean;
}

/** Finds what a question is about: the entry it names, or the one the conversation is on. */
export interface Subjects {
  /** The question's entry; when the question named it, its name leaves the terms and a bare follow-up takes the last question's ask. */
  subjectOf(q: Question, history: readonly HistoryItem[]): Subject;
  /** The list item or sentence the last reply quoted in part, when it says more than the reply did. */
  quotedFact(history: readonly HistoryItem[]): Fact | undefined;
  /** A section that is no entry, as one: its heading, its facts and the first link in them. */
  standIn(fact: Fact): Entry;
}

/** Builds the subject finder over a portfolio's facts. */
export function createSubjects(base: FactBase, search: FactSearch, lexicon: Lexicon, ownerKeys: ReadonlySet<string>): Subjects {
  const nameKeys = (entry: Entry) => new Set(keysOf(nameOf(entry)));
  const namesOwner = (q: Question): boolean => [...q.keys].some((key) => ownerKeys.has(key));

  const standIn = (fact: Fact): Entry => {
    const facts = base.facts.filter((other) => other.section === fact.section);
    const link = facts.map((other) => /https?:\/\/[^\s)]+[^\s).,;]/.exec(other.text)?.[0]).find(Boolean);
    const stand: Entry = { id: -1, title: fact.heading, page: fact.page, facts };
    if (link) stand.link = link;
    return stand;
  };

  // "Is it open source?" after a question whose answer was a section that is no entry
  // ("phenoshift (R package)" on a Software page): that section stands in for the entry.
  const sectionOf = (previous: string): Entry | undefined => {
    const top = search.rank(readQuestion(previous, lexicon, ownerKeys))[0];
    if (!top || top.coverage < MIN_COVERAGE) return undefined;
    return standIn(top.fact);
  };

  const find = (q: Question, history: readonly HistoryItem[]): Subject => {
    const own = search.entryNamed(q.keys, q.text);
    // "Which hospitals has she worked at?" asks for many: a word of one name ("St Thomas' Hospital") does not pick it.
    const many = (q.kind === 'which' || q.kind === 'list') && q.entryKind !== undefined;
    // "How long was he a postdoc?", "When did she finish her master's in physics?": the one entry with that role,
    // unless the entry the question names says as much of it.
    // ("What did she study as an undergraduate?": the one degree whose name says it, the BSc.)
    const timed = q.kind === 'when' || q.kind === 'how-long' || q.time === 'before' || q.time === 'after';
    const byRole = timed || (q.entryKind === 'education' && q.kind === 'what') ? search.entryByRole(q) : undefined;
    const says = (e: Entry) => search.termsSaid(q, `${e.role ?? ''} ${e.org ?? e.title}`);
    if (own && (!many || search.saysName(own, q.text)) && (!byRole || says(own) >= says(byRole))) return { entry: own, inherited: false };
    if (byRole) return { entry: byRole, inherited: false };
    // "Where was he before Bergen?" with two jobs in Bergen: the latest is the one to go back from.
    const anchor = q.time === 'before' || q.time === 'after' ? search.entryNamed(q.keys, q.text, true, q.entryKind) : undefined;
    if (anchor) return { entry: anchor, inherited: false };
    const previous = lastTurn(history, 'user');
    const reply = lastTurn(history, 'assistant');
    if (previous === undefined && reply === undefined) return { inherited: false };
    const fromPrevious = previous !== undefined ? search.entryNamed(new Set(keysOf(previous)), previous) : undefined;
    // "Before X, she worked at Y": the reply is about the entry it names last.
    const fromReply = reply !== undefined ? (search.entrySaidLast(reply) ?? search.entryNamed(new Set(keysOf(reply)), reply)) : undefined;
    const inTime = q.time === 'before' || q.time === 'after';
    const entry = inTime ? (fromReply ?? fromPrevious) : (fromPrevious ?? fromReply);
    // A question about another kind of entry ("what did she study" after a job) starts afresh.
    if ((q.entryKind && !q.pointsBack) || namesOwner(q)) return { inherited: false };
    if (!entry) return q.pointsBack && previous !== undefined ? { entry: sectionOf(previous), inherited: true } : { inherited: false };
    // A follow-up either points back ("is it open source") or has little topic of its own.
    // ("Which microcontroller?" after a project keeps the project when the project answers it.)
    const answersIt = q.terms.filter((term) => !term.optional).length === 1 && (search.rank(q, entry)[0]?.coverage ?? 0) === 1;
    if (q.pointsBack || q.terms.length === 0 || answersIt || inTime) return { entry, inherited: true };
    return { inherited: false };
  };

  // "And Ledgerline?" after "How many stars does Kestrel have?": the new entry, the previous question's attribute.
  // ("What about Quillmate?" next keeps asking for stars: the last user turns are searched for the attribute.)
  const carry = (q: Question, entry: Entry, history: readonly HistoryItem[]): void => {
    const asks = q.terms.length === 0 && !q.attribute && q.time === undefined && q.keys.size <= SHORT_FOLLOW_UP;
    for (const previous of asks ? userTurns(history, FOLLOW_UP_DEPTH) : []) {
      const before = readQuestion(previous, lexicon, ownerKeys);
      const named = search.entryNamed(new Set(keysOf(previous)), previous);
      const other = named ? nameKeys(named) : new Set<string>();
      const terms = before.terms.filter((term) => !term.alternatives[0]!.every((key) => other.has(key)));
      if (named === entry || (!before.attribute && terms.length === 0)) continue;
      Object.assign(q, { kind: before.kind, attribute: before.attribute, attributeKeys: before.attributeKeys, time: before.time, terms });
      // The words asked before are kept only where the new entry has them ("who did she start it with" → its people).
      if ((search.rank(q, entry)[0]?.coverage ?? 0) < MIN_COVERAGE) Object.assign(q, { terms: [], attribute: undefined, attributeKeys: undefined });
      return;
    }
  };

  return {
    subjectOf(q, history) {
      const subject = find(q, history);
      if (subject.entry && !subject.inherited) {
        // The words that name the subject say which entry, not what about it.
        const name = nameKeys(subject.entry);
        // A degree named by what it is ("an undergraduate" for a BSc): any word for its role names it.
        const role = new Set(subject.entry.kind === 'education' && q.kind === 'what' ? keysOf(subject.entry.role ?? '') : []);
        q.terms = q.terms.filter((term) => !term.alternatives[0]!.every((key) => name.has(key)) && !term.alternatives.some((alt) => alt.every((key) => role.has(key))));
        carry(q, subject.entry, history);
      }
      return subject;
    },
    quotedFact(history) {
      const reply = lastTurn(history, 'assistant') ?? '';
      const keys = new Set(keysOf(reply).filter((key) => !lexicon.stopwords.has(key)));
      if (keys.size < 3) return undefined;
      let best: Fact | undefined;
      let bestShare = 0;
      for (const fact of base.facts) {
        const share = [...keys].filter((key) => fact.keys.has(key)).length / keys.size;
        if (share > bestShare) [best, bestShare] = [fact, share];
      }
      return best && bestShare >= QUOTED && best.entry === undefined && best.text.length > reply.length + 10 ? best : undefined;
    },
    standIn,
  };
}
