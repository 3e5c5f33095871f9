import { WORD_CLASS } from '../../../language/analyzer.js';
import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import { fold, spaced, words } from '../../../language/text.js';
import { composeFacts, inFrame, showFact, withSource } from '../compose.js';
import type { Context } from '../context.js';
import type { Entry, Fact } from '../portfolio/model.js';
import { showPeriod } from '../portfolio/periods.js';
import type { Question, Term } from '../question/model.js';
import type { Hit } from '../search.js';
import { shortName } from '../portfolio/entries.js';
import { degreeLevels } from '../degrees.js';
import { askedResults, saysResult } from './results.js';

/** Below this share of the question's words, the best fact does not answer it. */
export const MIN_COVERAGE = 0.45;
/** Within the entry the question names, whose name words no longer count, less is enough. */
const MIN_COVERAGE_IN_SUBJECT = 0.4;
/** A term counts as said when a fact says it at least this strongly (its own word, a synonym, a close relation). */
export const SAID = 0.6;
/**
 * A fact that says a term only through a looser relation (a vector neighbour: "broadcasting" and "radio")
 * does not answer; it may be shown as the nearest thing the portfolio says, after saying it is not that.
 */
export const NEAR = 0.5;
/** A line whose score (or coverage) is at least this share of the best one's answers nearly as well. */
export const NEARLY = 0.85;

/**
 * The terms that say what a question is about: its required terms but the ones that weigh little
 * beside the others (the verbs and adverbs around "Kubernetes" in "has she ever worked with Kubernetes?").
 */
export function focus(question: Question): Term[] {
  const required = question.terms.filter((term) => !term.optional);
  const heaviest = Math.max(0, ...required.map((term) => term.weight));
  const weighty = required.filter((term) => term.weight >= Math.max(0.12, 0.3 * heaviest));
  // (A common noun that heads what is asked is still the thing asked when nothing else is: "her newest show".)
  return weighty.length > 0 || question.language !== 'en' ? weighty : required.filter((term) => term.head && term.noun && !term.framing);
}

/**
 * The question's focus terms a hit says strongly enough; none when it says only the qualities asked
 * about and none of the things ("favourite" of "her favourite food" in "my favourite piece of work").
 */
export function strongly(context: Context, hit: Hit): number {
  // (Asked of a thing a verb yields, "What awards has she won?", a line that names no such thing says none: a certificate.)
  const results = askedResults(context, context.question);
  if (results && !saysResult(context, hit.fact, results)) return 0;
  const asked = focus(context.question);
  const said = asked.filter((term) => context.search.strength(term, hit.fact) >= SAID);
  const isThing = (term: Term) => term.noun && !term.framing;
  if (!asked.some(isThing) || said.some(isThing)) return said.length;
  // (A verb is no thing, though a form of it may be a noun: "spoken" of "Which conferences has she spoken at?" said by
  // "I speak four languages" says no conference; unless it names what the line is, by its heading or label, "Talks: …".)
  // (A label of a word or two names the line, "Talks:"; a longer one opens a sentence, "I speak four languages: …".)
  const label = hit.fact.label !== undefined && hit.fact.label.split(/\s+/).length <= 2 ? hit.fact.label : '';
  const naming = { ...keysOnly(hit.fact, new Set([...hit.fact.headingKeys, ...context.layer.keysOf(label, hit.fact.language)])), text: `${hit.fact.heading} ${label}` };
  return said.some((term) => term.noun && term.framing && context.search.strength(term, naming) >= SAID) ? said.length : 0;
}

/** The best facts for the question when they answer it, within the subject's facts first when there is a subject. */
export function bestHits(context: Context, options: { pool?: readonly Fact[] } = {}): Hit[] | undefined {
  const { question, search, subject } = context;
  const required = focus(question).length;
  const ranked = (pool?: readonly Fact[]) => search.rank(question, pool ? { pool, subject } : subject ? { subject } : {});
  const good = (hits: Hit[], least = MIN_COVERAGE) => {
    const top = hits[0];
    if (!top) return false;
    // With nothing but the words that name an attribute or a kind, a fact must say them well (a labelled line).
    if (required === 0) return top.coverage >= Math.min(least, 0.3);
    return top.coverage >= least && strongly(context, top) > 0;
  };
  if (options.pool) {
    const hits = ranked(options.pool);
    return good(hits) ? hits : undefined;
  }
  // A follow-up about an entry ("Is it open source?") is answered by the entry, or by a fact that names it
  // ("Sava river pavilion — 2nd prize" on the awards page), never by another entry's fact.
  if (subject && context.confined) {
    const hits = ranked(confinedPool(context, subject));
    return good(hits, MIN_COVERAGE_IN_SUBJECT) ? hits : undefined;
  }
  // A question that names an entry looks in the entry first.
  if (subject) {
    const own = ranked(subject.facts);
    if (good(own, MIN_COVERAGE_IN_SUBJECT) && (own[0]!.coverage >= MIN_COVERAGE || !context.inherited)) return own;
  }
  const hits = ranked();
  return good(hits) ? hits : undefined;
}

