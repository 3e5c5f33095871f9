import { formatJunit as writeJunit, type JunitCase } from '../../report/index.js';
import type { CheckReport, ProbeResult } from '../types.js';
import { describeObservation } from './human.js';

/**
 * The report as JUnit XML for CI systems: one testcase per probe, classname the category;
 * failures as <failure>, skips as <skipped>, warnings in <system-out> (a <failure> under --strict),
 * a required probe that could not run as a <failure type="incomplete">, an unreachable target as <error>.
 */
export function formatJunit(report: CheckReport): string {
  const unrun = new Map(report.incomplete.map((i) => [i.id, i.reason]));
  return writeJunit({
    name: 'secretary check',
    suiteName: `secretary check ${report.target}`,
    timestamp: report.startedAt,
    durationMs: report.durationMs,
    properties: [
      ['interfaceVersion', report.interfaceVersion],
      ['result', report.result],
      ...(report.diagnosis ? [['diagnosis', report.diagnosis] as const] : []),
      ['budget.spent', String(report.budget.spent)],
      ['budget.skipped', report.budget.skipped.join(',')],
    ],
    cases: report.results.map((result) => toCase(result, report.strict, unrun.get(result.id))),
  });
}

function toCase(result: ProbeResult, strict: boolean, notRun: string | undefined): JunitCase {
  const base = { classname: `secretary.check.${result.category}`, name: result.id, durationMs: result.durationMs };
  // A required probe that could not run is a failure in CI, not a quiet skip: the run is incomplete.
  if (notRun !== undefined && result.verdict === 'skipped') {
    return { ...base, outcome: { kind: 'failure', message: `not run: ${notRun}`, type: 'incomplete', text: `required probe not run: ${notRun}` } };
  }
  if (result.verdict === 'pass') return base;
  if (result.verdict === 'skipped') return { ...base, outcome: { kind: 'skipped', message: result.note ?? 'skipped' } };
  if (result.verdict === 'error') return { ...base, outcome: { kind: 'error', message: result.note ?? 'error', type: 'unreachable', text: result.note ?? '' } };
  const text = [
    result.description,
    result.expected ? `expected: ${result.expected}` : '',
    result.actual ? `actual: ${describeObservation(result.actual)}` : '',
    result.note ?? '',
  ].filter(Boolean).join('\n');
  if (result.verdict === 'fail' || strict) {
    const type = result.verdict === 'warn' ? 'advisory' : 'required';
    return { ...base, outcome: { kind: 'failure', message: result.note ?? result.description, type, text } };
  }
  return { ...base, output: `warning: ${text}` };
}
