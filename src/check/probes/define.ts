import { ANSWERED, REJECTED, attempt, judgeAnswered, judgeRejected, postJson } from '../expect.js';
import type { Probe, ProbeCategory, ProbeRequest } from '../types.js';

/** The descriptive part of a probe. */
export interface ProbeMeta {
  id: string;
  description: string;
  category: ProbeCategory;
}

/** A required probe whose request a correct server rejects (4xx but 429); it never generates. */
export function rejection(meta: ProbeMeta, build: () => string | ProbeRequest): Probe {
  return {
    ...meta,
    required: true,
    generates: false,
    run: (ctx) => attempt(ctx, toRequest(build()), REJECTED, judgeRejected),
  };
}

/** A probe whose request a correct server answers with a valid 200 reply; it generates. */
export function acceptance(meta: ProbeMeta & { required?: boolean }, build: () => string | ProbeRequest): Probe {
  return {
    required: true,
    ...meta,
    generates: true,
    run: (ctx) => attempt(ctx, toRequest(build()), ANSWERED, judgeAnswered),
  };
}

function toRequest(value: string | ProbeRequest): ProbeRequest {
  return typeof value === 'string' ? postJson(value) : value;
}
