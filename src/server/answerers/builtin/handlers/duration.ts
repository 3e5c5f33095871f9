import type { TextLayer } from '../../../language/analyzer.js';
import { degreeLevels } from '../degrees.js';
import { fold, spaced, words } from '../../../language/text.js';
import { numberWords } from '../numbers.js';
import { countYears, inFrame, periodOf, showCell, trimEnd } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Entry, Fact } from '../portfolio/model.js';
import { endYear, showPeriod } from '../portfolio/periods.js';
import { bestHits, MIN_COVERAGE, NEARLY, one, quote, SAID } from './shared.js';
import { askedOf, lastAsked, talkedOf } from '../talked-of.js';
import type { Hit } from '../search.js';
import type { Term } from '../question/model.js';
import { placeKeys } from '../entry-words.js';

// The steps of a career and of schooling, whose years a visitor's own wait is not.
const STEPS: readonly Entry['kind'][] = ['work', 'volunteer', 'education'];

// A length a fact states: "2 days", "16 hours", "six months", "3 years", "5 dana" (not "three dancers", "two saturdays").
// (The number in digits or in words of the line's language, questions.yaml `numbers`: "pet godina" on a Serbian page.)
const lengths = new Map<string, RegExp>();
// (With `worded`, a word may stand between, questions.yaml `length-words`: "two to three working days" of a service talked of.)
export function saysLength(layer: TextLayer, fact: Pick<Fact, 'text' | 'language'>, yearsAsked = false, worded = false): boolean {
  const between = worded ? `(-\\s*|\\s(?:${layer.vocabulary.questions['length-words'].join('|')})\\s)?` : '(-\\s*)?';
  const key = `${fact.language} ${worded}`;
  const pattern = lengths.get(key) ?? lengths.set(key, new RegExp(`\\b(\\d+(\\.\\d+)?|${numberWords(layer, fact.language).pattern}|a few|several)\\s*${between}(years?|months?|weeks?|days?|hours?|minutes?|h|godin\\w*|mesec\\w*|nedelj\\w*|dan(?:a|i|ima)?|sat(?:a|i|ima)?)\\b`, 'gi')).get(key)!;
  // (Asked in years, a length of days or hours answers nothing: "How many years has he worked with zoo animals?" is no "five-day course".)
  const units = [...fold(fact.text).matchAll(pattern)].map((match) => match[4]!);
  return units.some((unit) => !yearsAsked || /^(years?|months?|godin|mesec)/i.test(unit));
}

/**
 * "How long was she at X?": the years of every entry at that organisation together. "How long is
 * the course?": the fact that states a length.
 */
