import { CHAT_PATH, LIMITS, languageFromHeader, validateChatRequest, validateChatResponse } from '../contract/index.js';
import { AnswererError } from './answerers/errors.js';
import type { AnswerInput } from './answerers/types.js';
import { isJsonContentType, parseJsonBody, type BodyRead } from './body.js';
import { createConcurrencyGate } from './concurrency.js';
import { preflightHeaders } from './cors.js';
import * as replies from './http-errors.js';
import type { Reply } from './http-errors.js';
import type { ResolvedAppOptions } from './options.js';
import { clientKey } from './rate-limit/client-key.js';
import { RateLimitUnavailableError } from './rate-limit/errors.js';
import type { RateLimitStore, SyncRateLimitStore } from './rate-limit/store.js';
import { withLazySignal } from './lazy-signal.js';
import { createRequestLog } from './request-log.js';

/**
 * One request as the chat logic needs it, whatever the runtime: the h3 event
 * (`app.fetch`) and the `node:http` fast path each build one. Only the few
 * headers the service reads are taken, once.
 */
export interface RequestView {
  method: string;
  pathname: string;
  contentType: string | null;
  origin: string | null;
  acceptLanguage: string | null;
  forwardedFor: string | null;
  /** Whether the request carries `Access-Control-Request-Method` (with OPTIONS and Origin: a preflight). */
  requestsMethod: boolean;
  /** The TCP peer address, when known. */
  ip: string | undefined;
  /**
   * Aborted when the visitor disconnects. A function, so the AbortController is
   * made only on the paths that use it (a 429 or 400 never does).
   */
  signal(): AbortSignal;
  /** Reads the body, stopping past `limit` bytes. */
  readBody(limit: number): Promise<BodyRead>;
}

/** The finished reply of one request, and the origin to grant CORS to, if any. */
export interface Handled {
  reply: Reply;
  /** The request's `Origin` when it is listed and this reply carries the CORS allow headers; else null. */
  origin: string | null;
}

/**
 * Creates the request handler shared by both runtimes: checks run cheapest
 * first (route, preflight, method, content type, size, UTF-8, JSON, schema), the
 * rate limit counts only requests that passed them, and only then is an answer
 * produced; one `request` log line is written per request.
 */
export function createChatHandler(config: ResolvedAppOptions): (view: RequestView) => Promise<Handled> {
  const gate = createConcurrencyGate(config.maxConcurrency);
  const logRequest = createRequestLog(config.logger);
  return async (view) => {
    const started = performance.now();
    const key = clientKey({ socketAddress: view.ip, forwardedFor: view.forwardedFor, trustProxy: config.trustProxy });
    let outcome: Outcome;
    try {
      outcome = await handle(view, key, config, gate);
    } catch (error) {
      config.logger.error('request_failed', describeError(error));
      outcome = { reply: replies.internalError() };
    }
    const { reply } = outcome;
    logRequest({
      method: view.method,
      path: view.pathname,
      status: reply.status,
      durationMs: performance.now() - started,
      answerer: outcome.answerer,
      clientKey: key,
    });
    // An OPTIONS that is not a granted preflight gets no CORS headers at all, so it
    // cannot be mistaken for one; every other status carries them for a listed origin.
    const granted =
      view.origin !== null && config.corsOrigins.has(view.origin) && (view.method !== 'OPTIONS' || reply.status === 204);
    return { reply, origin: granted ? view.origin : null };
  };
}

/** What one request's handling learned, for the log. */
interface Outcome {
  reply: Reply;
  answerer?: string;
}

