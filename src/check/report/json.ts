import { formatJson as writeJson } from '../../report/index.js';
import type { CheckReport, Probe } from '../types.js';

/** The report as pretty JSON, one object with every result. */
export function formatJson(report: CheckReport): string {
  return writeJson(report);
}

/** The probe list as JSON, for `--list --reporter json`. */
export function formatProbeListJson(probes: readonly Probe[]): string {
  return writeJson(
    probes.map(({ id, category, required, generates, description, heuristic }) => ({
      id,
      category,
      required,
      generates,
      description,
      ...(heuristic ? { heuristic } : {}),
    })),
  );
}
