import type { CheckReport, Probe, ProbeContext, ProbeResult } from './types.js';

/** What a run will send, decided before anything is sent. */
export interface Plan {
  /** Probes to run, in list order. */
  planned: Probe[];
  /** Results already known: probes that lack an option, and probes over the budget. */
  results: Map<Probe, ProbeResult>;
  /** Required probes that lack an option, with the option each needs. */
  incomplete: CheckReport['incomplete'];
  /** Ids of generating probes the budget leaves out. */
  budgetSkipped: string[];
}

/**
 * Decides up front, in list order, what runs and what is skipped, so a budget always cuts
 * the same probes and a missing option is reported whatever else happens.
 */
export function planProbes(probes: Probe[], options: Pick<ProbeContext, 'origin' | 'rateLimitProbe'>, limit: number | null): Plan {
  const plan: Plan = { planned: [], results: new Map(), incomplete: [], budgetSkipped: [] };
  let allowed = limit ?? Infinity;
  for (const probe of probes) {
    const missing = probe.needs?.(options);
    if (missing) {
      plan.results.set(probe, skipped(probe, missing));
      if (probe.required) plan.incomplete.push({ id: probe.id, reason: missing });
    } else if (probe.generates && allowed <= 0) {
      plan.budgetSkipped.push(probe.id);
      plan.results.set(probe, skipped(probe, `over the budget of ${limit} generating probes`));
    } else {
      if (probe.generates) allowed--;
      plan.planned.push(probe);
    }
  }
  return plan;
}

/** The descriptive part of a probe's result. */
export function describeProbe(probe: Probe): Omit<ProbeResult, 'verdict' | 'durationMs'> {
  const { id, description, category, required, generates } = probe;
  return { id, description, category, required, generates };
}

/** The result of a probe that did not run, with why. */
export function skipped(probe: Probe, note: string): ProbeResult {
  return { ...describeProbe(probe), verdict: 'skipped', note, durationMs: 0 };
}
