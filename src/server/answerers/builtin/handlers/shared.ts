import { composeFacts, showFact, withSource } from '../compose.js';
import type { Context } from '../context.js';
import type { Entry, Fact } from '../portfolio/model.js';
import { showPeriod } from '../portfolio/periods.js';
import type { Hit } from '../search.js';

/** Below this share of the question's words, the best fact does not answer it. */
export const MIN_COVERAGE = 0.55;
/** A term counts as said when a fact says it at least this strongly (its own word, a synonym, a close relation). */
export const SAID = 0.6;

/** The question's required terms a hit says strongly enough. */
export function strongly(context: Context, hit: Hit): number {
  return context.question.terms.filter((term) => !term.optional && context.search.strength(term, hit.fact) >= SAID).length;
}

/** The best facts for the question when they answer it, within the subject's facts first when there is a subject. */
export function bestHits(context: Context, options: { pool?: readonly Fact[] } = {}): Hit[] | undefined {
  const { question, search, subject } = context;
  const required = question.terms.filter((term) => !term.optional).length;
  const ranked = (pool?: readonly Fact[]) => search.rank(question, pool ? { pool, subject } : subject ? { subject } : {});
  const good = (hits: Hit[]) => {
    const top = hits[0];
    if (!top) return false;
    if (required === 0) return top.coverage > 0 || question.attribute !== undefined;
    return top.coverage >= MIN_COVERAGE && strongly(context, top) > 0;
  };
  if (options.pool) {
    const hits = ranked(options.pool);
    return good(hits) ? hits : undefined;
  }
  // A follow-up about an entry looks in the entry first.
  if (subject) {
    const own = ranked(subject.facts);
    if (good(own) && (own[0]!.coverage === 1 || context.inherited)) return own;
  }
  const hits = ranked();
  return good(hits) ? hits : undefined;
}

/** An entry in a line: its title, period and leading fact, with its link. */
export function describe(entry: Entry, context: Context): string {
  const { say } = context;
  const repeatsTitle = (text: string) => text.toLowerCase().startsWith(entry.title.toLowerCase()) && text.length < entry.title.length + 24;
  const lead = entry.facts.find((fact) => fact.label === undefined && !repeatsTitle(fact.text)) ?? entry.facts[0];
  const period = entry.period ? ` (${showPeriod(entry.period, say('present'))})` : '';
  if (!lead) return withSource(`${entry.title}${period}.`, entry, say);
  const text = lead.text.replace(/[.;:,]+$/, '');
  const line = entry.kind === 'project' && text.toLowerCase().includes(entry.title.toLowerCase()) ? `${text}.` : `${entry.title}${period}: ${text}.`;
  return withSource(line, entry, say);
}

/** Quotes the hits, or undefined when there are none. */
export function quote(context: Context, hits: Hit[] | undefined): string | undefined {
  return hits && hits.length > 0 ? composeFacts(hits, context.say) : undefined;
}

/** One fact as a reply line. */
export function one(context: Context, fact: Fact): string {
  return withSource(showFact(fact), fact.entry, context.say);
}

/** The visitor's words for the terms nothing says, as written, joined by "or". */
export function asWritten(context: Context, missing: readonly { raw: string }[]): string {
  return missing.map((term) => term.raw).join(` ${context.say('or')} `);
}
