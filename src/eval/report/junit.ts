import { formatJunit, type JunitCase } from '../../report/index.js';
import type { EvalReport, EvalResult } from '../types.js';
import { failureReasons } from './details.js';

/**
 * The report as JUnit XML for CI: one testcase per entry, named by its question. A reply that
 * misses is a <failure>, a question that got no reply an <error>, an entry not asked
 * because the target was unreachable is <skipped>.
 */
export function formatEvalJunit(report: EvalReport): string {
  return formatJunit({
    name: 'secretary eval',
    suiteName: `secretary eval ${report.file}`,
    timestamp: report.startedAt,
    durationMs: report.durationMs,
    properties: [
      ['target', report.target],
      ['medianReplyChars', String(report.summary.medianReplyChars ?? '')],
      ...(report.unreachable ? [['unreachable', report.unreachable] as const] : []),
    ],
    cases: report.results.map((result) => toCase(report.file, result)),
  });
}

function toCase(file: string, result: EvalResult): JunitCase {
  const base = { classname: file, name: result.lang ? `${result.question} [${result.lang}]` : result.question, durationMs: result.durationMs };
  if (result.pass) return base;
  if (result.notAsked) return { ...base, outcome: { kind: 'skipped', message: 'not asked: target unreachable' } };
  const reasons = failureReasons(result);
  const text = result.reply === undefined ? reasons.join('\n') : `${reasons.join('\n')}\nreply: ${result.reply}`;
  return { ...base, outcome: { kind: result.error === undefined ? 'failure' : 'error', message: reasons.join('; '), text } };
}
