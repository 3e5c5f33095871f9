import { WORD_CLASS, type TextLayer } from '../../../language/analyzer.js';
import { spaced, withoutQuoted, words, type Word } from '../../../language/text.js';
import { inFrame, joinItems, showCell } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Entry, Fact } from '../portfolio/model.js';
import type { Question, Term } from '../question/model.js';
import { countedWord } from '../question/shape.js';
import type { Hit } from '../search.js';
import { bestHits, keysOnly, one, quote, SAID } from './shared.js';
import { isCount, namingNumbers, numberWords } from '../numbers.js';
import { countedBefore, isRate, periodAsked, saysNow, saysPer, saysTotal } from './totals.js';
import { isCurrency } from './price.js';
import { headedCount, itemsCounted } from './headed-count.js';
import { countsAsWritten, writtenCount } from './written-count.js';

// How far (in words) a number may stand from the word it counts: after it, "Families reached: 412"; before it, "412
// families", further in a counted phrase that runs on ("46 weathered voussoirs and parapet stones").
const NEAR = 4;
const NEAR_AFTER_NUMBER = 5;

/** "How many …?": the fact that gives a number for what was asked; without one, the items of the list the question names, counted. */
export const count: Handler = {
  name: 'count',
  answer(context) {
    const { question } = context;
    if (question.kind !== 'how-many' || question.time === 'experience') return undefined;
    // ("How much is the junior camp?", "How much does it cost?": an amount a page labels, a price or a budget, is the
    // attribute handler's; a count skips sums of money.)
    if (question.attribute?.amount) return undefined;
    // "How many jobs has he had?": nothing asked but the kind, the entries of it ("Two summers" in a job's line counts none);
    // not of an entry the question names of another kind ("How many schools are in the X programme?" counts no degrees).
    const kind = question.entryKind;
    const ofKind = kind && countsKind(context, kind) && !(context.subject && context.subject.kind !== kind) ? context.portfolio.entries.filter((entry) => entry.kind === kind) : [];
    if (ofKind.length >= 2 && question.terms.every((term) => term.optional)) return entryCount(context, ofKind);
    const persons = personCount(context) ?? headedCount(context);
    if (persons) return persons;
    const hits = bestHits(context);
    // (A table's row of a year or a name is found by its column too, when no line says enough of the question.)
    const cell = rowCell(context, hits ?? []);
    if (cell) return cell;
    if (!hits) return writtenCount(context);
    const top = hits[0]!;
    // A number next to the counted word beats a number anywhere in the fact ("two or three times a week").
    // ("How many designers are on her team?": asked in the present, a line that says "today" or "now" first, then a
    // line of a current entry: "today 14 people work there" before "opened in 2018 with a team of four".)
    const now = (hit: Hit) => (question.past ? 2 : saysNow(context.layer, hit.fact.text) ? 0 : hit.fact.entry?.period?.present ? 1 : 2);
    const candidates = hits.filter((hit) => hit.coverage >= top.coverage * 0.7).slice(0, 12).sort((a, b) => now(a) - now(b));
    // ("How many courses has she led so far?": a total, not "30 courses a year" or "up to 20 coaches".)
    // (A line that says it gives a total answers too: "Nine editions so far, with 126 participants".)
    const totals = saysTotal(context.layer, context.question.text) ? candidates.filter((hit) => !isRate(context.layer, hit.fact.text)) : [];
    // ("How many times has he won the cup?": a line that says how often, "twice", "three times", and not as a rate.)
    const often = /^how many times$/.test(question.words.slice(0, 3).map((word) => word.text).join(' ')) ? candidates.find((hit) => /\b(twice|thrice|(\d+|two|three|four|five|six|seven|eight|nine|ten) times)\b/i.test(hit.fact.text) && !isRate(context.layer, hit.fact.text)) : undefined;
    // ("How many weddings does she do in a year?": a line of that period, "about 30 weddings a year", before any other.)
    const per = periodAsked(context.layer, question.text);
    const counted =
      (per ? candidates.find((hit) => saysPer(context.layer, hit.fact.text, per) && numberNear(context, hit)) : undefined) ??
      often ??
      totals.find((hit) => saysTotal(context.layer, hit.fact.text) && numberNear(context, hit)) ??
      totals.find((hit) => numberNear(context, hit)) ??
      totals.find((hit) => saysTotal(context.layer, hit.fact.text) && hasNumber(hit.fact.text, context.layer)) ??
      candidates.find((hit) => numberNear(context, hit));
    // ("How many new firefighters has she trained?": with no number by the word counted, one right by the question's verb,
    // "Trained 112 recruits", "recorded 157 interviews", in a line that says a fair share of the rest.)
    const verbs = question.terms.filter((term) => term.framing || /ed$/.test(term.raw));
    // ("How many students have come through her classes?": persons asked by their role are counted as "people" too; asked as
    // a total, by a line that says one before a number by the verb: "More than 300 people have been through the courses so far".)
    const counting = countsPersons(context) ? hits.slice(0, 12).filter((hit) => hit.coverage >= top.coverage * 0.4 && peopleNumber(context, hit.fact)) : [];
    const personTotal = saysTotal(context.layer, question.text) ? counting.find((hit) => saysTotal(context.layer, hit.fact.text)) : undefined;
    // (Asked of a kind with more words, a number by the word counted in a line that says less: "How many schools has the
    // campaign visited?" and "31 primary schools", before the degrees counted.)
    // (Of an entry the best lines are in, a line that says less with a number by the word counted: "More than 1,300 episodes so far".)
    // (So a line with a number right before the word counted as written, of the period asked if any, that says every name
    // asked: "more than 450 repatriations" of "How many repatriations has the funeral home done?", in a line that says nothing
    // of the funeral home; not "140 patients a year" asked "in a typical day", nor "70 active rowers" asked "in Germany".)
    const entries = new Set(candidates.map((hit) => hit.fact.entry));
    const names = question.terms.filter((term) => term.proper && !term.optional);
    const countedText = countedWord(question)?.text;
    const countedKey = countedText ? context.layer.key(countedText, question.language) : undefined;
    const direct = (fact: Fact) => countedKey !== undefined && countsAsWritten(context.layer, (word) => context.layer.key(word.text, fact.language) === countedKey, fact) && (!per || saysPer(context.layer, fact.text, per)) && names.every((term) => context.search.strength(term, fact) >= SAID);
    const inEntry = hits.find((hit) => ((hit.fact.entry && entries.has(hit.fact.entry)) || direct(hit.fact)) && hit.coverage >= top.coverage * 0.4 && numberNear(context, hit));
    const people = counted ?? inEntry ?? personTotal ?? (verbs.length > 0 ? hits.find((hit) => hit.coverage >= top.coverage * 0.4 && numberNear(context, hit, verbs)) : undefined) ?? counting[0] ?? (ofKind.length >= 2 ? hits.slice(0, 12).find((hit) => hit.coverage >= top.coverage * 0.4 && numberNear(context, hit)) : undefined);
    if (people) return quote(context, [people, ...hits.filter((hit) => hit !== people)]);
    const named = context.question.terms.some((term) => !term.optional && context.search.strength(term, { ...top.fact, keys: top.fact.headingKeys, place: new Set(), context: new Set() }) >= SAID);
    // "How many projects does she have?": the entries of the kind counted ("projects" right after "how many").
    if (ofKind.length >= 2) return entryCount(context, ofKind);
    // Else a number anywhere in a fact that says what was asked.
    const numbered = candidates.find((hit) => hasNumber(hit.fact.text, context.layer));
    if (numbered) return quote(context, [numbered, ...hits.filter((hit) => hit !== numbered)]);
    // "How many languages does she speak?" over a list with no number (or "talks" over a table): its items, counted.
    if ((top.fact.listed || top.fact.cells) && named) {
      // (A table's rows may each be an entry of their own: the table is the section.)
      const all = context.portfolio.facts.filter((fact) => fact.section === top.fact.section && (top.fact.cells ? fact.cells : fact.listed && fact.entry === top.fact.entry));
      if (all.length >= 2) return itemsCounted(context, all);
    }
    return quote(context, hits);
  },
};

