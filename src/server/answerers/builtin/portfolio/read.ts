import { lexer, type Token, type Tokens } from 'marked';
import type { TextLanguage, TextLayer } from '../../../language/analyzer.js';
import { isPlaceAdjective } from '../../../language/relations.js';
import { spaced } from '../../../language/text.js';
import type { Knowledge, KnowledgeDocument, Section } from '../../../knowledge/types.js';
import { createHeadingReader, type EntryHeading } from './headings.js';
import { aliasesOf, createEntryShapes, ENTRY_LABELS, finishAll, finishEntry } from './entries.js';
import { createKindReader } from './kinds.js';
import { labelled, leadingEmphasis, opensBold, plain, pseudoHeading, sentences, unwrap, wraps } from './markdown.js';
import type { Entry, EntryKind, Fact, Portfolio } from './model.js';
import { readOwner } from './owner.js';
import { namesEmployer } from '../entry-words.js';
import { findPeriod, onlyPeriod, withoutPeriod, writtenYears } from './periods.js';

/**
 * Reads a loaded portfolio (one language view) into facts and entries: sentences, bullets,
 * table rows and labelled lines, each with its page, section and entry (a job, a degree, a
 * project) and that entry's period, role and organisation. Markdown is read with marked's lexer.
 */
export function readPortfolio(knowledge: Knowledge, layer: TextLayer, language: TextLanguage): Portfolio {
  const headings = createHeadingReader(layer);
  const kinds = createKindReader(layer);
  const abbreviations = new Set(layer.vocabulary.questions.abbreviations.map((a) => a.toLowerCase().replace(/\.$/, '')));
  const facts: Fact[] = [];
  const entries: Entry[] = [];
  const profileFile = knowledge.sections[0]?.document.file;

  // Many facts share one context (a section's heading, an entry's title): its keys are made once.
  const contexts = new Map<string, ReadonlySet<string>>();
  const keysOnce = (text: string, lang: TextLanguage) => contexts.get(text) ?? contexts.set(text, new Set(layer.keysOf(text, lang))).get(text)!;
  // The section whose heading opened an entry: a role heading inside it is a role there.
  const sectionOf = new Map<Entry, string>();
  // A name in an English fact also gets its Serbian key ("o Kafki" for Kafka); not a place's adjective ("Slovenian").
  const factKeys = (text: string, lang: TextLanguage): ReadonlySet<string> => {
    const keys = new Set<string>();
    for (const word of layer.contentWords(text, lang)) {
      keys.add(word.key);
      const sr = lang === 'en' && word.capital && word.text.length > 3 ? layer.key(word.text, 'sr') : undefined;
      if (sr && !isPlaceAdjective(word.text, sr, layer.relations)) keys.add(sr);
    }
    return keys;
  };
  const pageLanguage = (page: KnowledgeDocument): TextLanguage => (page.language === 'sr-Latn' ? 'sr' : 'en');
  const newEntry = (heading: EntryHeading, page: KnowledgeDocument, kind: EntryKind | undefined): Entry => {
    const entry: Entry = { id: entries.length, kind: !heading.certain && kinds.isGap(heading.title) ? undefined : kind, title: heading.title, name: heading.title, certain: heading.certain, page, facts: [], aliases: new Set() };
    if (heading.role) entry.role = heading.role;
    if (heading.org && namesEmployer(layer, heading.org)) entry.org = heading.org;
    if (heading.location) entry.location = heading.location;
    if (heading.period) entry.period = heading.period;
    if (page.url) entry.link = page.url;
    entries.push(entry);
    return entry;
  };
  const { filled, itemEntry, proseEntry, rowEntry, kindOfHeading } = createEntryShapes(layer, headings, kinds, newEntry);
  // `columns`: a table row's headers ("School", "Position"), which say what its cells are.
  const add = (text: string, section: Section, entry: Entry | undefined, listed: boolean, extra: { label?: string; columns?: string[]; cells?: Array<[string, string]>; lead?: string } = {}) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean === '') return;
    let label = extra.label;
    const own = label === undefined ? labelled(clean) : undefined;
    label ??= own?.label;
    const page = section.document;
    const lang = pageLanguage(page);
    // A list under a bold line ("**Certificates**") or a "Label:" line is headed by it.
    const heading = extra.lead ?? lastPart(section.heading);
    const fact: Fact = {
      id: facts.length, text: clean, section, page, heading, entry, listed, language: lang,
      keys: factKeys(clean, lang),
      place: keysOnce(`${withoutPeriod(`${section.heading === page.title ? '' : headings.placing(section.heading)} ${entry?.title ?? ''} ${extra.lead ?? ''}`)} ${writtenYears(`${section.heading} ${entry?.period?.text ?? ''}`)}`, lang),
      context: keysOnce([page.title, ...(extra.columns ?? [])].join(' '), lang),
      headingKeys: keysOnce(withoutPeriod(heading), lang),
      years: [...clean.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => Number(m[0])),
    };
    if (label !== undefined) {
      fact.label = label;
      fact.value = own?.value ?? (clean.startsWith(`${label}: `) ? clean.slice(label.length + 2) : clean);
    }
    if (extra.cells) fact.cells = extra.cells;
    facts.push(fact);
    entry?.facts.push(fact);
  };

  // The profile's links, first ("Email: mailto:ana@example.org" shown as the address a visitor writes to).
  const profileSection = knowledge.sections[0];
  for (const [label, url] of Object.entries(knowledge.profile.links)) if (profileSection) add(`${label}: ${url.replace(/^mailto:/i, '')}`, profileSection, undefined, true, { label });
  let pageEntry: Entry | undefined;
  let pageFile = '';
  let isProfile = false;
  let ofPage: EntryKind | undefined;
  for (const section of knowledge.sections) {
    const page = section.document;
    if (page.file !== pageFile) {
      isProfile = page.file === profileFile || /(^|\/)profile(\.[\w-]+)?\.md$/.test(page.file);
      ofPage = isProfile ? undefined : kinds.ofPage(page);
    }
    // One CV page with "# Experience" and "# Education" sections: a section heading may say its kind.
    // ("# Languages" on it lists languages, not jobs, whatever years its lines give.)
    const kind = kinds.namesAttribute(section.heading) ? undefined : !isProfile && ofPage !== 'project' ? (kinds.ofHeading(section.heading) ?? ofPage) : ofPage;
    if (page.file !== pageFile) {
      pageFile = page.file;
      pageEntry = undefined;
      const heading = headings.read(page.title);
      // "work/acme.md" titled "Acme — Engineer (2021–present)", or titled "Partner" and dated below: the page is the entry.
      const inFolder = /\//.test(page.file.replace(/^[^:]*:/, ''));
      if (!isProfile && (ofPage === 'work' || ofPage === 'education' || ofPage === 'volunteer') && (heading.period || inFolder)) pageEntry = newEntry(heading, page, ofPage);
      else if (!isProfile && (ofPage === 'project' ? inFolder || page.url !== undefined : page.url !== undefined)) {
        pageEntry = newEntry({ title: page.title, certain: true }, page, 'project');
      }
    }
    const own = lastPart(section.heading);
    let entry = pageEntry;
    let bare = false;
    if (section.heading !== page.title && (kind !== undefined || findPeriod(own) || headings.isDatedName(own))) {
      const heading = headings.read(own);
      // "# PLANKSHIFT (2023–2028)" on the page titled PLANKSHIFT, "# Suncokret, Zvezdara" on the project page Suncokret: the page's own entry.
      if (pageEntry && (spaced(heading.title) === spaced(pageEntry.title) || (pageEntry.kind === 'project' && spaced(own).startsWith(spaced(pageEntry.title))))) {
        pageEntry.period ??= heading.period;
        readBlocks(section, pageEntry, kind);
        continue;
      }
      // On a work or education page, a section named by a bare organisation or role, or whose lines say its role or
      // its time ("Role: …", "When: …"), is an entry too (those lines, or a dated line under it, fill it in below).
      bare = !heading.period && !heading.org;
      // A projects page that is no project itself holds one per top section ("## Green Wake", "## Lumen Lab, workshops for …").
      // (Not a heading of one common plural, "## Awards" under the commissions: a list's.)
      const projectSection = kind === 'project' && !pageEntry && bare && !section.heading.includes(' › ') && headings.isName(heading.title.split(/,\s|\s[—–]\s/)[0]!) && !headings.isCategory(heading.title);
      if (heading.period || heading.org || (bare && kind !== undefined && kind !== 'project' && (headings.isName(heading.title) || headings.isRole(heading.title) || ENTRY_LABELS.test(section.text))) || projectSection) {
        // "Senior Audit Associate (2012–2015)" under the Hartwell Mercer page or heading: a role at its organisation.
        const parent = pageEntry?.org ? pageEntry : entries.slice().reverse().find((e) => e.page === page && e.org && e.certain && section.heading.startsWith(`${sectionOf.get(e)} › `));
        if (!heading.org && parent && headings.isRole(heading.title) && (kind === 'work' || kind === 'volunteer')) {
          heading.role = heading.title;
          heading.org = parent.org;
          heading.certain = parent.certain;
        }
        entry = newEntry(heading, page, kind && kindOfHeading(heading, kind));
        sectionOf.set(entry, section.heading);
      }
    }
    readBlocks(section, entry, kind);
    if (entry) finishEntry(entry);
    // A bare heading ("Before that", "Highlights") that never got a period was no entry after all.
    if (entry && entry !== pageEntry && !entry.period && bare && entry.kind !== 'project') {
      entries.splice(entries.indexOf(entry), 1);
      for (const fact of entry.facts) fact.entry = pageEntry;
      pageEntry?.facts.push(...entry.facts);
    }
  }
  finishAll(entries);
  // A page taken for an entry ("work/acme.md") whose entry is really its sections' own: nothing to keep.
  // (Its facts go to the page's one dated entry, when it has one: "work/kovac.md" titled by the firm, dated under "# Finance Manager".)
  for (const entry of [...entries]) {
    if (entry.period || entry.kind === 'project') continue;
    const dated = entries.filter((other) => other !== entry && other.page === entry.page && other.period);
    if (dated.length === 0) continue;
    if (entry.facts.length > 0 && dated.length !== 1) continue;
    for (const fact of entry.facts) fact.entry = dated[0];
    dated[0]!.facts.push(...entry.facts);
    entries.splice(entries.indexOf(entry), 1);
  }
  entries.forEach((entry, i) => {
    entry.id = i;
    // (A job, a school or a cause goes by its organisation; a project, an award or a paper by its title as written.)
    entry.name = entry.kind === 'project' || entry.kind === undefined ? entry.title : (entry.org ?? entry.title);
    entry.aliases = aliasesOf(entry, layer);
  });
  return { facts, entries, language, owner: readOwner(knowledge, facts, layer) };

  function readBlocks(section: Section, entry: Entry | undefined, kind: EntryKind | undefined): void {
    let lead: string | undefined;
    for (const block of lexer(section.text)) {
      if (block.type === 'space') continue;
      readBlock(block, section, entry, kind, block.type === 'list' ? lead : undefined);
      lead = pseudoHeading(block);
    }
  }

  function readBlock(block: Token, section: Section, entry: Entry | undefined, kind: EntryKind | undefined, lead?: string): void {
    const dating = kind === 'work' || kind === 'education' || kind === 'volunteer';
    switch (block.type) {
      case 'paragraph':
      case 'text': {
        const text = plain((block as Tokens.Paragraph).tokens ?? [], block.text ?? '');
        const lines = text.split('\n');
        // (A label as a line's own: 'My guidebook, "Niš on Foot: Twelve Walks …' opens with no field.)
        const isField = (line: string) => labelled(line.trim()) !== undefined;
        // Front-matter fields arrive as "Label: value" lines: each is a fact of its own.
        const fields = lines.length > 1 ? lines.filter(isField) : [];
        if (dating && lines.length > 1 && !isField(lines[0]!) && !wraps(lines[0]!, lines[1]!) && (opensBold(block) || findPeriod(lines[0]!)) && !(entry?.period && [lines[0]!, sentences(lines[0]!, abbreviations)[0] ?? ''].some(onlyPeriod)) && !filled(entry, lines[0]!, kind!, leadingEmphasis(block))) {
          // "**Role**, Org (2011–2013)" on its own line, then "Period: …" lines and sentences: an entry.
          // Several such lines in one paragraph (no blank line between degrees) are an entry each.
          const raw = (block.raw ?? '').trim().split('\n');
          const opens = (i: number) => i === 0 || (raw.length === lines.length && /^\s*(\*\*|__)/.test(raw[i]!) && findPeriod(lines[i]!, true) !== undefined);
          for (let start = 0; start < lines.length; ) {
            let end = start + 1;
            while (end < lines.length && !opens(end)) end++;
            const group = unwrap(lines.slice(start, end), isField);
            const first = sentences(group[0]!, abbreviations)[0] ?? group[0]!;
            const own = newEntry(headings.read(first), section.document, kind);
            add(group[0]!, section, own, false);
            for (const line of group.slice(1).filter(isField)) add(line, section, own, false);
            for (const sentence of sentences(group.slice(1).filter((l) => !isField(l)).join(' '), abbreviations)) add(sentence, section, own, false);
            finishEntry(own);
            start = end;
          }
        } else if (fields.length > 0 && fields.length >= lines.length - 1) {
          for (const line of unwrap(lines, isField)) if (!/^links:/i.test(line.trim())) add(line, section, entry, false);
          if (entry) finishEntry(entry); // (so a dated bullet below "When: 2018 – present" is part of the entry)
        } else {
          // "2015–2017: junior designer at Org, …" opening a paragraph on a work page is an entry of its own.
          let dated = dating && !filled(entry, text, kind!, leadingEmphasis(block)) ? itemEntry(text, section.document, kind!, entry) : undefined;
          for (const sentence of sentences(text.replace(/\n/g, ' '), abbreviations)) {
            // A career told in prose: "In 2009 she joined the Ministry of …" starts a job, quoted as written.
            if (dating && !dated && !entry?.period) dated = proseEntry(sentence, section.document, kind!) ?? dated;
            add(sentence, section, dated ?? entry, false);
          }
        }
        return;
      }
      case 'list':
        for (const item of (block as Tokens.List).items) {
          const text = plain(item.tokens.filter((t) => t.type !== 'list'), item.text);
          const dated = dating ? itemEntry(text, section.document, kind!, entry) : undefined;
          add(text, section, dated ?? entry, true, lead ? { lead } : {});
          for (const child of item.tokens) if (child.type === 'list') readBlock(child, section, dated ?? entry, kind, lead);
        }
        return;
      case 'table': {
        const table = block as Tokens.Table;
        const headers = table.header.map((cell) => plain(cell.tokens, cell.text));
        for (const row of table.rows) {
          const cells = row.map((cell) => plain(cell.tokens, cell.text));
          const pairs = headers.map((header, i) => [header, cells[i] ?? ''] as [string, string]).filter(([, cell]) => cell !== '');
          const own = rowEntry(headers, cells, section.document, kind) ?? entry;
          add(cells.filter((c) => c !== '').join(' · '), section, own, true, { columns: headers, cells: pairs });
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
}

function lastPart(heading: string): string {
  const parts = heading.split(' › ');
  return parts[parts.length - 1]!;
}
