import type { TextLanguage } from '../../../language/analyzer.js';
import { fold, spaced, words } from '../../../language/text.js';
import { readCalendar, type Calendar } from '../calendar.js';
import { isCount } from '../numbers.js';
import { composeList, inFrame, trimEnd, withSource } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Question, Term } from '../question/model.js';
import { saysAbsent } from './absent.js';
import { denies } from './denial.js';
import { asWritten, one, SAID } from './shared.js';
import { talkedOf } from '../talked-of.js';
import { serbianPerfect } from '../question/shape.js';
import { CLOCK, headedBy, labelledWith, orTimedDays, ownFirst, saysNone, weekOf } from './week-of-hours.js';

// questions.yaml's calendar words, compiled once; and the keys of its words of being open, once per language.
let compiled: Calendar | undefined;
const openKeys: Partial<Record<TextLanguage, Set<string>>> = {};

/**
 * "Can we come by in January?", "Is the workshop open on Sundays?", "Does he work in winter?": a month, day or
 * season that no line names as such is answered by the line that gives a span of them ("November to March: by
 * appointment only", "From May to October", "Mon–Fri"), the one that says most of the rest of the question, else
 * one whose span holds the time asked. Quoted as written, neither yes nor no: a span may be of something else.
 */
export const calendar: Handler = {
  name: 'calendar',
  answer(context) {
    const { question, portfolio, search, subject, say } = context;
    const read = (compiled ??= readCalendar(context.layer.vocabulary.questions.calendar, (word) => isCount(word, context.layer)));
    if (question.kind !== 'yes-no') return daysOf(context, read) ?? hoursOf(context, read);
    const asked = read.asked(question.words);
    if (!asked) return undefined;
    const facts = subject && context.confined ? subject.facts : portfolio.facts;
    // Named as such ("every July", "Saturdays 9–13"): the yes/no handler finds it by its word, unless the line that
    // says most of the rest gives the day's hours ("Is the salon open on Mondays?": "Sunday and Monday: closed", no).
    // ("Are you open on Sundays?" asked of no thing but the days: a week of hours, "Working hours: Monday to Friday
    // 7:00–15:00, Saturday by arrangement", that leaves the day out says no, before a course's "Saturday and Sunday".)
    const week = asked.cycle === 'day' ? weekOf(context, read, facts) : [];
    const namesAsked = (fact: Fact) => {
      const named = read.named(fact.text, asked.cycle);
      // (Of days asked together, "on weekdays", a span gives them too: "Tuesday to Friday: 9:00–20:00"; so does the week of
      // hours of one day: Friday of "Monday to Saturday".)
      const spanned = (asked.values.length > 1 || week.includes(fact)) && asked.cycle === 'day' ? read.spans(fact.text, 'day').flat() : [];
      return asked.values.some((value) => named.has(value) || spanned.includes(value));
    };
    // (Asked nothing else, or of several days, "Can I come in on the weekend?": the lines of hours of the days asked,
    // open if one is.)
    const naming = facts.filter(namesAsked);
    const rest = withoutTimeWords(question, read);
    const ofDaysAlone = rest.terms.every((term) => term.optional || term.framing || read.isClosed(fold(term.raw)));
    // ("Are you closed on Sundays?" is answered yes by "Sunday: closed"; "Are you open or closed on Sundays?" by the line alone.)
    const off = context.layer.vocabulary.questions.calendar.off;
    const asksClosed = question.words.some((word) => read.isClosed(word.text) || off.includes(word.text));
    const either = asksClosed && question.words.some((word) => word.text === 'or' || word.text === 'ili');
    const answer = (open: boolean, lines: readonly Fact[]) => {
      const said = `${[...new Set(lines.map((fact) => trimEnd(fact.text)))].join('; ')}.`;
      return withSource(inFrame(either ? said : say(open !== asksClosed ? 'yes' : 'no', { fact: said }), lines, say), lines[0]!.entry, say);
    };
    // (Of a line of several days, the parts that name the days asked: "…, Saturday 9:00–13:00, Sunday closed" is closed
    // on Sundays; so are the sentences of a line and what follows its hours: "Saturday: 9:00–14:00 Closed on Sundays".)
    const namesDay = (part: string, days: readonly number[]) => days.some((value) => read.named(part, 'day').has(value) || read.spans(part, 'day').flat().includes(value));
    const closedOnAsked = (fact: Fact, denied = true) => {
      // (A part that names no day goes on the one before it: "On Tuesdays I work at Okce, so the practice is closed".)
      const parts = fact.text.split(/\.\s+|(?<=\d)\s+(?=\p{Lu})/u).flatMap((sentence) => sentence.split(/[,;]\s*/u).reduce<string[]>((all, part) => (all.length > 0 && !namesDay(part, WEEK) ? [...all.slice(0, -1), `${all.at(-1)!}, ${part}`] : [...all, part]), []));
      // (A part that says closed, "The restaurant is closed on Mondays", or, of a line of hours, denies: "Sunday I do not
      // work, except …"; not one that gives the day's hours, "Saturday 9:00–13:00, closed in August".)
      const closes = (part: string) => !CLOCK.test(part) && (saysNone(context, part.split(',')[0]!) || words(part).some((word) => read.isClosed(word.text)) || (denied && denies(context, { ...fact, text: part }, rest.terms)));
      const asking = parts.filter((part) => namesDay(part, asked.values));
      return asking.length > 0 && asking.every(closes);
    };
    // (A line elsewhere that gives the day's hours or says the question's verb may tell what the week does not,
    // "Saturdays: individual training in homes, by appointment": the week and that line, neither yes nor no; not "Most
    // Sundays I fish on the Sava"; so does one of the week's own section, "Office hours: …. On Saturdays I am on sites only".)
    const hours = (fact: Fact) => saysAbsent(context, fact) || CLOCK.test(fact.text) || (fact.value !== undefined && saysNone(context, fact.value)) || closedOnAsked(fact, false);
    // (A day inside a span holds too: Friday of "Monday to Saturday".)
    const holdsAsked = (fact: Fact) => namesAsked(fact) || asked.values.some((value) => read.spans(fact.text, 'day').flat().includes(value));
    if (ofDaysAlone && week.length > 0 && !week.some(holdsAsked)) {
      const line = naming.find((fact) => labelledWith(read, fact, asked.values)) ?? naming.find(hours) ?? search.rank(rest, { pool: naming }).find((hit) => hit.coverage > 0)?.fact ?? naming.find((fact) => week.some((day) => day.section === fact.section));
      if (!line) return answer(false, week);
      return withSource(inFrame(`${[...new Set([...week, line].map((fact) => trimEnd(fact.text)))].join('; ')}.`, [...week, line], say), week[0]!.entry, say);
    }
    if (naming.length > 0) {
      // (A line of hours says them, or that there are none: "Sunday and Monday: closed".)
      // (Lines of hours under a heading or label that says the question's verb, "Opening hours" for "Is the shop open at
      // the weekend?", before a line that says more of the rest: "Radomir opened our workshop …".)
      const verbs = rest.terms.filter((term) => term.framing);
      const opening = verbs.length > 0 ? naming.filter((fact) => hours(fact) && verbs.every((term) => term.alternatives[0]!.keys.every((key) => headedBy(context, fact, key)))) : [];
      // (Of those, the one whose label is the day asked, "Sunday and Monday: closed", not "Saturday: …, except on course weekends".)
      // (Asked of the days alone, the week's hours that name the day, before other lines: "Saturday and Sunday" of a course.)
      const weekly = ofDaysAlone ? week.filter(holdsAsked) : [];
      const labelled = [...opening, ...weekly].find((fact) => labelledWith(read, fact, asked.values));
      // (Of the week's lines, those that give hours or say closed first: "Sunday · closed", not "On match weekends one of us is on call".)
      const timed = weekly.filter(hours);
      const top = labelled ?? opening[0] ?? search.rank(rest, { pool: timed.length > 0 ? timed : weekly.length > 0 ? weekly : naming }).find((hit) => hit.coverage > 0)?.fact ?? weekly[0];
      // (In the visitor's language where the twin page has them.)
      const lines = top && (asked.values.length === 1 || !hours(top)) ? [top] : ownFirst(context, naming.filter(hours)).slice(0, 3);
      // (A line of the week of hours gives them however it says them: "Shoeing rounds: Monday to Thursday, from 7 in the morning".)
      if (lines.length === 0 || !lines.every((fact) => hours(fact) || week.includes(fact))) return undefined;
      return answer(lines.some((fact) => !saysAbsent(context, fact) && !closedOnAsked(fact)), lines);
    }
    // Spans of months before seasons ("in winter"), unless a season was asked.
    const asSeason = asked.words.some((word) => read.isSeason(word.text));
    const spans = new Map<Fact, number[][]>();
    for (const seasons of asSeason ? [true] : [false, true]) {
      for (const fact of facts) {
        const found = read.spans(fact.text, asked.cycle, seasons);
        if (found.length > 0) spans.set(fact, found);
      }
      if (spans.size > 0) break;
    }
    if (spans.size === 0) return undefined;
    const pool = [...spans.keys()];
    const holds = (fact: Fact) => spans.get(fact)!.some((span) => asked.values.some((value) => span.includes(value)));
    let fact = rest.terms.some((term) => !term.optional && !term.framing) ? search.rank(rest, { pool }).find((hit) => hit.coverage > 0)?.fact : undefined;
    // The rest of the question said nowhere among them: a line of times still answers, unless it is about
    // something another line says ("Does she teach the beginners' course in January?").
    if (!fact) {
      const elsewhere = search.rank(rest)[0];
      if (elsewhere && elsewhere.coverage > 0 && !spans.has(elsewhere.fact)) return undefined;
      fact = pool.find(holds) ?? pool[0]!;
    }
    return say('calendarSays', { thing: asWritten(context, asked.words), fact: `${trimEnd(fact.text)}.` });
  },
};

