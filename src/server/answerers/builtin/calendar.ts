// Months, days of the week and seasons: the one a question asks about ("Can we come in January?",
// "Is it open on Sundays?", "u zimu"), and the spans a line gives of them ("From May to October",
// "Mon–Fri 9–17", "od aprila do oktobra", "in winter"). A time relation no match of words finds:
// "January" lies in "November to March" and in "winter".
import { fold, words, type Word } from '../../language/text.js';
import type { QuestionWords } from '../../language/vocabulary.js';

/** Months (0 = January) or days of the week (0 = Monday). */
export type Cycle = 'month' | 'day';

/** What a question asks about: the months or days it names (a season is its three months), and the words. */
export interface AskedTime {
  cycle: Cycle;
  values: readonly number[];
  words: readonly Word[];
}

/** The calendar words of questions.yaml, read for one language layer. */
export interface Calendar {
  /** The month, day or season a question names, if any; a month before a day ("a Saturday in January"). */
  asked(all: readonly Word[]): AskedTime | undefined;
  /** The months or days a line gives as a span ("May to October": 4…9), one list per span; with `seasons`, its seasons too ("in winter"). */
  spans(text: string, cycle: Cycle, seasons?: boolean): number[][];
  /** Whether a question asks which days ("Kojim danima …?", "On what days …?"). */
  asksDays(all: readonly Word[]): boolean;
  /** Whether a folded word is a month, a day or a season. */
  isTime(word: string): boolean;
  /** Whether a folded word is a season. */
  isSeason(word: string): boolean;
  /** Whether a folded word says closed ("Are you closed on Sundays?"). */
  isClosed(word: string): boolean;
  /** The months or days a line names as such, not only inside a date ("1 January", "January 2019"); a weekend its two days, weekdays their five. */
  named(text: string, cycle: Cycle): Set<number>;
}

const LENGTH: Record<Cycle, number> = { month: 12, day: 7 };
// Words before a season that make it a time ("in winter"), not a thing ("summer school", "fall").
const SEASON_LEAD = new Set(['in', 'during', 'over', 'this', 'next', 'every', 'each', 'the', 'u', 'tokom', 'na', 'preko']);
// Words that join the ends of a span; "and" only after "between".
const JOIN = String.raw`\s*(?:–|—|-|to|until|till|through|thru|do)\s*`;

