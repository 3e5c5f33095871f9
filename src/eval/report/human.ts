import { palette, resultLine, type HumanOptions } from '../../report/index.js';
import type { EvalReport } from '../types.js';
import { failureReasons, replyExcerpt } from './details.js';

/** One line per entry (✓ or ✗, the question; for a failure why, and the reply's start), then the summary. */
export function formatEvalHuman(report: EvalReport, options: HumanOptions = {}): string {
  const c = palette(options);
  const lines = [c.bold(`secretary eval ${report.file} → ${report.target}`), ''];
  for (const result of report.results) {
    if (result.notAsked) continue;
    const lang = result.lang ? `${c.dim(`[${result.lang}]`)} ` : '';
    lines.push(`${result.pass ? c.green('✓') : c.red('✗')} ${lang}${result.question}`);
    if (result.pass) continue;
    for (const reason of failureReasons(result)) lines.push(`    ${reason}`);
    if (result.reply !== undefined) lines.push(c.dim(`    reply: ${replyExcerpt(result.reply)}`));
  }
  // With nothing asked (an unreachable target) the summary follows the title's blank line.
  if (lines.length > 2) lines.push('');
  lines.push(formatEvalSummary(report, options).trimEnd());
  return `${lines.join('\n')}\n`;
}

/** The closing lines: passes out of the total, the median reply length, the time, and the result. */
export function formatEvalSummary(report: EvalReport, options: HumanOptions = {}): string {
  const c = palette(options);
  const { passed, failed, notRun, total, medianReplyChars } = report.summary;
  const counts =
    `${c.green(`${passed} of ${total} passed`)}, ${failed ? c.red(`${failed} failed`) : '0 failed'}` +
    (notRun ? `, ${notRun} not run` : '') +
    ` · median reply ${medianReplyChars === null ? '–' : `${medianReplyChars} characters`}` +
    ` · ${(report.durationMs / 1000).toFixed(1)} s`;
  const lines = [counts];
  if (report.summary.byKind) lines.push(`by kind: ${report.summary.byKind.map((row) => `${row.kind} ${row.passed}/${row.total}`).join(', ')}`);
  if (report.unreachable) lines.push(c.red(`stopped: ${report.unreachable}`));
  lines.push(resultLine(report.ok ? 'passed' : 'failed', c));
  return `${lines.join('\n')}\n`;
}
