import { WORD_CLASS } from '../../../language/analyzer.js';
import { spaced } from '../../../language/text.js';
import { jobOf, periodOf } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Entry, EntryKind, Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { covers, endYear } from '../portfolio/periods.js';
import { roleWords, saysRole } from '../entry-words.js';
import { bestHits, degreeTest, focus, isPluralTerm, keysOnly, NEAR, one, quote } from './shared.js';
import { startSaid } from '../names.js';

// How closely a line's own word must relate to the question's verb to say it ("award" of "win": 0.8; not "ground" of "teach").
const VERB_SAID = 0.7;

// How rare a word of the headline must be to name a current job (layer.specificity: "clinical", "institute", not "part").
const TELLING = 0.6;

/**
 * Time over the entries' periods: the current job, the one before or after another, the first,
 * the latest, the one held in a year. Jobs by default; degrees, volunteer roles or projects when
 * the question asks for them.
 */
export const timeline: Handler = {
  name: 'timeline',
  answer(context) {
    const { question, subject } = context;
    const time = question.time;
    const relation = time === 'current' || time === 'before' || time === 'after' || time === 'first' || time === 'latest' ? time : undefined;
    // "Where was she working in 2018?", "What was he up to in 2019?": the entries whose period covers the year.
    const inYear = !relation && question.year !== undefined && question.kind !== 'when' && question.terms.every((t) => t.optional || t.framing || /^(19|20)\d{2}$/.test(t.raw));
    if (!relation && !inYear) return undefined;
    // "How much did sales grow after the redesign at Shopora?" asks for a number, not for the job after Shopora.
    const sequence = relation === 'before' || relation === 'after';
    if (sequence && (question.kind === 'how-many' || question.kind === 'how-long' || question.kind === 'how' || question.kind === 'why')) return undefined;
    // ("Koliko je farmera do sada prošlo…", "How many people work there now?": a count, not the current job; "How much
    // is the first appointment?", "Koliko košta prvi pregled?": a price, not the first job.)
    if ((relation === 'current' || relation === 'first') && question.kind === 'how-many') return undefined;
    // "How quickly are payments settled now?": a topic asked of the present is looked for in the current entries first.
    if (relation === 'current' && !subject && focus(question).length > 0) {
      const now = context.dated(question.entryKind ?? 'work').filter((entry) => entry.period!.present).flatMap((entry) => entry.facts);
      const hits = now.length > 0 ? bestHits(context, { pool: now }) : undefined;
      if (hits) return quote(context, hits);
    }
    // "What was her first job?" and "Where does she work now?" are about entries; "her most recent talk" is a fact's.
    const anchored = (relation === 'before' || relation === 'after') && subject !== undefined;
    // ("Where did he start out as a stonemason?": the owner's own trade, from the headline, asks for the jobs too.)
    const asked = focus(question).filter((term, i, all) => !ofTrade(context, term, all[i + 1]));
    // ("Where did he first start out as a firefighter?": the first of the jobs and volunteer roles whose titles say the role
    // asked after "as", the volunteer fire company at sixteen before the paid crews; "first work as a guide", of the jobs.)
    const asRole = (relation === 'first' || relation === 'latest') && !subject && (!question.entryKind || question.entryKind === 'work') ? titledAs(context, relation) : undefined;
    if (asRole) return relation === 'first' ? line(context, 'first', asRole[0]!) : line(context, 'latest', latestOf(asRole, context.thisYear, false));
    const asksEntries = question.entryKind !== undefined || anchored || ((relation === 'current' || (relation === 'first' && !subject)) && asked.length === 0);
    if (!asksEntries && !inYear) return undefined;
    const kind: EntryKind | undefined = question.entryKind ?? (anchored ? subject!.kind : 'work');
    // (A walk over the whole timeline is over jobs, degrees and volunteering: an award, a story or a course is no step of it.)
    const isDegree = degreeTest(context);
    const career = (entry: Entry) => entry.kind === 'work' || entry.kind === 'volunteer' || isDegree(entry);
    let entries = question.anyKind ? context.dated(undefined).filter(career) : context.dated(kind);
    // Without jobs, "what is she doing now?" may be answered by a current degree or role of another kind.
    if (entries.length === 0 && relation === 'current' && question.entryKind === undefined) entries = context.dated(undefined);
    // (From an entry of no kind, a production or a climb, the walk is over the entries of its own page: "Which production
    // did she make right after Salt Lines?" is the next production, not a course or an award of that year.)
    const ownPage = anchored && subject!.kind === undefined && !question.anyKind ? entries.filter((entry) => entry.page === subject!.page) : [];
    if (ownPage.length >= 2) entries = ownPage;
    if (entries.length === 0) return undefined;
    if (inYear) return inTheYear(context, question.entryKind ? entries : [...entries, ...context.dated(undefined).filter((e) => !entries.includes(e))], question.year!);
    switch (relation) {
      case 'current':
        return current(context, entries);
      case 'first':
        return line(context, 'first', (titledBy(context, entries) ?? entries)[0]!);
      case 'latest':
        return line(context, 'latest', latestOf(titledBy(context, entries) ?? entries, context.thisYear, !entries.every(career)));
      default: {
        const anchor: Anchor | undefined = subject
          ? { name: shortName(subject), from: subject.period?.from, to: subject.period ? endYear(subject.period, context.thisYear) : undefined, entry: subject }
          : yearAnchor(context, entries);
        if (!anchor || anchor.from === undefined) return undefined;
        // "What did she do after university?": past the last degree, the next step of the career.
        const sameKind = subject !== undefined && subject.kind !== 'work' && entries.every((entry) => entry.kind === subject.kind);
        return beforeOrAfter(context, relation!, anchor, entries, sameKind ? context.dated(undefined).filter(career) : undefined);
      }
    }
  },
};

