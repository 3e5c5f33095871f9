import type { Probe } from '../types.js';
import { acceptProbes } from './accept.js';
import { behaviourProbes } from './behaviour.js';
import { bodyProbes } from './body.js';
import { corsProbes } from './cors.js';
import { historyProbes } from './history.js';
import { messageProbes } from './message.js';
import { rateLimitProbe } from './rate-limit.js';
import { surfaceProbes } from './surface.js';

/**
 * Every probe, in run order: the free rejections first, then the generating ones
 * (required before advisory, so a small budget keeps what matters), rate limiting
 * last since it spends the target's allowance.
 */
export function listProbes(): Probe[] {
  const all = [...messageProbes, ...historyProbes, ...bodyProbes, ...surfaceProbes, ...acceptProbes, ...corsProbes, ...behaviourProbes];
  const generating = all.filter((p) => p.generates);
  return [
    ...all.filter((p) => !p.generates),
    ...generating.filter((p) => p.required),
    ...generating.filter((p) => !p.required),
    rateLimitProbe,
  ];
}
