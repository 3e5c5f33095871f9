import { ConfigError } from '../errors.js';
import type { Probe } from './types.js';

/**
 * Whether `token` names `probe`: its id, its category, or a group of ids
 * (`body.too-large` also names `body.too-large.chunked`).
 */
export function matches(probe: Probe, token: string): boolean {
  return probe.id === token || probe.category === token || probe.id.startsWith(`${token}.`);
}

/**
 * The probes `only` keeps and `skip` leaves out; an unknown token is a usage error. Behaviour
 * probes are opt-in: kept only with `behaviour` or when an `only` token names them.
 */
export function selectProbes(probes: Probe[], filters: { only?: string[]; skip?: string[]; behaviour?: boolean }): Probe[] {
  const only = clean(filters.only);
  const skip = clean(filters.skip);
  const optedIn =
    filters.behaviour === true || only.some((token) => probes.some((p) => p.category === 'behaviour' && matches(p, token)));
  for (const token of [...only, ...skip]) {
    if (!probes.some((probe) => matches(probe, token))) {
      throw new ConfigError(`no probe or category is named "${token}" (see secretary check --list)`);
    }
  }
  return probes.filter(
    (probe) =>
      (optedIn || probe.category !== 'behaviour') &&
      (only.length === 0 || only.some((token) => matches(probe, token))) &&
      !skip.some((token) => matches(probe, token)),
  );
}

function clean(tokens: string[] | undefined): string[] {
  return (tokens ?? []).flatMap((token) => token.split(',')).map((token) => token.trim()).filter(Boolean);
}