// The days of the week, Monday first.
const WEEK = [0, 1, 2, 3, 4, 5, 6];

// "Do kad pekara radi nedeljom?", "What are the hours at weekends?", "Kojim danima radi radionica?": the line that
// names the day asked or gives a span that holds it (asked which days, any line of days), the one that says most
// of the rest of the question.
function daysOf(context: Context, read: Calendar): string | undefined {
  const { question, portfolio, search, subject } = context;
  if ((question.kind !== 'when' || !habitual(context)) && question.kind !== 'what' && question.kind !== 'which') return undefined;
  const asked = read.asked(question.words);
  const days = asked?.cycle === 'day' ? asked.values : !asked && read.asksDays(question.words) ? WEEK : undefined;
  if (!days) return undefined;
  const facts = subject && context.confined ? subject.facts : portfolio.facts;
  // How many of the days asked each line names or spans ("Saturday and Sunday 11:00–19:00" holds a weekend).
  const held = new Map<Fact, number>();
  for (const fact of facts) {
    const named = read.named(fact.text, 'day');
    const spans = read.spans(fact.text, 'day');
    const count = days.filter((day) => named.has(day) || spans.some((span) => span.includes(day))).length;
    if (count > 0) held.set(fact, count);
  }
  // (Of the entry the question or the exchange is on, its own lines: "Which days?" after her clinic, not her practice's hours.)
  // ("Do kad pekara radi nedeljom?", "What time …?" ask for hours: of the lines of the day, those that give a time of it.)
  const lines = [...held.keys()];
  const hours = context.layer.vocabulary.questions.calendar['hours-words'];
  const timed = question.kind === 'when' || question.words.some((word) => hours.includes(word.text)) ? lines.filter((fact) => CLOCK.test(fact.text)) : [];
  const found = timed.length > 0 ? timed : lines;
  const own = subject ? found.filter((fact) => subject.facts.includes(fact)) : [];
  // (Asked of nothing but a verb, "During the week, when are you open?", the week of hours, not "within two working days".)
  const rest = withoutTimeWords(question, read);
  const week = asked && rest.terms.every((term) => term.optional || term.framing) ? weekOf(context, read, found) : [];
  const pool = own.length > 0 ? own : week.length > 0 ? week : found;
  if (pool.length === 0) return undefined;
  // ("Which days?", "Which day of the week?" after a reply about her clinic: the line of days the exchange talked of.)
  const talked = !subject && !asked && context.history.length > 0 ? talkedOf(context, (fact) => pool.includes(fact)) : undefined;
  if (talked) return one(context, talked);
  // (Asked of something, "On which day does he teach at the school?", the line of days that says most of it.)
  if (rest.terms.some((term) => !term.optional && !(week.length > 0 && term.framing))) {
    const hit = search.rank(rest, { pool }).find((candidate) => candidate.coverage > 0);
    return hit ? one(context, hit.fact) : undefined;
  }
  // (Of the week's hours, every line of the days asked: "Monday, Wednesday and Friday: 08:00–15:00" and "Tuesday and
  // Thursday: 13:00–20:00" for weekdays.)
  if (pool === week && week.length > 1) return inFrame(composeList(week.slice(0, SHOWN_HOURS)), week, context.say);
  // ("Kad radite vikendom?" asks nothing else: the line that holds most of the days asked, the first of equals.)
  return one(context, pool.reduce((best, fact) => (held.get(fact)! > held.get(best)! ? fact : best)));
}

