import kleur from 'kleur';
import type { CheckReport, Observation, Probe, ProbeResult, Verdict } from '../types.js';

/** Options of the human reporters. */
export interface HumanOptions {
  /** Use colours (default: whatever kleur detected for this terminal). */
  color?: boolean;
}

type Paint = (text: string) => string;
const plain: Paint = (text) => text;

/** The report as a readable table, failures and warnings with what was expected and what came back. */
export function formatHuman(report: CheckReport, options: HumanOptions = {}): string {
  const c = palette(options.color ?? kleur.enabled);
  const lines = [c.bold(`secretary check ${report.target} (interface ${report.interfaceVersion})`), ''];
  const width = Math.max(...report.results.map((r) => r.id.length), 2);
  for (const result of report.results) {
    const kind = result.required ? 'required' : 'advisory';
    lines.push(`${mark(result.verdict, c)}  ${result.id.padEnd(width)}  ${c.dim(kind.padEnd(8))}  ${result.description}`);
    if (result.verdict === 'fail' || result.verdict === 'warn') lines.push(...details(result, c));
    else if (result.verdict === 'skipped' && result.note) lines.push(`      ${c.dim(`skipped: ${result.note}`)}`);
  }
  lines.push('', formatSummary(report, options).trimEnd());
  return `${lines.join('\n')}\n`;
}

/** The closing lines of a report: counts, budget spent and left out, and the result. */
export function formatSummary(report: CheckReport, options: HumanOptions = {}): string {
  const c = palette(options.color ?? kleur.enabled);
  const { passed, failed, warned, skipped, total } = report.summary;
  const budget = report.budget;
  const lines = [
    `${c.green(`${passed} passed`)}, ${failed ? c.red(`${failed} failed`) : '0 failed'}, ` +
      `${warned ? c.yellow(`${warned} warnings`) : '0 warnings'}, ${skipped} skipped of ${total} ` +
      `in ${(report.durationMs / 1000).toFixed(1)} s`,
    `generating requests spent: ${budget.spent}` +
      (budget.limit === null ? ' (no budget cap)' : ` (budget ${budget.limit})`) +
      (budget.skipped.length ? `; left out by the budget: ${budget.skipped.join(', ')}` : ''),
    report.ok ? c.green('result: passed') : c.red(`result: failed${report.strict && !failed ? ' (--strict: warnings count)' : ''}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** The probe list for `--list`: id, category, required or advisory, whether it generates, and what it checks. */
export function formatProbeList(probes: readonly Probe[], options: HumanOptions = {}): string {
  const c = palette(options.color ?? kleur.enabled);
  const width = Math.max(...probes.map((p) => p.id.length), 2);
  const rows = probes.map(
    (p) =>
      `${p.id.padEnd(width)}  ${p.category.padEnd(10)}  ${(p.required ? 'required' : 'advisory').padEnd(8)}  ` +
      `${(p.generates ? 'generates' : 'free').padEnd(9)}  ${c.dim(p.description)}`,
  );
  const header = c.bold(`${'id'.padEnd(width)}  ${'category'.padEnd(10)}  ${'kind'.padEnd(8)}  ${'cost'.padEnd(9)}  checks`);
  return `${[header, ...rows].join('\n')}\n`;
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
  if (actual.error) return `no response (${actual.error})`;
  const parts = [`status ${actual.status}`];
  if (actual.header) parts.push(`${actual.header.name}: ${actual.header.value ?? '(absent)'}`);
  if (actual.body) parts.push(`body ${JSON.stringify(actual.body)}`);
  return parts.join(', ');
}

function mark(verdict: Verdict, c: Palette): string {
  if (verdict === 'pass') return c.green('PASS');
  if (verdict === 'fail') return c.red('FAIL');
  if (verdict === 'warn') return c.yellow('WARN');
  return c.dim('SKIP');
}

interface Palette {
  bold: Paint;
  dim: Paint;
  green: Paint;
  red: Paint;
  yellow: Paint;
}

function palette(color: boolean): Palette {
  if (!color) return { bold: plain, dim: plain, green: plain, red: plain, yellow: plain };
  return { bold: kleur.bold, dim: kleur.dim, green: kleur.green, red: kleur.red, yellow: kleur.yellow };
}