// Whether a word of the question names the owner's trade by the headline ("stonemason" of "Master stonemason and heritage restorer").
function ofTrade(context: Context, term: Term, next: Term | undefined): boolean {
  const headline = context.portfolio.owner.headline;
  if (!headline) return false;
  const keys = new Set(context.layer.keysOf(headline, 'en'));
  const inHeadline = (t: Term) => t.alternatives[0]!.keys.every((key) => keys.has(key));
  // A trade is a person's or a workplace's word of the headline, "stonemason", with the headline's words before it,
  // "bicycle mechanic"; not another word of it: "Which organ did she restore first?" of "I also restore small pipe organs".
  const trade = (t: Term) => inHeadline(t) && t.alternatives[0]!.keys.some((key) => (context.layer.classes(key) & (WORD_CLASS.person | WORD_CLASS.organisation)) !== 0);
  return trade(term) || (inHeadline(term) && next !== undefined && trade(next));
}

// "Her first coaching job": of the entries, those whose title says the word before the kind asked ("Assistant Coach"),
// when some do (not "his first job in a theatre", a place, nor the owner's trade, "start out as a stonemason").
function titledBy(context: Context, entries: Entry[]): Entry[] | undefined {
  const { question } = context;
  const kindWords = new Set(question.terms.filter((term) => term.optional).map((term) => term.raw));
  const beforeKind = (term: Term) => question.words.some((word, i) => word.raw === term.raw && kindWords.has(question.words[i + 1]?.raw ?? ''));
  const words = question.terms.filter((term) => !term.optional && !term.framing && beforeKind(term));
  const says = (entry: Entry) => {
    const title = new Set(context.layer.keysOf(entry.title, context.portfolio.language));
    return words.every((term) => term.alternatives.some((alternative) => alternative.weight >= NEAR && alternative.keys.every((key) => title.has(key))));
  };
  const titled = words.length > 0 ? entries.filter(says) : [];
  return titled.length > 0 ? titled : undefined;
}

