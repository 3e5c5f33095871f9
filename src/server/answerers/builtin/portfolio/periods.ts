// When an entry happened, as pages write it: "2019–2022", "Sept 2015 – June 2019",
// "since January 2021", "2021 – present", "2015/16", "2022–danas", "od 2018.", a year alone.

/** When an entry happened: years, `present` when it is still going on. */
export interface Period {
  from?: number;
  to?: number;
  present: boolean;
  /** The period as the page wrote it ("Sept 2015 – June 2019"). */
  text: string;
}

/** A period found in a text, with where it stands. */
export interface FoundPeriod extends Period {
  index: number;
  length: number;
}

const YEAR = '(?:19|20)\\d{2}';
const MONTH = '(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|maj|avg|okt)[a-z]*\\.?|spring|summer|autumn|fall|winter|early|late|mid)';
const DASH = '\\s*(?:–|—|-|/|to|until|till|through|do)\\s*';
const OPEN_END = 'present|now|today|current|ongoing|date|danas|sada|sad|trenutno';
const RANGE = new RegExp(`(?:${MONTH}\\s+)?(${YEAR})\\.?${DASH}(?:${MONTH}\\s+)?(${YEAR}|\\d{2}\\b|(?:${OPEN_END})\\b)`, 'i');
// "2021 –" at the end of a heading: still going on.
const OPEN = new RegExp(`(?:${MONTH}\\s+)?(${YEAR})\\s*(?:–|—|-)\\s*(?=$|[)\\]*_,;])`, 'i');
const SINCE = new RegExp(`\\b(?:since|from|starting|started|od|počev od|pocev od)\\s+(?:${MONTH}\\s+)?(${YEAR})\\b`, 'i');
const SINGLE = new RegExp(`\\b(${YEAR})\\b`);
const CLOSING = new RegExp(`\\((${YEAR})\\)\\s*$`);

/** The first period in `text`: a range, an open range, "since YEAR", or (when `single`) one year. */
export function findPeriod(text: string, single = false): FoundPeriod | undefined {
  const range = RANGE.exec(text);
  if (range) {
    const from = Number(range[1]);
    const end = range[2]!;
    const to = /^\d{4}$/.test(end) ? Number(end) : /^\d{2}$/.test(end) ? Math.floor(from / 100) * 100 + Number(end) : undefined;
    // "2019-20" is a season; "2022-11" after a full year would be a month, read as that year.
    if (to !== undefined && to < from) return { from, to: from, present: false, text: range[0].trim(), index: range.index, length: range[0].length };
    return { from, to, present: to === undefined, text: range[0].trim(), index: range.index, length: range[0].length };
  }
  const open = OPEN.exec(text);
  if (open) return { from: Number(open[1]), present: true, text: open[0].trim(), index: open.index, length: open[0].length };
  // ("Longines pocket watch from 1912 (2021)": a year in brackets that ends a heading dates it; "from 1912" tells of the watch.)
  const closing = single ? CLOSING.exec(text) : null;
  if (closing) return { from: Number(closing[1]), to: Number(closing[1]), present: false, text: closing[1]!, index: closing.index + 1, length: closing[1]!.length };
  const since = SINCE.exec(text);
  if (since) return { from: Number(since[1]), present: true, text: since[0].trim(), index: since.index, length: since[0].length };
  const one = single ? SINGLE.exec(text) : null;
  if (one) return { from: Number(one[1]), to: Number(one[1]), present: false, text: one[1]!, index: one.index, length: one[0].length };
  return undefined;
}

/** "2018–2021" or "2021–present" (`present` in the reply's language), as a reply shows a period. */
export function showPeriod(period: Period, present = 'present'): string {
  if (period.from === undefined) return period.text;
  if (period.present) return `${period.from}–${present}`;
  return period.to === undefined || period.to === period.from ? String(period.from) : `${period.from}–${period.to}`;
}

/** The last year a period covers: this year when it is still going on. */
export function endYear(period: Period, thisYear: number): number {
  return period.present ? thisYear : (period.to ?? period.from ?? thisYear);
}

/** Whether a period covers a year. */
export function covers(period: Period, year: number, thisYear: number): boolean {
  return period.from !== undefined && period.from <= year && endYear(period, thisYear) >= year;
}

// "(2021–present)" in a heading says when, not what: "present" is no gift, "2021" no topic.
export function withoutPeriod(text: string): string {
  let out = text;
  for (let found = findPeriod(out, true); found; found = findPeriod(out, true)) out = `${out.slice(0, found.index)} ${out.slice(found.index + found.length)}`;
  return out;
}

/** The years a heading or an entry's period is written with ("… (2022)", "2014–present"), which its lines are taken to say too. */
export function writtenYears(text: string): string {
  return text.match(/\b(?:19|20)\d{2}\b/g)?.join(' ') ?? '';
}

/** Whether a line is a period and nothing more ("Since March 2019", "*2014 – 2018*"): it dates, it names nothing. */
export function onlyPeriod(line: string): boolean {
  const found = findPeriod(line, true);
  // (A word that opens a period says nothing more: "From March 2005 to August 2009".)
  const before = line.slice(0, found?.index ?? 0).replace(/^\s*(?:from|od)\b/i, '');
  return found !== undefined && /^[\s*_()[\].,;:—–·|-]*$/.test(before + line.slice(found.index + found.length));
}
