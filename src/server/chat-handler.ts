import type { IncomingMessage } from 'node:http';
import type { H3Event } from 'h3';
import { CHAT_PATH, LIMITS, charsetOf, languageFromHeader, validateChatRequest, validateChatResponse } from '../contract/index.js';
import { AnswererError } from './answerers/errors.js';
import type { AnswerInput } from './answerers/types.js';
import { isJsonContentType, parseJsonBody, readBodyLimited } from './body.js';
import { createConcurrencyGate } from './concurrency.js';
import { preflightHeaders } from './cors.js';
import * as replies from './http-errors.js';
import type { Reply } from './http-errors.js';
import type { ResolvedAppOptions } from './options.js';
import { clientKey } from './rate-limit/client-key.js';
import { RateLimitUnavailableError } from './rate-limit/errors.js';
import { requestIdFor } from './request-id.js';
import { refusedByServer } from './refused.js';
import { createRequestLog } from './request-log.js';
import { logsAt } from './logger.js';

/** The finished reply of one request, and the origin to grant CORS to, if any. */
export interface Handled {
  reply: Reply;
  /** The request's `Origin` when it is listed and this reply carries the CORS allow headers; else null. */
  origin: string | null;
}

/**
 * Creates the handler behind the h3 app. Checks run cheapest first: route,
 * preflight, method, content type, charset, content encoding, size, UTF-8,
 * JSON, schema (docs/architecture.md has the table); the rate limit
 * counts only requests that passed them; the concurrency gate is taken last, and
 * only then is an answer produced. One `request` log line is written per request.
 */
export function createChatHandler(config: ResolvedAppOptions): (event: H3Event) => Promise<Handled> {
  const gate = createConcurrencyGate(config.maxConcurrency);
  // Below `info` there is no request line, so its fields are not gathered either.
  const logRequest = logsAt(config.logger, 'info') ? createRequestLog(config.logger) : undefined;
  const { metrics } = config;
  return async (event) => {
    const started = performance.now();
    metrics.requestStarted();
    const { req: request } = event;
    const headers = request.headers;
    const requestId = requestIdFor(headers.get('x-request-id'));
    // X-Forwarded-For is read only when proxies are trusted; otherwise the socket address is the client.
    const forwardedFor = config.trustProxy > 0 ? headers.get('x-forwarded-for') : null;
    const key = clientKey({ socketAddress: request.ip, forwardedFor, trustProxy: config.trustProxy });
    let outcome: Outcome;
    try {
      outcome = await handle(event, requestId, key, config, gate);
    } catch (error) {
      config.logger.error('request_failed', { requestId, ...describeError(error) });
      outcome = { reply: replies.internalError() };
    }
    const { reply } = outcome;
    // Node's parser refused the rest of this request (a body too slow, say) and logged it: no second line.
    if (refusedByServer(event.runtime?.node?.res)) {
      metrics.requestLeft();
      return { reply, origin: null };
    }
    const durationMs = performance.now() - started;
    const reason = reply.reason ?? null;
    metrics.requestFinished(reply.status, outcome.answerer ?? null, durationMs / 1000, reason);
    logRequest?.({
      method: request.method,
      // Any other path is text the visitor chose: it is logged as null, never as sent.
      path: event.url.pathname === CHAT_PATH ? CHAT_PATH : null,
      status: reply.status,
      durationMs,
      answerer: outcome.answerer,
      clientKey: key,
      requestId,
      reason,
    });
    reply.headers['x-request-id'] = requestId;
    // An OPTIONS that is not a granted preflight gets no CORS headers at all, so it
    // cannot be mistaken for one; every other status carries them for a listed origin.
    const origin = headers.get('origin');
    const granted = origin !== null && config.corsOrigins.has(origin) && (request.method !== 'OPTIONS' || reply.status === 204);
    return { reply, origin: granted ? origin : null };
  };
}

/** What one request's handling learned, for the log. */
interface Outcome {
  reply: Reply;
  answerer?: string;
}

