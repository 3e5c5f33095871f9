import { fold } from '../../../language/text.js';
import { readCalendar, type Calendar } from '../calendar.js';
import { trimEnd } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Question } from '../question/model.js';
import { asWritten, one } from './shared.js';

// questions.yaml's calendar words, compiled once.
let compiled: Calendar | undefined;

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
    const read = (compiled ??= readCalendar(context.layer.vocabulary.questions.calendar));
    if (question.kind !== 'yes-no') return daysOf(context, read);
    const asked = read.asked(question.words);
    if (!asked) return undefined;
    const facts = subject && context.confined ? subject.facts : portfolio.facts;
    // Named as such ("every July", "Saturdays 9–13"): the yes/no handler finds it by its word.
    const namesAsked = (fact: Fact) => {
      const named = read.named(fact.text, asked.cycle);
      return asked.values.some((value) => named.has(value));
    };
    if (facts.some(namesAsked)) return undefined;
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
    const rest = withoutTimeWords(question, read);
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
  if (question.kind !== 'when' && question.kind !== 'what' && question.kind !== 'which') return undefined;
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
  const pool = [...held.keys()];
  if (pool.length === 0) return undefined;
  const rest = withoutTimeWords(question, read);
  if (rest.terms.some((term) => !term.optional && !term.framing)) {
    const hit = search.rank(rest, { pool }).find((candidate) => candidate.coverage > 0);
    return hit ? one(context, hit.fact) : undefined;
  }
  // ("Kad radite vikendom?" asks nothing else: the line that holds most of the days asked, the first of equals.)
  return one(context, pool.reduce((best, fact) => (held.get(fact)! > held.get(best)! ? fact : best)));
}

// The question without its months, days and seasons: "a Saturday" of "a Saturday in January" is said by "Friday to Sunday".
function withoutTimeWords(question: Question, read: Calendar): Question {
  return { ...question, terms: question.terms.filter((term) => !read.isTime(fold(term.raw))) };
}
