import { LIMITS } from '../contract/index.js';
import type { AnswererError } from './answerers/errors.js';
import { VARY_ORIGIN } from './cors.js';
import { JSON_MEDIA_TYPE } from '../contract/media-type.js';

/** A response before CORS and common headers are added; treat it as read-only (many are shared). */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or null for no body. */
  body: string | null;
}

const JSON_TYPE = JSON_MEDIA_TYPE;

/** Headers every response carries: answers are per question and must not be cached. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Reason phrases for the statuses the service sends (`HTTP/1.1 429 Too Many Requests` reads better in logs and curl). */
export const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const FIXED_HEADERS = Object.entries({ ...COMMON_HEADERS, ...VARY_ORIGIN }).flat();

// The header list of a frozen (shared) reply is made once: 429s, fixed errors and cached answers
// then cost no array building, spreading or Buffer.byteLength per request.
const prepared = new WeakMap<Reply, readonly string[]>();

/**
 * The response headers of `reply` as a flat name, value list for `writeHead`: its own, the
 * common ones, `Vary: Origin` and `Content-Length`; no CORS grant, which depends on the request.
 */
export function headerList(reply: Reply): readonly string[] {
  let out = prepared.get(reply);
  if (out !== undefined) return out;
  const list: string[] = [];
  for (const name in reply.headers) list.push(name, reply.headers[name]!);
  list.push(...FIXED_HEADERS);
  if (reply.body !== null) list.push('content-length', String(Buffer.byteLength(reply.body)));
  out = list;
  if (Object.isFrozen(reply) && Object.isFrozen(reply.headers)) prepared.set(reply, out);
  return out;
}

/** A JSON reply. */
export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body: JSON.stringify(value) };
}

/**
 * An error reply: always the small body `{"error": "..."}`. Messages are fixed
 * text or a validator message that names a field; never submitted text, a stack
 * or anything about the internals.
 */
export function errorReply(status: number, message: string, headers: Record<string, string> = {}): Reply {
  return jsonReply(status, { error: message }, headers);
}

// Replies that never vary are made once and frozen: no stringify or object per request, and
// their header list is made once (see headerList).
function once(reply: Reply): () => Reply {
  Object.freeze(reply.headers);
  Object.freeze(reply);
  return () => reply;
}

// Replies that vary with a few values (a message, a number of seconds) are kept per value;
// the bound clears the map, so a flood of distinct values cannot grow it.
function memo<K>(make: (key: K) => Reply, bound = 256): (key: K) => Reply {
  const made = new Map<K, Reply>();
  return (key) => {
    let reply = made.get(key);
    if (reply === undefined) {
      if (made.size >= bound) made.clear();
      reply = once(make(key))();
      made.set(key, reply);
    }
    return reply;
  };
}

/** 404 for every path but the chat path. */
export const notFound = once(errorReply(404, 'not found'));

/** 405 for every method but POST on the chat path. */
export const methodNotAllowed = once(errorReply(405, 'method not allowed', { allow: 'POST' }));

/** 415 when the body is not declared as JSON. */
export const unsupportedMediaType = once(errorReply(415, 'content type must be application/json'));

/** 413, closing the connection so the rest of an oversize body is not read as a next request. */
export const payloadTooLarge = once(errorReply(413, `body must be at most ${LIMITS.bodyBytes} bytes`, { connection: 'close' }));

/** 400 with a message naming what is wrong. */
export const badRequest: (message: string) => Reply = memo((message: string) => errorReply(400, message));

/** 429 with `Retry-After` in whole seconds. */
export const tooManyRequests: (retryAfterSeconds: number) => Reply = memo(
  (retryAfterSeconds: number) => errorReply(429, 'too many requests', { 'retry-after': String(retryAfterSeconds) }),
  64,
);

/** 503 when the service cannot take more work now. */
export const serviceBusy = (retryAfterSeconds: number): Reply =>
  errorReply(503, 'service busy, retry later', { 'retry-after': String(retryAfterSeconds) });

/** The masked 500 for anything unexpected. */
export const internalError = once(errorReply(500, 'internal error'));

const ANSWERER_MESSAGES = { 502: 'the answer could not be generated', 503: 'service busy, retry later', 504: 'the answer took too long' };

/** The reply for a failed answerer: its status and a generic message, Retry-After on 503. */
export function answererFailure(error: AnswererError): Reply {
  const headers: Record<string, string> =
    error.status === 503 ? { 'retry-after': String(wholeSeconds((error.retryAfterSeconds ?? 1) * 1000)) } : {};
  return errorReply(error.status, ANSWERER_MESSAGES[error.status], headers);
}

/** Milliseconds as whole seconds for `Retry-After`: rounded up, at least 1. */
export function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
