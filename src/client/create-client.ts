import type { Dispatcher } from 'undici';
import {
  CHAT_METHOD,
  LIMITS,
  describeLanguages,
  isLanguage,
  messageProblem,
  parseChatResponse,
  type HistoryItem,
  type Language,
} from '../contract/index.js';
import { abortableSleep } from './abortable-sleep.js';
import { ClientValidationError } from './errors/client-validation-error.js';
import { HttpError } from './errors/http-error.js';
import { InvalidResponseError } from './errors/invalid-response-error.js';
import { RateLimitedError } from './errors/rate-limited-error.js';
import { fitHistory } from './fit-history.js';
import { postOnce, type Answer } from './post-once.js';
import { backoffDelay, parseRetryAfter, type BackoffOptions } from './retry-after.js';
import { JSON_MEDIA_TYPE } from '../contract/media-type.js';
import { parseBaseUrl } from '../contract/base-url.js';

const RETRY_MARGIN_MS = 10;

/** A wait the client is about to make because the server answered 429. */
export interface RateLimitEvent {
  /** How long the client waits before the next attempt, in milliseconds. */
  waitMs: number;
  /** The attempt that was answered 429 (1-based). */
  attempt: number;
  /** Whether the wait came from `Retry-After` rather than the backoff. */
  fromHeader: boolean;
}

/** Options of `createClient`. */
export interface ClientOptions {
  /** The service's base address; requests go to `${baseUrl}/chat`. */
  baseUrl: string | URL;
  /** Sent as `Accept-Language` when set. */
  language?: Language;
  /** How long one attempt may take, in milliseconds (30 s by default). */
  timeoutMs?: number;
  /** The most time spent waiting on 429s in one `ask`, in milliseconds (60 s by default). */
  maxRetryWaitMs?: number;
  /** The most requests one `ask` sends, the first included (5 by default). */
  maxAttempts?: number;
  /** The backoff used when a 429 carries no usable `Retry-After`. */
  backoff?: BackoffOptions;
  /** An undici dispatcher (an `Agent`, a `MockAgent`, a proxy); the global one by default. */
  dispatcher?: Dispatcher;
  /** Called before each wait on a 429, so a user interface can show a countdown. */
  onRateLimited?: (event: RateLimitEvent) => void;
}

/** Options of one `ask`. */
export interface AskOptions {
  /** The current question: non-blank, at most 2000 characters. */
  message: string;
  /** Earlier turns, oldest first; trimmed to the contract's limits before sending. */
  history?: readonly HistoryItem[];
  /** Cancels the request and any wait on a 429. */
  signal?: AbortSignal;
}

/** The outcome of one successful `ask`. */
export interface AskResult {
  /** The service's reply. */
  reply: string;
  /**
   * Which answerer replied (`openai`, `extractive`, …), from the `X-Secretary-Answerer` header;
   * undefined when the server does not say.
   */
  answerer: string | undefined;
  /** The part of `history` actually sent, after trimming. */
  sentHistory: HistoryItem[];
  /** The whole given history followed by this turn: the question and the reply. */
  history: HistoryItem[];
}

/** A client of one chat service. */
export interface SecretaryClient {
  /** The address requests go to. */
  readonly url: string;
  /** Asks one question; rejects with a typed `SecretaryError`, or the abort reason when cancelled. */
  ask(options: AskOptions): Promise<AskResult>;
}

/** Creates a client for the chat service at `baseUrl`. */
export function createClient(options: ClientOptions): SecretaryClient {
  // A trailing /chat (the URL `serve` prints) is dropped here too; the CLI says so, the library stays quiet.
  const url = parseBaseUrl(options.baseUrl).chatUrl;
  const target = `${CHAT_METHOD} ${url}`;
  const timeoutMs = positive(options.timeoutMs, LIMITS.clientWaitMs, 'timeoutMs');
  const maxRetryWaitMs = nonNegative(options.maxRetryWaitMs, 60_000, 'maxRetryWaitMs');
  const maxAttempts = Math.floor(positive(options.maxAttempts, 5, 'maxAttempts'));
  if (options.language !== undefined && !isLanguage(options.language)) {
    throw new ClientValidationError(`language must be ${describeLanguages()}, not "${String(options.language)}"`);
  }
  const headers: Record<string, string> = { 'content-type': JSON_MEDIA_TYPE, accept: JSON_MEDIA_TYPE };
  if (options.language) headers['accept-language'] = options.language;

  async function ask({ message, history = [], signal }: AskOptions): Promise<AskResult> {
    if (typeof message !== 'string') throw new ClientValidationError('message must be a string');
    const problem = messageProblem(message);
    if (problem) throw new ClientValidationError(`message ${problem}`);
    const sentHistory = fitHistory(history, message);
    const body = JSON.stringify(sentHistory.length > 0 ? { message, history: sentHistory } : { message });
    let waited = 0;
    for (let attempt = 1; ; attempt++) {
      const answer = await postOnce({ url, target, headers, body, timeoutMs, signal, dispatcher: options.dispatcher });
      if (answer.status === 429) {
        const fromHeaderMs = parseRetryAfter(firstHeader(answer.headers['retry-after']));
        const waitMs = fromHeaderMs ?? backoffDelay(attempt, options.backoff);
        // Waiting longer than allowed only to fail later helps nobody: give up with the wait now.
        if (attempt >= maxAttempts || waited + waitMs > maxRetryWaitMs) {
          throw new RateLimitedError(target, waitMs, attempt);
        }
        options.onRateLimited?.({ waitMs, attempt, fromHeader: fromHeaderMs !== undefined });
        // A few milliseconds more, so that the retry can never arrive before the time the server named.
        await abortableSleep(waitMs + RETRY_MARGIN_MS, signal);
        waited += waitMs;
        continue;
      }
      const reply = readReply(answer, target);
      const turn: HistoryItem[] = [
        { role: 'user', content: message },
        { role: 'assistant', content: reply },
      ];
      const answerer = firstHeader(answer.headers['x-secretary-answerer'])?.trim() || undefined;
      return { reply, answerer, sentHistory, history: [...history.map(copyItem), ...turn] };
    }
  }

  return { url, ask };
}

function readReply(answer: Answer, target: string): string {
  if (answer.status !== 200) throw new HttpError(target, answer.status, serverMessage(answer.text));
  const result = parseChatResponse(answer.text);
  if (!result.ok) throw new InvalidResponseError(target, result.error);
  return result.value.reply;
}

/** The server's `{"error": "..."}` message, cut to one short line; it is shown to a user as it is. */
function serverMessage(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || !('error' in parsed)) return undefined;
    const { error } = parsed;
    if (typeof error !== 'string') return undefined;
    const line = error.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
    if (!line) return undefined;
    return line.length > 200 ? `${line.slice(0, 199)}…` : line;
  } catch {
    return undefined;
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function copyItem(item: HistoryItem): HistoryItem {
  return { role: item.role, content: item.content };
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new ClientValidationError(`${name} must be a positive number`);
  return value;
}

function nonNegative(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) throw new ClientValidationError(`${name} must be zero or more`);
  return value;
}