/** What may answer a follow-up about an entry: its own facts, and the facts that name it ("Sava river pavilion — 2nd prize"). */
export function confinedPool(context: Context, subject: Entry): Fact[] {
  // (By its short name too: "PANCONEX was run together with …" names "PANCONEX (Pannonian Convection Experiment)".)
  const name = spaced(shortName(subject.name));
  return [...subject.facts, ...context.portfolio.facts.filter((fact) => fact.entry !== subject && name.trim() !== '' && spaced(fact.text).includes(name))];
}

/** An entry in a line: its title, period and leading fact, with its link. */
export function describe(entry: Entry, context: Context): string {
  const { say } = context;
  const repeatsTitle = (text: string) => text.toLowerCase().startsWith(entry.title.toLowerCase()) && text.length < entry.title.length + 24;
  const lead = entry.facts.find((fact) => fact.label === undefined && !repeatsTitle(fact.text)) ?? entry.facts[0];
  const period = entry.period ? ` (${showPeriod(entry.period, say('present'))})` : '';
  if (!lead) return withSource(`${entry.title}${period}.`, entry, say);
  const text = lead.text.replace(/[.;:,]+$/, '');
  // A line that names the entry itself is quoted as it is ("2013 – 2019: First Officer, MS Rheinperle, …").
  const line = text.toLowerCase().includes(entry.title.toLowerCase()) ? `${text}.` : `${entry.title}${period}: ${text}.`;
  return withSource(inFrame(line, [lead], say), entry, say);
}

/** Quotes the hits, or undefined when there are none. */
export function quote(context: Context, hits: Hit[] | undefined): string | undefined {
  return hits && hits.length > 0 ? composeFacts(hits, context.say) : undefined;
}

/** One fact as a reply line. */
export function one(context: Context, fact: Fact): string {
  return withSource(inFrame(showFact(fact), [fact], context.say), fact.entry, context.say);
}

/**
 * The visitor's words for the terms nothing says, as written: words that stood together in the
 * question stay one phrase ("natural disaster"); phrases apart are joined by "or".
 */
export function asWritten(context: Context, missing: readonly { raw: string }[]): string {
  const text = context.question.text;
  const phrases: string[] = [];
  let end = -1;
  for (const term of [...missing].sort((a, b) => text.indexOf(a.raw) - text.indexOf(b.raw))) {
    const at = text.indexOf(term.raw);
    const gap = at >= 0 && end >= 0 ? text.slice(end, at) : undefined;
    if (gap !== undefined && /^[\s-]+$/.test(gap) && phrases.length > 0) phrases[phrases.length - 1] = `${phrases[phrases.length - 1]}${gap}${term.raw}`;
    else phrases.push(term.raw);
    end = at >= 0 ? at + term.raw.length : -1;
  }
  // Each once, and a few at most: a reply names back what was asked, it does not repeat the message.
  const once = [...new Map(phrases.map((phrase) => [phrase.toLowerCase(), phrase])).values()].slice(0, NAMED_BACK);
  return once.join(` ${context.say('or')} `);
}

// How many missing names a "doesn't mention" reply repeats.
const NAMED_BACK = 3;

/** Tells whether an education entry is a degree ("MSc in …", "PhD"), not a course or a certificate. */
export function degreeTest({ layer }: Pick<Context, 'layer'>): (entry: Entry) => boolean {
  const levels = [...new Set(degreeLevels(layer).values())];
  return (entry) => entry.kind === 'education' && levels.some((level) => entry.aliases.has(level));
}

/** Whether a term is a word of a business or a place ("business", "workshop", "salon"), as WordNet classes it. */
export function namesBusiness({ layer }: Context, term: Term): boolean {
  return (layer.classes(term.alternatives[0]?.keys.join(' ') ?? '') & (WORD_CLASS.organisation | WORD_CLASS.place)) !== 0;
}

