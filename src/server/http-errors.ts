import { LIMITS } from '../contract/index.js';
import { JSON_MEDIA_TYPE } from '../contract/media-type.js';
import type { AnswererError } from './answerers/errors.js';
import { corsHeaders } from './cors.js';

/** A response before the common and CORS headers are added. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or null for no body. */
  body: string | null;
}

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

/**
 * Every header of a response, in the one place they are put together: the reply's
 * own, the common ones, `Vary: Origin`, the CORS grant when `origin` was granted,
 * and `Content-Length`. The h3 app and the parser-error path both send these.
 */
export function responseHeaders(reply: Reply, origin: string | null): Record<string, string> {
  const headers = { ...reply.headers, ...COMMON_HEADERS, ...corsHeaders(origin) };
  if (reply.body !== null) headers['content-length'] = String(Buffer.byteLength(reply.body));
  return headers;
}

/** A JSON reply. */
export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': JSON_MEDIA_TYPE, ...headers }, body: JSON.stringify(value) };
}

/**
 * An error reply: always the small body `{"error": "..."}`. Messages are fixed
 * text or a validator message that names a field; never submitted text, a stack
 * or anything about the internals.
 */
export function errorReply(status: number, message: string, headers: Record<string, string> = {}): Reply {
  return jsonReply(status, { error: message }, headers);
}

/** 404 for every path but the chat path. */
export const notFound = (): Reply => errorReply(404, 'not found');

/** 405 for every method but POST on the chat path. */
export const methodNotAllowed = (): Reply => errorReply(405, 'method not allowed', { allow: 'POST' });

/** 415 with a message naming what the service does not decode. */
export const unsupportedMediaType = (message = 'content type must be application/json'): Reply => errorReply(415, message);

/** 413, closing the connection so the rest of an oversize body is not read as a next request. */
export const payloadTooLarge = (): Reply =>
  errorReply(413, `body must be at most ${LIMITS.bodyBytes} bytes`, { connection: 'close' });

/** 400 with a message naming what is wrong. */
export const badRequest = (message: string): Reply => errorReply(400, message);

/** 429 with `Retry-After` in whole seconds. */
export const tooManyRequests = (retryAfterSeconds: number): Reply =>
  errorReply(429, 'too many requests', { 'retry-after': String(retryAfterSeconds) });

/** 503 when the service cannot take more work now. */
export const serviceBusy = (retryAfterSeconds: number): Reply =>
  errorReply(503, 'service busy, retry later', { 'retry-after': String(retryAfterSeconds) });

/** The masked 500 for anything unexpected. */
export const internalError = (): Reply => errorReply(500, 'internal error');

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
