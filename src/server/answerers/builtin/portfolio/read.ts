import { lexer, type Token, type Tokens } from 'marked';
import { WORD_CLASS, type TextLanguage, type TextLayer } from '../../../language/analyzer.js';
import { compilePhrases } from '../../../language/phrases.js';
import { spaced } from '../../../language/text.js';
import type { Knowledge, KnowledgeDocument, Section } from '../../../knowledge/types.js';
import { createHeadingReader, type EntryHeading } from './headings.js';
import { createKindReader } from './kinds.js';
import { leadingEmphasis, opensBold, plain, sentences } from './markdown.js';
import type { Entry, EntryKind, Fact, Portfolio } from './model.js';
import { readOwner } from './owner.js';
import { findPeriod } from './periods.js';

// "Label: value" on one line; a label is a few words, not a sentence or a time ("10:30").
const LABELLED = /^([^:]{1,40}?):\s+(\S.*)$/s;

/**
 * Reads a loaded portfolio (one language view) into facts and entries: sentences, bullets,
 * table rows and labelled lines, each with its page, section and entry (a job, a degree, a
 * project) and that entry's period, role and organisation. Markdown is read with marked's lexer.
 */
export function readPortfolio(knowledge: Knowledge, layer: TextLayer, language: TextLanguage): Portfolio {
  const headings = createHeadingReader(layer);
  const kinds = createKindReader(layer);
  const volunteering = compilePhrases(layer.vocabulary.questions['entry-kinds'].volunteer ?? []);
  const abbreviations = new Set(layer.vocabulary.questions.abbreviations.map((a) => a.toLowerCase().replace(/\.$/, '')));
  const facts: Fact[] = [];
  const entries: Entry[] = [];
  const profileFile = knowledge.sections[0]?.document.file;

  // Many facts share one context (a section's heading, an entry's title): its keys are made once.
  const contexts = new Map<string, ReadonlySet<string>>();
  const keysOnce = (text: string, lang: TextLanguage) => {
    let keys = contexts.get(text);
    if (!keys) contexts.set(text, (keys = new Set(layer.keysOf(text, lang))));
    return keys;
  };
  // A name in an English fact also gets its Serbian key: a Serbian visitor inflects it ("o Kafki" for Kafka).
  const factKeys = (text: string, lang: TextLanguage): ReadonlySet<string> => {
    const keys = new Set<string>();
    for (const word of layer.contentWords(text, lang)) {
      keys.add(word.key);
      if (lang === 'en' && word.capital && word.text.length > 3) keys.add(layer.key(word.text, 'sr'));
    }
    return keys;
  };
  const pageLanguage = (page: KnowledgeDocument): TextLanguage => (page.language === 'sr-Latn' ? 'sr' : 'en');
  const newEntry = (heading: EntryHeading, page: KnowledgeDocument, kind: EntryKind | undefined): Entry => {
    const entry: Entry = { id: entries.length, kind, title: heading.title, name: heading.title, certain: heading.certain, page, facts: [], aliases: new Set() };
    if (heading.role) entry.role = heading.role;
    if (heading.org) entry.org = heading.org;
    if (heading.location) entry.location = heading.location;
    if (heading.period) entry.period = heading.period;
    if (page.url) entry.link = page.url;
    entries.push(entry);
    return entry;
  };
  // `columns`: a table row's headers ("School", "Position"), which say what its cells are.
  const add = (text: string, section: Section, entry: Entry | undefined, listed: boolean, extra: { label?: string; columns?: string[]; cells?: Array<[string, string]>; lead?: string } = {}) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean === '') return;
    let label = extra.label;
    const labelled = label === undefined ? LABELLED.exec(clean) : undefined;
    if (labelled && !/^\W*\d|["“”]|https?$/i.test(labelled[1]!) && labelled[1]!.split(' ').length <= 5) label = labelled[1]!.trim();
    const page = section.document;
    const lang = pageLanguage(page);
    // A list under a bold line ("**Certificates**") or a "Label:" line is headed by it.
    const heading = extra.lead ?? lastPart(section.heading);
    const fact: Fact = {
      id: facts.length, text: clean, section, page, heading, entry, listed, language: lang,
      keys: factKeys(clean, lang),
      place: keysOnce(withoutPeriod(`${section.heading === page.title ? '' : section.heading} ${entry?.title ?? ''} ${extra.lead ?? ''}`), lang),
      context: keysOnce([page.title, ...(extra.columns ?? [])].join(' '), lang),
      headingKeys: keysOnce(withoutPeriod(heading), lang),
      years: [...clean.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => Number(m[0])),
    };
    if (label !== undefined) {
      fact.label = label;
      fact.value = labelled ? labelled[2]!.trim() : clean.startsWith(`${label}: `) ? clean.slice(label.length + 2) : clean;
    }
    if (extra.cells) fact.cells = extra.cells;
    facts.push(fact);
    entry?.facts.push(fact);
  };

  for (const [label, url] of Object.entries(knowledge.profile.links)) {
    const section = knowledge.sections[0];
    if (section) add(`${label}: ${url}`, section, undefined, true, { label });
  }
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
    const kind = !isProfile && ofPage !== 'project' ? (kinds.ofHeading(section.heading) ?? ofPage) : ofPage;
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
    if (section.heading !== page.title && (kind !== undefined || findPeriod(own))) {
      const heading = headings.read(own);
      // "# PLANKSHIFT (2023–2028)" on the page titled PLANKSHIFT: the page's own entry, dated.
      if (pageEntry && spaced(heading.title) === spaced(pageEntry.title)) {
        pageEntry.period ??= heading.period;
        readBlocks(section, pageEntry, kind);
        continue;
      }
      // On a work or education page, a section named by a bare organisation or role is an entry too
      // (its "Period:" and "Role:" lines, or a dated line under it, fill it in below).
      bare = !heading.period && !heading.org;
      if (heading.period || heading.org || (bare && kind !== undefined && kind !== 'project' && headings.isName(heading.title))) {
        // "Senior Audit Associate (2012–2015)" under the Hartwell Mercer page: a role at the page's organisation.
        const parent = pageEntry?.org ? pageEntry : entries.slice().reverse().find((e) => e.page === page && e.org && e.certain);
        if (!heading.org && parent && headings.isRole(heading.title) && (kind === 'work' || kind === 'volunteer')) {
          heading.role = heading.title;
          heading.org = parent.org;
          heading.certain = parent.certain;
        }
        entry = newEntry(heading, page, kind);
      }
    }
    readBlocks(section, entry, kind);
    if (entry) finishEntry(entry);
    // A bare heading ("Before that", "Highlights") that never got a period was no entry after all.
    if (entry && entry !== pageEntry && !entry.period && bare) {
      entries.splice(entries.indexOf(entry), 1);
      for (const fact of entry.facts) fact.entry = pageEntry;
      pageEntry?.facts.push(...entry.facts);
    }
  }
  for (const entry of entries) finishEntry(entry);
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
    entry.name = entry.kind === 'project' ? entry.title : (entry.org ?? entry.title);
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

  // A paragraph that is only bold text, or a few words ending with a colon, heads the list after it.
  function pseudoHeading(block: Token): string | undefined {
    if (block.type !== 'paragraph') return undefined;
    const tokens = (block as Tokens.Paragraph).tokens ?? [];
    const text = plain(tokens, block.text ?? '').trim();
    if (tokens.length === 1 && tokens[0]!.type === 'strong' && text.split(/\s+/).length <= 6) return text.replace(/:$/, '');
    if (/:$/.test(text) && text.split(/\s+/).length <= 6) return text.slice(0, -1);
    return undefined;
  }

  function readBlock(block: Token, section: Section, entry: Entry | undefined, kind: EntryKind | undefined, lead?: string): void {
    const dating = kind === 'work' || kind === 'education' || kind === 'volunteer';
    switch (block.type) {
      case 'paragraph':
      case 'text': {
        const text = plain((block as Tokens.Paragraph).tokens ?? [], block.text ?? '');
        const lines = text.split('\n');
        const isField = (line: string) => LABELLED.test(line.trim()) && !/^\W*\d/.test(line);
        // Front-matter fields arrive as "Label: value" lines: each is a fact of its own.
        const fields = lines.length > 1 ? lines.filter(isField) : [];
        if (dating && lines.length > 1 && !isField(lines[0]!) && (opensBold(block) || findPeriod(lines[0]!)) && !filled(entry, lines[0]!, kind!, leadingEmphasis(block))) {
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

  // "## MSc in Statistics" then "University of Toronto, 2015–2017. …": the paragraph completes the heading's entry.
  // "# Partner" then "Marić & Vuković Law Office, Belgrade · March 2017 – present": the heading is the role,
  // the line's first part (or its bold lead) the organisation, the rest the place.
  function filled(entry: Entry | undefined, text: string, kind: EntryKind, lead?: string): boolean {
    if (!entry || entry.period || entry.facts.some((fact) => fact.label === undefined)) return false;
    const head = firstSentence(text.split('\n')[0]!);
    const period = findPeriod(head, kind === 'education');
    if (!period) return false;
    entry.period = { from: period.from, to: period.to, present: period.present, text: period.text };
    const before = head.slice(0, period.index).replace(/[\s,;:—–·|(*_-]+$/, '').replace(/^[\s*_]+/, '');
    if (before === '') return true;
    // The line under a heading names the organisation ("*Shopora · Sarajevo · 2021–present*" under "Design
    // Lead"), or the role and the organisation ("**Postdoctoral researcher** — AWI, Bremerhaven" under
    // "Academic positions"): it wins over however the heading alone was read.
    const led = lead !== undefined && before.startsWith(lead) && lead.length < before.length;
    const parts = (led ? [lead, ...before.slice(lead.length).replace(/^[\s,;:—–·|-]+/, '').split(/\s+[·|•—–]\s+|,\s+/)] : before.split(/\s+[·|•—–]\s+|,\s+/)).filter((part) => part !== '');
    const headingRole = headings.isRole(entry.title) ? entry.title : undefined;
    const rolePart = headingRole ? undefined : parts.find((part) => headings.isRole(part));
    // (A bold lead under a role heading is the organisation, even one named like a trade: "**Hartwell Mercer**".)
    const org = led && headingRole && headings.isName(lead!) ? lead : parts.find((part) => part !== rolePart && headings.isName(part) && !headings.isRole(part));
    const role = headingRole ?? rolePart;
    if (!org || !role) return true;
    entry.role = role;
    entry.org = org;
    const rest = parts.filter((part) => part !== org && part !== rolePart);
    entry.location = rest.length > 0 ? rest.join(', ') : undefined;
    entry.certain = true;
    return true;
  }

  function itemEntry(text: string, page: KnowledgeDocument, kind: EntryKind, within?: Entry): Entry | undefined {
    const head = firstSentence(text);
    // A degree is often dated by its year alone ("MSc in Data Science, IST, 2017").
    const period = findPeriod(head, kind === 'education');
    if (!period) return undefined;
    // Inside a dated job, "then the high-dependency unit from 2015" is part of the job, not one of its own.
    if (within?.period && period.index > 0) return undefined;
    const heading = headings.read(head.replace(/:\s*/, ', '));
    // A sentence that is no heading ("From 2009 to 2014 she worked in-house at …") is quoted as written,
    // and known by the organisation it names.
    if (!heading.certain && head.split(/\s+/).length > 8) heading.title = head;
    const entry = newEntry(heading, page, kindOfText(head, kind));
    if (!heading.certain) entry.org = organisationIn(head);
    return entry;
  }

  // "My first paid job was at Podunavski Vesnik, where I started in 2006", "From 2009 to 2014 she worked
  // in-house at the Ministry of Culture": a year and an organisation named after "at", "joined" or "for".
  function proseEntry(sentence: string, page: KnowledgeDocument, kind: EntryKind): Entry | undefined {
    const period = findPeriod(sentence, true);
    const org = organisationIn(sentence);
    if (!period || !org) return undefined;
    const entry = newEntry({ title: sentence.replace(/[.]+$/, ''), certain: false }, page, kindOfText(sentence, kind));
    entry.org = org;
    entry.period = { from: period.from, to: period.to, present: period.present, text: period.text };
    return entry;
  }

  // The organisation a sentence names after "at", "joined", "for", "with" or "to" ("at the Ministry of Culture").
  function organisationIn(sentence: string): string | undefined {
    const found = /\b(?:at|joined|for|with|to)\s+(?:the\s+)?(\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:of|for|and|&|de|za|i|u)?\s*\p{Lu}[\p{L}\d'’&.-]*)*)/u.exec(sentence);
    const name = found?.[1]?.replace(/[.,;:]+$/, '');
    return name && headings.isName(name) ? name : undefined;
  }

  // "Since 2018 I have also volunteered with the Red Cross" on a work page is a volunteer role.
  function kindOfText(text: string, kind: EntryKind): EntryKind {
    return kind === 'work' && volunteering.find(text) ? 'volunteer' : kind;
  }

  function rowEntry(headers: string[], cells: string[], page: KnowledgeDocument, kind: EntryKind | undefined): Entry | undefined {
    const column = (name: string) => {
      const index = headers.findIndex((header) => kinds.column(header) === name);
      return index >= 0 && cells[index] !== '' ? cells[index] : undefined;
    };
    const periodText = column('period');
    const period = periodText ? findPeriod(periodText, true) : undefined;
    if (!period) return undefined;
    const role = column('role');
    const org = column('org');
    const title = [org, role].filter(Boolean).join(' — ') || cells.find((cell) => cell !== periodText && cell !== '') || periodText!;
    const heading: EntryHeading = { title, certain: org !== undefined || role !== undefined };
    if (role) heading.role = role;
    if (org) heading.org = org;
    const location = column('location');
    if (location) heading.location = location;
    heading.period = { from: period.from, to: period.to, present: period.present, text: period.text };
    return newEntry(heading, page, kind);
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

/** Fills an entry's period, role and organisation from its "Period:", "Role:" and "Organisation:" lines. */
function finishEntry(entry: Entry): void {
  const labelled = (pattern: RegExp) => entry.facts.find((fact) => fact.label !== undefined && pattern.test(fact.label))?.value;
  if (!entry.period) {
    const line = entry.facts.find((f) => f.label && /role|start|since|period|when|year|date|dates|duration|from/i.test(f.label) && findPeriod(f.value ?? '', true));
    const found = line ? findPeriod(line.value ?? '', true) : undefined;
    if (found) entry.period = { from: found.from, to: found.to, present: found.present, text: found.text };
  }
  const role = labelled(/^(role|position|title|job title|uloga|pozicija)$/i);
  const org = labelled(/^(organi[sz]ation|company|employer|institution|hospital|school|university|firm|client|organizacija|firma|ustanova)$/i);
  const location = labelled(/^(location|city|place|where|lokacija|grad|mesto)$/i);
  if (role && !entry.role) [entry.role, entry.certain] = [role, true];
  if (org && !entry.org) [entry.org, entry.certain] = [org, true];
  if (location && !entry.location) entry.location = location;
}

// "Danubia Banka is a mid-sized retail bank": what the entry is, for "the bank"; and the kind of
// organisation its name says ("hospital" of "St. Brigid's General Hospital").
function aliasesOf(entry: Entry, layer: TextLayer): ReadonlySet<string> {
  const language: TextLanguage = entry.page.language === 'sr-Latn' ? 'sr' : 'en';
  const aliases = new Set<string>();
  const isNoun = (key: string) => (layer.relations.parts(key) & 1) !== 0;
  for (const word of layer.contentWords(entry.org ?? entry.title, language)) if (layer.classes(word.key) & WORD_CLASS.organisation) aliases.add(word.key);
  // "her master's", "his bachelor": a degree by what it is, from its abbreviation ("MSc in …").
  if (entry.kind === 'education') {
    const title = new Set(layer.keysOf(`${entry.role ?? ''} ${entry.title}`, language));
    for (const [name, forms] of Object.entries(layer.vocabulary.questions['degree-names'])) {
      if ([name, ...forms].some((form) => title.has(layer.key(form.replace(/\W/g, ''), 'en')))) aliases.add(layer.key(name, 'en'));
    }
  }
  const first = entry.facts.find((fact) => fact.label === undefined)?.text ?? '';
  // The head of the description: its last word before "that", "for", "in", … ("a free Android app that …" → app).
  const described = /\b(?:is|was|are|were|je|bila|bio)\s+(?:a|an|the|one of the)?\s*((?:[\p{L}\d-]+\s+){0,4}[\p{L}\d-]+)/iu.exec(first);
  if (described) {
    const phrase = described[1]!.split(/\s+(?:that|which|who|for|in|of|with|from|to|and|where|on|at|koji|koja|za|u|od|sa)\b/i)[0]!;
    const head = layer.contentWords(phrase, language).pop();
    if (head && (language === 'sr' || isNoun(head.key) || layer.relations.parts(head.key) === 0)) aliases.add(head.key);
  }
  return aliases;
}

// "(2021–present)" in a heading says when, not what: "present" is no gift, "2021" no topic.
function withoutPeriod(text: string): string {
  let out = text;
  for (let found = findPeriod(out, true); found; found = findPeriod(out, true)) out = `${out.slice(0, found.index)} ${out.slice(found.index + found.length)}`;
  return out;
}

function lastPart(heading: string): string {
  const parts = heading.split(' › ');
  return parts[parts.length - 1]!;
}
