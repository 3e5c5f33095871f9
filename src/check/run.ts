import { setTimeout as delay } from 'node:timers/promises';
import { createClient, UnreachableError } from '../client/index.js';
import { parseBaseUrl } from '../contract/base-url.js';
import { boundedSignal } from './deadline.js';
import { diagnoseFirstResponse, diagnoseNoResponse } from './diagnose.js';
import { RunDeadlineError, StillRateLimitedError } from './errors.js';
import { noResponse } from './expect.js';
import { listProbes } from './probes/index.js';
import { assertReachable } from './reachable.js';
import { selectProbes } from './select.js';
import { describeProbe, planProbes, skipped } from './plan.js';
import { DEFAULT_RETRY, createSender, type RetryPolicy, type WaitEvent } from './sender.js';
import { summarise, unreachableReport } from './summarise.js';
import { createTransport } from './transport.js';
import type { CheckReport, Probe, ProbeContext, ProbeResponse, ProbeResult } from './types.js';

/** The whole-run deadline when none is given: five minutes, so a CI step always ends. */
export const DEFAULT_DEADLINE_MS = 300_000;

/** Options of `runCheck`; only `baseUrl` is required. */
export interface CheckOptions {
  /** The deployment's base URL; probes go to `<baseUrl>/chat`. A trailing `/chat` is dropped. */
  baseUrl: string | URL;
  /** An origin the deployment allows; enables the allowed-origin CORS probes. */
  origin?: string;
  /** The most generating probes to run; undefined runs them all, 0 none. */
  budget?: number;
  /** Probes in flight at once (default 1). */
  concurrency?: number;
  /** Deadline of each request in milliseconds, body upload and read included (default 30,000). */
  timeoutMs?: number;
  /** Deadline of the whole run in milliseconds (default 300,000); probes still running then fail. */
  deadlineMs?: number;
  /** Ids, id groups or categories to run. */
  only?: string[];
  /** Ids, id groups or categories to leave out; a required probe left out by name does not make a run incomplete. */
  skip?: string[];
  /** Adds the behaviour probes (also added when `only` names them). */
  behaviour?: boolean;
  /** Count advisory warnings as failures. */
  strict?: boolean;
  /** Enables the rate-limit probe with up to this many quick requests. */
  rateLimitProbe?: number;
  /** How 429s are waited out (mostly for tests). */
  retry?: Partial<RetryPolicy>;
  /** The `fetch` the client sends well-formed requests with (see `createClient`); the platform's by default. */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Called as probes start and finish, and when the checker waits out a 429. */
  onProgress?: (event: CheckProgress) => void;
}

/**
 * A progress event for a progress line. A `wait` says what is waited for: `retry-after` and
 * `backoff` are every probe pausing because `probe` met a 429 (or a 503 with `Retry-After`),
 * `probe` is the rate-limit probe's own wait for the limit it found to end.
 */
export type CheckProgress =
  | { type: 'start'; probe: Probe; done: number; total: number }
  | { type: 'result'; result: ProbeResult; done: number; total: number }
  | { type: 'wait'; ms: number; probe: string; reason: 'retry-after' | 'backoff' | 'probe'; status?: number };

/**
 * Runs the selected probes against a deployment and returns the report; prints nothing. A target
 * that accepts no connection gives a report with result `unreachable` and no probe run.
 */
