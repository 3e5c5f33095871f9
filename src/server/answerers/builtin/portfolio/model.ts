import type { TextLanguage } from '../../../language/analyzer.js';
import type { KnowledgeDocument, Section } from '../../../knowledge/types.js';
import type { Period } from './periods.js';

/** What an entry is: a job, a degree, a project, a volunteer role. */
export type EntryKind = 'work' | 'education' | 'project' | 'volunteer';

/** A dated or named unit of a portfolio: a job, a degree, a project. */
export interface Entry {
  id: number;
  kind?: EntryKind;
  /** As the page wrote it: the heading, row or line that opened the entry, without its period. */
  title: string;
  /** What a visitor calls it: a project's title, else its organisation, else its title. */
  name: string;
  role?: string;
  org?: string;
  location?: string;
  period?: Period;
  /**
   * Whether `role` and `org` were read from a structure that states them (a heading or line of a
   * known shape, labelled lines, a table's columns, resume.json). Only then may a sentence
   * template put them in its slots; otherwise a reply quotes the entry as written.
   */
  certain: boolean;
  /** The page's or the entry's web address. */
  link?: string;
  page: KnowledgeDocument;
  facts: Fact[];
  /**
   * Keys of what the entry is, as a visitor may call it with "the": the kind of organisation its name
   * says ("hospital" of "St. Brigid's Hospital") or its first sentence says ("a retail bank", "a travel startup").
   */
  aliases: ReadonlySet<string>;
}

/** The unit of an answer: a sentence, a bullet, a table row or a labelled line, with its place. */
export interface Fact {
  id: number;
  /** Plain text, Markdown removed. */
  text: string;
  /** "Tech stack" for `**Tech stack:** …`, a front-matter field's name. */
  label?: string;
  /** The text after the label. */
  value?: string;
  /** A table row's cells by column header. */
  cells?: ReadonlyArray<readonly [string, string]>;
  section: Section;
  page: KnowledgeDocument;
  /** The section heading's last part ("Outcomes"), or the page title. */
  heading: string;
  entry?: Entry;
  /** Part of a list: a bullet or a table row. */
  listed: boolean;
  language: TextLanguage;
  /** Keys of the fact's own words. */
  keys: ReadonlySet<string>;
  /** Keys of the section it sits in: its heading path and its entry's title ("Ferry Crossings", "Brightpay — Engineer"). */
  place: ReadonlySet<string>;
  /** Keys of the wider context: the page title, the column headers of its table. */
  context: ReadonlySet<string>;
  /** Keys of the section heading's last part. */
  headingKeys: ReadonlySet<string>;
  /** The years it names. */
  years: number[];
  /** An English page's fact offered to a Serbian visitor after the Serbian twin's own. */
  fallback?: boolean;
}

/** The English twin's file of a translated page ("about.sr-Latn.md" → "about.md"); any other file itself. */
export function englishTwin(file: string): string {
  return file.replace(/\.sr-Latn(?=\.\w+$)/, '');
}

/** A portfolio read for answering: its facts and entries, and who it is about. */
export interface Portfolio {
  facts: Fact[];
  entries: Entry[];
  language: TextLanguage;
  owner: Owner;
}

/** Who the portfolio is about. */
export interface Owner {
  /** The full name, from the profile. */
  full: string;
  /** How replies name the owner: the first name. */
  first: string;
  /** A pronoun the profile gives ("she"), when it gives one. */
  pronoun?: string;
  headline?: string;
  /** The keys of the name's words: they say whom a question is about, not what. */
  nameKeys: ReadonlySet<string>;
  /** The facts of the profile page outside any entry. */
  profile: Fact[];
}
