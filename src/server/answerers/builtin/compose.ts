import type { Language } from '../../../contract/index.js';
import type { TextLayer } from '../../language/analyzer.js';
import { spaced } from '../../language/text.js';
import { readVocabulary } from '../../language/vocabulary.js';
import type { Entry, Fact } from './portfolio/model.js';
import { showPeriod } from './portfolio/periods.js';
import type { Hit } from './search.js';

// Replies stay short: a visitor reads one screen, and the fact must come first.
const SHORT = 260;
const LIST_LIMIT = 320;
// A citation, by its authors ("Ilić, D.", "Barić T, Kovačević I") or its year before a full stop ("(2019).").
const CITATION = /^\p{Lu}[\p{L}'’-]+,? (?:\p{Lu}\.?\s?){1,3}[,(&.]|\((?:19|20)\d{2}\)\./u;
// A list item's first clause of at most this many words names it ("Silver Wave"); a longer one is a sentence, not cut.
const NAME_WORDS = 8;
// A second fact joins the first when it scores at least this share of it and sits in the same place.
const SECOND = 0.8;

/** Fills the reply templates (replies.yaml) of one language. */
export type Say = (key: string, values?: Record<string, string>) => string;

/** The templates of `language`, English for a key the language lacks; `{Subject}` is `{subject}` capitalised. */
export function repliesFor(layer: TextLayer, language: Language): Say {
  const own = layer.vocabulary.replies[language] ?? {};
  const english = layer.vocabulary.replies.en ?? {};
  return (key, values = {}) => {
    const template = own[key] ?? english[key] ?? key;
    return template.replace(/\{(\w+)\}/g, (slot, name: string, at: number) => {
      const lower = name[0]!.toLowerCase() + name.slice(1);
      const given = values[name] ?? values[lower] ?? '';
      // (A value that ends a sentence itself, "Kovač Elektro Solar d.o.o.", before the template's full stop: one stop.)
      const value = template[at + slot.length] === '.' ? given.replace(/\.$/, '') : given;
      return name !== lower ? value.charAt(0).toUpperCase() + value.slice(1) : value;
    });
  };
}

/** " (2019–2022)" in the reply's language, or nothing for an undated entry. */
export function periodOf(entry: Entry, say: Say): string {
  // A title quoted as written that already says its period ("2009 – 2013: Deckhand, …") needs it once.
  if (!entry.period || (entry.period.text && !entry.certain && entry.title.includes(entry.period.text))) return '';
  return ` (${showPeriod(entry.period, say('present'))})`;
}

/**
 * An entry as a job line: "Org as Role" when the page states both with certainty, else the
 * entry as written ("From 2009 to 2014 she worked in-house at …" stays that sentence).
 */
export function jobOf(entry: Entry, say: Say): string {
  if (entry.certain && entry.org && entry.role) return say('job', { org: withPlace(entry), role: entry.role });
  return entry.title.replace(/[.;:,]+$/, '');
}

// (Not twice where the organisation's name ends with the place: "Dragačevo Trans, Guča" in "Guča, Serbia".)
function withPlace(entry: Entry): string {
  if (!entry.location) return entry.org!;
  const [org, place] = [entry.org!.split(', '), entry.location.split(', ')];
  return org.length > 1 && org[org.length - 1] === place[0] ? [...org, ...place.slice(1)].join(', ') : `${entry.org}, ${entry.location}`;
}

/** The name a reply calls an entry by: a project's title, else its organisation, else its title. */
export function nameOf(entry: Entry): string {
  return entry.name;
}

/** A table row's cell under its column, with the rest of the row as written: "Project: X (2019 · Orthopaedics · …)." */
export function showCell(row: Fact, cell: readonly [string, string]): string {
  const rest = (row.cells ?? []).filter((pair) => pair !== cell && pair[1] !== '').map(([, value]) => value);
  return `${cell[0]}: ${cell[1]} (${rest.join(' · ')}).`;
}

// The labels of a sum or a length (questions.yaml: the amount attributes' labels and `length-labels`): a line of one
// alone, "Price: 1,200 RSD", says nothing of what it is about. Read once.
let measures: Set<string> | undefined;
function isMeasure(label: string): boolean {
  const q = readVocabulary().questions;
  measures ??= new Set([...Object.values(q.attributes).filter((a) => a.amount).flatMap((a) => a.labels), ...q['length-labels']].map((l) => spaced(l).trim()));
  return measures.has(spaced(label).trim());
}

/** A fact as a reply shows it: its entry or section in front when the fact alone would not say whose it is. */
export function showFact(fact: Fact): string {
  const text = trimEnd(fact.text);
  // No full stop after a link: it would read as part of the address.
  const stop = /(https?:\/\/|www\.)\S+$/.test(text) ? '' : '.';
  const owner = fact.entry?.name;
  // (A name the line already says, whole or each of its parts, "Galerija Nova Forma — Balconies", is not said again.)
  const says = (name: string) => name.split(' — ').every((part) => spaced(text).includes(spaced(part)));
  if (owner && !says(owner) && owner.length < 80) return `${owner} — ${text}${stop}`;
  if (!owner && fact.listed && !fact.label && fact.heading !== fact.page.title && !spaced(text).includes(spaced(fact.heading))) return `${fact.heading}: ${text}${stop}`;
  // (A labelled line under a heading that is no entry says what it is about, when it is dated or the line gives a sum
  // or a length: "Physiotherapist of the Year (2022) — Awarded by: …", "Men's cut — Price: 1,200 RSD".)
  if (!owner && fact.label && fact.heading !== fact.page.title && (/\((?:19|20)\d{2}\)$/.test(fact.heading) || isMeasure(fact.label)) && !says(fact.heading)) return `${fact.heading} — ${text}${stop}`;
  return `${text}${stop}`;
}

/**
 * The best facts as a short answer: the top one, then one more when it answers nearly as well (from
 * the same place it reads on; from elsewhere it says whose it is) and the reply stays short.
 */
export function composeFacts(hits: readonly Hit[], say: Say): string {
  const top = hits[0]!;
  const parts = [showFact(top.fact)];
  for (const hit of hits.slice(1, 3)) {
    if (parts.some((part) => part.includes(trimEnd(hit.fact.text)))) continue;
    const samePlace = hit.fact.section === top.fact.section || (hit.fact.entry !== undefined && hit.fact.entry === top.fact.entry);
    const next = samePlace ? `${trimEnd(hit.fact.text)}.` : showFact(hit.fact);
    const close = hit.score >= top.score * SECOND && hit.coverage >= top.coverage * (samePlace ? 1 : 0.9);
    if (close && parts.join(' ').length + next.length <= SHORT) {
      parts.push(next);
      break;
    }
  }
  return withSource(inFrame(parts.join(' '), [top.fact], say), top.fact.entry, say);
}

/**
 * Facts quoted from English pages to a Serbian visitor say so in Serbian first ("Iz portfolija, na
 * engleskom: …"), so the reply is in the visitor's language even when the page is not.
 */
export function inFrame(reply: string, facts: readonly Fact[], say: Say): string {
  const frame = facts.every((fact) => fact.language === 'en') ? say('quotedEnglish') : '';
  return frame === '' ? reply : `${frame}${reply.includes('\n') ? '\n' : ' '}${reply}`;
}

/** A list of facts (a section's bullets, table rows) as one line each, bounded. */
export function composeList(facts: readonly Fact[], options: { byName?: boolean; byRest?: boolean } = {}): string {
  const items = [...new Set(facts.map((fact) => trimEnd(fact.text)))];
  const fits = (lines: string[]) => lines.join('\n').length <= LIST_LIMIT;
  const asWritten = items.map((item) => `- ${item}`);
  // Asked for the things themselves, items too long to show together are shown by what names each (its first part,
  // with its year): the list asked for, not the first two items of it in full.
  // (Items that each say a term and what it is, "Walnut: kitchen fronts, desks", are named by their terms.)
  const terms = items.every((item) => termOf(item) !== undefined);
  // (Items under a heading that names the thing asked only as their kind, "Conference talks" for conferences, say it past
  // their quoted titles: "\"Two mobile teams …\" — European Conference on Severe Storms, Kraków, 2019" by its conference;
  // an item that opens with no quoted title is shown as written.)
  const rest = (item: string) => (/^["“*]/.test(item) ? item.split(/\s+[—·|]\s+/).slice(1).join(' — ') : '') || item;
  const shown = options.byRest ? rest : (item: string) => itemName(item, terms);
  const byNames = (options.byName || options.byRest) && asWritten.length > 1 && !fits(asWritten) ? items.map((item) => `- ${shown(item)}`) : asWritten;
  // (Names still too long to show together are cut to their first clauses, so every item is shown: "Silver Wave, Balkan
  // Radio Days (2018)" of "2018 — Silver Wave, Balkan Radio Days, Sarajevo, …", not three awards of four.)
  const cut = (clauses: number) => items.map((item) => `- ${firstClauses(shown(item), clauses)}`);
  // (Not a citation's authors, "Obradović D., Kovács P."; nor to one clause, "Finalist" of "Finalist, European … Prize".)
  const cuttable = byNames !== asWritten && !fits(byNames) && items.every((item) => clausesOf(shown(item))[0]!.split(' ').length <= NAME_WORDS && !CITATION.test(item));
  const named = (cuttable ? [3, 2].map(cut).find(fits) : undefined) ?? byNames;
  const lines: string[] = [];
  for (const line of named) {
    if (lines.includes(line)) continue;
    if (lines.length > 0 && !fits([...lines, line])) break;
    lines.push(line);
  }
  return lines.join('\n');
}

// The first part of a list item that has words in it ("Firefighter of the Year" of "2019 · Firefighter of the Year · City of
// Niš · …"), with the item's year when that part lacks one.
function itemName(item: string, terms: boolean): string {
  // (Not a range's dash: "2013 – present: Owner …" is one part.)
  const parts = item.split(/\s+[—·|]\s+|(?<!\b(?:19|20)\d{2})\s+–\s+(?!(?:19|20)\d{2}\b|present\b)/);
  const first = parts.find((part) => /\p{L}{2}/u.test(part)) ?? item;
  const name = (terms ? termOf(first) : undefined) ?? first;
  const year = /\b(?:19|20)\d{2}\b/.exec(item)?.[0];
  return year && !name.includes(year) ? `${name} (${year})` : name;
}

// A name's first clauses, with its year where they lack it ("Silver Wave, Balkan Radio Days (2018)" of "Silver Wave,
// Balkan Radio Days, Sarajevo, for … (2018)").
function firstClauses(name: string, count: number): string {
  const clauses = clausesOf(name);
  if (clauses.length <= count) return name;
  const kept = clauses.slice(0, count).join(', ');
  const year = /\b(?:19|20)\d{2}\b/.exec(name)?.[0];
  return year && !kept.includes(year) ? `${kept} (${year})` : kept;
}

// A text's parts between commas, a comma inside brackets none: "the big cats (tigers, lions)" is one.
function clausesOf(text: string): string[] {
  return text.split(/,\s(?![^(]*\))/);
}

// The term a "Term: what it is" item starts with, short and undated ("2013 – present: Owner …" is no term).
function termOf(item: string): string | undefined {
  const term = /^([^:]{2,60}):\s/u.exec(item)?.[1];
  return term && !/\b(?:19|20)\d{2}\b/.test(term) ? term : undefined;
}

/** Joins names as "A, B and C". */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/** Joins the items of a list as names, set apart by semicolons when one holds a comma ("Junior camp, Srebrno jezero; Masters camp"). */
export function joinItems(items: readonly string[], and: string): string {
  return items.some((item) => item.includes(',')) ? items.join('; ') : joinNames(items, and);
}

/** Adds the entry's link when the reply does not already carry it. */
export function withSource(reply: string, entry: Entry | undefined, say: Say): string {
  if (!entry?.link || reply.includes(entry.link)) return reply;
  return `${reply}\n${say('source', { url: entry.link })}`;
}

/** Text without a trailing full stop, colon or semicolon. */
export function trimEnd(text: string): string {
  return text.replace(/[.;:,]+$/, '');
}

/** "3 years", "1 year"; in Serbian "2, 3, 4 godine" but "5 godina". */
export function countYears(years: number, say: Say): string {
  const few = years % 10 >= 2 && years % 10 <= 4 && (years % 100 < 12 || years % 100 > 14);
  return `${years} ${say(years === 1 ? 'year' : few ? 'years-few' : 'years')}`;
}
