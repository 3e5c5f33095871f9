import { WORD_CLASS } from '../../../language/analyzer.js';
import { composeList, inFrame, jobOf, joinNames, periodOf, trimEnd } from '../compose.js';
import { spaced } from '../../../language/text.js';
import type { Context, Handler } from '../context.js';
import type { Entry, Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { bestHits, excludedTerms, focus, isPluralTerm, leftOut, one } from './shared.js';
import { SEVERAL } from '../portfolio/headings.js';
import { saysOrder } from '../phrases.js';
import { entriesPlaced, listedPlaces, withoutPlaceWords } from './listed-places.js';
import { siblingItems } from './sibling-items.js';
import { asksOffered, jobsAt, jobsOfKind, named, namedOrganisations, namesWord, organisationWord } from './list-organisations.js';
import { activityItems, bestHitsList, columnValues, describedEntries, headedList, labelledLine, namesOnlyAsModifier, offeredSections, orderedRow } from './list-sources.js';
import { listedInLine } from './sentence-list.js';
import { childSections } from './child-sections.js';
import { educationListed } from './education-lists.js';

/**
 * "Which languages does she speak?", "Where has she worked?", "What awards has he won?": the
 * entries of a kind, or the items of the list the question names: a section's bullets, a table's
 * rows or one of its columns, the sections under a heading, the entries a word describes ("libraries").
 * With "first" or "latest", the one item of that list with the earliest or latest year.
 */
// A line that says this much of a question answers it, before a list only its verb names.
const WHOLE = 0.95;
// The words a question opens with, that name what it asks for ("In which grape varieties …").
const OPENING = 4;
// A projects reply names every project and says what the first few are.
const PROJECTS_DESCRIBED = 6;
// A project's opening sentence, or its first clause, longer than this is left to a question about the project.
const DESCRIPTION = 110;

export const list: Handler = {
  name: 'list',
  // ("In which countries has she given talks?": no line says "countries"; the talks do, and name the places.)
  answer: (context) => listOf(context) ?? withoutPlaceWords(context, listOf),
};

function listOf(context: Context): string | undefined {
  const { question } = context;
  // "Which university did she attend?": the verb frames the list, the noun names it ("besides soap" names nothing).
  const excluded = excludedTerms(context);
  // (The plural noun the question opens with names the list even where a name outweighs it: "services" of "Which
  // services does Vidik offer?"; not "ten years" at its end.)
  const focused = focus(question);
  const opening = new Set(question.words.slice(0, OPENING).map((word) => word.raw));
  const asked = (term: Term) => !term.optional && term.head && term.noun && opening.has(term.raw) && isPluralTerm(context, term);
  const things = question.terms.filter((term) => (focused.includes(term) || asked(term)) && !term.framing && !excluded.includes(term));
  // "What did she study?", "Where did he study?": the degrees.
  const studies = question.entryKind === 'education' && (question.kind === 'what' || question.kind === 'where') && things.length === 0;
  // "Where has she worked?" asks for the places; "Where did he study photography?" for the one school, and "Where did he
  // do his master's?" for the one entry it names.
  const wherePlaces = question.kind === 'where' && question.past && !(question.entryKind === 'education' && things.length > 0) && !(context.subject && !context.inherited && !question.terms.some((term) => isPluralTerm(context, term)));
  // ("Where has he exhibited?", "What has she published?": of no kind of entry and no thing, the lines the verb finds, and
  // the places they name or the works.)
  // (Asked for the first or the latest, the verb even where the pages say it everywhere: "What has she published most
  // recently?" on pages of publications that say "published".)
  const ordered = question.time === 'first' || question.time === 'latest';
  const everywhere = focus(question).length === 0 && ordered;
  const verbs = everywhere ? question.terms.filter((term) => !term.optional && term.framing) : focus(question);
  const byVerb = things.length === 0 && question.past && (wherePlaces || question.kind === 'what') && !question.entryKind && !context.subject && verbs.length > 0;
  const topic = byVerb ? verbs : things;
  const asksMany = question.kind === 'which' || question.kind === 'list' || wherePlaces || byVerb || plural(context, topic) || studies;
  if (!asksMany && !ordered) return undefined;
  // ("At which school does he teach?": the kind word a verb of work made a workplace names the job, "Poljoprivredna škola Valjevo".)
  const workplace = question.kind === 'which' && question.entryKind === 'work' ? question.terms.find((term) => term.optional && term.noun && organisationWord(context, term)) : undefined;
  const atKind = workplace && topic.length === 0 ? jobsAt(context, [workplace, ...question.terms.filter((term) => !term.optional)]).filter((entry) => namesWord(context, entry, workplace.alternatives[0]!.keys.join(' '))) : [];
  if (atKind.length > 0) return entries(context, atKind);
  // ("Which schools have you worked at?": in the plural, the jobs whose names say the word, "Dunavski Cvet Primary School",
  // "Poljoprivredna škola Valjevo", or that a table lists under a column that says it, "School: IES Sorolla"; of none, every job.)
  const atKinds = workplace && topic.length === 0 && isPluralTerm(context, workplace) ? jobsOfKind(context, workplace) : [];
  if (atKinds.length > 0) return entries(context, atKinds);
  if (topic.length === 0 && question.entryKind && !ordered) return entries(context, namedOne(context) ?? (question.entryKind === 'education' ? educationListed(context) : named(context, context.dated(question.entryKind))));
  // ("Which countries has she worked in?": the places of the entries, above them.)
  const lying = ordered ? undefined : entriesPlaced(context, topic);
  if (lying) return `${lying.places}\n${entries(context, lying.held)}`;
  // "Which institutions has he worked for?", "Which organisations has she volunteered with?": the employers, or the
  // organisations volunteered with, whatever word names them. (Only a volunteer's organisations are all its entries, not
  // the publishers one worked with; and in the plural: "the railway club he volunteers with" asks for one.)
  const heads = topic.filter((term) => term.head);
  const naming = heads.length > 0 ? heads : topic;
  const kind = question.asksEmployer ? 'work' : question.entryKind === 'volunteer' && naming.some((term) => isPluralTerm(context, term)) ? question.entryKind : undefined;
  if (kind && !ordered && naming.every((term) => organisationWord(context, term))) {
    // ("Which hospital does she work at?", in the present and the singular: those she is at now, when the pages say.)
    const held = question.past || naming.some((term) => isPluralTerm(context, term)) ? [] : context.dated(kind).filter((entry) => entry.period?.present);
    return employersOf(context, held.length > 0 ? held : context.dated(kind));
  }
  const at = question.kind === 'which' && !ordered ? jobsAt(context, topic) : [];
  if (at.length > 0) return entries(context, at);
  // ("In which cities has he exhibited?" over a table with a City column: that column's values; places asked, before the
  // organisations a word names, "In which towns has she restored organs?" and not the organ workshops.)
  const column = ordered ? undefined : columnValues(context, topic);
  if (column && wherePlaces) return `${joinNames(column, context.say('and'))}.`;
  const organisations = ordered ? [] : namedOrganisations(context, topic);
  if (organisations.length > 0) return `${joinNames(organisations, context.say('and'))}.`;
  const described = describedEntries(context, topic);
  if (described && !ordered) return `${joinNames(described.map((entry) => entry.name), context.say('and'))}.`;
  // "Which conferences has she spoken at?", "What articles has she written?": no list is named by the thing, but
  // one is by the activity ("Talks", "Writing"), and its items say where and what.
  // (The sections under a heading that names the thing, "Courses and farm visits", before a list only the verb names: the talks of "teach".)
  const hits = topic.length > 0 ? bestHits(context) : undefined;
  const headedFacts = headedList(context, topic, hits);
  // (A list whose heading is the first word asked itself, "Awards", before a column of another table that says it of
  // other things: the "Award" column of documentaries; not "Talks" for "At which events has she given talks?".)
  const headingIsAsked = headedFacts !== undefined && !headedFacts[0]!.cells && headedFacts[0]!.headingKeys.size === 1 && headedFacts[0]!.headingKeys.has(topic[0]!.alternatives[0]!.keys[0]!);
  if (column && !headingIsAsked) return `${joinNames(column, context.say('and'))}.`;
  // (A line that says the order itself, "We built our first solar system in 2016", before the years of a list or table;
  // one only: rows that all say "first author" rank an author, not the order in time.)
  const telling = ordered ? hits?.filter((hit) => hit.coverage >= hits[0]!.coverage && saysOrder(hit.fact, context.question, context.layer)) : undefined;
  const told = telling?.length === 1 ? telling[0]!.fact : undefined;
  const row = ordered && !told && topic.length > 0 ? orderedRow(context, topic, question.time as 'first' | 'latest') : undefined;
  if (row) return one(context, row);
  // (Asked by a verb alone, not the lines of one entry whose heading says the verb: "Lithos Restauri" for "restored".)
  const headed = byVerb && headedFacts?.[0]!.entry ? undefined : headedFacts;
  // (A verb the pages say everywhere names no list whose heading is of several things: "Writing and talks" holds talks.)
  if (everywhere && headed && headed[0]!.heading.split(SEVERAL).length > 1) return undefined;
  // ("His most recent restoration": of a list with no years, the prices of restorations, the dated sections under "Restorations".)
  const undated = headed !== undefined && ordered && headed.every((fact) => fact.years.length === 0);
  // (Nor, asked for the latest or the first, where its heading says the thing only as the kind of what it lists:
  // "Exhibition catalogues" for exhibitions.)
  const modifierOnly = headed !== undefined && namesOnlyAsModifier(context, topic, headed[0]!.heading);
  // ("What boats does the school use?": a line labelled with the things asked, "Training boats: 2 (Lotos, …; Čigra, …)", names them.)
  const label = headed || ordered ? undefined : labelledLine(context, topic, hits);
  if (label) return one(context, label);
  // (Asked what is offered, the sections under a page that names the thing before the lines of a job named by it: "Which
  // tours does he offer?" and the routes of "Guided cycling tours", not the bullets under "Žbica Tours — Founder".)
  const sections = headed && !undated && !(ordered && modifierOnly) && !(asksOffered(context) && headed[0]!.entry) ? undefined : childSections(context, topic, ordered ? question.time : undefined);
  if (sections) return sections;
  // ("What kinds of honey does she make?": a sentence that lists them, "acacia, linden and forest honey", before the
  // list a loosely matching line belongs to; not before a list the heading or the verb names.)
  // (Nor the list of the verb where the line of an entry whose title says the thing asked says all the words of a question
  // of one thing: "Which lymphatic drainage method was she trained in?" and "Manual lymphatic drainage, Dr Vodder method",
  // not the volunteers' training.)
  const entry = hits?.[0]?.fact.entry;
  const titled = entry !== undefined && topic.some((term) => context.layer.keysOf(entry.title, context.portfolio.language).includes(term.alternatives[0]!.keys[0]!));
  const whole = hits?.[0] && hits[0].coverage >= WHOLE && titled && !topic.some((term) => isPluralTerm(context, term)) ? hits[0].fact : undefined;
  const activity = headed ? undefined : activityItems(context, topic)?.filter((fact, _, all) => !whole || all.includes(whole));
  const inLine = headed || activity || ordered ? undefined : listedInLine(context, topic);
  if (inLine) return one(context, inLine);
  // (Asked by a verb alone, only a list a heading names, not of one entry: not lines that happen to say the verb.)
  const items = headed ?? (byVerb && activity?.[0]!.entry ? undefined : activity) ?? (topic.length > 0 && !byVerb ? bestHitsList(context, hits) : undefined);
  if (!items || items.length < 2) return ordered ? undefined : offeredSections(context, topic);
  if (ordered) {
    if (told) return one(context, told);
    const year = (fact: Fact) => Math.max(0, ...fact.years);
    const sorted = (headed ? siblingItems(context, topic, items) : items).filter((fact) => fact.years.length > 0).sort((a, b) => year(a) - year(b) || a.id - b.id);
    const pick = question.time === 'first' ? sorted[0] : sorted[sorted.length - 1];
    return pick ? one(context, pick) : undefined;
  }
  // (By their names when the things themselves are asked, not a price, a place or a number of them.)
  const placed = topic.some((term) => (context.layer.classes(term.alternatives[0]!.keys.join(' ')) & WORD_CLASS.place) !== 0);
  // (Only a table's rows, named by their first cell, or items of a list whose heading names the thing asked: the items
  // under "Conference talks" are talks, and say the conference asked for past their names, "… — European Conference …".)
  const namesThing = headed !== undefined && !modifierOnly;
  const byName = (namesThing || items.every((fact) => fact.cells)) && !question.attribute && question.kind !== 'where' && question.kind !== 'how-many' && !placed;
  // ("In which countries has she given talks?": the places those items name first.)
  const places = listedPlaces(context, items.map((fact) => fact.text));
  return inFrame(`${places ? `${places}\n` : ''}${composeList(items, { byName, byRest: headed !== undefined && modifierOnly && !byName })}`, items, context.say);
}

// The words after which a word is a noun ("to school", "which college").
const BEFORE_NOUN = new Set('to at in from which what the a an her his their my your its'.split(' '));

// "Where did he go to school?" where one education entry's name says "school": that entry, which the question named
// (not "Which schools did she attend?", a plural's list).
function namedOne(context: Context): Entry[] | undefined {
  const { subject, inherited, question, layer } = context;
  // (Not one the question leaves out: "Which degrees does he have apart from his master's?".)
  if (!subject || inherited || subject.kind !== question.entryKind || leftOut(context) !== '') return undefined;
  // (Named by a noun, after "to", "at", "which", "the": "Where did Miloš study?" names no "Study year in Ascona".)
  // (Serbian has no article: "Gde je završila master studije?" names her master's by its word alone.)
  const naming = question.words.filter((word, i) => subject.aliases.has(layer.key(word.text, 'en')) && (question.language === 'sr' || (i > 0 && BEFORE_NOUN.has(question.words[i - 1]!.text))));
  // (In the singular or the possessive: "her master's degree" names the one master's.)
  return naming.length > 0 && naming.every((word) => layer.key(word.text, 'en') === word.text || /['’]s$/.test(word.raw)) ? [subject] : undefined;
}

// "What awards has she won?", "What projects has she done?": a plural noun asked about with "what".
function plural(context: Context, topic: Term[]): boolean {
  const { question, layer } = context;
  if (question.kind !== 'what') return false;
  if (question.entryKind !== undefined && question.words.some((word) => /s$/.test(word.text) && word.text.length > 4 && layer.key(word.text, 'en') !== word.text)) return true;
  return topic.some((term) => term.raw.length > 3 && isPluralTerm(context, term));
}

function entries(context: Context, all: Entry[]): string | undefined {
  const { say, question, portfolio } = context;
  // "… besides Kestrel?": the entries the question leaves out are not listed.
  const out = spaced(leftOut(context));
  const kept = (list: Entry[]) => list.filter((entry) => out.trim() === '' || !out.includes(spaced(entry.name)));
  const dated = kept(all);
  if (question.entryKind === 'project') {
    const projects = kept(portfolio.entries.filter((entry) => entry.kind === 'project'));
    if (projects.length === 0) return undefined;
    // The names first, then what each is where its page opens with a short sentence ("What kind of projects…").
    const names = say('projects', { name: portfolio.owner.first, items: joinNames(projects.map((entry) => entry.name), say('and')) });
    const lines = projects.flatMap((entry) => {
      const about = description(entry);
      if (!about) return [];
      return spaced(about).startsWith(spaced(entry.name)) ? [`- ${about}.`] : [`- ${entry.name} — ${about}.`];
    });
    return [names, ...lines.slice(0, PROJECTS_DESCRIBED)].join('\n');
  }
  if (dated.length === 0) return undefined;
  // Newest first, one line each: "Org as Role (years)" where the page states both, else as written.
  const lines = [...dated].reverse().map((entry) => `${jobOf(entry, say)}${periodOf(entry, say)}`);
  return lines.length === 1 ? `${lines[0]}.` : lines.slice(0, 8).map((line) => `- ${line}`).join('\n');
}

// "Which hospitals has she worked at?": the organisations, each once, newest first, where the loader read them with
// certainty (two jobs at one hospital are one hospital); else the jobs as `entries` shows them.
function employersOf(context: Context, all: Entry[]): string | undefined {
  if (!all.every((entry) => entry.certain && entry.org)) return entries(context, all);
  const names = [...new Set([...all].reverse().map((entry) => entry.org!))];
  return names.length > 1 ? `${joinNames(names, context.say('and'))}.` : entries(context, all);
}

// What a project is, as its page opens: the first sentence, or its first clause when the sentence is long
// ("Harbor Metrics is Brightpay's internal observability pipeline: it collects …" up to the colon).
function description(entry: Entry): string | undefined {
  const first = entry.facts.find((fact) => !fact.label && !fact.cells && !fact.listed);
  if (!first) return undefined;
  const text = trimEnd(first.text);
  if (text.length <= DESCRIPTION) return text;
  const clause = /^(.{30,}?)(?::\s|;\s|\s—\s|,\s)/.exec(text.slice(0, DESCRIPTION));
  return clause?.[1];
}
