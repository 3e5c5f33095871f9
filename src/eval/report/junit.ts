import type { EvalReport, EvalResult } from '../types.js';
import { failureReasons } from './details.js';

/**
 * The report as JUnit XML for CI: one testcase per entry, named by its question. A reply that
 * misses is a <failure>, a question that got no reply an <error>, an entry not asked
 * because the target was unreachable is <skipped>.
 */
export function formatEvalJunit(report: EvalReport): string {
  const { total, failed, notRun, medianReplyChars } = report.summary;
  const errors = report.results.filter((result) => result.error !== undefined).length;
  const failures = failed - errors;
  const time = seconds(report.durationMs);
  const counts = `tests="${total}" failures="${failures}" errors="${errors}" skipped="${notRun}" time="${time}"`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="secretary eval" ${counts}>`,
    `  <testsuite name="${attr(`secretary eval ${report.file}`)}" ${counts} timestamp="${attr(report.startedAt)}">`,
    '    <properties>',
    `      <property name="target" value="${attr(report.target)}"/>`,
    `      <property name="medianReplyChars" value="${medianReplyChars ?? ''}"/>`,
    ...(report.unreachable ? [`      <property name="unreachable" value="${attr(report.unreachable)}"/>`] : []),
    '    </properties>',
  ];
  for (const result of report.results) lines.push(...testcase(report.file, result));
  lines.push('  </testsuite>', '</testsuites>');
  return `${lines.join('\n')}\n`;
}

function testcase(file: string, result: EvalResult): string[] {
  const name = result.lang ? `${result.question} [${result.lang}]` : result.question;
  const open = `    <testcase classname="${attr(file)}" name="${attr(name)}" time="${seconds(result.durationMs)}"`;
  if (result.pass) return [`${open}/>`];
  if (result.notAsked) return [`${open}>`, '      <skipped message="not asked: target unreachable"/>', '    </testcase>'];
  const reasons = failureReasons(result);
  const tag = result.error === undefined ? 'failure' : 'error';
  const body = result.reply === undefined ? reasons.join('\n') : `${reasons.join('\n')}\nreply: ${result.reply}`;
  return [`${open}>`, `      <${tag} message="${attr(reasons.join('; '))}">${text(body)}</${tag}>`, '    </testcase>'];
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

// Characters XML 1.0 cannot carry (control characters, lone surrogates) are dropped: a reply is whatever the server sent.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function text(value: string): string {
  return value.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}
