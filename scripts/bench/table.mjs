// Renders the bench's one table as aligned plain text (also valid Markdown).

/** Formats rows of cells into a Markdown table with padded columns. */
export function renderTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** `value` with `digits` decimals, or `n/a`. */
export function fixed(value, digits = 0) {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

/** A verdict cell: `ok` or `MISSED` against a target, `-` without one. */
export function verdict(pass) {
  if (pass === undefined) return '-';
  return pass ? 'ok' : 'MISSED';
}
