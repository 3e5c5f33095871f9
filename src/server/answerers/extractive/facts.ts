import { lexer, type Token, type Tokens } from 'marked';
import type { Knowledge, KnowledgeDocument, Section } from '../../knowledge/types.js';
import type { EntryKind, Lexicon } from '../../language/lexicon.js';
import { keysOf, spaced, tokenize } from '../../language/words.js';
import { leadingEmphasis, opensBold, plain, sentences } from './markdown.js';
import { findPeriod, parseEntryHeading, type EntryHeading } from './entries.js';

/** A dated or named unit of a portfolio: a job, a degree, a project. */
export interface Entry extends EntryHeading {
  id: number;
  kind?: EntryKind;
  /** The page's link (front matter `url`), when it has one. */
  link?: string;
  page: KnowledgeDocument;
  facts: Fact[];
}

/** The unit of an answer: a sentence, a bullet, a table row or a front-matter field, with its place. */
export interface Fact {
  id: number;
  /** Plain text, Markdown removed. */
  text: string;
  /** "Tech stack" for `**Tech stack:** …`, a field's key, a column's header. */
  label?: string;
  /** The text after the label. */
  value?: string;
  section: Section;
  page: KnowledgeDocument;
  /** The section heading's last part ("Outcomes"), or the page title. */
  heading: string;
  entry?: Entry;
  /** Whether it is part of a list (a bullet or a table row). */
  listed: boolean;
  /** Comparison keys of the fact's own words. */
  keys: ReadonlySet<string>;
  /** Keys of where it sits: page title, headings, entry title. */
  context: ReadonlySet<string>;
  /** The fact's keys and its context's keys in order, space-padded, for phrases ("free time" said together). */
  phrases: string;
  /** Keys of its section heading's last part and of its page title, for questions that name a list. */
  headingKeys: ReadonlySet<string>;
  pageKeys: ReadonlySet<string>;
}

/** The name a visitor calls an entry by: a project's title, else its organisation (a job's employer, a school). */
export function nameOf(entry: Entry): string {
  return entry.kind === 'project' ? entry.title : (entry.org ?? entry.title);
}

/** Every fact and entry of a portfolio. */
export interface FactBase {
  facts: Fact[];
  entries: Entry[];
}

const LABELLED = /^([^:]{1,40}?):\s+(\S.*)$/s;

