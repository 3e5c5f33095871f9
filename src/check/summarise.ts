import { INTERFACE_VERSION } from '../contract/index.js';
import type { CheckReport, ProbeResult, RunResult } from './types.js';

/** What the runner knows at the end of a run, before counting. */
export interface RunFacts {
  target: string;
  startedAt: number;
  strict: boolean;
  results: ProbeResult[];
  budget: CheckReport['budget'];
  /** Required probes that could not run, with the option each needs. */
  incomplete: CheckReport['incomplete'];
  diagnosis?: string;
  /** Why the target could not be reached. */
  unreachable?: string;
}

/** Counts the results and decides the run: failed beats incomplete, incomplete beats passed. */
export function summarise(facts: RunFacts): CheckReport {
  const count = (verdict: ProbeResult['verdict']) => facts.results.filter((r) => r.verdict === verdict).length;
  const summary = {
    total: facts.results.length,
    passed: count('pass'),
    failed: count('fail'),
    warned: count('warn'),
    skipped: count('skipped'),
    errored: count('error'),
  };
  let result: RunResult = 'passed';
  if (summary.errored > 0) result = 'unreachable';
  else if (summary.failed > 0 || facts.diagnosis || (facts.strict && summary.warned > 0)) result = 'failed';
  else if (facts.incomplete.length > 0) result = 'incomplete';
  return {
    target: facts.target,
    interfaceVersion: INTERFACE_VERSION,
    startedAt: new Date(facts.startedAt).toISOString(),
    durationMs: Date.now() - facts.startedAt,
    strict: facts.strict,
    ok: result === 'passed',
    result,
    ...(facts.diagnosis ? { diagnosis: facts.diagnosis } : {}),
    ...(facts.unreachable ? { unreachable: facts.unreachable } : {}),
    incomplete: facts.incomplete,
    summary,
    budget: facts.budget,
    results: facts.results,
  };
}

/**
 * The report for a target that could not be reached: one errored testcase that says why, so
 * a CI system that reads the report (JUnit, JSON) shows the reason instead of nothing.
 */
export function unreachableReport(target: string, reason: string, startedAt = Date.now()): CheckReport {
  const result: ProbeResult = {
    id: 'check.reachable',
    description: 'the target accepts a connection',
    category: 'surface',
    required: true,
    generates: false,
    verdict: 'error',
    expected: 'a TCP connection to the base URL',
    actual: { error: reason },
    note: reason,
    durationMs: Date.now() - startedAt,
  };
  return summarise({
    target,
    startedAt,
    strict: false,
    results: [result],
    budget: { limit: null, spent: 0, skipped: [] },
    incomplete: [],
    unreachable: reason,
  });
}