// "How many people work at the firm?", "How many people did he manage there?": a word that counts persons, with no more than a
// verb, by a number before a word for people or a group of them ("16 staff", "22 workers", "a practice of twelve"), of the entry asked.
function personCount(context: Context): string | undefined {
  const { question, layer, portfolio, subject } = context;
  const group = (word: Word | undefined) => word !== undefined && (layer.classes(layer.key(word.text, 'en')) & (WORD_CLASS.person | WORD_CLASS.organisation)) !== 0;
  // ("How big is the team at the bakery?": the size of a group is how many people are in it.)
  const sized = /^how (big|large)$/.test(question.words.slice(0, 2).map((word) => word.text).join(' ')) ? question.words.slice(2, 5).find(group) : undefined;
  const counted = sized ?? afterHowMany(question)?.words[0];
  // (The word for people is no topic of its own, "ljudi" of "Koliko ljudi radi u njegovoj firmi?", nor the workplace of a
  // verb of work, "How many people work in the workshop?": the owner's group there; by the words' English, "radionici".)
  const others = question.terms.filter((term) => !term.framing && term.raw.toLowerCase() !== counted?.raw.toLowerCase());
  const english = (term: Term) => term.alternatives.filter((alternative) => alternative.weight >= 0.9).map((alternative) => alternative.keys.join(' '));
  const workplace = (term: Term) => english(term).some((key) => (layer.classes(key) & (WORD_CLASS.organisation | WORD_CLASS.place)) !== 0);
  const working = question.terms.some((term) => english(term).some((key) => layer.vocabulary.questions['work-verbs'].includes(key))) && others.some(workplace);
  const rest = others.filter((term) => !term.optional && !(working && !term.proper && (workplace(term) || !term.head)));
  if (!counted || (!sized && !layer.vocabulary.questions.people.includes(counted.text)) || (!sized && rest.length > 0)) return undefined;
  // ("Team: 7 people" says it outright; "a practice of twelve" and "there are three of us" a group's size, which, asked
  // who works at a workplace, is the owner's group there, before a course's "up to 15 people".)
  const says = (fact: Fact) => {
    if (peopleNumber(context, fact)) return 2;
    const list = words(fact.text);
    const ofGroup = list.some((word, i) => countsMany(word, context.layer) && (`${list[i + 1]?.text} ${list[i + 2]?.text}` === 'of us' || (list[i - 1]?.text === 'of' && group(list[i - 2]))));
    return ofGroup ? (working ? 3 : 1) : list.some((word, i) => countsMany(word, context.layer) && group(list[i + 1])) ? 1 : 0;
  };
  // (A group's size is of the group the rest of the question names, "at the bakery": among the lines that say it, those
  // of the present first when it is asked in the present, "today 14 people work there", and those that name the workplace.)
  const hits = sized ? bestHits(context) : undefined;
  const pool = sized ? (hits ?? []).filter((hit) => hit.coverage >= hits![0]!.coverage * 0.7).map((hit) => hit.fact) : subject ? subject.facts : portfolio.facts;
  const nowAndThere = (fact: Fact) => ((sized || working) && !question.past && saysNow(context.layer, fact.text) ? 1 : 0) + (working && others.some((term) => context.search.strength(term, fact) >= SAID) ? 0.5 : 0);
  let [found, most]: [Fact | undefined, number] = [undefined, 0];
  for (const fact of pool) {
    const said = says(fact);
    const score = said && said + nowAndThere(fact);
    if (score > most) [found, most] = [fact, score];
  }
  return found ? one(context, found) : undefined;
}