/** Reads a loaded portfolio into facts and entries (Markdown parsed by `marked`'s lexer, GFM tables included). */
export function readFacts(knowledge: Knowledge, lexicon: Lexicon): FactBase {
  const facts: Fact[] = [];
  const entries: Entry[] = [];
  let nextId = 0;
  const profileFile = knowledge.sections[0]?.document.file;
  const newEntry = (heading: EntryHeading, page: KnowledgeDocument, kind: EntryKind | undefined): Entry => {
    const entry: Entry = { ...heading, id: nextId++, kind, page, facts: [] };
    if (page.url) entry.link = page.url;
    entries.push(entry);
    return entry;
  };
  // `columns`: a table row's headers ("School", "Position"), which say what its cells are.
  const add = (text: string, section: Section, entry: Entry | undefined, listed: boolean, label?: string, columns = '') => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean === '') return;
    const labelled = label === undefined ? LABELLED.exec(clean) : undefined;
    if (labelled && !/^\W*\d|["“”]/.test(labelled[1]!) && labelled[1]!.split(' ').length <= 5) label = labelled[1]!.trim();
    const heading = lastPart(section.heading);
    const context = [section.document.title, section.heading, entry?.title ?? '', label ?? '', columns].join(' ');
    const fact: Fact = {
      id: facts.length, text: clean, section, page: section.document, heading, entry, listed,
      keys: new Set(keysOf(clean)), context: new Set(keysOf(context)), phrases: ` ${keysOf(clean).join(' ')} | ${keysOf(context).join(' ')} `,
      headingKeys: new Set(keysOf(heading)), pageKeys: new Set(keysOf(section.document.title)),
    };
    if (label !== undefined) {
      fact.label = label;
      fact.value = labelled ? labelled[2]!.trim() : clean.startsWith(`${label}: `) ? clean.slice(label.length + 2) : clean;
    }
    facts.push(fact);
    entry?.facts.push(fact);
  };

  for (const [label, url] of Object.entries(knowledge.profile.links)) {
    const section = knowledge.sections[0];
    if (section) add(`${label}: ${url}`, section, undefined, true, label);
  }
  let pageEntry: Entry | undefined;
  let pageFile = '';
  for (const section of knowledge.sections) {
    const page = section.document;
    const ofPage = pageKind(page, lexicon);
    // One CV page with "# Experience" and "# Education" sections: a section heading may say its kind.
    const kind = page.file !== profileFile && ofPage !== 'project' ? (headingKind(section.heading, lexicon) ?? ofPage) : ofPage;
    if (page.file !== pageFile) {
      pageFile = page.file;
      const isProject = page.file !== profileFile && (ofPage === 'project' || page.url !== undefined);
      // "work/acme.md" titled "Acme — Engineer (2021–present)": the page is the job.
      const heading = parseEntryHeading(page.title, lexicon);
      const isDated = page.file !== profileFile && (ofPage === 'work' || ofPage === 'education') && heading.period !== undefined;
      pageEntry = isDated ? newEntry(heading, page, ofPage) : isProject ? newEntry(heading, page, 'project') : undefined;
      if (pageEntry && !isDated) pageEntry.title = page.title;
    }
    const own = lastPart(section.heading);
    let entry = pageEntry;
    let bare = false;
    if (section.heading !== page.title && (kind === 'work' || kind === 'education' || findPeriod(own))) {
      const heading = parseEntryHeading(own, lexicon);
      // "# PLANKSHIFT (2023–2028)" on the page titled PLANKSHIFT: the page's own entry, dated.
      if (pageEntry && heading.period && spaced(heading.title) === spaced(pageEntry.title)) {
        pageEntry.period ??= heading.period;
        for (const block of lexer(section.text)) readBlock(block, section, pageEntry, kind);
        continue;
      }
      // On a work or education page, a section named by a bare organisation is an entry too
      // (its "Period:" and "Role:" lines fill it in below).
      bare = !heading.period && !heading.org;
      if (bare && kind !== undefined && !pageEntry) heading.org = heading.title;
      if (heading.period || heading.org) entry = newEntry(heading, page, kind);
    }
    for (const block of lexer(section.text)) readBlock(block, section, entry, kind);
    if (entry) finishEntry(entry);
    // A bare heading ("Before that") that never got a period was no entry after all.
    if (entry && entry !== pageEntry && !entry.period && bare) {
      entries.splice(entries.indexOf(entry), 1);
      for (const fact of entry.facts) fact.entry = pageEntry;
      pageEntry?.facts.push(...entry.facts);
    }
  }
  return { facts, entries };

  function readBlock(block: Token, section: Section, entry: Entry | undefined, kind: EntryKind | undefined): void {
    switch (block.type) {
      case 'paragraph':
      case 'text': {
        const text = plain((block as Tokens.Paragraph).tokens ?? [], block.text ?? '');
        const lines = text.split('\n');
        const isField = (line: string) => LABELLED.test(line.trim()) && !/^\W*\d/.test(line);
        // Front-matter fields arrive as "Label: value" lines: each is a fact of its own.
        const fields = lines.length > 1 ? lines.filter(isField) : [];
        if ((kind === 'work' || kind === 'education') && lines.length > 1 && !isField(lines[0]!) && (opensBold(block) || findPeriod(lines[0]!))) {
          // "**Role**, Org (2011–2013)" on its own line, then "Period: …" lines and sentences: an entry.
          // Several such lines in one paragraph (no blank line between degrees) are an entry each.
          const raw = (block.raw ?? '').trim().split('\n');
          const opens = (i: number) => i === 0 || (raw.length === lines.length && /^\s*(\*\*|__)/.test(raw[i]!) && findPeriod(lines[i]!, true) !== undefined);
          for (let start = 0; start < lines.length; ) {
            let end = start + 1;
            while (end < lines.length && !opens(end)) end++;
            const group = unwrap(lines.slice(start, end), isField);
            const first = sentences(group[0]!)[0] ?? group[0]!;
            const own = fill(entry, first, kind) ?? newEntry(parseEntryHeading(first, lexicon), section.document, kind);
            add(group[0]!, section, own, false);
            for (const line of group.slice(1).filter(isField)) add(line, section, own, false);
            for (const sentence of sentences(group.slice(1).filter((l) => !isField(l)).join(' '))) add(sentence, section, own, false);
            finishEntry(own);
            start = end;
          }
        } else if (fields.length > 0 && fields.length >= lines.length - 1) {
          for (const line of unwrap(lines, isField)) if (!/^links:/i.test(line.trim())) add(line, section, entry, false);
        } else {
          // "2015–2017: junior designer at Org, …" opening a paragraph on a work page is an entry of its own.
          const dated = kind === 'work' || kind === 'education' ? (fill(entry, text, kind, leadingEmphasis(block)) ?? itemEntry(text, section.document, kind, entry)) : undefined;
          for (const sentence of sentences(text.replace(/\n/g, ' '))) add(sentence, section, dated ?? entry, false);
        }
        return;
      }
      case 'list':
        for (const item of (block as Tokens.List).items) {
          const text = plain(item.tokens.filter((t) => t.type !== 'list'), item.text);
          const dated = kind === 'work' || kind === 'education' ? itemEntry(text, section.document, kind, entry) : undefined;
          add(text, section, dated ?? entry, true);
          for (const child of item.tokens) if (child.type === 'list') readBlock(child, section, dated ?? entry, kind);
        }
        return;
      case 'table': {
        const table = block as Tokens.Table;
        const headers = table.header.map((cell) => plain(cell.tokens, cell.text));
        for (const row of table.rows) {
          const cells = row.map((cell) => plain(cell.tokens, cell.text));
          add(cells.filter((c) => c !== '').join(' · '), section, rowEntry(headers, cells, section.document, kind) ?? entry, true, undefined, headers.join(' '));
        }
        return;
      }
      case 'blockquote':
        for (const child of (block as Tokens.Blockquote).tokens) readBlock(child, section, entry, kind);
        return;
      default:
        return;
    }
  }

  // "## MSc in Statistics" then "University of Toronto, 2015–2017. …": the paragraph completes the heading's entry.
  // "## Lead UX Researcher" then "**Tessera Bank** · Lisbon · 2022 – present": the heading is the role, the
  // emphasised lead (else the line's first part) the organisation, the rest the place.
  function fill(entry: Entry | undefined, text: string, kind: EntryKind, lead?: string): Entry | undefined {
    if (!entry || entry === pageEntry || entry.period) return undefined;
    // Only a heading that names a role or degree ("MSc in Statistics"), not a group ("Academic positions"),
    // unless the line opens with the organisation in bold.
    if (!lead && (entry.org !== entry.title || !tokenize(entry.title).some((t) => lexicon.roleWords.has(t)))) return undefined;
    const head = firstSentence(text);
    const period = findPeriod(head, kind === 'education');
    if (!period) return undefined;
    const parsed = parseEntryHeading(head, lexicon, kind === 'education');
    entry.period = { from: period.from, to: period.to, present: period.present, text: period.text };
    entry.role = entry.title;
    // What precedes the period is the organisation ("University of Waterloo, 2011–2015, with a minor …").
    const before = head.slice(0, period.index).replace(/[\s,;:—–·|(-]+$/, '');
    const led = lead !== undefined && before.startsWith(lead) && lead.length < before.length;
    const parts = led ? [lead, before.slice(lead.length).replace(/^[\s,;:—–·|-]+/, '')] : before.split(/\s+[·|•—–]\s+/);
    entry.org = parts[0] || parsed.org || parsed.title;
    if (parts.length > 1) entry.location = parts.slice(1).join(', ').replace(/\s+[·|•—–]\s+/g, ', ');
    else if (parsed.location) entry.location = parsed.location;
    entry.title = `${entry.role} — ${entry.org}`;
    return entry;
  }

  function itemEntry(text: string, page: KnowledgeDocument, kind: EntryKind, within?: Entry): Entry | undefined {
    const head = firstSentence(text);
    // A degree is often dated by its year alone ("MSc in Data Science, IST, 2017").
    const period = findPeriod(head, kind === 'education');
    if (!period) return undefined;
    // Inside a dated job, "then the high-dependency unit from 2015" is part of the job, not one of its own.
    if (within?.period && within !== pageEntry && period.index > 0) return undefined;
    return newEntry(parseEntryHeading(head.replace(/:\s*/, ', '), lexicon), page, kind);
  }

  function rowEntry(headers: string[], cells: string[], page: KnowledgeDocument, kind: EntryKind | undefined): Entry | undefined {
    const column = (name: string) => {
      const words = lexicon.columns.get(name);
      const index = headers.findIndex((h) => tokenize(h).some((t) => words?.has(t)));
      return index >= 0 ? cells[index] : undefined;
    };
    const periodText = column('period');
    const period = periodText ? findPeriod(periodText, true) : undefined;
    if (!period) return undefined;
    const role = column('role');
    const org = column('org');
    const title = [org, role].filter(Boolean).join(' — ') || cells.find((cell) => cell !== periodText && cell !== '') || periodText!;
    const entry = newEntry({ title, role, org, location: column('location') }, page, kind);
    entry.period = { from: period.from, to: period.to, present: period.present, text: period.text };
    return entry;
  }
}

// "Thesis: … Supervised by" wrapped onto "Prof. Teresa Gouveia and …": a field's line that ends mid-sentence goes on.
function unwrap(lines: string[], isField: (line: string) => boolean): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous !== undefined && isField(previous) && !isField(line) && !/[.!?:;]["”)]?\s*$/.test(previous)) out[out.length - 1] = `${previous} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

// The first sentence of an entry line: a full stop before a capital ends it ("d.o.o. · 2013" does not).
function firstSentence(text: string): string {
  return text.split(/(?<=[\p{L}\d)])\.\s+(?=[\p{Lu}"“(])/u)[0]!;
}

/** Fills an entry's period and role from its "Period:" / "Role:" lines when its heading lacked them. */
function finishEntry(entry: Entry): void {
  if (!entry.period) entry.period = periodFromFacts(entry);
  if (!entry.role) entry.role = entry.facts.find((fact) => fact.label !== undefined && /^(role|position|title)$/i.test(fact.label))?.value;
}

function periodFromFacts(entry: Entry) {
  const labelled = entry.facts.find((f) => f.label && /role|start|since|period|when|year|date/i.test(f.label) && findPeriod(f.value ?? '', true));
  const found = labelled ? findPeriod(labelled.value ?? '', true) : undefined;
  return found ? { from: found.from, to: found.to, present: found.present, text: found.text } : undefined;
}

// The kind a section's heading names ("Education" on a CV page), from its deepest short part.
function headingKind(heading: string, lexicon: Lexicon): EntryKind | undefined {
  for (const part of heading.split(' › ').reverse()) {
    if (part.split(/\s+/).length > 4) continue;
    for (const [kind, words] of lexicon.pageKinds) if (words.find(part)) return kind;
  }
  return undefined;
}

/** The kind of entries a page holds, from its title, tags and path. */
export function pageKind(page: KnowledgeDocument, lexicon: Lexicon): EntryKind | undefined {
  // "resume.json:awards.md": the pages a résumé adds are named after the résumé, which says nothing of their kind.
  const file = page.file.replace(/^[^/:]*\.json:/, '');
  const text = [page.title, file.replace(/\//g, ' ').replace(/\.\w+$/, ''), ...page.tags].join(' | ');
  for (const [kind, words] of lexicon.pageKinds) if (words.find(text)) return kind;
  return undefined;
}

function lastPart(heading: string): string {
  const parts = heading.split(' › ');
  return parts[parts.length - 1]!;
}
