import { palette, resultLine, type HumanOptions, type Palette } from '../../report/index.js';
import type { CheckReport, Observation, Probe, ProbeResult, Verdict } from '../types.js';

/** The report as a readable table, failures and warnings with what was expected and what came back. */
export function formatHuman(report: CheckReport, options: HumanOptions = {}): string {
  const c = palette(options);
  const lines = [c.bold(`secretary check ${report.target} (interface ${report.interfaceVersion})`), ''];
  const width = Math.max(...report.results.map((r) => r.id.length), 2);
  // When the first request showed the target is not a chat service, the probes that did not run are one line.
  const shown = report.diagnosis ? report.results.filter((r) => r.verdict !== 'skipped') : report.results;
  for (const result of shown) {
    const kind = result.required ? 'required' : 'advisory';
    lines.push(`${mark(result.verdict, c)}  ${result.id.padEnd(width)}  ${c.dim(kind.padEnd(8))}  ${result.description}`);
    if (result.verdict === 'fail' || result.verdict === 'warn') lines.push(...details(result, c));
    else if (result.verdict === 'error') lines.push(`      ${result.note ?? 'error'}`);
    else if (result.verdict === 'skipped' && result.note) lines.push(`      ${c.dim(`skipped: ${result.note}`)}`);
  }
  if (shown.length < report.results.length) lines.push(c.dim(`      ${report.results.length - shown.length} more probes not run`));
  lines.push('', formatSummary(report, options).trimEnd());
  return `${lines.join('\n')}\n`;
}

/** The closing lines of a report: counts, budget spent and left out, and the result. */
export function formatSummary(report: CheckReport, options: HumanOptions = {}): string {
  const c = palette(options);
  const { passed, failed, warned, skipped, total, errored } = report.summary;
  const budget = report.budget;
  const lines: string[] = [];
  if (report.diagnosis) lines.push(c.red(report.diagnosis));
  if (report.unreachable) lines.push(c.red(report.unreachable));
  lines.push(
    `${c.green(`${passed} passed`)}, ${failed ? c.red(`${failed} failed`) : '0 failed'}, ` +
      `${warned ? c.yellow(`${warned} warnings`) : '0 warnings'}, ${skipped} skipped` +
      `${errored ? `, ${errored} errored` : ''} of ${total} in ${(report.durationMs / 1000).toFixed(1)} s`,
    `generating requests spent: ${budget.spent}` +
      (budget.limit === null ? ' (no budget cap)' : ` (budget ${budget.limit})`) +
      (budget.skipped.length ? `; left out by the budget: ${budget.skipped.join(', ')}` : ''),
  );
  if (report.result === 'incomplete') lines.push(...incompleteLines(report));
  lines.push(resultLine(report.result, c, report.result === 'failed' && report.strict && !report.summary.failed && !report.diagnosis ? ' (--strict: warnings count)' : ''));
  return `${lines.join('\n')}\n`;
}

/** The probe list for `--list`: id, category, required or advisory, cost, what it checks, and a behaviour probe's heuristic. */
export function formatProbeList(probes: readonly Probe[], options: HumanOptions = {}): string {
  const c = palette(options);
  const width = Math.max(...probes.map((p) => p.id.length), 2);
  const rows = probes.map(
    (p) =>
      `${p.id.padEnd(width)}  ${p.category.padEnd(10)}  ${(p.required ? 'required' : 'advisory').padEnd(8)}  ` +
      `${(p.generates ? 'generates' : 'free').padEnd(9)}  ${c.dim(p.description)}`,
  );
  const withHeuristics = probes.flatMap((p, i) => [rows[i]!, ...(p.heuristic ? [c.dim(`${' '.repeat(width)}  heuristic: ${p.heuristic}`)] : [])]);
  const header = c.bold(`${'id'.padEnd(width)}  ${'category'.padEnd(10)}  ${'kind'.padEnd(8)}  ${'cost'.padEnd(9)}  checks`);
  return `${[header, ...withHeuristics].join('\n')}\n`;
}

// Grouped by reason, so each option a run lacked is named once.
function incompleteLines(report: CheckReport): string[] {
  const byReason = new Map<string, string[]>();
  for (const { id, reason } of report.incomplete) byReason.set(reason, [...(byReason.get(reason) ?? []), id]);
  return [
    'required probes did not run:',
    ...[...byReason].map(([reason, ids]) => `  ${ids.join(', ')}: ${reason}`),
    'give what they need, or leave them out by name (for example --skip cors, --skip rate-limit)',
  ];
}

function details(result: ProbeResult, c: Palette): string[] {
  const out: string[] = [];
  if (result.expected) out.push(`      expected: ${result.expected}`);
  if (result.actual) out.push(`      actual:   ${describeObservation(result.actual)}`);
  if (result.note) out.push(`      ${c.dim(result.note)}`);
  return out;
}

/** One line for what came back: status, the header that mattered, the body start. */
export function describeObservation(actual: Observation): string {
  if (actual.error) return actual.error.startsWith('no response') ? actual.error : `no response (${actual.error})`;
  const parts = [`status ${actual.status}`];
  if (actual.header) parts.push(`${actual.header.name}: ${actual.header.value ?? '(absent)'}`);
  if (actual.body) parts.push(`body ${JSON.stringify(actual.body)}`);
  return parts.join(', ');
}

function mark(verdict: Verdict, c: Palette): string {
  if (verdict === 'pass') return c.green('PASS');
  if (verdict === 'fail') return c.red('FAIL');
  if (verdict === 'warn') return c.yellow('WARN');
  if (verdict === 'error') return c.red('ERR ');
  return c.dim('SKIP');
}