// Whether the word counted names persons ("students", "pupils", "couples" of people).
function countsPersons(context: Context): boolean {
  const { layer, question } = context;
  return countedTerms(question).some((term) => (layer.classes(term.alternatives[0]!.keys.join(' ')) & WORD_CLASS.person) !== 0);
}

// Whether a fact gives a number of people ("1,500 people have taken one of her classes", "16 staff").
function peopleNumber(context: Context, fact: Fact): boolean {
  const list = words(fact.text);
  return list.some((word, i) => countsMany(word, context.layer) && context.layer.vocabulary.questions.people.includes(list[i + 1]?.text ?? ''));
}

// A number that counts several ("one veterinary technician" counts one of them).
function countsMany(word: Word, layer: TextLayer): boolean {
  return isCount(word.text, layer) && numberWords(layer).value(word.text) !== 1;
}

function hasNumber(text: string, layer: TextLayer): boolean {
  return words(text).some((word) => isCount(word.text, layer));
}

// "How many fires did the station have in 2024?" over a table by year: the row of the year, its cell under the
// column the counted words name ("Fires"), else under its total ("Total"), as written; "How many stops does the Holy
// Trinity organ have?": the row that says the names asked, its cell under "Stops".
function rowCell(context: Context, hits: Hit[]): string | undefined {
  const { question, layer, search, portfolio } = context;
  // ("How many members does the CSA have these days?": asked of the present, the row of the table's latest year.)
  const now = question.year === undefined && !question.past && saysNow(context.layer, question.text);
  const names = question.year === undefined && !now ? question.terms.filter((term) => term.proper) : [];
  if (question.year === undefined && !now && names.length === 0) return undefined;
  const yearOf = (fact: Fact) => Number(fact.cells?.find(([, value]) => /^(19|20)\d{2}$/.test(value.trim()))?.[1]) || undefined;
  const header = (row: Fact, name: string) => keysOnly(row, new Set(layer.keysOf(name, row.language)));
  const asked = countedTerms(question);
  const totals = layer.vocabulary.questions.columns.total ?? [];
  // The cell of a row under a column that names what is counted ("Members"), else under a total column.
  const cellOf = (row: Fact) => {
    const cells = row.cells!.filter(([, value]) => /\d/.test(value) && Number(value.trim()) !== yearOf(row));
    return cells.find(([name]) => asked.some((term) => search.strength(term, header(row, name)) >= SAID)) ?? cells.find(([name]) => totals.includes(spaced(name).trim()));
  };
  // A table's rows are found by their column as well as by the best lines: "Members" says what the rows count.
  const dated = portfolio.facts.filter((fact) => yearOf(fact) !== undefined);
  const named = dated.filter((fact) => asked.some((term) => fact.cells!.some(([name]) => search.strength(term, header(fact, name)) >= SAID)));
  const near = hits.slice(0, 3).map((hit) => hit.fact).filter((fact) => yearOf(fact) !== undefined);
  const pool = named.length > 0 ? named : near;
  const latest = (rows: Fact[]) => rows.filter((fact) => fact.section === rows[0]!.section).reduce((best, fact) => (yearOf(fact)! > yearOf(best)! ? fact : best));
  const row = now ? (pool.length > 0 ? latest(pool) : undefined) : names.length > 0 ? named.find((fact) => names.every((term) => search.strength(term, keysOnly(fact, fact.keys)) >= SAID)) : pool.find((fact) => yearOf(fact) === question.year);
  const cell = row && cellOf(row);
  return row && cell ? inFrame(showCell(row, cell), [row], context.say) : undefined;
}

