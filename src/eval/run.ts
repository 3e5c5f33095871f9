import { codePointLength } from '../contract/index.js';
import { TimeoutError, UnreachableError } from '../client/index.js';
import { SecretaryError } from '../errors.js';
import { judge } from './judge.js';
import type { EvalEntry, EvalReport, EvalResult, EvalVerdict } from './types.js';

/** Asks one entry's question and resolves with the reply; see `askers.ts`. */
export type Ask = (entry: EvalEntry, options: { signal: AbortSignal }) => Promise<string>;

/** Progress of a run, for a spinner. */
export interface EvalProgress {
  /** Entries done so far. */
  done: number;
  total: number;
  /** The entry being asked now. */
  entry: EvalEntry;
}

/** Options of {@link runEval}. */
export interface RunEvalOptions {
  entries: readonly EvalEntry[];
  ask: Ask;
  /** Shown in reports: the file as given. */
  file: string;
  /** Shown in reports: what is being asked. */
  target: string;
  signal?: AbortSignal;
  onProgress?: (event: EvalProgress) => void;
  /** Judge what must appear only in each reply's first `within` characters. */
  within?: number;
}

/**
 * Asks every entry in order and judges each reply. A failed question fails its entry, except
 * that until a first answer comes (a reply, or any HTTP answer, even an error status), an
 * `UnreachableError` or a `TimeoutError` from `ask` stops the run and is recorded in the report:
 * a target that is down fails once, not once per question.
 */
export async function runEval(options: RunEvalOptions): Promise<EvalReport> {
  const started = Date.now();
  const results: EvalResult[] = [];
  let unreachable: string | undefined;
  let reached = false;
  for (const [i, entry] of options.entries.entries()) {
    options.signal?.throwIfAborted();
    options.onProgress?.({ done: i, total: options.entries.length, entry });
    const t0 = Date.now();
    // Deadlines belong to the asker: over HTTP, waits on a 429 must not count against one.
    const signal = options.signal ?? new AbortController().signal;
    try {
      const reply = await options.ask(entry, { signal });
      reached = true;
      results.push({ ...about(entry, i), reply, ...judge(entry, reply, { within: options.within }), durationMs: Date.now() - t0 });
    } catch (error) {
      options.signal?.throwIfAborted();
      const silent = error instanceof UnreachableError || error instanceof TimeoutError;
      if (silent && !reached) {
        unreachable = error.message;
        break;
      }
      if (!silent) reached = true;
      results.push({ ...about(entry, i), error: describe(error), ...nothingJudged(), durationMs: Date.now() - t0 });
    }
  }
  // Entries never asked still appear, so every report lists every question of the file.
  for (const [i, entry] of options.entries.entries()) {
    if (i < results.length) continue;
    results.push({ ...about(entry, i), notAsked: true, ...nothingJudged(), durationMs: 0 });
  }
  return report(options, results, started, unreachable);
}

function nothingJudged(): EvalVerdict {
  return { pass: false, missing: [], noneOf: [], present: [] };
}

function about(entry: EvalEntry, i: number): Pick<EvalResult, 'index' | 'question' | 'lang' | 'kind'> {
  return { index: i + 1, question: entry.question, ...(entry.lang ? { lang: entry.lang } : {}), ...(entry.kind ? { kind: entry.kind } : {}) };
}

function report(options: RunEvalOptions, results: EvalResult[], started: number, unreachable: string | undefined): EvalReport {
  const passed = results.filter((result) => result.pass).length;
  const lengths = results.flatMap((result) => (result.reply === undefined ? [] : [codePointLength(result.reply)]));
  const notRun = results.filter((result) => result.notAsked).length;
  return {
    file: options.file,
    target: options.target,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    results,
    summary: {
      total: options.entries.length, passed, failed: results.length - passed - notRun, notRun, medianReplyChars: median(lengths),
      ...(results.some((result) => result.kind !== undefined) ? { byKind: byKind(results) } : {}),
    },
    ...(unreachable === undefined ? {} : { unreachable }),
    ok: unreachable === undefined && passed === options.entries.length,
  };
}

function byKind(results: readonly EvalResult[]): Array<{ kind: string; passed: number; total: number }> {
  const kinds = new Map<string, { kind: string; passed: number; total: number }>();
  for (const result of results) {
    const kind = result.kind ?? '(none)';
    const row = kinds.get(kind) ?? { kind, passed: 0, total: 0 };
    row.total++;
    if (result.pass) row.passed++;
    kinds.set(kind, row);
  }
  return [...kinds.values()];
}

/** The middle value (the mean of the two middle values for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function describe(error: unknown): string {
  if (error instanceof SecretaryError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0] ?? message;
}
