import { ANSWERED, REJECTED, ask, attempt, judgeAnswered, judgeRejected, postJson } from '../expect.js';
import type { Probe, ProbeCategory, ProbeContext, ProbeOutcome, ProbeRequest, ProbeResponse } from '../types.js';

/** The descriptive part of a probe. */
export interface ProbeMeta {
  id: string;
  description: string;
  category: ProbeCategory;
}

/** What a probe sends: one body or request, or several that must all be judged alike. */
export type ProbeBodies = string | ProbeRequest | Array<string | ProbeRequest>;

/**
 * A required probe whose request a correct server rejects (4xx but 429); it never generates.
 * Given several bodies, every one must be rejected.
 */
export function rejection(meta: ProbeMeta, build: () => ProbeBodies): Probe {
  return {
    ...meta,
    required: true,
    generates: false,
    run: (ctx) => judgeAll(ctx, [build()].flat().map((body) => (typeof body === 'string' ? postJson(body) : body)), REJECTED, judgeRejected),
  };
}

/**
 * A probe whose request a correct server answers with a valid 200 reply; it generates
 * (one reply per body). Given several bodies, every one must be answered. Bodies given as
 * strings are well-formed chat requests, sent through the package's client.
 */
export function acceptance(meta: ProbeMeta & { required?: boolean }, build: () => ProbeBodies): Probe {
  return {
    required: true,
    ...meta,
    generates: true,
    run: (ctx) => judgeAll(ctx, [build()].flat().map((body) => (typeof body === 'string' ? ask(body) : body)), ANSWERED, judgeAnswered),
  };
}

/**
 * Sends one body after another (each is one more request to a rate-limited target): the
 * first failure decides, else the first warning, else the last pass.
 */
export async function judgeAll(
  ctx: ProbeContext,
  requests: ProbeRequest[],
  expected: string,
  judge: (response: ProbeResponse, request: ProbeRequest) => ProbeOutcome,
): Promise<ProbeOutcome> {
  let outcome: ProbeOutcome | undefined;
  for (const request of requests) {
    const next = await attempt(ctx, request, expected, judge);
    if (next.verdict === 'fail') return next;
    if (!outcome || outcome.verdict === 'pass') outcome = next;
  }
  return outcome!;
}
