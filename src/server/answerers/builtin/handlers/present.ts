import type { Context } from '../context.js';
import type { Hit } from '../search.js';
import { NEARLY } from './shared.js';

/**
 * Hits with, asked in the present, a line of a job that goes on (or of none) first when it says the question nearly as well
 * as a best line of a job that has ended ("Where does he teach diving?" is not the dive centre of a job he left).
 */
export function presentFirst(context: Context, hits: Hit[] | undefined): Hit[] | undefined {
  const ended = (hit: Hit) => (hit.fact.entry?.kind === 'work' || hit.fact.entry?.kind === 'volunteer') && hit.fact.entry.period !== undefined && !hit.fact.entry.period.present;
  const current = !context.question.past && !context.question.time && hits && ended(hits[0]!) ? hits.find((hit) => hit.coverage >= hits[0]!.coverage * NEARLY && !ended(hit)) : undefined;
  return current ? [current, ...hits!.filter((hit) => hit !== current)] : hits;
}
