import type { CheckReport, Probe } from '../types.js';

/** The report as pretty JSON, one object with every result. */
export function formatJson(report: CheckReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** The probe list as JSON, for `--list --reporter json`. */
export function formatProbeListJson(probes: readonly Probe[]): string {
  const rows = probes.map(({ id, category, required, generates, description, heuristic }) => ({
    id,
    category,
    required,
    generates,
    description,
    ...(heuristic ? { heuristic } : {}),
  }));
  return `${JSON.stringify(rows, null, 2)}\n`;
}
