// The shapes an entry (a job, a degree, a project) takes on a page besides its own heading: a dated
// line under a heading, a dated bullet or paragraph, a career told in prose, a table row; and how an
// entry is finished from its labelled lines ("Role:", "Period:") and known by what it is ("the bank").
import { WORD_CLASS, type TextLanguage, type TextLayer } from '../../../language/analyzer.js';
import { phraseSet } from '../../../language/phrases.js';
import { withoutQuoted, words } from '../../../language/text.js';
import type { KnowledgeDocument } from '../../../knowledge/types.js';
import type { EntryHeading, HeadingReader } from './headings.js';
import type { KindReader } from './kinds.js';
import type { Entry, EntryKind } from './model.js';
import { findPeriod, onlyPeriod } from './periods.js';
import { degreeLevels } from '../degrees.js';

/** Makes an entry of a heading on a page, and keeps it. */
export type NewEntry = (heading: EntryHeading, page: KnowledgeDocument, kind: EntryKind | undefined) => Entry;

/** The entry shapes of one portfolio's pages; `newEntry` keeps each entry they make. */
export function createEntryShapes(layer: TextLayer, headings: HeadingReader, kinds: KindReader, newEntry: NewEntry) {
  const volunteering = phraseSet(layer.vocabulary.keyed.questions.phrases['entry-kinds'].volunteer ?? []);
  return { filled, itemEntry, proseEntry, rowEntry, kindOfHeading };

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
    const head = firstSentence(text.replace(/\s*\n\s*/g, ' '));
    // A degree is often dated by its year alone ("MSc in Data Science, IST, 2017").
    const period = findPeriod(head, kind === 'education');
    if (!period) return undefined;
    // Inside a dated job, "then the high-dependency unit from 2015" is part of the job, not one of its own; so is a
    // line that only dates it ("Since March 2019" under "… — Senior Curator (2019–present)").
    // (So is a paragraph whose first sentence only dates it: "Since March 2017. I opened Crna Igla with one chair …".)
    if (within?.period && (period.index > 0 || onlyPeriod(text.split('\n')[0]!) || onlyPeriod(head))) return undefined;
    // ("Camps for 2025. Boats, oars … are included": a year after "for", "in", "of" or "during" ends a phrase, not a heading.)
    if (period.index > 0 && /\b(?:for|in|of|during)\s*$/i.test(head.slice(0, period.index))) return undefined;
    const heading = headings.read(head.replace(/:\s*/, ', '));
    const sentence = !heading.certain && head.split(/\s+/).length > 8;
    // So is a sentence inside it that opens with a date ("Since 2016 I have guided …"); and anywhere, a sentence
    // with a date inside it is no job ("No herbicides since 2018; we keep grass between the rows").
    if ((within?.period || period.index > 0) && sentence) return undefined;
    // A sentence that is no heading ("From 2009 to 2014 she worked in-house at …") is quoted as written,
    // and known by the organisation it names.
    if (sentence) heading.title = head;
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
    // (Not items of a list, the organisation of one and the date of another, its last item after ", and": "a year as a
    // trainee, four at the Tax Administration, six in industry, and my own office since 2015"; an aside between commas
    // is no list: "I joined Podunavski Vesnik, a weekly paper in Smederevo, in 2006".)
    const at = sentence.indexOf(org);
    const between = sentence.slice(Math.min(at + org.length, period.index), Math.max(at, period.index));
    if (/,\s+(?:and|i)\s|;/.test(between)) return undefined;
    const entry = newEntry({ title: sentence.replace(/[.]+$/, ''), certain: false }, page, kindOfText(sentence, kind));
    entry.org = org;
    entry.period = { from: period.from, to: period.to, present: period.present, text: period.text };
    return entry;
  }

  // The organisation a sentence names after "at", "joined", "for", "with" or "to" ("at the Ministry of Culture").
  function organisationIn(sentence: string): string | undefined {
    const found = /\b(?:at|joined|for|with|to)\s+(?:the\s+)?(\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:of|for|and|&|de|za|i|u)?\s*\p{Lu}[\p{L}\d'’&.-]*)*)/u.exec(sentence);
    const name = found?.[1]?.replace(/[.,;:]+$/, '');
    // (Not a word of a title in quotes: "the \"Talk with Me\" workshops" names no organisation "Me".)
    const quoted = found !== null && withoutQuoted(sentence)[found.index] !== sentence[found.index];
    return name && !quoted && headings.isName(name) ? name : undefined;
  }

  // "Since 2018 I have also volunteered with the Red Cross" on a work page is a volunteer role.
  function kindOfText(text: string, kind: EntryKind): EntryKind {
    return kind === 'work' && volunteering.find(text) ? 'volunteer' : kind;
  }

  // So is a section heading that says it; one that names no employer, no role and no name but says study, "Study
  // year in Ascona (2013)", is a time of study; and one that opens with a verb's -ing form, "Building the furnace
  // (2013)", is something done between jobs, no job.
  function kindOfHeading(heading: EntryHeading, kind: EntryKind): EntryKind | undefined {
    const bare = kind === 'work' && !heading.certain && !heading.org && !headings.isName(heading.title) && !headings.isRole(heading.title);
    if (bare && layer.keysOf(heading.title, 'en').includes('study')) return 'education';
    const first = words(heading.title)[0];
    if (bare && first && /ing$/.test(first.text) && (layer.relations.parts(layer.key(first.text, 'en')) & 2) !== 0) return undefined;
    return kindOfText(heading.title, kind);
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
    // (A table of jobs with no organisation column whose "Where" holds names says the organisation there: "Clinical Centre
    // Kragujevac, children's dental department", not a place alone.)
    const where = column('location');
    const named = (kind === 'work' || kind === 'volunteer') && !headers.some((header) => kinds.column(header) === 'org') && where !== undefined && !layer.relations.isPlace(where.toLowerCase()) && headings.isName(where.split(/,\s|\s\(/)[0]!);
    const org = column('org') ?? (named ? where : undefined);
    // A project's row is named by its own column ("Site", "Title", "Piece"), not by its client's: only a job is its employer;
    // so is a row of a page of no kind ("Production | Year | Premiere venue | Role": the production, not its venue).
    const ownName = kind === 'project' || kind === undefined ? cells.find((cell, i) => isNamePart(cell) && !['period', 'org', 'location', 'link'].includes(kinds.column(headers[i] ?? '') ?? '')) : undefined;
    // (A row of figures, "2018 | 15 | 160 kWp", is no entry: nothing in it is a name.)
    const title = ownName ?? ([org, role].filter(Boolean).join(' — ') || cells.find((cell) => cell !== periodText && cell !== where && isNamePart(cell)) || where);
    if (title === undefined) return undefined;
    const heading: EntryHeading = { title, certain: ownName === undefined && (org !== undefined || role !== undefined) };
    if (role) heading.role = role;
    if (org) heading.org = org;
    const location = named ? undefined : where;
    if (location) heading.location = location;
    heading.period = { from: period.from, to: period.to, present: period.present, text: period.text };
    return newEntry(heading, page, kind);
  }
}

// A cell that can name a row: it has letters and is no figure ("15", "160 kWp", "3 months").
function isNamePart(cell: string): boolean {
  return /\p{L}/u.test(cell) && !/^[\d\s.,–-]/u.test(cell);
}

// The first sentence of an entry line: a full stop before a capital ends it ("d.o.o. · 2013" does not).
function firstSentence(text: string): string {
  return text.split(/(?<=[\p{L}\d)])\.\s+(?=[\p{Lu}\d"“(])/u)[0]!;
}

/** Labelled lines that say an entry's role or time ("Role: speech therapist", "**When:** 2013–2018"), as written in Markdown. */
export const ENTRY_LABELS = /^\s*(?:\*\*|__)?(?:role|position|when|period|dates?|years?|uloga|pozicija|kada)(?:\*\*|__)?\s*:/im;

/** Fills an entry's period, role and organisation from its "Period:", "Role:" and "Organisation:" lines. */
export function finishEntry(entry: Entry): void {
  const labelled = (pattern: RegExp) => entry.facts.find((fact) => fact.label !== undefined && pattern.test(fact.label))?.value;
  if (!entry.period) {
    const line = entry.facts.find((f) => f.label && /role|start|since|period|when|year|date|dates|duration|from/i.test(f.label) && findPeriod(f.value ?? '', true));
    const found = line ? findPeriod(line.value ?? '', true) : undefined;
    if (found) entry.period = { from: found.from, to: found.to, present: found.present, text: found.text };
  }
  const role = labelled(/^(role|position|title|job title|uloga|pozicija)$/i);
  const org = labelled(/^(organi[sz]ation|company|employer|institution|hospital|school|university|firm|client|organizacija|firma|ustanova)$/i);
  // (Not a period that the next line of its paragraph ran on with: "Zrenjanin, Serbia Since March 2012" is in Zrenjanin.)
  const location = labelled(/^(location|city|place|where|lokacija|grad|mesto)$/i)?.replace(/\s+(?:since|from|until|od|do)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b.*$/iu, '');
  if (role && !entry.role) [entry.role, entry.certain] = [role, true];
  if (org && !entry.org) [entry.org, entry.certain] = [org, true];
  if (location && !entry.location) entry.location = location;
}

/**
 * Finishes every entry, and keeps one of a job told twice, as a table row and as a section of its own (the same
 * kind and period, the row's organisation the section's and more: "Marinković Dental Practice, Kragujevac"):
 * the section, with the row's lines.
 */
export function finishAll(entries: Entry[]): void {
  for (const entry of entries) finishEntry(entry);
  const samePeriod = (a: Entry, b: Entry) => a.period?.from === b.period?.from && a.period?.to === b.period?.to && a.period?.present === b.period?.present;
  const twinOf = (row: Entry) => entries.find((other) => other !== row && other.kind === row.kind && other.org !== undefined && row.org !== undefined && other.org.length < row.org.length && row.org.startsWith(other.org) && samePeriod(row, other));
  // (So is a project told as a row and as a section of the same name, or of its short name, "Bridge to Independence" of
  // "Bridge to Independence (Most ka samostalnosti)": the one with more lines, called by the fuller name.)
  const namedTwinOf = (row: Entry) =>
    entries.find((other) => other !== row && other.kind === row.kind && samePeriod(row, other) && (row.title === other.title ? row.facts.length <= other.facts.length : shortName(row.title) === other.title));
  for (const row of [...entries]) {
    const named = row.period ? namedTwinOf(row) : undefined;
    const kept = row.period ? (twinOf(row) ?? named) : undefined;
    if (!kept) continue;
    for (const fact of row.facts) fact.entry = kept;
    kept.facts.push(...row.facts);
    kept.location ??= row.location;
    kept.role ??= row.role;
    if (kept === named) [kept.title, kept.name] = [row.title, kept.name === kept.title ? row.title : kept.name];
    entries.splice(entries.indexOf(row), 1);
  }
}

/**
 * A name without another name of it in brackets: "PANCONEX" of "PANCONEX (Pannonian Convection Experiment)" (not of
 * "Lumen Lab (see Projects)", nor of "Goethe-Zertifikat B1 (German)": a name of one word in brackets says what it is).
 */
export function shortName(name: string): string {
  return name.replace(BRACKETED, '');
}

/** A name's other name in brackets: "Most ka samostalnosti" of "Bridge to Independence (Most ka samostalnosti)"; else the name. */
export function bracketName(name: string): string {
  return BRACKETED.exec(name)?.[1] ?? name;
}

// Another name of two words or more in brackets at a name's end, starting with a capital.
const BRACKETED = /\s*\((\p{Lu}[^)\s]*\s[^)]*)\)$/u;

// "Danubia Banka is a mid-sized retail bank": what the entry is, for "the bank"; and the kind of
// organisation its name says ("hospital" of "St. Brigid's General Hospital").
export function aliasesOf(entry: Entry, layer: TextLayer): ReadonlySet<string> {
  const language: TextLanguage = entry.page.language === 'sr-Latn' ? 'sr' : 'en';
  const aliases = new Set<string>();
  const isNoun = (key: string) => (layer.relations.parts(key) & 1) !== 0;
  // (So does a Serbian name on an English page, by the glossary: "school" of "Poljoprivredna škola Valjevo", "hospital" of
  // "Opšta bolnica Čačak".)
  for (const word of layer.contentWords(entry.org ?? entry.title, language)) {
    const keys = language === 'en' && layer.relations.rank(word.key) === 0 ? [word.key, ...layer.gloss(word.text)] : [word.key];
    for (const key of keys) if (layer.classes(key) & WORD_CLASS.organisation) aliases.add(key);
  }
  // "her master's", "his bachelor": a degree by what it is, from its abbreviation ("MSc in …").
  if (entry.kind === 'education') {
    const title = new Set(layer.keysOf(`${entry.role ?? ''} ${entry.title}`, language));
    for (const [form, level] of degreeLevels(layer)) if (title.has(form)) aliases.add(level);
  }
  const first = entry.facts.find((fact) => fact.label === undefined)?.text ?? '';
  // The head of the description: its last word before "that", "for", "in", … ("a free Android app that …" → app).
  const described = /\b(?:is|was|are|were|je|bila|bio)\s+(?:(?:a|an|the|one of the)\s+)?((?:[\p{L}\d-]+\s+){0,4}[\p{L}\d-]+)/iu.exec(first);
  if (described) {
    const phrase = described[1]!.split(/\s+(?:that|which|who|for|in|of|with|from|to|and|where|on|at|koji|koja|za|u|od|sa)\b/i)[0]!;
    const head = layer.contentWords(phrase, language).pop();
    if (head && (language === 'sr' || isNoun(head.key) || layer.relations.parts(head.key) === 0)) aliases.add(head.key);
  }
  return aliases;
}
