import { answerProblem, ask, noResponse, observe } from '../expect.js';
import { QUESTION, json } from '../payloads.js';
import { parseRetryAfter } from '../../contract/retry-after.js';
import type { Probe, ProbeContext, ProbeOutcome, ProbeResponse } from '../types.js';

// Waiting longer than this would stall CI; a longer Retry-After is reported, not waited out.
const MAX_WAIT_MS = 120_000;
// Retry-After is in whole seconds and a window may end a moment after it says; allow a margin.
const MARGIN_MS = 500;
// Without Retry-After the window is unknown, so try again after these waits.
const GUESSES_MS = [2_000, 5_000, 15_000, 30_000];

const EXPECTED = 'a 429 with a valid Retry-After within the requests, then a 200 answer after waiting';

/** Only with `--rate-limit-probe <n>`: up to n quick requests must meet a 429, which must end. */
export const rateLimitProbe: Probe = {
  id: 'rate-limit.retry-after',
  category: 'rate-limit',
  description: 'quick requests meet a 429 with a valid Retry-After; after waiting, a 200 again',
  required: true,
  generates: true,
  needs: (ctx) => (ctx.rateLimitProbe ? undefined : 'needs --rate-limit-probe <n>'),
  async run(ctx) {
    try {
      return await probe(ctx);
    } catch (error) {
      const why = noResponse(error);
      if (why !== undefined) return { verdict: 'fail', expected: EXPECTED, actual: { error: why } };
      throw error;
    }
  },
};

async function probe(ctx: ProbeContext): Promise<ProbeOutcome> {
  const quick = () => ctx.send(ask(json({ message: QUESTION })), { retryOn429: false });
  let limited: ProbeResponse | undefined;
  for (let i = 0; i < ctx.rateLimitProbe! && !limited; i++) {
    const response = await quick();
    if (response.status === 429) limited = response;
  }
  if (!limited) {
    return { verdict: 'fail', expected: EXPECTED, note: `no 429 within ${ctx.rateLimitProbe} requests` };
  }
  const header = limited.headers['retry-after'];
  const wait = parseRetryAfter(header);
  const actual = observe(limited, 'retry-after');
  if (header !== undefined && wait === undefined) {
    return { verdict: 'fail', expected: EXPECTED, actual, note: 'Retry-After is not delta-seconds or an HTTP-date' };
  }
  if (wait !== undefined && wait > MAX_WAIT_MS) {
    return { verdict: 'warn', expected: EXPECTED, actual, note: `Retry-After is longer than ${MAX_WAIT_MS / 1000} s; recovery not checked` };
  }
  const waits = wait === undefined ? GUESSES_MS : [wait + MARGIN_MS];
  let after: ProbeResponse | undefined;
  for (const ms of waits) {
    await ctx.sleep(ms);
    after = await quick();
    if (after.status !== 429) break;
  }
  const problem = answerProblem(after!);
  if (problem) {
    return { verdict: 'fail', expected: EXPECTED, actual: observe(after!, 'retry-after'), note: `after waiting: ${problem}` };
  }
  if (wait === undefined) {
    return { verdict: 'warn', expected: EXPECTED, actual, note: 'the 429 had no Retry-After (allowed by docs/spec.md, but clients can only guess)' };
  }
  return { verdict: 'pass', expected: EXPECTED, actual };
}
