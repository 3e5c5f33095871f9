import { setTimeout as delay } from 'node:timers/promises';
import { INTERFACE_VERSION } from '../contract/index.js';
import { ConfigError } from '../errors.js';
import { CheckUnreachableError, StillRateLimitedError } from './errors.js';
import { listProbes } from './probes/index.js';
import { assertReachable } from './reachable.js';
import { selectProbes } from './select.js';
import { DEFAULT_RETRY, createSender, type RetryPolicy } from './sender.js';
import { createTransport } from './transport.js';
import type { CheckReport, Probe, ProbeContext, ProbeResult } from './types.js';

/** Options of `runCheck`; only `baseUrl` is required. */
export interface CheckOptions {
  /** The deployment's base URL; probes go to `<baseUrl>/chat`. */
  baseUrl: string | URL;
  /** An origin the deployment allows; enables the allowed-origin CORS probes. */
  origin?: string;
  /** The most generating probes to run; undefined runs them all, 0 none. */
  budget?: number;
  /** Probes in flight at once (default 1). */
  concurrency?: number;
  /** Deadline of each request in milliseconds (default 30,000). */
  timeoutMs?: number;
  /** Ids, id groups or categories to run. */
  only?: string[];
  /** Ids, id groups or categories to leave out. */
  skip?: string[];
  /** Count advisory warnings as failures. */
  strict?: boolean;
  /** Enables the rate-limit probe with up to this many quick requests. */
  rateLimitProbe?: number;
  /** How 429s are waited out (mostly for tests). */
  retry?: Partial<RetryPolicy>;
  signal?: AbortSignal;
  /** Called as probes start and finish, and when the checker waits out a 429. */
  onProgress?: (event: CheckProgress) => void;
}

/** A progress event for a progress line. */
export type CheckProgress =
  | { type: 'start'; probe: Probe; done: number; total: number }
  | { type: 'result'; result: ProbeResult; done: number; total: number }
  | { type: 'wait'; ms: number };

/** Runs the selected probes against a deployment and returns the report; prints nothing. */
export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const started = Date.now();
  const baseUrl = toBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const signal = options.signal ?? new AbortController().signal;
  const probes = selectProbes(listProbes(), options);
  const limit = options.budget ?? null;

  // Decide up front, in list order, what runs and what is skipped, so a budget always cuts the same probes.
  const results = new Map<Probe, ProbeResult>();
  const planned: Probe[] = [];
  const budgetSkipped: string[] = [];
  let allowed = limit ?? Infinity;
  for (const probe of probes) {
    const missing = probe.needs?.(options);
    if (missing) results.set(probe, skipped(probe, missing));
    else if (probe.generates && allowed <= 0) {
      budgetSkipped.push(probe.id);
      results.set(probe, skipped(probe, `over the budget of ${limit} generating probes`));
    } else {
      if (probe.generates) allowed--;
      planned.push(probe);
    }
  }

  let responses = 0;
  let spent = 0;
  let done = results.size;
  if (planned.length > 0) await assertReachable(baseUrl, timeoutMs, signal);
  const sleep = (ms: number) => delay(ms, undefined, { signal });
  const transport = createTransport({ timeoutMs });
  const send = createSender({
    baseUrl,
    transport,
    timeoutMs,
    signal,
    sleep,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    onWait: (ms) => options.onProgress?.({ type: 'wait', ms }),
    onResponse: () => responses++,
  });

  const runOne = async (probe: Probe) => {
    options.onProgress?.({ type: 'start', probe, done, total: probes.length });
    const ctx: ProbeContext = {
      baseUrl,
      origin: options.origin,
      rateLimitProbe: options.rateLimitProbe,
      timeoutMs,
      signal,
      sleep,
      send: (request, sendOptions) => {
        if (probe.generates) spent++;
        return send(request, sendOptions);
      },
    };
    const result = await runProbe(probe, ctx);
    results.set(probe, result);
    done++;
    options.onProgress?.({ type: 'result', result, done, total: probes.length });
  };

  try {
    // The rate-limit probe spends the target's allowance, so it runs alone, after the rest.
    const last = planned.filter((p) => p.category === 'rate-limit');
    await pool(planned.filter((p) => p.category !== 'rate-limit'), concurrency, runOne);
    for (const probe of last) await runOne(probe);
  } finally {
    await transport.close();
  }
  if (planned.length > 0 && responses === 0) {
    throw new CheckUnreachableError(`no HTTP response from ${baseUrl.href}: every request failed`);
  }

  const ordered = probes.map((probe) => results.get(probe)!);
  const count = (verdict: ProbeResult['verdict']) => ordered.filter((r) => r.verdict === verdict).length;
  const summary = {
    total: ordered.length,
    passed: count('pass'),
    failed: count('fail'),
    warned: count('warn'),
    skipped: count('skipped'),
  };
  const strict = options.strict ?? false;
  return {
    target: baseUrl.href,
    interfaceVersion: INTERFACE_VERSION,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    strict,
    ok: summary.failed === 0 && (!strict || summary.warned === 0),
    summary,
    budget: { limit, spent, skipped: budgetSkipped },
    results: ordered,
  };
}

/** Parses and normalises a base URL (http or https, ending in `/`); a bad one is a usage error. */
export function toBaseUrl(value: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch (error) {
    throw new ConfigError(`"${String(value)}" is not a URL; give the base URL such as https://chat.example`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`the base URL must be http or https, not ${url.protocol}`);
  }
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

async function runProbe(probe: Probe, ctx: ProbeContext): Promise<ProbeResult> {
  const started = Date.now();
  const base = describe(probe);
  try {
    const outcome = await probe.run(ctx);
    // An advisory probe's failure is our recommendation unmet, not a broken contract.
    const verdict = outcome.verdict === 'fail' && !probe.required ? 'warn' : outcome.verdict;
    return { ...base, ...outcome, verdict, durationMs: Date.now() - started };
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    if (error instanceof StillRateLimitedError) {
      return { ...base, verdict: 'skipped', note: error.message, durationMs: Date.now() - started };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, verdict: 'fail', note: `the probe itself failed: ${message}`, durationMs: Date.now() - started };
  }
}

function describe(probe: Probe): Omit<ProbeResult, 'verdict' | 'durationMs'> {
  const { id, description, category, required, generates } = probe;
  return { id, description, category, required, generates };
}

function skipped(probe: Probe, note: string): ProbeResult {
  return { ...describe(probe), verdict: 'skipped', note, durationMs: 0 };
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