// The jobs and volunteer roles whose titles say the role asked after "as" ("as a firefighter"), for the first or latest.
function titledAs(context: Context, relation: 'first' | 'latest'): Entry[] | undefined {
  const { question, layer, portfolio } = context;
  // (The first word of a person in the few after "as", and the words before it: "ski instructor" of "as a ski instructor".)
  const at = question.words.findIndex((word) => word.text === 'as');
  const asked = at < 0 ? [] : question.terms.filter((term) => !term.optional && question.words.slice(at + 1, at + 4).some((word) => word.raw === term.raw));
  const role = asked.find((term) => term.noun && (layer.classes(term.alternatives[0]!.keys.join(' ')) & WORD_CLASS.person) !== 0);
  if (!role) return undefined;
  const title = (entry: Entry) => new Set(layer.keysOf(entry.title, portfolio.language));
  const says = (entry: Entry) => asked.slice(0, asked.indexOf(role) + 1).every((term) => title(entry).has(term.alternatives[0]!.keys.join(' ')));
  // (Of the owner's own trade, its training too: "start out as a stonemason" as an apprentice; questions.yaml `training-roles`.)
  const trade = ofTrade(context, role, undefined) && asked[0] === role ? layer.vocabulary.questions['training-roles'] : [];
  const entries = context.dated(undefined).filter((entry) => (question.entryKind ? [question.entryKind] : ['work', 'volunteer']).includes(entry.kind ?? ''));
  // (Only where some title says the role itself: an apprenticeship alone is no answer for "as a heritage restorer"; nor,
  // of the owner's own trade, is a past job the latest where none held now says it: "most recent job as a developer".)
  if (!entries.some(says) || (relation === 'latest' && trade.length > 0 && !entries.some((entry) => says(entry) && entry.period?.present))) return undefined;
  return entries.filter((entry) => says(entry) || (relation === 'first' && trade.some((word) => title(entry).has(word))));
}

function line(context: Context, relation: string, entry: Entry, values: Record<string, string> = {}): string {
  const { say, subjectName } = context;
  const fluent = entry.kind === 'work' && entry.certain && entry.org !== undefined && entry.role !== undefined;
  return say(fluent ? relation : `${relation}AsWritten`, { job: jobOf(entry, say), period: periodOf(entry, say), subject: subjectName, ...values });
}

function current(context: Context, entries: Entry[]): string | undefined {
  // The current entry whose organisation and role the headline says most of leads ("Field archaeologist at the Institute of
  // Archaeology": the institute, not the faculty where she also teaches), else the latest started.
  // (Words that name a trade or a workplace: not a place, nor a common word, "part" and "time" of "part-time", "social".)
  const { layer, portfolio } = context;
  const telling = (key: string) => layer.specificity(key) >= TELLING && !layer.relations.isPlace(key);
  const keys = (text: string) => layer.keysOf(text.replace(/-/g, ' '), portfolio.language).filter(telling);
  const headline = new Set(keys(portfolio.owner.headline ?? ''));
  const named = (entry: Entry) => keys(`${entry.org ?? ''} ${entry.role ?? ''}`).filter((key) => headline.has(key)).length;
  const now = entries.filter((entry) => entry.period!.present).reverse().sort((a, b) => named(b) - named(a));
  if (now.length === 0) return line(context, 'latest', latestOf(entries, context.thisYear));
  return now.slice(0, 2).map((entry) => line(context, 'current', entry)).join(' ');
}

// The entry that ended last (a current one, if any), the latest started of equals; of works, not steps of a career, the
// newest, the latest started ("the most recent project" is the one of 2024, not one that has run on since 2016).
function latestOf(entries: Entry[], thisYear: number, works = false): Entry {
  const end = (entry: Entry) => endYear(entry.period!, thisYear);
  return [...entries].sort((a, b) => (works ? b.period!.from! - a.period!.from! || end(b) - end(a) : end(b) - end(a) || b.period!.from! - a.period!.from!))[0]!;
}

