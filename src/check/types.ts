/**
 * How a probe ended: `warn` is an advisory failure, `skipped` a probe that did not run,
 * `error` the checker's own failure to run at all (only in a report for an unreachable target).
 */
export type Verdict = 'pass' | 'fail' | 'warn' | 'skipped' | 'error';

/** The verdict of a whole run; only `passed` exits 0. */
export type RunResult = 'passed' | 'failed' | 'incomplete' | 'unreachable';

/** The groups probes belong to; `--only` and `--skip` accept these as well as ids. */
export type ProbeCategory =
  | 'message'
  | 'history'
  | 'body'
  | 'response'
  | 'accept'
  | 'surface'
  | 'cors'
  | 'rate-limit'
  | 'behaviour';

/**
 * A request only a conformance probe sends (a malformed or oversized body, another method, a bad
 * header), sent byte for byte by check's raw transport. The path is relative to the base URL and
 * defaults to `/chat`.
 */
export interface RawRequest {
  kind?: 'raw';
  method: 'GET' | 'POST' | 'OPTIONS';
  path?: string;
  headers?: Record<string, string>;
  /** The exact bytes to send; a string is sent as UTF-8. */
  body?: string | Uint8Array;
  /** Send the body with `Transfer-Encoding: chunked` and no Content-Length. */
  chunked?: boolean;
}

/** A well-formed chat request (a body the contract accepts), sent through the package's client. */
export interface ChatAsk {
  kind: 'ask';
  /** The JSON body, sent as it is. */
  body: string;
  /** Headers besides the client's own (`Accept-Language`, `Origin`). */
  headers?: Record<string, string>;
}

/** One HTTP request a probe sends. */
export type ProbeRequest = RawRequest | ChatAsk;

/** What came back: status, lower-cased headers and the body as text. */
export interface ProbeResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Options of one exchange. */
export interface SendOptions {
  /** Wait and repeat on 429 (the default); the rate-limit probe turns this off to see the 429. */
  retryOn429?: boolean;
}

/** What a probe saw, as shown in a failure: the status, the header that mattered, the body start. */
export interface Observation {
  status?: number;
  header?: { name: string; value: string | null };
  /** A short one-line excerpt of the body (see excerpt.ts). */
  body?: string;
  /** Set instead of a status when no HTTP response came back. */
  error?: string;
}

/** What a probe's `run` returns; the runner turns an advisory `fail` into `warn`. */
export interface ProbeOutcome {
  verdict: Verdict;
  expected: string;
  actual?: Observation;
  /** A short remark: why a pass is a warning, why a probe skipped, what a recommendation is. */
  note?: string;
}

/** Everything a probe may use: the target and a `send` that honours timeouts and 429s. */
export interface ProbeContext {
  /** The base URL, always ending in `/`. */
  baseUrl: URL;
  /** An origin the deployment is configured to allow (`--origin`). */
  origin?: string;
  /** How many quick requests the rate-limit probe may send (`--rate-limit-probe`). */
  rateLimitProbe?: number;
  timeoutMs: number;
  signal: AbortSignal;
  send(request: ProbeRequest, options?: SendOptions): Promise<ProbeResponse>;
  /** Waits `ms` unless the run is aborted. */
  sleep(ms: number): Promise<void>;
}

/** A conformance probe, as data: a stable id, what it checks, and how to run it. */
export interface Probe {
  /** Stable id such as `message.too-long`; never renamed, so CI filters keep working. */
  id: string;
  description: string;
  category: ProbeCategory;
  /** True where docs/spec.md states the rule; false for our recommendations beyond it. */
  required: boolean;
  /** True when a correct server would generate a reply (costs a model call). */
  generates: boolean;
  /** For a behaviour probe: how the reply is judged, and when that judgment can be wrong. */
  heuristic?: string;
  /** Why the probe cannot run with these options (e.g. it needs `--origin`), or undefined. */
  needs?(ctx: Pick<ProbeContext, 'origin' | 'rateLimitProbe'>): string | undefined;
  run(ctx: ProbeContext): Promise<ProbeOutcome>;
}

/** One probe's result in a report. */
export interface ProbeResult {
  id: string;
  description: string;
  category: ProbeCategory;
  required: boolean;
  generates: boolean;
  verdict: Verdict;
  expected?: string;
  actual?: Observation;
  note?: string;
  durationMs: number;
}

/** The outcome of a whole run, returned by `runCheck` and rendered by the reporters. */
export interface CheckReport {
  target: string;
  interfaceVersion: string;
  startedAt: string;
  durationMs: number;
  strict: boolean;
  /** True when the run passed: no failure, no warning under `--strict`, every selected required probe run. */
  ok: boolean;
  /** `incomplete` when a selected required probe could not run; `unreachable` when nothing could be sent. */
  result: RunResult;
  /** One line when the target is not a chat service (or never answered), the run stopped after the first probe. */
  diagnosis?: string;
  /** Required probes that could not run, each with the option it needs or why it did not run. */
  incomplete: Array<{ id: string; reason: string }>;
  summary: { total: number; passed: number; failed: number; warned: number; skipped: number; errored: number };
  budget: {
    /** The cap on generating probes, or null for no cap. */
    limit: number | null;
    /** Requests sent that a correct server answers with a generated reply. */
    spent: number;
    /** Ids of generating probes the budget left out. */
    skipped: string[];
  };
  /** Why the target could not be reached (result `unreachable`): no probe ran. */
  unreachable?: string;
  results: ProbeResult[];
}
