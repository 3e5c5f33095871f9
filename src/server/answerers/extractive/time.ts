import type { TimeWord } from '../../language/lexicon.js';
import { showPeriod } from './entries.js';
import type { Entry, Fact } from './facts.js';
import type { Say } from './replies.js';

/** Entries of one kind with a known start, oldest first. */
export function dated(entries: readonly Entry[], kind: Entry['kind']): Entry[] {
  // Oldest first; of two that start together, the one that ended first (a one-year degree before a four-year job).
  const end = (e: Entry) => (e.period!.present ? Infinity : (e.period!.to ?? e.period!.from!));
  return entries.filter((e) => e.kind === kind && e.period?.from !== undefined).sort((a, b) => a.period!.from! - b.period!.from! || end(a) - end(b) || a.id - b.id);
}

/** The values a job template needs: organisation, " as Role", " (period)". */
export function jobValues(entry: Entry, say: Say): Record<string, string> {
  return {
    org: [entry.org ?? entry.title, entry.location].filter(Boolean).join(', '),
    role: entry.role && entry.org ? say('asRole', { role: entry.role }) : '',
    period: entry.period ? ` (${showPeriod(entry.period, say('present'))})` : '',
  };
}

/** Answers current / before / after / first / latest over dated entries; undefined when it cannot. */
export function answerInTime(word: TimeWord, entries: Entry[], anchor: Entry | undefined, say: Say, subject: string): string | undefined {
  if (entries.length === 0) return undefined;
  const values = (entry: Entry) => ({ ...jobValues(entry, say), subject });
  switch (word) {
    case 'current': {
      const current = entries.filter((e) => e.period?.present);
      if (current.length === 0) return undefined;
      return current.map((entry) => say('current', values(entry))).join(' ');
    }
    case 'before':
    case 'after': {
      if (!anchor?.period?.from) return undefined;
      const index = entries.indexOf(anchor);
      const others = entries.filter((e) => e !== anchor);
      const next = word === 'before'
        ? others.filter((e) => (index >= 0 ? entries.indexOf(e) < index : e.period!.from! < anchor.period!.from!)).pop()
        : others.find((e) => (index >= 0 ? entries.indexOf(e) > index : e.period!.from! > anchor.period!.from!));
      const anchorName = anchor.org ?? anchor.title;
      if (!next) return say(word === 'before' ? 'beforeNone' : 'afterNone', { anchor: anchorName });
      return say(word, { ...values(next), anchor: anchorName });
    }
    case 'first':
      return say('first', values(entries[0]!));
    case 'latest':
      return say('latest', values(entries[entries.length - 1]!));
    default:
      return undefined;
  }
}

/** "About 10 years — she has worked since 2016." from a "since YEAR" in the profile, else the earliest job. */
export function answerExperience(profileFacts: readonly Fact[], jobs: Entry[], year: number, say: Say, subject: string): string | undefined {
  const since = profileFacts.map((f) => /\bsince\s+((?:19|20)\d{2})\b/i.exec(f.text)).find((m) => m !== null);
  const start = since ? Number(since[1]) : jobs[0]?.period?.from;
  if (start === undefined) return undefined;
  return say('experience', { years: String(year - start), since: String(start), subject });
}

/** The entry, its period stretched over every dated entry of the same kind at the same organisation. */
export function sameEmployer(entry: Entry, entries: readonly Entry[]): Entry {
  const same = entries.filter((e) => e.kind === entry.kind && e.org !== undefined && e.org === entry.org && e.period?.from !== undefined);
  if (same.length < 2) return entry;
  const from = Math.min(...same.map((e) => e.period!.from!));
  const present = same.some((e) => e.period!.present);
  const to = Math.max(...same.map((e) => e.period!.to ?? e.period!.from!));
  return { ...entry, period: { from, to: present ? undefined : to, present, text: `${from}–${present ? 'present' : to}` } };
}

/** "3 years at Org (2018–2021)." */
export function answerYearsAt(entry: Entry, year: number, say: Say): string | undefined {
  const period = entry.period;
  if (period?.from === undefined) return undefined;
  const span = (period.present ? year : (period.to ?? period.from)) - period.from;
  // Serbian says "2, 3, 4 godine" but "5 godina": the language's few-form, where it has one.
  const few = span % 10 >= 2 && span % 10 <= 4 && (span % 100 < 12 || span % 100 > 14);
  const years = `${span} ${say(span === 1 ? 'year' : few ? 'years-few' : 'years')}`;
  return say('yearsAt', { years, org: entry.org ?? entry.title, period: showPeriod(period, say('present')) });
}
