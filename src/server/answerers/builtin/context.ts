import type { HistoryItem, Language } from '../../../contract/index.js';
import type { TextLayer } from '../../language/analyzer.js';
import type { Say } from './compose.js';
import type { Entry, EntryKind, Portfolio } from './portfolio/model.js';
import type { Question } from './question/model.js';
import type { Search } from './search.js';

/** Everything a question-kind handler needs to answer one question. */
export interface Context {
  question: Question;
  portfolio: Portfolio;
  search: Search;
  layer: TextLayer;
  say: Say;
  language: Language;
  history: readonly HistoryItem[];
  /** The entry the question is about: named in it, or carried over from the conversation. */
  subject?: Entry;
  /** Whether `subject` came from the conversation rather than the question. */
  inherited: boolean;
  /** A follow-up about the subject: only the subject's facts (and facts that name it) answer. */
  confined: boolean;
  /** How replies name the owner: the pronoun the pages use, else the first name. */
  subjectName: string;
  /** Things to ask about, offered when nothing answers. */
  topics: string;
  thisYear: number;
  /** Entries of a kind with a known start, oldest first. */
  dated(kind: EntryKind | undefined): Entry[];
}

/** A question kind's answer: undefined when the handler has nothing to say and the next one should try. */
export interface Handler {
  name: string;
  answer(context: Context): string | undefined;
}

/** Entries of `kind` with a known start, oldest first; of two that start together, the one that ended first. */
export function datedEntries(entries: readonly Entry[], kind: EntryKind | undefined): Entry[] {
  const end = (e: Entry) => (e.period!.present ? Infinity : (e.period!.to ?? e.period!.from!));
  const dated = entries.filter((e) => (kind === undefined ? e.kind !== 'project' : e.kind === kind) && e.period?.from !== undefined);
  // A dated line within a job's time ("2019–2021: leading a team of 6 …", under the job's heading or in a section
  // of its own) is part of that job, not one of its own; a line beside it in the same list, which the job does
  // not head ("2019–present — Commander, …" after "2015–present — Lead instructor (part-time), …"), is a job.
  const beside = (other: Entry, e: Entry) => e.facts[0] !== undefined && other.facts[0]?.section === e.facts[0].section && !e.facts[0].section.heading.includes(other.title);
  const within = (e: Entry) => !e.certain && dated.some((other) => other !== e && other.certain && other.kind === e.kind && !beside(other, e) && other.period!.from! <= e.period!.from! && end(other) >= end(e));
  return dated.filter((e) => !within(e)).sort((a, b) => a.period!.from! - b.period!.from! || end(a) - end(b) || a.id - b.id);
}
