import type { HistoryItem, Language } from '../../contract/index.js';

/** What an answerer is asked: a validated request and the chosen reply language. */
export interface AnswerInput {
  message: string;
  history: HistoryItem[];
  language: Language;
  /** Aborted when the visitor disconnects or the time budget runs out. */
  signal: AbortSignal;
  /** The request's id (its `X-Request-Id`), for the answerer's own log lines. */
  requestId?: string;
}

/** A generated answer. */
export interface Answer {
  /** The reply text; never empty. */
  reply: string;
  /** Which answerer produced it (`extractive`, `openai`), for the log and `X-Secretary-Answerer`. */
  answerer: string;
}

/** Something that turns a question into a reply. */
export interface Answerer {
  readonly name: string;
  answer(input: AnswerInput): Promise<Answer>;
  /** Releases sockets or timers, if any. */
  close?(): Promise<void>;
}
