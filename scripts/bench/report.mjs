// Turns the bench's medians into its one table, each row with its target and verdict.
import { median } from './micro.mjs';
import { fixed, renderTable, verdict } from './table.mjs';

/** Builds the table from the medians of `results` (by target id), peak RSS and the micro measures. */
export function buildTable({ results, rss, validation, version, startup }) {
  const rows = [];
  const rps = (id) => results[id]?.rps;
  const ratioRow = (label, id, baseId, target) => {
    const ratio = perRound(results, id, baseId, (a, b) => a.rps / b.rps);
    const measured = Number.isFinite(ratio);
    rows.push([label, `${fixed(rps(id))} req/s`, `${fixed(ratio, 2)}×`, `≥ ${target.toFixed(2)}×`, measured ? verdict(ratio >= target) : 'skipped']);
  };

  rows.push(['bare h3, small JSON (baseline)', `${fixed(rps('baseline'))} req/s`, '1.00×', '-', '-']);
  ratioRow('serve: schema violation (rejected)', 'reject', 'baseline', 0.9);
  ratioRow('serve: rate limited (429)', 'limited', 'baseline', 0.9);
  ratioRow('serve: built-in answerer, example portfolio', 'builtin', 'baseline', 0.6);
  rows.push(['bare node:http + SDK hop to the model server', `${fixed(rps('bareHop'))} req/s`, '(yardstick)', '-', '-']);
  ratioRow('serve: model path (× the bare hop)', 'model', 'bareHop', 0.9);

  const direct = results.direct1?.p50;
  const viaModel = results.model1?.p50;
  const added = perRound(results, 'model1', 'direct1', (a, b) => a.p50 - b.p50);
  rows.push([
    'model path p50 at 1 connection, over the model server direct',
    `${fixed(viaModel, 3)} ms (direct ${fixed(direct, 3)} ms)`,
    `+${fixed(added, 3)} ms`,
    '≤ +0.5 ms',
    Number.isFinite(added) ? verdict(added <= 0.5) : 'skipped',
  ]);
  rows.push([
    'bare hop p50 at 1 connection, over the model server direct',
    `${fixed(results.bareHop1?.p50, 3)} ms`,
    `+${fixed(perRound(results, 'bareHop1', 'direct1', (a, b) => a.p50 - b.p50), 3)} ms`,
    '-',
    '-',
  ]);

  const base = rss.baseline;
  for (const [id, label, target] of [
    ['model', 'peak RSS: serve, model path', 1.5],
    ['builtin', 'peak RSS: serve, built-in answerer', undefined],
    ['limited', 'peak RSS: serve, rate limited', undefined],
  ]) {
    const ratio = rss[id] / base;
    const cells = [label, `${fixed(rss[id], 1)} MiB (baseline ${fixed(base, 1)})`, `${fixed(ratio, 2)}×`];
    cells.push(target ? `≤ ${target.toFixed(2)}×` : '-', target === undefined ? '-' : Number.isFinite(ratio) ? verdict(ratio <= target) : 'skipped');
    rows.push(cells);
  }

  rows.push(['start-up to first answer (built-in)', `${fixed(startup.ms)} ms`, '-', '≤ 300 ms', verdict(startup.ms <= 300)]);
  rows.push([
    'secretary --version',
    `${fixed(version.ms)} ms (node -e 0: ${fixed(version.nodeMs)} ms)`,
    '-',
    '≤ 150 ms',
    verdict(version.ms <= 150),
  ]);
  rows.push([
    `validateChatRequest, maximal body (${validation.bytes} B)`,
    `${fixed(validation.microseconds, 2)} µs (all-ASCII maximal: ${fixed(validation.asciiMicroseconds, 2)} µs)`,
    '-',
    '≤ 5 µs',
    verdict(validation.microseconds <= 5),
  ]);
  return renderTable(['Measure (median)', 'Figure', 'Ratio', 'Target', 'Verdict'], rows);
}

// Ratios are taken within each round, then their median: the machine's load drifts between
// rounds (other work on a shared host), and a ratio of two runs seconds apart cancels most of it.
function perRound(results, id, baseId, combine) {
  const base = new Map((results[baseId]?.runs ?? []).map((run) => [run.round, run]));
  const values = (results[id]?.runs ?? []).filter((run) => base.has(run.round)).map((run) => combine(run, base.get(run.round)));
  return values.length === 0 ? Number.NaN : median(values);
}
