import type { HistoryItem, Language } from '../contract/index.js';

/** One question of an eval file and what its reply must (and must not) contain. */
export interface EvalEntry {
  /** The visitor's question, sent as `message`. */
  question: string;
  /** Every one of these must appear in the reply (case-insensitive). */
  expect: string[];
  /** At least one of these must appear, when given. */
  anyOf?: string[];
  /** None of these may appear. */
  absent: string[];
  /** The reply language asked for (`Accept-Language`); the answerer's default when absent. */
  lang?: Language;
  /** Earlier turns of the conversation, oldest first. */
  history: HistoryItem[];
  /** A label of the owner's choosing that groups entries in the summary ("time", "paraphrase"). */
  kind?: string;
}

/** What the judge found in one reply. */
export interface EvalVerdict {
  pass: boolean;
  /** `expect` items the reply lacks. */
  missing: string[];
  /** The `anyOf` list when none of it appears; empty otherwise. */
  noneOf: string[];
  /** `absent` items the reply contains. */
  present: string[];
}

/** The outcome of one entry. */
export interface EvalResult extends EvalVerdict {
  /** 1-based position in the file, as in error messages. */
  index: number;
  question: string;
  lang?: Language;
  kind?: string;
  /** The reply, when one came. */
  reply?: string;
  /** Why no reply came (an HTTP error, a timeout, an answerer failure). */
  error?: string;
  /** Set on the entries never asked because the target could not be reached. */
  notAsked?: true;
  durationMs: number;
}

/** The outcome of a whole run. */
export interface EvalReport {
  /** The eval file as given. */
  file: string;
  /** What was asked: a base URL, or `in-process (<answerer>, <knowledge folder>)`. */
  target: string;
  startedAt: string;
  durationMs: number;
  results: EvalResult[];
  summary: {
    total: number;
    passed: number;
    failed: number;
    /** Entries not asked because the target could not be reached. */
    notRun: number;
    /** Median reply length in characters (code points) over the replies received; null with none. */
    medianReplyChars: number | null;
    /** Passes and totals per `kind`, in the order kinds first appear; absent when no entry has a kind. */
    byKind?: Array<{ kind: string; passed: number; total: number }>;
  };
  /** Set when the target could not be reached; the run stopped there. */
  unreachable?: string;
  /** True when every entry was asked and passed. */
  ok: boolean;
}
