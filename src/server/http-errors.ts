import { LIMITS } from '../contract/index.js';
import { JSON_MEDIA_TYPE } from '../contract/media-type.js';
import type { AnswererError } from './answerers/errors.js';
import { grantCors } from './cors.js';

/** A response before the common and CORS headers are added. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or null for no body. */
  body: string | null;
  /** Why a request was refused or failed, from a fixed set, for the log line and the metrics; absent for an answer. */
  reason?: string;
}

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
  417: 'Expectation Failed',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Every header of a response, in the one place they are put together: the reply's
 * own, `Cache-Control: no-store` (answers are per question), `nosniff`,
 * `Vary: Origin`, the CORS grant when `origin` was granted, and `Content-Length`.
 * They are added to the reply's own header object, which is made per request:
 * spreading three objects into a new one cost more than the rest of a 429's
 * handler together (see docs/benchmarks.md). The h3 app and the Node server's
 * own answers both send these.
 */
export function responseHeaders(reply: Reply, origin: string | null): Record<string, string> {
  const headers = reply.headers;
  headers['cache-control'] = 'no-store';
  headers['x-content-type-options'] = 'nosniff';
  headers.vary = 'Origin';
  if (origin !== null) grantCors(headers, origin);
  if (reply.body !== null) headers['content-length'] = String(Buffer.byteLength(reply.body));
  return headers;
}

/** A JSON reply; `headers` is made per call and becomes the reply's own. */
export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  // Set on the caller's object rather than spread into a new one: replies carry headers of
  // several shapes, and the spread showed up as 4 µs per 429 in a CPU profile.
  headers['content-type'] = JSON_MEDIA_TYPE;
  return { status, headers, body: JSON.stringify(value) };
}

/**
 * An error reply: always the small body `{"error": "..."}`. Messages are fixed
 * text or a validator message that names a field; never submitted text, a stack
 * or anything about the internals. `reason` names it for the log and metrics.
 */
export function errorReply(status: number, message: string, reason: string, headers: Record<string, string> = {}): Reply {
  headers['content-type'] = JSON_MEDIA_TYPE;
  // Made with its reason in one literal: adding `reason` afterwards gave replies two shapes.
  return { status, headers, body: JSON.stringify({ error: message }), reason };
}

/** 404 for every path but the chat path. */
export const notFound = (): Reply => errorReply(404, 'not found', 'not_found');

/** 405 for every method but POST on the chat path. */
export const methodNotAllowed = (): Reply => errorReply(405, 'method not allowed', 'method', { allow: 'POST' });

/** 415 with a message naming what the service does not decode. */
export const unsupportedMediaType = (message: string, reason: 'content_type' | 'charset' | 'content_encoding'): Reply =>
  errorReply(415, message, reason);

/** 413, closing the connection so the rest of an oversize body is not read as a next request. */
export const payloadTooLarge = (): Reply =>
  errorReply(413, `body must be at most ${LIMITS.bodyBytes} bytes`, 'body_too_large', { connection: 'close' });

/** 400 with a message naming what is wrong and the rule it breaks. */
export const badRequest = (message: string, reason: string): Reply => errorReply(400, message, reason);

/** 429 with `Retry-After` in whole seconds. */
export const tooManyRequests = (retryAfterSeconds: number): Reply =>
  errorReply(429, 'too many requests', 'rate_limited', { 'retry-after': String(retryAfterSeconds) });

/** 503 when the service cannot take more work now: all answer slots taken, or the shared rate-limit store down. */
export const serviceBusy = (retryAfterSeconds: number, reason: 'busy' | 'store_unavailable'): Reply =>
  errorReply(503, 'service busy, retry later', reason, { 'retry-after': String(retryAfterSeconds) });

/** The masked 500 for anything unexpected. */
export const internalError = (reason: 'internal' | 'answer_rejected' = 'internal'): Reply => errorReply(500, 'internal error', reason);

const ANSWERER_MESSAGES = { 502: 'the answer could not be generated', 503: 'service busy, retry later', 504: 'the answer took too long' };

/** The reply for a failed answerer: its status and a generic message, Retry-After on 503. */
export function answererFailure(error: AnswererError): Reply {
  const headers: Record<string, string> =
    error.status === 503 ? { 'retry-after': String(wholeSeconds((error.retryAfterSeconds ?? 1) * 1000)) } : {};
  return errorReply(error.status, ANSWERER_MESSAGES[error.status], `model_${error.failure}`, headers);
}

/** Milliseconds as whole seconds for `Retry-After`: rounded up, at least 1. */
export function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
