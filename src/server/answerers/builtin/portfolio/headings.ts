import { WORD_CLASS, type TextLayer } from '../../../language/analyzer.js';
import { spaced, words } from '../../../language/text.js';
import { findPeriod, type Period } from './periods.js';

/** What an entry heading or line says besides its period. */
export interface EntryHeading {
  title: string;
  role?: string;
  org?: string;
  location?: string;
  period?: Period;
  /** Whether the role and organisation were read from a shape that states them. */
  certain: boolean;
}

// Separators between an entry heading's parts, most telling first.
const SEPARATORS: Array<[RegExp, 'role-org' | 'either']> = [
  [/\s+(?:at|@|u|kod)\s+/i, 'role-org'],
  [/\s+[—–|·•]\s+|\s+-\s+/, 'either'],
  [/,\s+/, 'either'],
];

// Most words of coordinated roles ("Founder and field veterinarian"); a longer phrase is a clause.
const MAX_ROLE_WORDS = 6;

/** Tells the parts of entry headings apart: roles (people, degrees) from organisations and places. */
export interface HeadingReader {
  read(text: string, single?: boolean): EntryHeading;
  /** Whether a text names a role: a word for a person (WordNet), a degree or a role abbreviation. */
  isRole(text: string): boolean;
  /** Whether a text reads as the name of an organisation, a place or a work: short, capitalised, not a sentence. */
  isName(text: string): boolean;
  /** Whether a heading is one common word in the plural, a list's ("Awards", "Publications"), not a work's name. */
  isCategory(text: string): boolean;
  /** Whether a heading is a name with its year in brackets, which heads a dated work ("Concrete Sundays (2015)"). */
  isDatedName(text: string): boolean;
  /** A heading as it places its lines: none for a heading of time away from work ("Away from the salon" is not at it). */
  placing(heading: string): string;
}

/** Whether a heading is one of time away from work (questions.yaml `away-headings`: "Outside the clinic", "Away from the salon"). */
export function isAwayHeading(layer: TextLayer, heading: string): boolean {
  return layer.vocabulary.questions['away-headings'].some((opening) => spaced(heading).startsWith(` ${opening} `));
}

// questions.yaml's practical headings, folded once.
let practical: Set<string> | undefined;

/** Whether every part of a heading says how to take part (questions.yaml `practical-headings`: "Booking and payment"). */
export function isPracticalHeading(layer: TextLayer, heading: string): boolean {
  practical ??= new Set(layer.vocabulary.questions['practical-headings'].map((phrase) => spaced(phrase).trim()));
  return heading.split(/,|&|\band\b|\bi\b/).every((part) => practical!.has(spaced(part).trim()));
}