// "When does it meet?", "What time is it on?" after a reply about a group or a show: of the lines that give a time of day
// (else a day), the one the exchange talked of ("every Thursday from 10:00 to 11:30"). A "when" asked in the past, of a
// year, or of a start or an end ("When does the course start?") asks a date, not hours.
function hoursOf(context: Context, read: Calendar): string | undefined {
  const { question, search } = context;
  const hours = context.layer.vocabulary.questions.calendar['hours-words'];
  // (A Serbian question of pages with no hours in Serbian reads them in English: "radno vreme" of "Koje je radno vreme?" asks
  // them as "what" does and frames it as a verb does; its words say a heading in English, "otvorena" by "Opening hours".)
  const glossed = question.language === 'sr' && weekOf(context, read, context.portfolio.facts.filter((fact) => fact.language === 'sr')).length === 0;
  const asksTime = (['what', 'when', 'list'].includes(question.kind) || (question.kind === 'which' && glossed)) && question.words.some((word) => hours.includes(word.text));
  // (Not of an attribute, "Čime se bavi u slobodno vreme?": free time is no hours.)
  if ((!habitual(context) && !asksTime) || question.attribute) return undefined;
  const day = (fact: Fact) => read.named(fact.text, 'day').size > 0 || read.spans(fact.text, 'day').length > 0;
  const clock = (fact: Fact) => CLOCK.test(fact.text);
  if (question.pointsBack && context.history.length > 0) {
    const line = talkedOf(context, clock) ?? talkedOf(context, day);
    return line ? one(context, line) : undefined;
  }
  // ("When is the breastfeeding group?": of the lines that say as much of the question as any, one that gives its hours.)
  const rest = { ...question, terms: question.terms.filter((term) => !hours.includes(fold(term.raw))) };
  // ("When are you open?", "When is the salon open?": else the lines of days or hours under a heading or a label that
  // says the question's verb, "Opening hours", or a line of hours that says it, "The showroom is open on Saturdays 10–14".)
  // (A word of being open frames it as a verb does: "Kada ste otvoreni?", questions.yaml `calendar.open`.)
  const { layer } = context;
  const open = (openKeys[question.language] ??= new Set(layer.vocabulary.questions.calendar.open.map((word) => layer.key(word, question.language))));
  const opens = (term: Term) => open.has(layer.key(fold(term.raw).toLowerCase(), question.language)) || term.alternatives[0]!.keys.some((key) => open.has(key));
  const ofHours = (term: Term) => glossed && term.raw.includes(' ') && hours.includes(fold(term.raw).split(/\s+/).at(-1)!);
  const framing = (term: Term) => term.framing || opens(term) || ofHours(term);
  const verbs = rest.terms.filter(framing);
  const says = (fact: Fact, key: string) => headedBy(context, fact, key) || (clock(fact) && fact.keys.has(key));
  // (Else, asked of nothing but a verb, "When are you open?", the week of hours: "Working hours: Monday to Friday …".)
  const ownWords = (term: Term) => (glossed && (opens(term) || ofHours(term)) ? term.alternatives.filter((alternative) => alternative.weight >= 0.8) : term.alternatives.slice(0, 1));
  const saying = verbs.length > 0 ? context.portfolio.facts.filter((fact) => (clock(fact) || day(fact)) && verbs.every((term) => ownWords(term).some((alternative) => alternative.keys.every((key) => says(fact, key))))) : [];
  // (Of pages with no heading of hours, the list of days with their times: "Tuesday to Friday 10:00–19:00" under "Where and when".)
  // (In the visitor's language; asked in so many words when one is open, of any page: "Kada ste otvoreni?" of English hours.)
  const own = context.portfolio.facts.filter((fact) => fact.language === question.language || verbs.some((term) => !term.framing));
  const headed = saying.length > 0 || verbs.length === 0 || rest.terms.some((term) => !term.optional && !framing(term)) ? saying : orTimedDays(weekOf(context, read, own), own, day);
  const lines = headed.filter((fact) => fact.section === headed[0]!.section).slice(0, SHOWN_HOURS);
  const section = lines.length > 1 ? inFrame(composeList(lines), lines, context.say) : lines.length === 1 ? one(context, lines[0]!) : undefined;
  // (A word of being open with no week found looks for a line of hours that says it: "Otvorena je od utorka do subote, od 10:00 …".)
  const asked = rest.terms.filter((term) => !term.optional && !(section ? framing(term) : term.framing));
  if (asked.length === 0) return section;
  // ("When is the workshop open?": the week of hours whose section says the place asked, "The workshop is closed for two
  // weeks in August" under "Opening hours", before a line of a one-day workshop's times.)
  const around = section ? context.portfolio.facts.filter((fact) => fact.section === lines[0]!.section) : [];
  if (section && asked.every((term) => around.some((fact) => search.strength(term, fact) >= SAID))) return section;
  const best = search.rank(rest)[0];
  const hit = search.rank(rest, { pool: context.portfolio.facts.filter(clock) })[0] ?? search.rank(rest, { pool: context.portfolio.facts.filter(day) })[0];
  return best && hit && hit.coverage >= best.coverage * 0.6 && hit.coverage >= 0.5 ? one(context, hit.fact) : section;
}