/** Compiles the calendar words once. */
export function readCalendar(data: QuestionWords['calendar'], isCount: (word: string) => boolean = () => false): Calendar {
  const index = new Map<string, { cycle: Cycle; value: number }>();
  data.months.forEach((forms, value) => forms.forEach((form) => index.set(form, { cycle: 'month', value })));
  data.days.forEach((forms, value) => forms.forEach((form) => index.set(form, { cycle: 'day', value })));
  // Short forms that are English words too ("may I", "sat", "sun", "wed", "mar"): a month or day only with a capital.
  const ambiguous = new Set(['may', 'sat', 'sun', 'wed', 'mar']);
  const isForm = (word: Word) => index.has(word.text) && (!ambiguous.has(word.text) || word.capital);
  // Serbian "nedelja" is a week too ("šest nedelja", "nedelju dana"): alone it names no Sunday, "nedeljom" and a span do.
  const week = new Set(['nedelja', 'nedelje', 'nedelju']);
  const weekend = new Set(data.weekend);
  const weekdays = data.weekdays.map((phrase) => ` ${phrase} `);
  // ("week" of "during the week" is a time word too.)
  const weekdayWords = new Set(data.weekdays.flatMap((phrase) => phrase.split(' ')));
  const weekdaysIn = (all: readonly Word[]) => {
    const flat = ` ${all.map((word) => word.text).join(' ')} `;
    const phrase = weekdays.find((candidate) => flat.includes(candidate));
    return phrase === undefined ? [] : all.filter((word) => phrase.includes(` ${word.text} `));
  };
  const daysAsked = data['days-asked'].map((phrase) => ` ${phrase} `);
  // ("Which days?": its "days" is a time word too, asked of no line.)
  const dayWords = new Set(data['days-asked'].map((phrase) => phrase.split(' ').pop()!));
  const season = new Map<string, number>();
  data.seasons.forEach((forms, value) => forms.forEach((form) => season.set(form, value)));
  const alternation = (cycle: Cycle) => [...index].filter(([, at]) => at.cycle === cycle).map(([form]) => form).sort((a, b) => b.length - a.length).join('|');
  // A month span is no period of years ("March 2019 – June 2020") nor of dates ("1 May – 3 June").
  const patterns: Record<Cycle, RegExp> = {
    month: new RegExp(String.raw`(?<![\d.]\s?)\b(${alternation('month')})\b\.?(?:${JOIN}|\s+and\s+(?<=between\s+\S+\s+and\s+))(${alternation('month')})\b(?!\.?\s?\d)`, 'g'),
    day: new RegExp(String.raw`\b(${alternation('day')})\b\.?(?:${JOIN}|\s+and\s+(?<=between\s+\S+\s+and\s+))(${alternation('day')})\b`, 'g'),
  };
  const seasonMonths = (value: number) => [0, 1, 2].map((step) => (value * 3 + 11 + step) % 12);
  // ("the winter of 2005" is a date.)
  const isSeason = (all: readonly Word[], i: number) => season.has(all[i]!.text) && SEASON_LEAD.has(all[i - 1]?.text ?? '') && !/^(of|\d.*)$/.test(all[i + 1]?.text ?? '');
  return {
    isTime: (word) => index.has(word) || season.has(word) || weekend.has(word) || dayWords.has(word) || weekdayWords.has(word),
    asksDays: (all) => {
      const flat = ` ${all.map((word) => word.text).join(' ')} `;
      return daysAsked.some((phrase) => flat.includes(phrase));
    },
    isSeason: (word) => season.has(word),
    isClosed: (word) => data.closed.includes(word),
    asked(all) {
      // (A capital "May", or "in may": the month, not "may I".)
      const named = (word: Word, i: number) => isForm(word) || (word.text === 'may' && all[i - 1]?.text === 'in');
      for (const cycle of ['month', 'day'] as const) {
        const found = all.filter((word, i) => named(word, i) && index.get(word.text)!.cycle === cycle);
        if (found.length > 0) return { cycle, values: found.map((word) => index.get(word.text)!.value), words: found };
        const seasons = cycle === 'month' ? all.filter((_, i) => isSeason(all, i)) : [];
        if (seasons.length > 0) return { cycle, values: seasons.flatMap((word) => seasonMonths(season.get(word.text)!)), words: seasons };
      }
      const weekends = all.filter((word) => weekend.has(word.text));
      if (weekends.length > 0) return { cycle: 'day', values: [5, 6], words: weekends };
      const workdays = weekdaysIn(all);
      if (workdays.length > 0) return { cycle: 'day', values: [0, 1, 2, 3, 4], words: workdays };
      return undefined;
    },
    spans(text, cycle, seasons = false) {
      const folded = fold(text);
      const found: number[][] = [];
      for (const match of folded.matchAll(patterns[cycle])) {
        const from = index.get(match[1]!)!.value;
        const to = index.get(match[2]!)!.value;
        const length = (to - from + LENGTH[cycle]) % LENGTH[cycle];
        found.push(Array.from({ length: length + 1 }, (_, step) => (from + step) % LENGTH[cycle]));
      }
      if (cycle === 'month' && seasons) {
        const all = words(text);
        all.forEach((word, i) => isSeason(all, i) && found.push(seasonMonths(season.get(word.text)!)));
      }
      return found;
    },
    named(text, cycle) {
      const all = words(text);
      const dated = (i: number) => /^\d/.test(all[i - 1]?.text ?? '') || /^\d/.test(all[i + 1]?.text ?? '');
      // ("within two working days" is a length, not the weekdays.)
      const workdays = cycle === 'day' ? weekdaysIn(all) : [];
      const found = new Set<number>(workdays.length > 0 && !isCount(all[workdays[0]!.index - 1]?.text ?? '') ? [0, 1, 2, 3, 4] : []);
      // ("Nedelja" as a label of its own is Sunday: "Subota: 9:00–14:00. Nedelja: zatvoreno."; not "svake nedelje", every week,
      // nor "na dve nedelje:", two weeks.)
      const labels = new Set([...fold(text).matchAll(/(?:^|[.;,·]\s*)([\p{L}]+)\s*:/gu)].map((match) => match[1]!.toLowerCase()));
      const sunday = (i: number) => labels.has(all[i]!.text);
      all.forEach((word, i) => {
        if (cycle === 'day' && weekend.has(word.text)) [5, 6].forEach((day) => found.add(day));
        else if (isForm(word) && (!week.has(word.text) || sunday(i)) && index.get(word.text)!.cycle === cycle && !(cycle === 'month' && dated(i))) found.add(index.get(word.text)!.value);
      });
      return found;
    },
  };
}