/** Builds the heading reader over the text layer's word classes and the role words of questions.yaml. */
export function createHeadingReader(layer: TextLayer): HeadingReader {
  const q = layer.vocabulary.questions;
  const roleWords = new Set([...q['role-words'], ...q['degree-words']].map((word) => layer.key(word, 'en')));
  const degreeWords = new Set(q['degree-words'].map((word) => layer.key(word, 'en')));
  const particles = new Set(q['name-particles']);
  // A phrase names a role when its head does: the last word before "of", "at", "in", "for" or a
  // bracket ("Research assistant", "Head of Physiotherapy", "MSc in Biology"); "Institute of Marine
  // Research" names no role though a marine is a person. Role abbreviations count anywhere ("Senior … (CTO)").
  const isRole = (text: string) => {
    // "180 passengers, 46 crew" counts people; it names no role.
    if (/^\d/.test(text.trim())) return false;
    // "Partner, Tax & Advisory": the role comes before its qualifier. Of a few coordinated roles any one says it:
    // "German and English teacher", "Founder and field veterinarian" (not a clause: "… with children and families").
    const phrase = text.replace(/\([^)]*\)/g, ' ').split(',')[0]!;
    return words(phrase).length <= MAX_ROLE_WORDS ? phrase.split(/\s+(?:and|then|i|pa)\s+/i).some(namesRole) : namesRole(phrase);
  };
  const namesRole = (text: string) => {
    const all = words(text);
    const cut = all.findIndex((word, i) => i > 0 && /^(of|at|in|for|on|with|and|kod|u|za|na)$/.test(word.text));
    const phrase = cut > 0 ? all.slice(0, cut) : all;
    const head = phrase[phrase.length - 1];
    if (!head || head.text.length < 2) return false;
    // A role is one person; a plural names a firm ("Van Dijk Kuiper Architects", "Marić & Partners").
    if (head.text !== layer.key(head.text, 'en') && /[^'’]s$/.test(head.raw) && (layer.classes(layer.key(head.text, 'en')) & WORD_CLASS.person) !== 0) return false;
    // The head, or the first word when it is a degree ("MSc in Biology"), names the role ("leading a team" does not);
    // of a hyphenated head its last part ("Conservator-restorer").
    const last = head.raw.includes('-') ? phrase[phrase.length - 2] : undefined;
    return [head, phrase[0], last].some((word) => {
      if (word === undefined) return false;
      const key = layer.key(word.text, 'en');
      // (A word that is also an organisation, "Bank", names one in a heading: "Pocket Bank".)
      const person = (layer.classes(key) & (WORD_CLASS.person | WORD_CLASS.organisation)) === WORD_CLASS.person;
      return ((word === head || word === last) && person) || (roleWords.has(key) && (word === head || degreeWords.has(key)));
    });
  };
  // "First-team physiotherapist" names a role though "team" is a kind of organisation.
  const isOrg = (text: string) => !isRole(text) && words(text).some((word) => (layer.classes(layer.key(word.text, 'en')) & WORD_CLASS.organisation) !== 0);
  const isName = (text: string) => {
    const parts = words(text);
    if (parts.length === 0 || parts.length > 9) return false;
    // "leading a team of 6", "My first job after the course": a phrase or a sentence names nothing.
    if (!/^[\p{Lu}\d"“'(]/u.test(text.trim())) return false;
    // A name has a capital ("6 months" is no organisation).
    if (!parts.some((word) => word.capital)) return false;
    // Every word of a name is capitalised ("Sveti Vid General Hospital", "Red Cross of Novi Sad"), but for
    // one in a long name or, in a name not in English, between two capitals ("Škola jezika Polyglot"; not "Exchange
    // semester in Linz"); "Night shifts" and "Alongside the hospital" are headings, not names.
    // (A company's legal form written in dotted letters is part of its name: "Agrometeo Vojvodina d.o.o.", "e.V.")
    const initials = (word: (typeof parts)[number]) => /^(\p{L}\.)+\p{L}$/u.test(word.raw);
    const lower = parts.filter((word) => !word.capital && !initials(word) && !/\d/.test(word.text) && !layer.isStopword(word.text, 'en') && !layer.isStopword(word.text, 'sr') && !particles.has(word.text));
    const capitals = parts.filter((word) => word.capital).length;
    const foreign = (word: (typeof parts)[number]) => layer.relations.rank(layer.key(word.text, 'en')) === 0;
    const inside = lower.length === 1 && (foreign(lower[0]!) || foreign(parts[0]!)) && parts[0]!.capital && parts[parts.length - 1]!.capital;
    return (lower.length === 0 || (lower.length === 1 && (capitals >= 3 || inside))) && !/[.!?]\s+\p{Lu}/u.test(text) && !/^(my|our|i|we|the first|before|after|alongside|outside|besides)\b/i.test(text.trim());
  };

  const read = (text: string, single = true): EntryHeading => {
    const period = findPeriod(text, single);
    let rest = text;
    if (period) rest = `${text.slice(0, period.index)} ${text.slice(period.index + period.length)}`;
    rest = rest
      .replace(/\(\s*\)/g, ' ')
      .replace(/\(\s*(?:since|from|od)\s*\)/gi, ' ')
      .replace(/,\s*,/g, ',')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,:;—–|·•-]+|[\s,.:;—–|·•(-]+$/g, '')
      .trim();
    // "Practice Supervisor, Placement Centre, Belgrade — lead a team of 9": what follows the dash describes
    // the entry (a phrase, no name or role); the parts are read before it.
    const dash = /\s+[—–]\s+|\s+-\s+/.exec(rest);
    if (dash && rest.slice(0, dash.index).includes(', ')) {
      const after = rest.slice(dash.index + dash[0].length);
      if (!isName(after) && !isRole(after)) rest = rest.slice(0, dash.index).replace(/[\s,.:;]+$/, '');
    }
    const result: EntryHeading = { title: rest || text.trim(), certain: false };
    if (period) result.period = { from: period.from, to: period.to, present: period.present, text: period.text };
    for (const [separator, order] of SEPARATORS) {
      const parts = rest.split(separator).map((part) => part.trim()).filter((part) => part !== '');
      if (parts.length < 2) continue;
      const [first, second, ...others] = parts as [string, string, ...string[]];
      // A name of a word the lexicon does not know beside a phrase that is no name is the organisation, though its
      // last word is a person ("Tamiš Vet — Founder and field veterinarian"; not "Midwife, maternity ward").
      const named = (part: string, other: string) => isName(part) && !isName(other) && words(part).some((word) => word.capital && layer.relations.rank(layer.key(word.text, 'en')) === 0);
      const [firstRole, secondRole] = [isRole(first) && !named(first, second), isRole(second) && !named(second, first)];
      // "Role, Department, University": the organisation is everything after the role.
      if (order === 'either' && separator.source.startsWith(',') && others.length > 0 && firstRole && !secondRole) {
        [result.role, result.org] = [first, [second, ...others].join(', ')];
      } else if (order === 'role-org' || (firstRole && !secondRole) || (isOrg(second) && !isOrg(first))) {
        [result.role, result.org] = [first, second];
        if (others.length > 0) result.location = others.join(', ');
      } else {
        [result.org, result.role] = [first, second];
        if (others.length > 0) result.location = others.join(', ');
      }
      // "Role at Org, City": the place after the organisation.
      const comma = result.org!.lastIndexOf(', ');
      if (comma > 0 && result.location === undefined && layer.relations.isPlace(result.org!.slice(comma + 2).toLowerCase())) {
        result.location = result.org!.slice(comma + 2);
        result.org = result.org!.slice(0, comma);
      }
      // Certain only when the parts read as a name and a role, in either order.
      // (A place is neither: "Van Dijk Kuiper Architects, Rotterdam" states no role; nor is a second role
      // an organisation: "Midwife, maternity ward, …" is no job at "Midwife".)
      const place = (part: string) => layer.relations.isPlace(part.toLowerCase());
      // ("Commander, Brda Fire Station, Public Fire Brigade of the City of Split": an organisation of several names.)
      // ("Tax Administration, Kragujevac branch": a name and a capitalised part of it that names where.)
      const orgIsName = result.org!.split(', ').every((part, i) => isName(part) || (i > 0 && /^\p{Lu}/u.test(part) && isName(part.split(' ')[0]!)));
      const orgIsRole = result.org === first ? firstRole : result.org === second ? secondRole : isRole(result.org!);
      result.certain = orgIsName && !orgIsRole && isRole(result.role!) && !place(result.org!) && !place(result.role!) && parts.every((part) => part.length <= 80);
      if (!result.certain) {
        delete result.role;
        delete result.org;
        delete result.location;
      }
      break;
    }
    return result;
  };

  const isDatedName = (text: string) => {
    const found = /^(.+?)\s*\((?:19|20)\d{2}\)$/.exec(text.trim());
    return found !== null && isName(found[1]!);
  };

  const placing = (heading: string) => (isAwayHeading(layer, heading) ? '' : heading);

  const isCategory = (text: string) => {
    const parts = words(text);
    if (parts.length !== 1) return false;
    const key = layer.key(parts[0]!.text, 'en');
    return key !== parts[0]!.text && layer.relations.rank(key) > 0 && (layer.relations.parts(key) & 1) !== 0;
  };
  return { read, isRole, isName, isCategory, isDatedName, placing };
}

// What parts a heading of several things into them: commas, "and", "&".
export const SEVERAL = /[,;:–—&|/()]|\s(?:and|or|i|ili)\s/;
