import { LIMITS } from '../../contract/index.js';
import { TimeoutError } from '../../client/index.js';
import { REJECTED, attempt, judgeRejected, noResponse, observe, postJson } from '../expect.js';
import { QUESTION, json, requestOfBytes } from '../payloads.js';
import type { Probe, ProbeContext, ProbeOutcome, ProbeRequest, ProbeResponse } from '../types.js';
import { rejection } from './define.js';

const OVERSIZE = LIMITS.bodyBytes + 1;

/** Rejections of a bad body as a whole: unknown fields, size, syntax, shape; and the Content-Type advice. */
export const bodyProbes: Probe[] = [
  rejection(
    { id: 'body.unknown-field', category: 'body', description: 'an unknown top-level field is rejected' },
    () => json({ message: QUESTION, stream: true }),
  ),
  rejection(
    { id: 'body.unknown-field.proto', category: 'body', description: 'a top-level `__proto__` field is rejected' },
    () => `{"message":${JSON.stringify(QUESTION)},"__proto__":{"admin":true}}`,
  ),
  oversize(
    'body.too-large',
    `a valid request of ${OVERSIZE} bytes sent with Content-Length is rejected`,
    () => postJson(requestOfBytes(OVERSIZE)),
    false,
  ),
  oversize(
    'body.too-large.chunked',
    `a valid request of ${OVERSIZE} bytes sent chunked (no Content-Length) is rejected`,
    () => ({ ...postJson(requestOfBytes(OVERSIZE)), chunked: true }),
    true,
  ),
  rejection(
    { id: 'body.invalid-json', category: 'body', description: 'a body that is not valid JSON is rejected' },
    () => `{"message": ${JSON.stringify(QUESTION)}`,
  ),
  rejection(
    { id: 'body.json-array', category: 'body', description: 'a JSON array instead of an object is rejected' },
    () => json([{ message: QUESTION }]),
  ),
  {
    id: 'body.wrong-content-type',
    category: 'body',
    description: 'a JSON body sent as text/plain gets 415 (advisory: docs/spec.md names the header but no outcome)',
    required: false,
    // A lenient but correct server may answer it, so it counts against the budget.
    generates: true,
    run: (ctx) =>
      attempt(ctx, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: json({ message: QUESTION }) },
        '415 Unsupported Media Type', (response) => ({
          verdict: response.status === 415 ? 'pass' : 'fail',
          expected: '415 Unsupported Media Type',
          actual: observe(response),
        })),
  },
];

// Over the size limit. Any 4xx is correct; 413 is our recommendation, so another 4xx is a
// warning, and so is a 5xx (see expect.ts). A server that closes the connection without
// answering has refused the body too. A chunked upload that gets no answer at all is a
// warning: a server that reads only Content-Length bodies (a plain Python http.server) waits
// for an end that never comes; it does not accept the body, it just never says so.
function oversize(id: string, description: string, build: () => ProbeRequest, silenceTolerated: boolean): Probe {
  return {
    id,
    description,
    category: 'body',
    required: true,
    generates: false,
    run: (ctx) => sendOversize(ctx, build(), silenceTolerated),
  };
}

async function sendOversize(ctx: ProbeContext, request: ProbeRequest, silenceTolerated: boolean): Promise<ProbeOutcome> {
  let response: ProbeResponse;
  try {
    response = await ctx.send(request);
  } catch (error) {
    const why = noResponse(error);
    if (why === undefined) throw error;
    const actual = { error: why };
    const timedOut = error instanceof TimeoutError;
    if (timedOut && silenceTolerated) {
      return { verdict: 'warn', expected: REJECTED, actual, note: 'no answer to a chunked body: not accepted, but a 4xx (411 or 413) is recommended' };
    }
    if (timedOut) return { verdict: 'fail', expected: REJECTED, actual };
    return { verdict: 'pass', expected: REJECTED, actual, note: 'the connection closed without a response; counted as a rejection' };
  }
  const outcome = judgeRejected(response);
  if (outcome.verdict === 'pass' && response.status !== 413) {
    return { ...outcome, verdict: 'warn', note: `rejected with ${response.status}; 413 is recommended` };
  }
  return outcome;
}