// The words counted: the ones right after "how many" ("how many designers are on her team?", "how many antenatal
// courses has she led?"), up to the first word that is no term; else every word asked.
function countedTerms(question: Question): Term[] {
  const after = afterHowMany(question)?.words ?? question.words;
  const first = after.findIndex((word) => question.terms.some((term) => term.raw === word.raw));
  const phrase = first < 0 ? [] : after.slice(first);
  const end = phrase.findIndex((word) => !question.terms.some((term) => term.raw === word.raw));
  const raws = new Set(phrase.slice(0, end < 0 ? undefined : end).map((word) => word.raw));
  const counted = question.terms.filter((term) => raws.has(term.raw));
  return counted.length > 0 ? counted : question.terms.filter((term) => !term.optional);
}

function numberNear(context: Context, hit: Hit, asked = countedTerms(context.question)): boolean {
  const { layer, search } = context;
  const list = words(withoutQuoted(hit.fact.text));
  // (A sum of money, "€11,000", "1,800 RSD", a share, "10%", and a number before a unit not asked, "14 months", "41 cm", measure: they count nothing.)
  const money = new Set([...hit.fact.text.matchAll(/\p{Sc}\s?(\d[\d.,]*\d|\d)|(\d[\d.,]*\d|\d)\s?%/gu)].map((match) => (match[1] ?? match[2])!));
  // (Nor does a number that names one, "op. 21", nor one in a quoted title, "Night Line 26", blanked out of the words.)
  const named = namingNumbers(hit.fact.text, layer);
  const unit = (word: Word | undefined) => {
    const key = word ? layer.key(word.text, hit.fact.language) : '';
    return word !== undefined && (layer.classes(key) & WORD_CLASS.unit) !== 0 && !asked.some((term) => term.alternatives[0]!.keys.includes(key));
  };
  return list.some((word, i) => {
    // (A number joined to a unit, "ten-day", "3-month", measures; it counts nothing. Joined to a number, "twenty-three", it counts.)
    if (!isCount(word.text, layer) || (list[i + 2]?.text === `${word.text}${list[i + 1]?.text}` && !isCount(list[i + 1]!.text, layer))) return false;
    if (money.has(word.raw) || named.has(word.raw) || unit(list[i + 1]) || isCurrency(layer, list[i + 1]?.raw) || isCurrency(layer, list[i - 1]?.raw)) return false;
    const around = list.slice(Math.max(0, i - NEAR), i + NEAR_AFTER_NUMBER + 1).filter((w) => w !== word);
    const before = countedBefore(layer, context.portfolio, hit.fact, list, i);
    const keys = new Set([...around.map((w) => layer.key(w.text, hit.fact.language)), ...(before?.keys ?? [])]);
    return asked.some((term) => search.strength(term, { ...hit.fact, keys, place: new Set(), context: new Set() }) >= SAID);
  });
}