export const duration: Handler = {
  name: 'duration',
  answer(context) {
    const { question, subject, say, thisYear, portfolio } = context;
    if (question.kind !== 'how-long') return undefined;
    const byRole = entryByRole(context);
    // ("How long has she been at the Kragujevac museum?" asks of the stay at the entry it names, not of her whole career.)
    const atEntry = subject !== undefined && question.words.some((word) => word.text === 'at' || word.text === 'with');
    if (question.time === 'experience' && !byRole && !atEntry) return undefined;
    const topic = question.terms.filter((term) => !term.optional);
    // A length that a fact states about what was asked beats the years of an entry a word named.
    // ("If I order an icon, how long do I have to wait?": the visitor's own wait, asked in the present, is no step of the
    // owner's career: a line that states a length answers, "Delivery time: eight to twelve weeks", never the years of a job.)
    const visitors = !question.past && !question.mentionsOwner && !subject && question.words.some((word) => /^(i|we)$/.test(word.text));
    const kept = topic.length > 0 ? bestHits(context)?.filter((hit) => !visitors || hit.fact.entry === undefined || !STEPS.includes(hit.fact.entry.kind)) : undefined;
    const hits = kept && kept.length > 0 ? kept : undefined;
    // ("How long is the first aid course?": the "Length:" line of the section that answers, before a length its text mentions.)
    const labels = new Set(context.layer.vocabulary.questions['length-labels']);
    const isLength = (fact: Fact) => fact.label !== undefined && labels.has(spaced(fact.label).trim());
    const lengthCell = (fact: Fact) => fact.cells?.find(([header, value]) => value !== '' && labels.has(spaced(header).trim()));
    // ("How many years …?", "Koliko godina …?": asked in years.)
    const yearsAsked = question.words.slice(0, 4).some((word) => word.text === 'years' || word.text === 'godina');
    // (A follow-up, "How long does it take?" after "How much is a full service?": the line or row that, with its heading, says
    // most of the last question and states a length: "Full service: two to three working days"; the row of the tower crane
    // course, by its "Length" cell.)
    // (Of what is offered, asked in the present: not a line of a job, "Four years in Styria taught me camera inspections".)
    const offered = (fact: Fact) => !fact.entry || !STEPS.includes(fact.entry.kind);
    // (A length labelled as one before a number of years a sentence mentions: "Length: 65 minutes", not "… for thirty years".)
    const followed = question.pointsBack && !question.past && (!subject || context.inherited) ? (askedOf(context, (fact) => offered(fact) && (isLength(fact) || lengthCell(fact) !== undefined)) ?? askedOf(context, (fact) => offered(fact) && saysLength(context.layer, fact, yearsAsked, true))) : undefined;
    if (followed) return lengthCell(followed) ? inFrame(showCell(followed, lengthCell(followed)!), [followed], say) : isLength(followed) ? inFrame(`${followed.heading} — ${trimEnd(followed.text)}.`, [followed], say) : one(context, followed);
    // (A follow-up, "How long does it take?" after "How much is balayage?", of an entry with none: the "Duration:" line of a
    // section whose heading the last question said, "Balayage", not the "Balayage masterclass" she took.)
    const asked = lastAsked(context);
    const headedAsked = (fact: Fact) => isLength(fact) && fact.headingKeys.size > 0 && [...fact.headingKeys].every((key) => asked.has(key));
    const lengthLine = subject ? (subject.facts.find(isLength) ?? (context.inherited ? talkedOf(context, headedAsked) : undefined)) : hits && portfolio.facts.find((fact) => fact.section === hits[0]!.fact.section && isLength(fact));
    if (lengthLine) return inFrame(`${lengthLine.heading} — ${trimEnd(lengthLine.text)}.`, [lengthLine], say);
    // (So a table's "Length" column in the row of the entry asked about: "How long is Salt and Sugar?", "… | 65 minutes |".)
    // (Of an entry a reply named, the row the question's own words find first: "How long is the one for secondary schools?")
    const topRow = hits?.[0]?.fact;
    const row = topRow?.cells && lengthCell(topRow) && (!subject || context.inherited) ? topRow : subject?.facts.find(lengthCell);
    if (row) return inFrame(showCell(row, lengthCell(row)!), [row], say);
    // (Of a piece of work, not a step of a career, a length its own lines state says how long it took, more exactly than its
    // years: "Over 14 months I repaired …" of a restoration dated 2019–2020.)
    // (So of a course or a degree: "Ten months at the teaching forge" of a farrier course dated 2008–2009.)
    const ownLength = (entry: Entry) => entry.kind !== 'work' && entry.kind !== 'volunteer';
    const piece = (fact: Fact) => fact.entry !== undefined && fact.entry === hits?.[0]?.fact.entry && ownLength(fact.entry);
    // (A length of a thing done, "How long do the soaps cure?", may be told outside the entry a word of it names: a line
    // anywhere that states one and says the question's own verb, "Every bar cures for at least six weeks"; not of a stay
    // at a dated entry named, "How long did he drive for Dragačevo Trans?", whose years say it.)
    const verbs = topic.filter((term) => term.framing && !periodVerb(context, term));
    const doing = (hit: Hit) => verbs.every((term) => context.search.strength(term, hit.fact) >= SAID) && saysLength(context.layer, hit.fact, yearsAsked);
    // (Asked in years, of lines that answer nearly as well, the one that states years.)
    const stated = hits?.find((hit) => (hit.coverage >= hits[0]!.coverage * (yearsAsked ? NEARLY : 1) || piece(hit.fact) || (visitors && hit.coverage >= MIN_COVERAGE)) && saysLength(context.layer, hit.fact, yearsAsked)) ?? (subject && !context.inherited && verbs.length > 0 && !(question.past && subject.period?.from !== undefined && question.words.some((word) => /^(at|with|for)$/.test(word.text))) ? context.search.rank(question).find((hit) => hit.coverage >= MIN_COVERAGE && doing(hit)) : undefined);
    // (A length told inside the dated entry whose role was asked is of something in it: "on duty for eleven days" of a
    // duty forecaster's eight years.)
    const within = stated !== undefined && byRole?.period?.from !== undefined && stated.fact.entry === byRole && !ownLength(byRole);
    // ("How long did he work in Vienna?": the dated jobs at the place asked, "Location: Vienna, Austria", before a line of his
    // whole career that mentions the place; not before a line that gives the length there, "five years in France".)
    const placed = subject || byRole || (stated && lengthAt(context, stated.fact, topic)) ? [] : jobsAt(context, topic);
    if (stated && !within && placed.length === 0 && (!subject || stated.fact.entry !== subject || !subject.period || ownLength(subject))) return quote(context, [stated, ...(hits ?? []).filter((h) => h !== stated)]);
    // ("How long did she study?": the one degree, when there is one.)
    const ofKind = question.entryKind && question.entryKind !== 'work' ? context.dated(question.entryKind) : [];
    // (A role named at the employer named, "in charge of the speech unit at the children's clinic", is that role.)
    const roleThere = byRole !== undefined && subject !== undefined && !context.inherited && byRole.org !== undefined && byRole.org === subject.org;
    // ("How long did she work in Novi Sad?": else the dated entry whose line says the question, "Location: Novi Sad".)
    const found = hits?.[0]?.fact.entry?.period?.from !== undefined ? hits[0].fact.entry : undefined;
    // (Asked in the present of no one, "How long does a course take?", a line that mentions a course inside a job is no
    // length of the course: a job's years answer only a question about her; a degree found answers, "How long is the master's?".)
    const ofNoOne = !question.past && !question.mentionsOwner && (found?.kind === 'work' || found?.kind === 'volunteer');
    const entry = roleThere ? byRole : (subject ?? byRole ?? placed[0] ?? (ofKind.length === 1 ? ofKind[0] : ofNoOne ? undefined : found));
    // A period of one year ("2019") says when, not how long: "How long did it take them?" after a reply about a climb
    // is the length its own lines, or the section the exchange talked of, state ("Eighteen days on the West Buttress").
    const oneYear = entry?.period?.from !== undefined && !entry.period.present && (entry.period.to ?? entry.period.from) === entry.period.from && (levelAsked(context, entry) || same(entry, portfolio).length === 1);
    if (!stated && (oneYear || (subject && !entry?.period?.from))) {
      const told = entry?.facts.find((fact) => saysLength(context.layer, fact, yearsAsked)) ?? talkedOf(context, (fact) => saysLength(context.layer, fact, yearsAsked));
      if (told) return one(context, told);
    }
    if (!entry?.period?.from || oneYear || visitors) return stated ? quote(context, [stated]) : undefined;
    // (Stints at the place years apart: their years together, each with its own period.)
    if (placed.length > 1 && apart(placed, thisYear)) {
      const years = placed.reduce((sum, e) => sum + Math.max(endYear(e.period!, thisYear) - e.period!.from!, 1), 0);
      return say('yearsAt', { years: countYears(years, say), what: placed.map((e) => `${e.name}${periodOf(e, say)}`).join('; '), period: '' });
    }
    // (Asked of a role, the years in that role: "a duty forecaster", not every year at the service.)
    // (So of a degree asked by its level, "How long is the master's?": the MSc, not every year at the university.)
    const stay = placed.length > 0 ? placed : (entry === byRole && (!subject || roleThere)) || levelAsked(context, entry) ? [entry] : same(entry, portfolio);
    const from = Math.min(...stay.map((e) => e.period!.from!));
    const to = Math.max(...stay.map((e) => endYear(e.period!, thisYear)));
    const present = stay.some((e) => e.period!.present);
    const period = showPeriod({ from, to: present ? undefined : to, present, text: '' }, say('present'));
    // (A line quoted as written that states its period says it once.)
    const what = [...new Set(stay.map((e) => e.name.replace(/[.;:,]+$/, '')))].join('; ');
    return say('yearsAt', { years: countYears(Math.max(to - from, 1), say), what, period: stay.length === 1 && entry.period.text && what.includes(entry.period.text) ? '' : ` (${period})` });
  },
};