// Most lines of hours a reply lists.
const SHOWN_HOURS = 5;

// Whether a "when" asks the hours of something that recurs, not a date: not in the past, of a year, since when, or of a
// start or an end ("When did she start the weekend classes?", "When does the course start?").
function habitual(context: Context): boolean {
  const { question } = context;
  const periodVerbs = context.layer.vocabulary.questions['period-verbs'];
  const since = context.layer.vocabulary.questions['since-when'].ask.some((phrase) => spaced(question.text).startsWith(spaced(phrase)));
  // ("When is the showroom open?": a verb's word after "is" is how a thing is, not when it began.)
  const { 'state-verbs': be, 'date-words': dateWords } = context.layer.vocabulary.questions.calendar;
  const state = question.words.some((word) => be.includes(word.text));
  // ("Od koje godine …?", "What year …?" ask a date, and "expected to finish" a verb, not a state.)
  const asksDate = question.words.some((word, i) => dateWords.includes(word.text) || (periodVerbs.includes(context.layer.key(word.text, 'en')) && !(state && word.text === context.layer.key(word.text, 'en') && question.words[i - 1]?.text !== 'to')));
  // (Nor in Serbian's past, "Kada je završila master?", which the question's reading leaves present; "Kada je studio
  // otvoren?" says how a thing is, open, and asks hours.)
  const open = context.layer.vocabulary.questions.calendar.open;
  const serbianPast = question.language === 'sr' && serbianPerfect(question.words) && !question.words.some((word) => open.includes(word.text));
  return question.kind === 'when' && !question.past && !serbianPast && !since && question.year === undefined && !asksDate;
}

// The question without its months, days and seasons: "a Saturday" of "a Saturday in January" is said by "Friday to Sunday".
function withoutTimeWords(question: Question, read: Calendar): Question {
  return { ...question, terms: question.terms.filter((term) => !read.isTime(fold(term.raw))) };
}