// Whether the word counted (the first after "how many", "koliko") is a word for the entry kind asked.
function countsKind(context: Context, kind: string): boolean {
  const { question, layer } = context;
  const after = afterHowMany(question);
  const counted = after?.opener !== 'much' ? after?.words[0] : undefined;
  const forms = layer.vocabulary.questions['entry-kinds'][kind] ?? [];
  return counted !== undefined && forms.some((form) => form === counted.text || layer.key(form, question.language) === layer.key(counted.text, question.language));
}

// The word that opens a count ("many", "much", "koliko") and the words after it; undefined without one.
function afterHowMany(question: Question): { opener: string; words: readonly Word[] } | undefined {
  const opening = question.words.findIndex((word) => word.text === 'many' || word.text === 'much' || word.text === 'koliko');
  return opening < 0 ? undefined : { opener: question.words[opening]!.text, words: question.words.slice(opening + 1) };
}

// The entries of a kind, counted and named. (Two roles at one employer are named with their roles:
// "Port of Bar (Harbour pilot)", "Port of Bar (Pilot trainee)".)
function entryCount(context: Context, entries: readonly Entry[]): string {
  const names = entries.map((entry) => entry.name);
  const shown = new Set(names).size === names.length ? names : entries.map((entry) => (entry.org && entry.role ? `${entry.org} (${entry.role})` : entry.title));
  // (Names quoted as written may hold commas of their own: then a semicolon parts them.)
  return `${entries.length}: ${joinItems(shown, context.say('and'))}.`;
}