// The dated jobs whose place, employer or title says every place asked, when the question asks of places and verbs alone.
function jobsAt(context: Context, topic: readonly Term[]): Entry[] {
  const { layer, portfolio } = context;
  const places = topic.filter((term) => term.proper && layer.relations.isPlace(term.raw.toLowerCase()));
  if (places.length === 0 || topic.some((term) => !term.framing && !places.includes(term))) return [];
  const jobs = context.dated('work').filter((entry) => {
    const keys = placeKeys(layer, entry, portfolio.language);
    return places.every((term) => term.alternatives[0]!.keys.every((key) => keys.has(key)));
  });
  return jobs;
}

// Whether dated entries, oldest first, are stays apart: one starts more than a year after all before it ended.
function apart(entries: readonly Entry[], thisYear: number): boolean {
  return entries.some((entry, i) => i > 0 && entry.period!.from! > Math.max(...entries.slice(0, i).map((e) => endYear(e.period!, thisYear))) + 1);
}

// Whether a line states a length and, right after it, a place asked: "five years in France".
function lengthAt({ layer }: Context, fact: Fact, topic: readonly Term[]): boolean {
  const places = new Set(topic.filter((term) => term.proper).flatMap((term) => term.alternatives[0]!.keys));
  const list = words(fact.text);
  return list.some((word, i) => /^(years?|months?|godin\w*|mesec\w*)$/.test(word.text) && list.slice(i + 1, i + 4).some((next) => places.has(layer.key(next.text, fact.language))));
}

