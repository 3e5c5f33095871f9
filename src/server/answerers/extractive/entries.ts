import type { Lexicon } from '../../language/lexicon.js';
import { tokenize } from '../../language/words.js';

/** When an entry happened: years, `present` when it is still going on. */
export interface Period {
  from?: number;
  to?: number;
  present: boolean;
  /** The period as the page wrote it ("2021–present"). */
  text: string;
}

/** What an entry heading or line says besides its period. */
export interface EntryHeading {
  title: string;
  role?: string;
  org?: string;
  location?: string;
  period?: Period;
}

const YEAR = '(?:19|20)\\d{2}';
const DASH = '\\s*(?:–|—|-|to|until|till|do)\\s*';
const OPEN_END = 'present|now|today|current|ongoing|danas|sada|sad|trenutno|dana(?:s)?';
// A range ("2018–2021", "2019 – present", "Mar 2019 – Jun 2021"), "since 2019", or one year.
const RANGE = new RegExp(`(?:[A-Za-z]{3,9}\\.?\\s+)?(${YEAR})${DASH}(?:[A-Za-z]{3,9}\\.?\\s+)?(${YEAR}|\\d{2}\\b|${OPEN_END})`, 'i');
const SINCE = new RegExp(`\\b(?:since|from|od)\\s+(${YEAR})\\b`, 'i');
const SINGLE = new RegExp(`\\b(${YEAR})\\b`);

/** The first period in `text`: a range, "since YEAR", or (when `single`) one year. */
export function findPeriod(text: string, single = false): (Period & { index: number; length: number }) | undefined {
  const range = RANGE.exec(text);
  if (range) {
    const from = Number(range[1]);
    const end = range[2]!;
    const to = /^\d{4}$/.test(end) ? Number(end) : /^\d{2}$/.test(end) ? Math.floor(from / 100) * 100 + Number(end) : undefined;
    return { from, to, present: to === undefined, text: range[0].trim(), index: range.index, length: range[0].length };
  }
  const since = SINCE.exec(text);
  if (since) return { from: Number(since[1]), present: true, text: since[0].trim(), index: since.index, length: since[0].length };
  const one = single ? SINGLE.exec(text) : null;
  if (one) return { from: Number(one[1]), to: Number(one[1]), present: false, text: one[1]!, index: one.index, length: one[0].length };
  return undefined;
}

// Separators between an entry heading's parts, most telling first.
const SEPARATORS: Array<[RegExp, 'role-org' | 'either']> = [
  [/\s+(?:at|@|u|kod)\s+/i, 'role-org'],
  [/\s+[—–|·•]\s+|\s+-\s+/, 'either'],
  [/,\s+/, 'either'],
];

/**
 * Reads an entry heading of any common shape — "Org — Role (2018–2021)",
 * "Role at Org, 2019 – present", "Role, Org", "MSc in X — University (2016–2018)" —
 * into its role, organisation and period. Which side is the role is told by
 * role words (engineer, designer, MSc, …) from the data files.
 */
export function parseEntryHeading(text: string, lexicon: Lexicon, single = true): EntryHeading {
  const period = findPeriod(text, single);
  let rest = text;
  if (period) rest = `${text.slice(0, period.index)} ${text.slice(period.index + period.length)}`;
  rest = rest.replace(/\(\s*\)/g, ' ').replace(/,\s*,/g, ',').replace(/\s+/g, ' ').replace(/^[\s,:;—–|·•-]+|[\s,.:;—–|·•(-]+$/g, '').trim();
  const result: EntryHeading = { title: rest || text.trim() };
  if (period) result.period = { from: period.from, to: period.to, present: period.present, text: period.text };
  const isRole = (part: string) => tokenize(part).some((t) => lexicon.roleWords.has(t));
  for (const [separator, order] of SEPARATORS) {
    const parts = rest.split(separator).map((p) => p.trim()).filter((p) => p !== '');
    if (parts.length < 2) continue;
    const [first, second, ...others] = parts as [string, string, ...string[]];
    // "Role, Department, University": the organisation is everything after the role.
    if (order === 'either' && separator.source.startsWith(',') && others.length > 0 && isRole(first)) {
      result.role = first;
      result.org = [second, ...others].join(', ');
      break;
    }
    if (order === 'role-org' || (isRole(first) && !isRole(second))) {
      result.role = first;
      result.org = second;
    } else if (isRole(second) || separator.source.startsWith('\\s+[')) {
      result.org = first;
      result.role = second;
    } else {
      result.role = first;
      result.org = second;
    }
    if (others.length > 0) result.location = others.join(', ');
    // "Role at Org, City": the place after the organisation.
    const comma = result.org!.indexOf(', ');
    if (comma > 0 && result.location === undefined) {
      result.location = result.org!.slice(comma + 2);
      result.org = result.org!.slice(0, comma);
    }
    break;
  }
  return result;
}

/** "2018–2021" or "2021–present" (`present` in the reply's language), as a reply shows a period. */
export function showPeriod(period: Period, present = 'present'): string {
  if (period.from === undefined) return period.text;
  if (period.present) return `${period.from}–${present}`;
  return period.to === undefined || period.to === period.from ? String(period.from) : `${period.from}–${period.to}`;
}