async function handle(
  event: H3Event,
  requestId: string,
  key: string,
  config: ResolvedAppOptions,
  gate: ReturnType<typeof createConcurrencyGate>,
): Promise<Outcome> {
  const { req: request } = event;
  const headers = request.headers;
  if (event.url.pathname !== CHAT_PATH) return { reply: replies.notFound() };
  if (request.method === 'OPTIONS') {
    const origin = headers.get('origin');
    if (origin !== null && headers.has('access-control-request-method') && config.corsOrigins.has(origin)) {
      return { reply: { status: 204, headers: preflightHeaders(), body: null } };
    }
  }
  if (request.method !== 'POST') return { reply: replies.methodNotAllowed() };
  const contentType = headers.get('content-type');
  if (!isJsonContentType(contentType)) return { reply: replies.unsupportedMediaType('content type must be application/json', 'content_type') };
  // The body is read as plain UTF-8: anything declared otherwise would be misread, so it is refused.
  const charset = charsetOf(contentType);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return { reply: replies.unsupportedMediaType('charset must be utf-8', 'charset') };
  }
  if (!isIdentityEncoding(headers.get('content-encoding'))) {
    return { reply: replies.unsupportedMediaType('content encoding must be identity', 'content_encoding') };
  }

  const body = await readBodyLimited(request, LIMITS.bodyBytes, event.runtime?.node?.req as IncomingMessage | undefined);
  if (!body.ok) {
    return { reply: body.reason === 'too-large' ? replies.payloadTooLarge() : replies.badRequest('body could not be read', 'body_unreadable') };
  }
  const json = parseJsonBody(body.bytes);
  if (!json.ok) return { reply: replies.badRequest(json.error, json.reason) };
  const valid = validateChatRequest(json.value);
  if (!valid.ok) return { reply: replies.badRequest(valid.error, valid.rule ?? 'body_invalid') };

  if (config.rateLimit !== null) {
    const decision = await hitRateLimit(config, key, requestId);
    if (decision.kind === 'unavailable') return { reply: replies.serviceBusy(decision.retryAfterSeconds, 'store_unavailable') };
    if (!decision.allowed) return { reply: replies.tooManyRequests(replies.wholeSeconds(decision.resetMs)) };
  }

  const release = gate.tryAcquire();
  if (!release) return { reply: replies.serviceBusy(1, 'busy') };
  try {
    const input: AnswerInput = {
      message: valid.value.message,
      history: valid.value.history ?? [],
      language: languageFromHeader(headers.get('accept-language')) ?? config.defaultLanguage,
      signal: request.signal,
      requestId,
    };
    const answer = await config.answerer.answer(input);
    if (request.signal.aborted) return { reply: clientClosed(), answerer: answer?.answerer };
    const response = validateChatResponse({ reply: answer?.reply });
    if (!response.ok) {
      config.logger.error('answer_rejected', { requestId, answerer: answer?.answerer ?? null, problem: response.error });
      return { reply: replies.internalError('answer_rejected'), answerer: answer?.answerer };
    }
    return {
      reply: replies.jsonReply(200, { reply: response.value.reply }, { 'x-secretary-answerer': answer.answerer }),
      answerer: answer.answerer,
    };
  } catch (error) {
    // The visitor left: whatever the answerer threw on its way out is no failure of ours.
    if (request.signal.aborted) return { reply: clientClosed() };
    if (error instanceof AnswererError) {
      // The model wrapper warns once per outage (breaker.ts) and the request line has the status: one warning per request would bury it.
      config.logger.debug('answer_failed', { requestId, ...describeError(error) });
      return { reply: replies.answererFailure(error) };
    }
    throw error;
  } finally {
    release();
  }
}

// Nobody reads this reply; it is there for the log line (499, as nginx logs a client that left).
function clientClosed(): Reply {
  return replies.errorReply(499, 'client closed request', 'client_closed');
}

// No Content-Encoding, or `identity`: the service does not decode compressed bodies.
function isIdentityEncoding(value: string | null): boolean {
  if (value === null) return true;
  const coding = value.trim().toLowerCase();
  return coding === '' || coding === 'identity';
}

type RateOutcome =
  | { kind: 'decided'; allowed: boolean; resetMs: number }
  | { kind: 'unavailable'; retryAfterSeconds: number };

// No abort signal is passed: every store bounds its own wait (Redis has a command timeout),
// and reading the request's signal would make an AbortController per 429.
async function hitRateLimit(config: ResolvedAppOptions, key: string, requestId: string): Promise<RateOutcome> {
  try {
    const decision = await config.rateLimitStore.hit(key, config.rateLimit!);
    return { kind: 'decided', allowed: decision.allowed, resetMs: decision.resetMs };
  } catch (error) {
    return unavailable(config, error, requestId);
  }
}

// A store that fails closed (Redis down with --redis-failure closed) throws; the
// visitor is asked to come back instead of being answered without a limit.
function unavailable(config: ResolvedAppOptions, error: unknown, requestId: string): RateOutcome {
  // The failover store logs an outage once when it starts and once when it ends; a line per refused request would flood the log.
  config.logger[error instanceof RateLimitUnavailableError ? 'debug' : 'warn']('rate_limit_unavailable', { requestId, ...describeError(error) });
  const retry = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return { kind: 'unavailable', retryAfterSeconds: typeof retry === 'number' && retry > 0 ? Math.ceil(retry) : 1 };
}

// Only the class and code of an error are logged: an unknown error's message could quote visitor text.
function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof AnswererError) return { error: error.name, code: error.code, detail: error.message };
  if (error instanceof Error) return { error: error.name, code: (error as { code?: unknown }).code ?? null };
  return { error: typeof error };
}
