// Scores the built-in answerer on a set of portfolios (after `npm run build`), judged as
// independent reviewers judge it: what an entry expects must appear in the reply's first
// 400 characters. Prints one row per portfolio and one column per kind of question.
//   node scripts/eval-sets.mjs heldout     test/heldout/*: frozen, never tuned on (scores only)
//   node scripts/eval-sets.mjs tuning      examples/portfolio and test/fixtures/portfolios/*
//   node scripts/eval-sets.mjs tuning --failures   also each failed question of the tuning set
//   node scripts/eval-sets.mjs tuning --replies    also every question and reply of the tuning set (to diff two versions)
// Held-out failures are never printed: a question that is not seen cannot be tuned to.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAnswerer, loadKnowledge } from '../dist/server/index.js';
import { createAnswererAsker, loadEvalFile, runEval } from '../dist/eval/index.js';

const WITHIN = 400;
const [set = 'heldout', ...flags] = process.argv.slice(2);
const folders =
  set === 'heldout'
    ? list('test/heldout')
    : set === 'tuning'
      ? ['examples/portfolio', ...list('test/fixtures/portfolios')]
      : [set];
const showFailures = (flags.includes('--failures') || flags.includes('--replies')) && set !== 'heldout';
const showAll = flags.includes('--replies');

const rows = [];
const kinds = [];
for (const folder of folders) {
  const file = join(folder, 'evals.yaml');
  if (!existsSync(file)) continue;
  const knowledge = await loadKnowledge(folder);
  const answerer = await createAnswerer({ provider: 'extractive', fallback: 'none' }, knowledge);
  const entries = await loadEvalFile(file);
  const report = await runEval({ entries, ask: createAnswererAsker(answerer, { timeoutMs: 10_000 }), file, target: folder, within: WITHIN });
  const byKind = new Map((report.summary.byKind ?? []).map((row) => [row.kind, row]));
  for (const kind of byKind.keys()) if (!kinds.includes(kind)) kinds.push(kind);
  rows.push({ name: folder.split('/').pop(), report, byKind });
  if (showFailures) {
    for (const result of report.results.filter((r) => showAll || !r.pass)) {
      console.log(`${result.pass ? '✓' : '✗'} ${folder} [${result.kind ?? '-'}${result.lang ? ` ${result.lang}` : ''}] ${result.question}\n    ${(result.reply ?? result.error ?? '').replace(/\n/g, ' ⏎ ').slice(0, 300)}`);
    }
  }
}

const header = ['portfolio', ...kinds, 'total', '%', 'median chars'];
const table = [header];
const totals = new Map();
let passed = 0;
let total = 0;
for (const { name, report, byKind } of rows) {
  const cells = kinds.map((kind) => {
    const row = byKind.get(kind);
    if (!row) return '';
    const sum = totals.get(kind) ?? { passed: 0, total: 0 };
    totals.set(kind, { passed: sum.passed + row.passed, total: sum.total + row.total });
    return `${row.passed}/${row.total}`;
  });
  passed += report.summary.passed;
  total += report.summary.total;
  table.push([name, ...cells, `${report.summary.passed}/${report.summary.total}`, percent(report.summary.passed, report.summary.total), String(report.summary.medianReplyChars ?? '–')]);
}
table.push(['all', ...kinds.map((kind) => `${totals.get(kind).passed}/${totals.get(kind).total}`), `${passed}/${total}`, percent(passed, total), '']);
const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
const line = (row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
console.log(`${set} set, ${new Date().toISOString().slice(0, 10)}, expected facts within the first ${WITHIN} characters:\n`);
console.log(line(table[0]));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table.slice(1)) console.log(line(row));

function list(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name))
    .sort();
}

function percent(a, b) {
  return b === 0 ? '–' : `${Math.round((100 * a) / b)}%`;
}
