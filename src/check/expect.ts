import { TimeoutError, UnreachableError } from '../client/index.js';
import { JSON_MEDIA_TYPE, mediaType, parseChatResponse } from '../contract/index.js';
import { excerpt } from './excerpt.js';
import type { ChatAsk, Observation, ProbeContext, ProbeOutcome, ProbeRequest, ProbeResponse, RawRequest } from './types.js';

// How probes judge a response. "Rejected" is any 4xx but 429: docs/spec.md names the
// conditions that are rejected but not the status codes, so 400, 413, 415 and 422
// are all correct. A 5xx did not answer the request either, and docs/spec.md allows "an HTTP
// error status" for any failure, so a server that crashes on a bad body (a Python
// `len(42)`, a `.get` on a JSON array) keeps the contract: a warning, never a failure.
// Only an answer (2xx) or a 3xx fails a rejection probe.

/** What a probe shows of a response: status, one header, and a short one-line excerpt of the body. */
export function observe(response: ProbeResponse, header = 'content-type'): Observation {
  return {
    status: response.status,
    header: { name: header, value: response.headers[header] ?? null },
    body: excerpt(response.body),
  };
}

/**
 * Why a request got no response at all (`no response within 30 s`, `ECONNRESET: socket hang up`),
 * or undefined when `error` is something else: a timeout or an unreachable target, as the client
 * and the raw transport both report them.
 */
export function noResponse(error: unknown): string | undefined {
  if (error instanceof TimeoutError) return `no response within ${error.timeoutMs / 1000} s`;
  if (error instanceof UnreachableError) return error.reason;
  return undefined;
}

/** Whether a status is a rejection of the request itself (4xx but 429). */
export function isRejection(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429;
}

/** Whether a status is a server error: not an answer, but not a deliberate rejection either. */
export function isServerError(status: number): boolean {
  return status >= 500 && status < 600;
}

/** The warning for a rejection probe answered with a 5xx. */
export function serverErrorNote(status: number): string {
  return `refused with ${status}, a server error; a 4xx is recommended for a request the contract rejects`;
}

/** Why a response is not a valid 200 answer, or undefined when it is one. */
export function answerProblem(response: ProbeResponse): string | undefined {
  if (response.status !== 200) return `status ${response.status}`;
  const type = mediaType(response.headers['content-type']);
  if (type !== JSON_MEDIA_TYPE) return `Content-Type ${type ?? '(none)'}`;
  const checked = parseChatResponse(response.body);
  return checked.ok ? undefined : checked.error;
}

/** Sends `request`; no response at all becomes a failed outcome instead of an exception. */
export async function attempt(
  ctx: ProbeContext,
  request: ProbeRequest,
  expected: string,
  judge: (response: ProbeResponse, request: ProbeRequest) => ProbeOutcome,
): Promise<ProbeOutcome> {
  try {
    return judge(await ctx.send(request), request);
  } catch (error) {
    const why = noResponse(error);
    if (why !== undefined) return { verdict: 'fail', expected, actual: { error: why } };
    throw error;
  }
}

/** Expected text of a rejection probe. */
export const REJECTED = 'rejected with a 4xx status (not 429)';
/** Expected text of an acceptance probe. */
export const ANSWERED = '200, Content-Type application/json, body {"reply": non-empty string}';

/** Judges a response that must be a rejection: a 4xx passes, a 5xx warns, anything else fails. */
export function judgeRejected(response: ProbeResponse): ProbeOutcome {
  const actual = observe(response);
  if (isRejection(response.status)) return { verdict: 'pass', expected: REJECTED, actual };
  if (isServerError(response.status)) return { verdict: 'warn', expected: REJECTED, actual, note: serverErrorNote(response.status) };
  return { verdict: 'fail', expected: REJECTED, actual };
}

/** Judges a response that must be a valid answer. */
export function judgeAnswered(response: ProbeResponse): ProbeOutcome {
  const problem = answerProblem(response);
  return problem
    ? { verdict: 'fail', expected: ANSWERED, actual: observe(response), note: problem.startsWith('status ') ? undefined : problem }
    : { verdict: 'pass', expected: ANSWERED, actual: observe(response) };
}

/** A raw POST of `body` to /chat as JSON, with optional extra headers: for bodies the contract rejects. */
export function postJson(body: string, headers: Record<string, string> = {}): RawRequest {
  return { method: 'POST', headers: { 'content-type': JSON_MEDIA_TYPE, ...headers }, body };
}

/** A well-formed chat request, sent through the package's client, with optional extra headers. */
export function ask(body: string, headers?: Record<string, string>): ChatAsk {
  return { kind: 'ask', body, ...(headers ? { headers } : {}) };
}
