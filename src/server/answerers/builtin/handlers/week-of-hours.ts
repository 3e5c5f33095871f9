import { fold } from '../../../language/text.js';
import type { Calendar } from '../calendar.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';

// A time of day: "9:00", "6.30–20.00", "10 am", "19h".
export const CLOCK = /\b(?:[01]?\d|2[0-3])[:.][0-5]\d\b|\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.|h)\b/i;

// The lines of a week's hours: under a heading or a label of hours ("Opening hours", "Working hours:", "Radno vreme"),
// with the days they hold ("Monday to Friday 8:00–16:00", "Sunday and Monday: closed"); in the visitor's language where
// the twin page has them.
export function weekOf(context: Context, read: Calendar, facts: readonly Fact[]): Fact[] {
  const keys = context.layer.vocabulary.questions.calendar['week-words'].flatMap((word) => [context.layer.key(word, 'en'), context.layer.key(word, 'sr')]);
  const week = facts.filter((fact) => keys.some((key) => headedBy(context, fact, key)) && (read.named(fact.text, 'day').size > 0 || read.spans(fact.text, 'day').length > 0));
  return ownFirst(context, week);
}

/** Of lines, those in the visitor's language when any are (the twin page's), else all of them. */
export function ownFirst(context: Context, facts: Fact[]): Fact[] {
  const own = facts.filter((fact) => fact.language === context.question.language);
  return own.length > 0 ? own : facts;
}

// Whether a line's heading or label says a word: "Opening hours" says "open".
export function headedBy(context: Context, fact: Fact, key: string): boolean {
  return fact.headingKeys.has(key) || (fact.label !== undefined && context.layer.keysOf(fact.label, fact.language).includes(key));
}

// The week of hours, else the listed lines of one section that name days with a time of day, when two or more do.
export function orTimedDays(week: Fact[], facts: readonly Fact[], day: (fact: Fact) => boolean): Fact[] {
  if (week.length > 0) return week;
  const timed = facts.filter((fact) => fact.listed && day(fact) && CLOCK.test(fact.text));
  const section = timed.find((fact) => timed.filter((other) => other.section === fact.section).length >= 2)?.section;
  return section === undefined ? [] : facts.filter((fact) => fact.section === section && fact.listed && day(fact));
}

/** Whether a line's label names a day asked: "Sunday and Monday: closed". */
export function labelledWith(read: Calendar, fact: Fact, days: readonly number[]): boolean {
  return fact.label !== undefined && days.some((day) => read.named(fact.label!, 'day').has(day));
}

/** Whether a part of a line opens or ends with a word of none: "Sunday closed", "Nedelja: zatvoreno", "Closed on Sundays". */
export function saysNone(context: Context, part: string): boolean {
  // (Of what it says in brackets aside: "closed (emergency line only)".)
  const text = fold(part).trim().replace(/\.$/, '').replace(/\s*\([^)]*\)$/, '');
  return context.layer.vocabulary.questions['absent-values'].some((word) => text === word || text.startsWith(`${word} `) || [' ', ':', '·', '–', '-'].some((mark) => text.endsWith(`${mark}${word}`)));
}