/** Whether a term is a plural noun as the visitor wrote it ("talks", "projects"). */
export function isPluralTerm(context: Context, term: Term): boolean {
  // (Not a word of a name, written with a capital inside the question: "the Academy of Arts".)
  if (term.proper && /^\p{Lu}/u.test(term.raw)) return false;
  // ("Which kinds of wood …?": woods.)
  if (term.kinds) return true;
  const raw = term.raw.toLowerCase();
  return /s$/.test(raw) && context.layer.key(raw, 'en') !== raw;
}

let exclusions: PhraseSet | undefined;

/** What a question leaves out, as written: the words after "besides", "other than", "osim" ("… besides Serbian?"). */
export function leftOut(context: Context): string {
  const { question, layer } = context;
  exclusions ??= phraseSet(layer.vocabulary.keyed.questions.phrases.exclusions);
  const flat = ` ${question.words.map((word) => word.text).join(' ')} `;
  const found = exclusions.find(flat);
  if (found === undefined) return '';
  const before = flat.slice(0, flat.indexOf(` ${found} `)).trim();
  const skip = (before === '' ? 0 : before.split(' ').length) + found.split(' ').length;
  return question.words.slice(skip).map((word) => word.raw).join(' ');
}

/** The terms a question leaves out ("Serbian" of "… besides Serbian?"). */
export function excludedTerms(context: Context): Term[] {
  const out = new Set(words(leftOut(context)).map((word) => word.raw));
  return context.question.terms.filter((term) => out.has(term.raw.split(' ')[0]!));
}

/** The items of a list written in one line, at commas and semicolons outside brackets ("Serbian (native), English (C1)"). */
export function listItems(text: string): string[] {
  return text.split(/[,;]\s*(?![^()]*\))/).map((item) => item.trim()).filter((item) => item !== '');
}

const NONE: ReadonlySet<string> = new Set();

/** A fact seen through some words only (a table header, an item of its list): no place, context or heading of its own. */
export function keysOnly(fact: Fact, keys: ReadonlySet<string>): Fact {
  return { ...fact, keys, place: NONE, context: NONE, headingKeys: NONE };
}

// "based in Belgrade", "lives and works in Graz", "living in Bergen".
const BASED = /\b(?:based|lives?|living)(?: and works?)? in \p{Lu}/u;
// "Joiner and furniture maker in Ivanjica, Serbia", "… in Novi Sad", "… from Kraljevo", "… near Subotica": a name after
// "in", "from" or "near", or the one after it, a place WordNet knows or one an entry's place says ("Location: Zrenjanin").
const PLACED = /\b(?:in|from|near) (\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)?)(?:,\s*(\p{Lu}[\p{L}-]*))?/gu;

/** The owner's profile line that says where they are based; else the headline line, when the headline places them. */
export function basedLine(context: Context): Fact | undefined {
  const { profile, headline } = context.portfolio.owner;
  const based = profile.find((fact) => BASED.test(fact.text));
  if (based || !headline) return based;
  const located = (name: string) => context.portfolio.entries.some((entry) => entry.location !== undefined && new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(entry.location));
  const placed = [...headline.matchAll(PLACED)].some((match) => [match[1], match[2]].some((name) => name !== undefined && (context.layer.relations.isPlace(fold(name)) || located(name))));
  return placed ? profile.find((fact) => fact.label === undefined && fact.text.includes(headline)) : undefined;
}

/** The sentence right after a line, in its section and of its kind (prose, or an item of its list), when it says one of the terms. */
export function followingSaying(context: Context, fact: Fact, terms: readonly Term[]): Fact | undefined {
  const next = context.portfolio.facts[fact.id + 1];
  if (!next || next.section !== fact.section || next.listed !== fact.listed || next.label !== undefined || next.cells) return undefined;
  return terms.some((term) => context.search.strength(term, keysOnly(next, next.keys)) >= SAID) ? next : undefined;
}

/** Whether a line gives the word asked a detail in brackets right after it: "German (good, B2)", not a year, "Italian (2014)". */
export function detailAfter(term: Term, fact: Fact): boolean {
  const own = term.alternatives[0]!.keys;
  if (own.length !== 1) return false;
  return new RegExp(`\\b${own[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?\\s*\\((?!\\d)`, 'u').test(fold(fact.text).toLowerCase());
}
