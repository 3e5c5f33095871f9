import type { CheckReport, ProbeResult } from '../types.js';
import { describeObservation } from './human.js';

/**
 * The report as JUnit XML for CI systems: one testcase per probe, classname the category;
 * failures as <failure>, skips as <skipped>, warnings in <system-out> (a <failure> under --strict),
 * a required probe that could not run as a <failure type="incomplete">, an unreachable target as <error>.
 */
export function formatJunit(report: CheckReport): string {
  const unrun = new Map(report.incomplete.map((i) => [i.id, i.reason]));
  const failed = report.results.filter((r) => counted(r, report.strict) || unrun.has(r.id)).length;
  const skippedCount = report.summary.skipped - report.results.filter((r) => r.verdict === 'skipped' && unrun.has(r.id)).length;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="secretary check" tests="${report.summary.total}" failures="${failed}" errors="${report.summary.errored}" skipped="${skippedCount}" time="${seconds(report.durationMs)}">`,
    `  <testsuite name="${attr(`secretary check ${report.target}`)}" tests="${report.summary.total}" failures="${failed}" errors="${report.summary.errored}" skipped="${skippedCount}" time="${seconds(report.durationMs)}" timestamp="${attr(report.startedAt)}">`,
    '    <properties>',
    `      <property name="interfaceVersion" value="${attr(report.interfaceVersion)}"/>`,
    `      <property name="result" value="${report.result}"/>`,
    ...(report.diagnosis ? [`      <property name="diagnosis" value="${attr(report.diagnosis)}"/>`] : []),
    `      <property name="budget.spent" value="${report.budget.spent}"/>`,
    `      <property name="budget.skipped" value="${attr(report.budget.skipped.join(','))}"/>`,
    '    </properties>',
  ];
  for (const result of report.results) {
    const open = `    <testcase classname="${attr(`secretary.check.${result.category}`)}" name="${attr(result.id)}" time="${seconds(result.durationMs)}"`;
    // A required probe that could not run is a failure in CI, not a quiet skip: the run is incomplete.
    const reason = unrun.get(result.id);
    const body = reason !== undefined && result.verdict === 'skipped'
      ? [`      <failure message="${attr(`not run: ${reason}`)}" type="incomplete">${text_(`required probe not run: ${reason}`)}</failure>`]
      : testcaseBody(result, report.strict);
    lines.push(body.length ? `${open}>` : `${open}/>`, ...body, ...(body.length ? ['    </testcase>'] : []));
  }
  lines.push('  </testsuite>', '</testsuites>');
  return `${lines.join('\n')}\n`;
}

function testcaseBody(result: ProbeResult, strict: boolean): string[] {
  if (result.verdict === 'skipped') return [`      <skipped message="${attr(result.note ?? 'skipped')}"/>`];
  if (result.verdict === 'pass') return [];
  if (result.verdict === 'error') return [`      <error message="${attr(result.note ?? 'error')}" type="unreachable">${text_(result.note ?? '')}</error>`];
  const text = [
    result.description,
    result.expected ? `expected: ${result.expected}` : '',
    result.actual ? `actual: ${describeObservation(result.actual)}` : '',
    result.note ?? '',
  ].filter(Boolean).join('\n');
  if (counted(result, strict)) {
    const kind = result.verdict === 'warn' ? 'advisory' : 'required';
    return [`      <failure message="${attr(result.note ?? result.description)}" type="${kind}">${text_(text)}</failure>`];
  }
  return [`      <system-out>${text_(`warning: ${text}`)}</system-out>`];
}

function counted(result: ProbeResult, strict: boolean): boolean {
  return result.verdict === 'fail' || (strict && result.verdict === 'warn');
}

// Characters XML 1.0 cannot carry at all (control characters, lone surrogates) are dropped,
// since a probe's body excerpt is whatever the server sent.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function text_(value: string): string {
  return value.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text_(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}