async function handle(
  view: RequestView,
  key: string,
  config: ResolvedAppOptions,
  gate: ReturnType<typeof createConcurrencyGate>,
): Promise<Outcome> {
  if (view.pathname !== CHAT_PATH) return { reply: replies.notFound() };
  if (view.method === 'OPTIONS' && view.origin !== null && view.requestsMethod && config.corsOrigins.has(view.origin)) {
    return { reply: { status: 204, headers: preflightHeaders(), body: null } };
  }
  if (view.method !== 'POST') return { reply: replies.methodNotAllowed() };
  if (!isJsonContentType(view.contentType)) return { reply: replies.unsupportedMediaType() };

  const body = await view.readBody(LIMITS.bodyBytes);
  if (!body.ok) {
    return { reply: body.reason === 'too-large' ? replies.payloadTooLarge() : replies.badRequest('body could not be read') };
  }
  const json = parseJsonBody(body.bytes);
  if (!json.ok) return { reply: replies.badRequest(json.error) };
  const valid = validateChatRequest(json.value);
  if (!valid.ok) return { reply: replies.badRequest(valid.error) };

  if (config.rateLimit !== null) {
    const store = config.rateLimitStore as RateLimitStore & Partial<SyncRateLimitStore>;
    // The memory store decides at once: no promise, options object or microtask turn per request.
    const decision = store.hitNow ? hitRateLimitNow(config, store.hitNow, key) : await hitRateLimit(config, key, view);
    if (decision.kind === 'unavailable') return { reply: replies.serviceBusy(decision.retryAfterSeconds) };
    if (!decision.allowed) return { reply: replies.tooManyRequests(replies.wholeSeconds(decision.resetMs)) };
  }

  const release = gate.tryAcquire();
  if (!release) return { reply: replies.serviceBusy(1) };
  try {
    const input = withLazySignal(
      {
        message: valid.value.message,
        history: valid.value.history ?? [],
        language: languageFromHeader(view.acceptLanguage) ?? config.defaultLanguage,
      },
      view,
    ) as AnswerInput;
    const answer = await config.answerer.answer(input);
    const ready = answer !== null && typeof answer === 'object' ? answered.get(answer) : undefined;
    if (ready !== undefined) return { reply: ready, answerer: answer.answerer };
    const response = validateChatResponse({ reply: answer?.reply });
    if (!response.ok) {
      config.logger.error('answer_rejected', { answerer: answer?.answerer ?? null, problem: response.error });
      return { reply: replies.internalError(), answerer: answer?.answerer };
    }
    const reply = replies.jsonReply(200, { reply: response.value.reply }, { 'x-secretary-answerer': answer.answerer });
    // A frozen answer of plain values (the reply cache's) cannot change: its checked 200 is kept with it.
    if (isFixed(answer)) answered.set(answer, Object.freeze({ ...reply, headers: Object.freeze(reply.headers) }));
    return { reply, answerer: answer.answerer };
  } catch (error) {
    if (error instanceof AnswererError) {
      // The model wrapper warns once per outage (breaker.ts) and the request line has the status: one warning per request would bury it.
      config.logger.debug('answer_failed', describeError(error));
      return { reply: replies.answererFailure(error) };
    }
    if (view.signal().aborted) {
      // The visitor left; nobody reads this reply, the log records why.
      return { reply: replies.errorReply(499, 'client closed request') };
    }
    throw error;
  } finally {
    release();
  }
}

// The 200 reply made for each frozen answer (weakly: it goes when the reply cache drops the answer).
const answered = new WeakMap<object, Reply>();

// Frozen, and its fields are values, not getters that could answer differently next time.
function isFixed(answer: object): boolean {
  if (!Object.isFrozen(answer)) return false;
  const reply = Object.getOwnPropertyDescriptor(answer, 'reply');
  const name = Object.getOwnPropertyDescriptor(answer, 'answerer');
  return reply !== undefined && 'value' in reply && name !== undefined && 'value' in name;
}

type RateOutcome =
  | { kind: 'decided'; allowed: boolean; resetMs: number }
  | { kind: 'unavailable'; retryAfterSeconds: number };

function hitRateLimitNow(config: ResolvedAppOptions, hitNow: SyncRateLimitStore['hitNow'], key: string): RateOutcome {
  try {
    const decision = hitNow(key, config.rateLimit!);
    return { kind: 'decided', allowed: decision.allowed, resetMs: decision.resetMs };
  } catch (error) {
    return unavailable(config, error);
  }
}

async function hitRateLimit(config: ResolvedAppOptions, key: string, view: RequestView): Promise<RateOutcome> {
  try {
    // A getter: the memory store never reads the signal, so a 429 makes no AbortController.
    const decision = await config.rateLimitStore.hit(key, config.rateLimit!, withLazySignal({}, view));
    return { kind: 'decided', allowed: decision.allowed, resetMs: decision.resetMs };
  } catch (error) {
    return unavailable(config, error);
  }
}

// A store that fails closed (Redis down with --redis-failure closed) throws; the
// visitor is asked to come back instead of being answered without a limit.
function unavailable(config: ResolvedAppOptions, error: unknown): RateOutcome {
  // The failover store logs an outage once when it starts and once when it ends; a line per refused request would flood the log.
  config.logger[error instanceof RateLimitUnavailableError ? 'debug' : 'warn']('rate_limit_unavailable', describeError(error));
  const retry = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return { kind: 'unavailable', retryAfterSeconds: typeof retry === 'number' && retry > 0 ? Math.ceil(retry) : 1 };
}

// Only the class and code of an error are logged: an unknown error's message could quote visitor text.
function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof AnswererError) return { error: error.name, code: error.code, detail: error.message };
  if (error instanceof Error) return { error: error.name, code: (error as { code?: unknown }).code ?? null };
  return { error: typeof error };
}