export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const started = Date.now();
  const { url: baseUrl, chatUrl } = parseBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const probes = selectProbes(listProbes(), options);
  const limit = options.budget ?? null;

  const { planned, results, incomplete, budgetSkipped } = planProbes(probes, options, limit);

  const parent = options.signal ?? new AbortController().signal;
  try {
    if (planned.length > 0) await assertReachable(baseUrl, timeoutMs, parent);
  } catch (error) {
    if (error instanceof UnreachableError) return unreachableReport(baseUrl.href, error.message, started);
    throw error;
  }
  const run = boundedSignal(parent, deadlineMs, () => new RunDeadlineError(deadlineMs));
  const signal = run.signal;
  const sleep = (ms: number) => delay(ms, undefined, { signal });
  const transport = createTransport({ timeoutMs });
  const send = createSender({
    baseUrl,
    client: createClient({ baseUrl, timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    transport,
    timeoutMs,
    signal,
    sleep,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    onWait: (event: WaitEvent) =>
      options.onProgress?.({ type: 'wait', ms: event.waitMs, probe: event.probe, reason: event.fromHeader ? 'retry-after' : 'backoff', status: event.status }),
  });

  let spent = 0;
  let done = results.size;
  const runOne = async (probe: Probe, watch?: (seen: ProbeResponse | unknown) => void) => {
    options.onProgress?.({ type: 'start', probe, done, total: probes.length });
    const ctx: ProbeContext = {
      baseUrl,
      origin: options.origin,
      rateLimitProbe: options.rateLimitProbe,
      timeoutMs,
      signal,
      // A probe's own long wait (the rate-limit probe waiting out Retry-After) is reported like the sender's.
      sleep: (ms) => {
        if (ms >= 1_000) options.onProgress?.({ type: 'wait', ms, probe: probe.id, reason: 'probe' });
        return sleep(ms);
      },
      send: async (request, sendOptions) => {
        if (probe.generates) spent++;
        try {
          const response = await send(probe.id, request, sendOptions);
          watch?.(response);
          return response;
        } catch (error) {
          watch?.(error);
          throw error;
        }
      },
    };
    const result = await runProbe(probe, ctx);
    results.set(probe, result);
    done++;
    options.onProgress?.({ type: 'result', result, done, total: probes.length });
  };

  let diagnosis: string | undefined;
  try {
    // One probe first, alone: if its first POST shows a static site or a wrong path, one line says
    // so and the run stops, instead of thirty findings that all mean the same thing.
    // When the reply probe gets no response, a free rejection probe is tried before giving up:
    // a slow model is not a dead service, and the free probes still tell something then.
    // Any probe that sends a valid question will do when the budget or --only left out response.reply.
    const reply = planned.find((p) => p.id === 'response.reply') ?? planned.find((p) => p.category === 'accept' || p.category === 'behaviour');
    const rejection = planned.find((p) => p.category === 'message');
    const firsts: Probe[] = [];
    for (const probe of [reply, rejection]) {
      if (!probe || signal.aborted) continue;
      let seen: ProbeResponse | unknown;
      await runOne(probe, (value) => (seen ??= value));
      firsts.push(probe);
      diagnosis = diagnoseFirst(seen, chatUrl, probe === reply);
      if (noResponse(seen) === undefined) break;
    }
    if (!diagnosis) {
      const rest = planned.filter((p) => !firsts.includes(p));
      // The rate-limit probe spends the target's allowance, so it runs alone, after the rest.
      await pool(rest.filter((p) => p.category !== 'rate-limit'), concurrency, signal, (p) => runOne(p));
      for (const probe of rest.filter((p) => p.category === 'rate-limit')) if (!signal.aborted) await runOne(probe);
    }
  } finally {
    run.clear();
    await transport.close();
  }
  if (parent.aborted) throw parent.reason;

  const notRun = diagnosis ? `not run: ${diagnosis}` : `not run: the run deadline of ${deadlineMs / 1000} s passed (--deadline)`;
  for (const probe of planned) {
    if (!results.has(probe)) {
      results.set(probe, skipped(probe, notRun));
      if (probe.required && !diagnosis) incomplete.push({ id: probe.id, reason: notRun });
    }
    const result = results.get(probe)!;
    // A required probe that stayed rate limited did not check anything either.
    if (probe.required && result.verdict === 'skipped' && !incomplete.some((i) => i.id === probe.id) && !diagnosis) {
      incomplete.push({ id: probe.id, reason: result.note ?? 'skipped' });
    }
  }
  return summarise({
    target: baseUrl.href,
    startedAt: started,
    strict: options.strict ?? false,
    results: probes.map((probe) => results.get(probe)!),
    budget: { limit, spent, skipped: budgetSkipped },
    incomplete,
    diagnosis,
  });
}

function diagnoseFirst(seen: unknown, chatUrl: string, valid: boolean): string | undefined {
  const why = noResponse(seen);
  if (why !== undefined) return diagnoseNoResponse(chatUrl, why);
  if (seen && typeof seen === 'object' && 'status' in seen) return diagnoseFirstResponse(seen as ProbeResponse, chatUrl, valid);
  return undefined;
}

async function runProbe(probe: Probe, ctx: ProbeContext): Promise<ProbeResult> {
  const started = Date.now();
  const base = describeProbe(probe);
  try {
    const outcome = await probe.run(ctx);
    // An advisory probe's failure is our recommendation unmet, not a broken contract.
    const verdict = outcome.verdict === 'fail' && !probe.required ? 'warn' : outcome.verdict;
    return { ...base, ...outcome, verdict, durationMs: Date.now() - started };
  } catch (error) {
    if (ctx.signal.aborted) {
      const reason: unknown = ctx.signal.reason;
      if (!(reason instanceof RunDeadlineError)) throw error;
      const verdict = probe.required ? 'fail' : 'warn';
      return { ...base, verdict, note: `${reason.message} before this probe ended (--deadline)`, durationMs: Date.now() - started };
    }
    if (error instanceof StillRateLimitedError) {
      return { ...base, verdict: 'skipped', note: error.message, durationMs: Date.now() - started };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, verdict: 'fail', note: `the probe itself failed: ${message}`, durationMs: Date.now() - started };
  }
}

async function pool<T>(items: T[], size: number, signal: AbortSignal, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