interface Anchor {
  name: string;
  from?: number;
  to?: number;
  entry?: Entry;
}

function beforeOrAfter(context: Context, relation: 'before' | 'after', anchor: Anchor, entries: Entry[], wider?: Entry[]): string {
  const { thisYear } = context;
  // A promotion is no move: the roles at the anchor's organisation are skipped ("before she joined Kompas");
  // after a reply about one role there ("And before that?"), only those the reply spoke of too.
  const said = [...context.history].reverse().find((turn) => turn.role === 'assistant')?.content ?? '';
  const reply = spaced(said);
  // (By its start year as a start: the "2009" of "2008–2009" ends the internship, it does not speak of the job after it.)
  const spokenOf = (entry: Entry) => (entry.role !== undefined && reply.includes(spaced(entry.role))) || startSaid(entry, said);
  // (Unless the question names the anchor by its role: "What did she do there before she became head midwife?")
  // (Nor when it asks about a promotion: "What was her title there before she got promoted?")
  const promoted = context.question.words.some((word) => context.layer.vocabulary.questions.promotion.includes(word.text));
  const namesAnchorRole = anchor.entry !== undefined && saysRole(context.layer, anchor.entry, roleWords(context.layer, context.question.text, context.question.language), context.question.language);
  const sameOrg = (entry: Entry) => anchor.entry?.org !== undefined && entry.org === anchor.entry.org && (!context.inherited || spokenOf(entry)) && !promoted && !namesAnchorRole;
  const others = entries.filter((entry) => entry !== anchor.entry && !sameOrg(entry));
  // (An unbroken stay at that organisation is one step: from its first role there to its last.)
  const stay = entries.filter((entry) => entry !== anchor.entry && sameOrg(entry)).sort((a, b) => a.period!.from! - b.period!.from!);
  let { from, to } = anchor;
  for (const entry of [...stay].reverse()) if (from !== undefined && endYear(entry.period!, thisYear) >= from) from = Math.min(from, entry.period!.from!);
  for (const entry of stay) if (to !== undefined && entry.period!.from! <= to) to = Math.max(to, endYear(entry.period!, thisYear));
  let next: Entry | undefined;
  if (from !== undefined && relation === 'before') {
    // What ended by the time the anchor began, the latest to end first; an ongoing side role that started
    // earlier is no "before". (Over every kind, a degree that ended as the job began is what came before it.)
    const ended = others.filter((entry) => !entry.period!.present && endYear(entry.period!, thisYear) <= from && entry.period!.from! < from);
    next = ended.sort((a, b) => endYear(b.period!, thisYear) - endYear(a.period!, thisYear) || b.period!.from! - a.period!.from!)[0];
    // (A job that began before the anchor, after the one that had ended by then had ended, and ended while the anchor
    // went on, came between them: "2013–2016" before a farm run since 2014, after a job of 2009–2013; not a side role
    // held during that earlier job.)
    const to = anchor.entry?.period ? endYear(anchor.entry.period, thisYear) : from;
    const overlapping = others.filter((entry) => entry.kind === anchor.entry?.kind && entry.kind === 'work' && !entry.period!.present && entry.period!.from! < from && endYear(entry.period!, thisYear) > from && endYear(entry.period!, thisYear) < to);
    const latest = overlapping.sort((a, b) => b.period!.from! - a.period!.from!)[0];
    if (latest && (!next || latest.period!.from! >= endYear(next.period!, thisYear))) next = latest;
    next ??= others.filter((entry) => entry.period!.from! < from).pop();
  } else if (to !== undefined || from !== undefined) {
    const start = to ?? from!;
    const later = others.filter((entry) => entry.period!.from! >= start && entry.period!.from! > (from ?? -Infinity));
    next = later[0] ?? others.find((entry) => entry.period!.from! > (from ?? start));
  }
  // "Which companies did he work for before starting his own business?": a plural of the kind asked wants every step before,
  // latest first.
  const all = relation === 'before' && from !== undefined && context.question.terms.some((term) => term.optional && isPluralTerm(context, term)) ? others.filter((entry) => !entry.period!.present && entry.period!.from! < from) : [];
  if (all.length >= 2) return all.reverse().map((entry) => `- ${jobOf(entry, context.say)}${periodOf(entry, context.say)}`).join('\n');
  // (From one role to the one before it at the same organisation, the anchor is the role: "Before Editor, …".)
  const name = next && anchor.entry?.role && next.org !== undefined && next.org === anchor.entry.org ? anchor.entry.role : anchor.name;
  if (!next && wider) return beforeOrAfter(context, relation, anchor, wider);
  if (!next) return context.say(relation === 'before' ? 'beforeNone' : 'afterNone', { anchor: name });
  return line(context, relation, next, { anchor: name });
}

