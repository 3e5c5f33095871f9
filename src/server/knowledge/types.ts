import type { Language } from '../../contract/languages.js';

/** The portfolio owner, from `profile.md`'s front matter. */
export interface Profile {
  /** The owner's name; required. */
  name: string;
  /** A one-line description such as "Backend engineer in Belgrade". */
  headline?: string;
  /** Label → URL, e.g. `{ GitHub: "https://github.com/..." }`. */
  links: Record<string, string>;
}

/** One Markdown file of the portfolio. */
export interface KnowledgeDocument {
  /** Path relative to the knowledge folder, with `/` separators. */
  file: string;
  /** Front matter `title`, else the first heading, else the file name. */
  title: string;
  /** Front matter `url`, when given. */
  url?: string;
  /** Front matter `tags`. */
  tags: string[];
  /** Set on a translated page (`NAME.sr-Latn.md`); absent on the default (English) pages. */
  language?: Language;
}

/** A part of a document under one heading: the unit of retrieval. */
export interface Section {
  /** Stable id: `<file>#<index>`. */
  id: string;
  /** The document this section belongs to. */
  document: KnowledgeDocument;
  /** The heading of this section (the document title for text before the first heading). */
  heading: string;
  /** How deep its own heading is: 1 for "#", 0 for the text before the first heading (absent when not read from Markdown). */
  level?: number;
  /** The section's Markdown text, without its heading line. */
  text: string;
}

/** A loaded portfolio: the owner and every section of every file. */
export interface Knowledge {
  profile: Profile;
  documents: KnowledgeDocument[];
  sections: Section[];
  /** Translated pages kept apart from the default ones; `knowledgeFor` builds a language's view from them. */
  translations?: Partial<Record<Language, TranslatedPages>>;
  /** Groups of interchangeable words from the folder's optional `synonyms.yaml`. */
  synonyms?: string[][];
}

/** The pages of one language other than the default: `NAME.sr-Latn.md` beside `NAME.md`. */
export interface TranslatedPages {
  /** From `profile.sr-Latn.md`, when there is one (missing fields come from `profile.md`). */
  profile?: Profile;
  documents: KnowledgeDocument[];
  sections: Section[];
}
