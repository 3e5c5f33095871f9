// Imported from the zod-free contract modules only, so a browser loads this file as it is (the web
// widget sends through it).
import { parseBaseUrl } from '../contract/base-url.js';
import { describeLanguages, isLanguage, type Language } from '../contract/languages.js';
import { CHAT_METHOD, LIMITS } from '../contract/limits.js';
import { utf8ByteLength } from '../contract/length.js';
import { JSON_MEDIA_TYPE } from '../contract/media-type.js';
import { isRequestId } from '../contract/request-id.js';
import { parseChatResponse } from '../contract/response.js';
import { messageProblem } from '../contract/rules.js';
import type { HistoryItem } from '../contract/schemas.js';
import type { BackoffOptions } from '../contract/retry-after.js';
import { ClientValidationError } from './errors/client-validation-error.js';
import { HttpError } from './errors/http-error.js';
import { InvalidResponseError } from './errors/invalid-response-error.js';
import { fitHistory } from './fit-history.js';
import { postOnce, type Exchange } from './post-once.js';
import { retryWhileLimited, type RateLimitEvent } from './retry.js';

/** Options of `createClient`. */
export interface ClientOptions {
  /** The service's base address; requests go to `${baseUrl}/chat`. */
  baseUrl: string | URL;
  /** Sent as `Accept-Language` when set. */
  language?: Language;
  /** How long one attempt may take, body read included, in milliseconds (30 s by default). */
  timeoutMs?: number;
  /** The most time spent waiting on 429s in one call, in milliseconds (60 s by default). */
  maxRetryWaitMs?: number;
  /** The most requests one call sends, the first included (5 by default). */
  maxAttempts?: number;
  /** The backoff used when a 429 carries no usable `Retry-After`. */
  backoff?: BackoffOptions;
  /**
   * The `fetch` to send with; the platform's by default. In Node, undici's `fetch` with a
   * dispatcher of your own (a proxy, timeouts past Node's built-in 300 s) goes here.
   */
  fetch?: typeof fetch;
  /** Called before each wait on a 429 (or a 503 with `Retry-After`), so a user interface can show it. */
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

/** Options of one `post`. */
export interface PostOptions {
  /** Headers added to (or replacing) the client's own: `Content-Type`, `Accept`, `Accept-Language`. */
  headers?: Record<string, string>;
  /** Cancels the request and any wait on a 429. */
  signal?: AbortSignal;
  /** Wait and repeat on a 429 (the default); false returns the first answer, whatever it is. */
  retry?: boolean;
}

/** A client of one chat service. */
export interface SecretaryClient {
  /** The address requests go to. */
  readonly url: string;
  /** Asks one question; rejects with a typed `SecretaryError`, or the abort reason when cancelled. */
  ask(options: AskOptions): Promise<AskResult>;
  /**
   * Sends one chat request body as it is and returns the answer whatever its status (after
   * waiting out 429s): for callers that judge the answer themselves, as `check` does. The body
   * must be a chat request the contract accepts; one over 16 KiB or without a valid `message`
   * is refused with `ClientValidationError` before anything is sent.
   */
  post(body: string, options?: PostOptions): Promise<Exchange>;
}

export type { Exchange } from './post-once.js';

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
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const ownHeaders: Record<string, string> = { 'content-type': JSON_MEDIA_TYPE, accept: JSON_MEDIA_TYPE };
  if (options.language) ownHeaders['accept-language'] = options.language;

  async function post(body: string, { headers, signal, retry = true }: PostOptions = {}): Promise<Exchange> {
    const problem = bodyProblem(body);
    if (problem) throw new ClientValidationError(`request body ${problem}`);
    const send = () => postOnce({ url, target, headers: { ...ownHeaders, ...lowerCased(headers) }, body, timeoutMs, signal, fetch: fetcher });
    if (!retry) return send();
    return retryWhileLimited(target, send, { maxAttempts, maxRetryWaitMs, backoff: options.backoff, signal, onRateLimited: options.onRateLimited });
  }

  async function ask({ message, history = [], signal }: AskOptions): Promise<AskResult> {
    if (typeof message !== 'string') throw new ClientValidationError('message must be a string');
    const problem = messageProblem(message);
    if (problem) throw new ClientValidationError(`message ${problem}`);
    const sentHistory = fitHistory(history, message);
    const answer = await post(JSON.stringify(sentHistory.length > 0 ? { message, history: sentHistory } : { message }), { signal });
    const reply = readReply(answer, target);
    const turn: HistoryItem[] = [
      { role: 'user', content: message },
      { role: 'assistant', content: reply },
    ];
    const answerer = answer.headers['x-secretary-answerer']?.trim() || undefined;
    return { reply, answerer, sentHistory, history: [...history.map(copyItem), ...turn] };
  }

  return { url, ask, post };
}

// The cheap part of the contract a caller of `post` could get wrong: the size, and the message.
function bodyProblem(body: string): string | undefined {
  if (utf8ByteLength(body) > LIMITS.bodyBytes) return `is over ${LIMITS.bodyBytes} bytes`;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return 'is not JSON';
  }
  const message = (value as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return 'has no string `message`';
  const problem = messageProblem(message);
  return problem ? `message ${problem}` : undefined;
}

function readReply(answer: Exchange, target: string): string {
  // The id is shown to a person as it is (the widget's "Reference: ..."), so only a well-formed one is kept.
  const requestId = answer.headers['x-request-id']?.trim();
  const ids = { requestId: isRequestId(requestId) ? requestId : undefined };
  // A redirect is not followed (see postOnce); in a browser it arrives as status 0, an opaque redirect.
  if (answer.status === 0 || (answer.status >= 300 && answer.status < 400)) {
    throw new HttpError(target, answer.status, `a redirect${answer.headers.location ? ` to ${answer.headers.location}` : ''}; give the base URL it points to`, ids);
  }
  if (answer.status !== 200) throw new HttpError(target, answer.status, serverMessage(answer.text), ids);
  if (answer.truncated) throw new InvalidResponseError(target, 'body is larger than 1 MiB');
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

function lowerCased(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
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
