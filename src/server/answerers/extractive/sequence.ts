import type { Section } from '../../knowledge/types.js';
import type { WeightedTerms } from '../../retrieval/query.js';
import { fold, isYear } from '../../retrieval/text.js';
import { scoreUnit, type Unit } from './excerpt.js';

/** Which way in time a follow-up asks to move ("before that", "and after that?"). */
export type Direction = 'before' | 'after';

const BEFORE = /\b(before (that|this|then|it|there|them)|prior to (that|this|it)|previously|earlier|pre (toga|tog|nego)|prethodno|ranije)\b/;
const AFTER = /\b(after (that|this|it|there|them)|afterwards|next|posle (toga|tog)|nakon (toga|tog)|zatim|potom)\b/;

/** The direction a follow-up asks to move in time, if it asks. */
export function askedDirection(message: string): Direction | undefined {
  const text = fold(message);
  if (BEFORE.test(text)) return 'before';
  if (AFTER.test(text)) return 'after';
  return undefined;
}

/** A dated entry next to the one the previous answer was about, and a year it covers. */
export interface Neighbour {
  section: Section;
  year: number;
}

/**
 * The entry just before (or after) `subject` in time: another dated row of the
 * same list or table, else a dated section beside it (same file and parent
 * heading, or a file in the same folder). Undefined when nothing is dated.
 */
export function neighbourInTime(
  subject: Section,
  direction: Direction,
  previousTerms: WeightedTerms,
  sections: readonly Section[],
  unitsOf: (section: Section) => readonly Unit[],
  yearsOf: (section: Section) => ReadonlySet<number>,
): Neighbour | undefined {
  const dated = unitsOf(subject).filter((unit) => unit.years.size > 0);
  let span = [...yearsOf(subject)];
  if (dated.length >= 2) {
    // A dated list: the row the previous question was about is the one it matched best.
    const askedYears = [...previousTerms.keys()].filter(isYear).map(Number);
    const scores = dated.map((unit) => scoreUnit(unit, previousTerms, askedYears));
    const best = dated[scores.indexOf(Math.max(...scores))]!;
    span = [...best.years];
    const target = direction === 'before' ? Math.min(...span) - 1 : Math.max(...span) + 1;
    if (dated.some((unit) => unit !== best && unit.years.has(target))) return { section: subject, year: target };
  }
  if (span.length === 0) return undefined;
  const start = Math.min(...span);
  const end = Math.max(...span);
  let found: Neighbour | undefined;
  for (const section of sections) {
    if (section === subject || !besides(section, subject)) continue;
    const years = [...yearsOf(section)];
    if (years.length === 0) continue;
    // The closest entry wholly on the asked side of the subject's start (or end).
    const year = direction === 'before' ? Math.max(...years.filter((y) => y < start)) : Math.min(...years.filter((y) => y > end));
    if (!Number.isFinite(year)) continue;
    if (!found || (direction === 'before' ? year > found.year : year < found.year)) found = { section, year };
  }
  return found;
}

function besides(a: Section, b: Section): boolean {
  if (a.document === b.document) return parentOf(a.heading) === parentOf(b.heading);
  return folderOf(a.document.file) === folderOf(b.document.file) && folderOf(a.document.file) !== '';
}

function parentOf(heading: string): string {
  return heading.split(' › ').slice(0, -1).join(' › ');
}

function folderOf(file: string): string {
  return file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
}
