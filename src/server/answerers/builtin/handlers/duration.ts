import { countYears } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Entry } from '../portfolio/model.js';
import { endYear, showPeriod } from '../portfolio/periods.js';
import { bestHits, quote } from './shared.js';

// A length a fact states: "2 days", "16 hours", "six months", "3 years".
const LENGTH = /\b(\d+(\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*(-\s*)?(years?|months?|weeks?|days?|hours?|minutes?|h|godin\w*|mesec\w*|nedelj\w*|dan\w*|sat\w*)\b/i;

/**
 * "How long was she at X?": the years of every entry at that organisation together. "How long is
 * the course?": the fact that states a length.
 */
export const duration: Handler = {
  name: 'duration',
  answer(context) {
    const { question, subject, say, thisYear, portfolio } = context;
    if (question.kind !== 'how-long' || question.time === 'experience') return undefined;
    const topic = question.terms.filter((term) => !term.optional);
    // A length that a fact states about what was asked beats the years of an entry a word named.
    const hits = topic.length > 0 ? bestHits(context) : undefined;
    const stated = hits?.find((hit) => hit.coverage >= hits[0]!.coverage && LENGTH.test(hit.fact.text));
    if (stated && (!subject || stated.fact.entry !== subject || !subject.period)) return quote(context, [stated, ...hits!.filter((h) => h !== stated)]);
    const entry = subject ?? entryByRole(context);
    if (!entry?.period?.from) return stated ? quote(context, [stated]) : undefined;
    // Two roles at one employer (associate, then partner) are one stay there.
    const same = entry.org ? portfolio.entries.filter((e) => e.org === entry.org && e.kind === entry.kind && e.period?.from !== undefined) : [entry];
    const from = Math.min(...same.map((e) => e.period!.from!));
    const to = Math.max(...same.map((e) => endYear(e.period!, thisYear)));
    const present = same.some((e) => e.period!.present);
    const period = showPeriod({ from, to: present ? undefined : to, present, text: '' }, say('present'));
    return say('yearsAt', { years: countYears(Math.max(to - from, 1), say), what: entry.name, period });
  },
};

/** "How long was he a postdoc?": the one dated entry whose role the question names. */
export function entryByRole(context: Context): Entry | undefined {
  const { question, portfolio, layer } = context;
  const topic = question.terms.filter((term) => !term.optional);
  if (topic.length === 0) return undefined;
  const named = portfolio.entries.filter((entry) => {
    const keys = new Set(layer.keysOf(`${entry.role ?? ''} ${entry.title}`, portfolio.language));
    return entry.period !== undefined && topic.every((term) => term.alternatives[0]!.keys.every((key) => keys.has(key)));
  });
  return named.length === 1 ? named[0] : undefined;
}