// Whether the question names the level of a degree the entry is ("master's" of an MSc: questions.yaml `degree-names`).
function levelAsked({ layer, question }: Context, entry: Entry): boolean {
  const levels = degreeLevels(layer);
  return question.words.some((word) => entry.aliases.has(levels.get(layer.key(word.text.replace(/'s?$/, ''), 'en')) ?? ''));
}

// Two roles at one employer (associate, then partner) are one stay there.
function same(entry: Entry, portfolio: Context['portfolio']): Entry[] {
  return entry.org ? portfolio.entries.filter((e) => e.org === entry.org && e.kind === entry.kind && e.period?.from !== undefined) : [entry];
}

/**
 * "How long was he a postdoc?", "How long has she been a pilot?": the one dated job, degree or
 * volunteer role whose role the question names (not a word that names a section: "experience").
 */
export function entryByRole(context: Context): Entry | undefined {
  const named = rolesNamed(context);
  return named.length === 1 ? named[0] : undefined;
}

/** The entries whose role or title says most of what was asked (entryByRole when there is one), in the portfolio's order. */
export function rolesNamed(context: Context): Entry[] {
  const { question, portfolio, layer } = context;
  // (A verb of a start, "promoted", "become", says when, not which role.)
  const topic = question.terms.filter((term) => !term.optional && !(term.framing && periodVerb(context, term)));
  const sections = new Set(Object.values(layer.vocabulary.questions['page-kinds']).flat().map((word) => layer.key(word, 'en')));
  if (topic.length === 0 || topic.some((term) => term.alternatives[0]!.keys.some((key) => sections.has(key)))) return [];
  // The role or title says the words asked, or says some and the entry's lines the rest ("second captain on the
  // cruise ship": the Second Captain at Danube Star River Cruises, whose lines say the ship); the most said by the role wins.
  const says = (keys: ReadonlySet<string>) => (term: (typeof topic)[number]) => term.alternatives[0]!.keys.every((key) => keys.has(key));
  const named = portfolio.entries.flatMap((entry) => {
    const career = entry.kind === 'work' || entry.kind === 'education' || entry.kind === 'volunteer';
    if (!career || entry.period === undefined) return [];
    const role = new Set(layer.keysOf(`${entry.role ?? ''} ${entry.title}`, portfolio.language));
    const inRole = topic.filter(says(role)).length;
    if (inRole === 0 || (inRole < topic.length && !topic.every((term) => says(role)(term) || entry.facts.some((fact) => says(fact.keys)(term))))) return [];
    return [{ entry, inRole }];
  });
  const most = Math.max(...named.map((candidate) => candidate.inRole));
  const best = named.filter((candidate) => candidate.inRole === most);
  // (Of a job and a licence that say the role, "working as a lifeguard" is the job.)
  const ofKind = best.length > 1 && question.entryKind ? best.filter((candidate) => candidate.entry.kind === question.entryKind) : best;
  return ofKind.map((candidate) => candidate.entry);
}

// questions.yaml's verbs of a period's start or end, keyed once per layer.
const periodVerbKeys = new WeakMap<Context['layer'], Set<string>>();

/** Whether a term is a verb of a period's start or end ("start", "promoted", "take over": questions.yaml `period-verbs`). */
export function periodVerb({ layer }: Pick<Context, 'layer'>, term: Term): boolean {
  let keys = periodVerbKeys.get(layer);
  if (!keys) periodVerbKeys.set(layer, (keys = new Set(layer.vocabulary.questions['period-verbs'].map((verb) => layer.key(verb, 'en')))));
  return keys.has(term.alternatives[0]!.keys.join(' '));
}