// "Where did she work before 2018?": the year stands in for an entry.
function yearAnchor(context: Context, entries: Entry[]): Anchor | undefined {
  const year = context.question.year;
  if (year === undefined || entries.length === 0) return undefined;
  return { name: String(year), from: year, to: year };
}

function inTheYear(context: Context, entries: Entry[], year: number): string {
  // (Of the entries asked first, the one held that year alone before the ones it falls within: a visit of 2016 before a
  // job of 2011–2019.)
  const span = (entry: Entry) => endYear(entry.period!, context.thisYear) - (entry.period!.from ?? 0);
  // ("What did he win in 2019?", of no kind of entry: those whose lines say the question's verb first, the award of that
  // year, "Gold medal for craftsmanship, International Agricultural Fair, Novi Sad (2019)", before the jobs held then.)
  const verbs = context.question.entryKind === undefined ? context.question.terms.filter((term) => term.framing) : [];
  // (Said by a line's own words, not by its heading, every row under "Commissions, awards and press" is no award; by the
  // verb or a word nearly it, "award" of "win", not "grounding" of "teach"; and of that year, not a win of another year.)
  const saysVerbs = (fact: Fact) => verbs.every((term) => context.search.strength(term, keysOnly(fact, fact.keys)) >= VERB_SAID);
  const ofYear = (entry: Entry, fact: Fact) => fact.years.includes(year) || (entry.period!.from === year && (entry.period!.to ?? year) === year);
  const says = (entry: Entry) => verbs.length > 0 && entry.facts.some((fact) => saysVerbs(fact) && ofYear(entry, fact));
  // (Else a line of the year that says it: "Pčelarstvo za početnike …, 2020, … published by …" for "What did she publish in 2020?".)
  const during = entries.filter((entry) => covers(entry.period!, year, context.thisYear));
  const saying = during.filter(says);
  const yearLine = verbs.length > 0 && saying.length === 0 ? context.search.rank(context.question).find((hit) => hit.fact.years.includes(year) && saysVerbs(hit.fact)) : undefined;
  if (yearLine) return one(context, yearLine.fact);
  const held = [...new Set(saying.length > 0 ? saying : during)].sort((a, b) => (a.kind === b.kind ? span(a) - span(b) : 0));
  if (held.length === 0) return context.say('noneInYear', { year: String(year) });
  return held.slice(0, 2).map((entry) => line(context, 'inYear', entry, { year: String(year) })).join(' ');
}

// How a reply names the entry it counts from: its name, or for a line quoted as written ("2009 – 2010:
// Stone carver, …, Aranđelovac — window frames …") its period, which says which entry without restating it.
function shortName(entry: Entry): string {
  const long = !entry.certain && (entry.name.length > 60 || /[:.]/.test(entry.name));
  return long && entry.period?.text ? entry.period.text : entry.name;
}
