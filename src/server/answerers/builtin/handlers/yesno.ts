import { spaced } from '../../../language/text.js';
import { inFrame, jobOf, periodOf, trimEnd, withSource } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Entry, Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import type { Hit } from '../search.js';
import { attributeCell, attributeLines, ownFirst } from './attribute.js';
import { denies, headingDenies } from './denial.js';
import { nearestHits } from './near.js';
import { asWritten, confinedPool, detailAfter, focus, followingSaying, isPluralTerm, keysOnly, listItems, NEAR, NEARLY, one, SAID, strongly } from './shared.js';
import { askedResults, namesResult, saysResult, saysWin, verbResults, type Results } from './results.js';
import { areaHit, scheduleHit } from './said-instead.js';
import { degreeAnswer, placedJobs } from './yes-entries.js';
import { asks, saysPhrase } from '../question/asks.js';

// Most lines of an attribute shown when the value asked is not among them.
const MAX_LISTED = 8;
// How much of a yes/no question a fact must say for "yes".
const YES_COVERAGE = 0.45;
// The longest yes that a dated detail is added to.
const DETAILED = 320;
// Most items of a list a yes to a plural names ("Has she given any talks?").
const MAX_ITEMS = 3;
// The least weight of a word's alternative that answers a yes asked of that word alone: the word, its family, a close synonym.
const CLOSE = 0.72;
// A web address or a handle: "https://…", "www.…", "@name".
const ADDRESS = /https?:\/\/|\bwww\.|(?<![\w.])@\w/;

/**
 * "Does he speak Italian?", "Has she worked with children?": yes with the fact that says it and
 * its detail ("Italian (B2)"), no when that fact says not, and otherwise that the portfolio does not
 * mention what was asked, by the visitor's own word.
 */
export const yesNo: Handler = {
  name: 'yes-no',
  answer(context) {
    const { question, search, portfolio, subject } = context;
    if (question.kind !== 'yes-no') return undefined;
    const required = focus(question);
    // "Is it open source?": the entry's line labelled with what was asked ("License: MIT"), else its line that says it.
    if (required.length === 0 && question.attribute) {
      const labels = question.attribute.labels;
      const pool = subject?.facts ?? portfolio.owner.profile;
      const line = pool.find((fact) => fact.label !== undefined && labels.includes(spaced(fact.label).trim()));
      // ("Is it still running?": "Status: completed 2023" answers as it is written, neither yes nor no.)
      if (line) return question.attribute.valued ? one(context, line) : yes(context, { fact: line, score: 1, coverage: 1, missing: [] }, []);
      // ("Did it work?" of a table row: its cell under "What changed".)
      const cell = question.attribute.valued ? attributeCell(context, question.attribute, pool) : undefined;
      if (cell) return cell;
      // ("Is it still running?" of an entry with no status line: its period says whether it goes on, "2022–present".)
      if (question.attribute.name === 'status' && subject?.period) return context.say(subject.period.present ? 'yes' : 'no', { fact: `${subject.name}${periodOf(subject, context.say)}.` });
      const said = subject ? search.rank(question, { pool: subject.facts, subject })[0] : undefined;
      return said && said.coverage >= 0.5 ? yes(context, said, question.terms) : undefined;
    }
    // ("Does she volunteer?", "Has he studied abroad?": a question of a kind of entry and nothing else is held.ts's.)
    if (required.length === 0 && question.entryKind && question.entryKind !== 'work' && !(subject && !context.inherited)) return undefined;
    // ("Did the sepsis project win anything?": of a verb with a result of its own, asked of an entry named, its own line that
    // says one was had, with the entry's name, "Sepsis Six programme — … it won the best poster prize"; not "shortlisted for
    // the best poster award", nor "second, covered place"; questions.yaml `verb-results`.)
    const verb = question.terms.find((term) => term.framing && verbResults(context, term) !== undefined);
    const won = verb && required.length === 0 && subject && !context.inherited ? subject.facts.find((fact) => saysWin(fact, verbResults(context, verb)!)) : undefined;
    if (won) return context.say('yes', { fact: one(context, won) });
    // "Is she AWS certified?": the question asks nothing beyond the entry it names, which answers it.
    // (An entry whose title denies says no: "No floral foam (2020–present)" for "Do you use floral foam?")
    if (required.length === 0 && subject && !context.inherited && !question.attribute) return context.say(headingDenies(context, subject.title) ? 'no' : 'yes', { fact: `${jobOf(subject, context.say)}${periodOf(subject, context.say)}.` });
    if (required.length === 0) return undefined;
    // "Is her bus app popular?": the entry's line that says the attribute asked ("15,000 installs").
    if (question.attribute && subject) {
      const labels = question.attribute.labels.map((label) => context.layer.keysOf(label, 'en'));
      const says = (fact: Fact) => labels.some((keys) => keys.length > 0 && keys.every((key) => fact.keys.has(key)));
      const lines = subject.facts.filter(says).slice(0, 2);
      if (lines.length > 0 && question.attribute.valued) return one(context, lines[0]!);
      if (lines.length > 0) {
        const detail = lines.map((line) => trimEnd(line.text)).join('; ');
        return context.say('yes', { fact: `${detail}.` });
      }
    }
    const degree = degreeAnswer(context, required);
    if (degree) return degree;
    const placed = placedJobs(context, required);
    if (placed) return placed;
    // "Did she ever work at Google?": only the jobs can say yes ("Google Play" in a project cannot).
    // ("Is it funded by a ministry?" after a project: that project's lines and the lines that name it, not another's funder.)
    const pool = question.asksEmployer
      ? portfolio.facts.filter((fact) => fact.entry?.kind === 'work' || fact.entry?.kind === 'volunteer')
      : subject && context.confined ? confinedPool(context, subject) : undefined;
    // The names asked about must be said ("ALS" in "Does she have ALS certification?"), and beside them the heads of what is
    // asked at least loosely ("ship a case … to Germany" is not "Geisenheim University, Germany"); without names, the heads.
    const names = required.filter((term) => term.proper);
    const heads = required.filter((term) => term.head);
    const essential = names.length > 0 ? names : heads.length > 0 ? heads : required;
    const saysNames = (hit: Hit) => essential.every((term) => search.strength(term, hit.fact) >= SAID) && (names.length === 0 || heads.every((term) => term.proper || search.strength(term, hit.fact) >= NEAR));
    // Yes when a fact says the names asked about and most of the rest ("Does he review papers for journals?"
    // and "Reviewer for Nature Climate Change, …"); the words it lacks may be implied.
    // ("Has he ever lit a film or a TV set?": never yes by a fact that lacks the weightiest thing asked.)
    const weightiest = required.filter((term) => !term.framing).sort((a, b) => b.weight - a.weight)[0];
    const saysMain = (hit: Hit) => !weightiest || search.strength(weightiest, hit.fact) >= SAID;
    // (Nor by one that lacks a word narrowing what is asked: "electric violins", "prenatal yoga".)
    const modifiers = required.filter((term) => term.noun === false && !term.framing);
    // (Nor, asked of a verb with a result of its own, by one that lacks it: "Has he ever won a contest?" is not "I have competed
    // in contests since 2011"; questions.yaml `verb-objects`.)
    // (Not when the thing asked is itself one won, a relative of those objects: "a grant", "a scholarship", "gold".)
    const isWon = (yields: Results) => required.some((term) => !term.framing && term.alternatives[0]!.keys.some((key) => namesResult(context, key, yields)));
    const results = question.terms.filter((term) => term.framing && !term.optional && verbResults(context, term) !== undefined && !isWon(verbResults(context, term)!));
    const saysModifiers = (hit: Hit) => [...modifiers, ...results].every((term) => search.strength(term, hit.fact) >= SAID);
    // (Asked one verb and nothing else, "Are you insured?", "Do you travel?", a yes needs the word, its family or a close
    // synonym: not "see what I see" by a rare sense of "insure", nor "moved to Belgrade" by a broader word of "travel".)
    const asked = question.terms.filter((term) => !term.optional);
    const lone = asked.length === 1 && asked[0]!.framing && !asked[0]!.proper ? { ...asked[0]!, alternatives: asked[0]!.alternatives.filter((alternative) => alternative.weight >= CLOSE) } : undefined;
    const saysLone = (hit: Hit) => !lone || search.strength(lone, hit.fact) >= SAID;
    // (A link asked, "Do you have a website?", is had by a line with an address: not "More than 30 sites since 2015".)
    const linked = (hit: Hit) => question.attribute?.name !== 'link' || ADDRESS.test(hit.fact.text);
    // (Nor a way of paying, "Can I pay by card?", by a line that says nothing of paying in its own words, questions.yaml
    // `payment-says`, under no heading of paying alone, "Payment": not "Bring your certification card", nor a "Ten-swim
    // card" under "Discounts and payment".)
    const howPaid = asks(question, context.layer, 'payment-asks');
    const paysHeading = (heading: string) => heading.split(/\s+/).length <= 2 && saysPhrase(heading, context.layer, 'payment-says');
    const paying = (hit: Hit) => !howPaid || saysPhrase(hit.fact.text, context.layer, 'payment-says') || paysHeading(hit.fact.heading);
    const kept = (hit: Hit) => saysLone(hit) && linked(hit) && paying(hit);
    const accepts = (hit: Hit) => saysNames(hit) && saysMain(hit) && saysModifiers(hit) && kept(hit) && hit.coverage >= YES_COVERAGE && strongly(context, hit) > 0;
    // ("Is he a qualified teacher?", "Is he certified for wet welding?": a qualification asked is said by the lines of
    // education entries before a job's line that does the work: "Master's in Secondary Teacher Training", not "Science teacher".)
    const rankIn = (within?: readonly Fact[]) => search.rank(question, within ? { pool: within, subject } : subject ? { subject } : {});
    const qualified = !pool && !subject && question.entryKind === 'education' ? rankIn(portfolio.facts.filter((fact) => fact.entry?.kind === 'education')) : [];
    const hits = qualified.some(accepts) ? qualified : rankIn(pool);
    const first = hits.find(accepts);
    // (Of lines that say it as fully, one labelled with the thing asked tells of it: "German: good, B2" before "Languages
    // we serve families in: Serbian, Hungarian, German and English".)
    const labelled = (hit: Hit) => hit.fact.label !== undefined && essential.every((term) => search.strength(term, keysOnly(hit.fact, new Set(context.layer.keysOf(hit.fact.label!, hit.fact.language)))) >= SAID);
    // (And of lines that say it nearly as fully, one that gives the thing asked a detail: "German (good, B2)", not "Language: Serbian, German or English".)
    // (A line that details the yes need not pass the link's check: "Online consultation · 45 minutes" of "online".)
    const fitting = (hit: Hit) => saysMain(hit) && saysModifiers(hit) && saysLone(hit) && paying(hit);
    const detailed = first && weightiest && !detailAfter(weightiest, first.fact) ? hits.find((hit) => hit.coverage >= first.coverage * NEARLY && saysNames(hit) && fitting(hit) && detailAfter(weightiest, hit.fact)) : undefined;
    const top = detailed ?? (first && !labelled(first) ? (hits.find((hit) => hit.coverage >= first.coverage && labelled(hit) && fitting(hit)) ?? first) : first);
    // ("Is he a certified watchmaker?": a qualification said only by the heading of its entry, not by its line, "Location:
    // Pforzheim, Germany", is shown by the entry, its title and period, when the loader read them with certainty.)
    const entry = top && hits === qualified && top.fact.entry?.certain && !essential.some((term) => search.strength(term, keysOnly(top.fact, top.fact.keys)) >= SAID) ? top.fact.entry : undefined;
    if (entry) return context.say('yes', { fact: `${trimEnd(entry.title)}${periodOf(entry, context.say)}.` });
    if (top) {
      // A yes from an undated line ("… is a licensed social worker") gains the dated line that says it too ("Licence …:
      // first issued 2014, renewed 2020"): the detail that makes the answer useful.
      const dated = top.fact.years.length === 0 ? hits.find((hit) => hit !== top && hit.fact.years.length > 0 && hit.coverage >= 0.75 && saysNames(hit) && saysMain(hit)) : undefined;
      // "Has she given any talks?": of a list that says the plural asked, its first few items.
      const many = weightiest !== undefined && isPluralTerm(context, weightiest) && top.fact.listed;
      const items = many ? hits.filter((hit) => hit.fact.listed && hit.fact.section === top.fact.section && hit.coverage >= top.coverage * 0.95 && paying(hit)).slice(0, MAX_ITEMS) : [];
      if (items.length >= 2) return context.say('yes', { fact: `${items.map((hit) => trimEnd(hit.fact.text)).join('; ')}.` });
      const answer = yes(context, top, required);
      const more = dated && (dated.fact.language === top.fact.language ? `${trimEnd(dated.fact.text)}.` : inFrame(`${trimEnd(dated.fact.text)}.`, [dated.fact], context.say));
      return more && answer.length + more.length < DETAILED ? `${answer} ${more}` : answer;
    }
    // What nothing says, by the visitor's word: "doesn't mention Java" (a thing won only by a line that names one: no "Certificates").
    const yielded = askedResults(context, question);
    const unsaid = required.filter((term) => !(pool ?? portfolio.facts).some((fact) => search.strength(term, fact) >= SAID && (!yielded || term.framing || saysResult(context, fact, yielded))));
    // Named back by its nouns and names ("doesn't mention a university"), not by the verb asked with.
    const shownOf = (named: readonly Term[]) => {
      const candidates = named.length > 0 ? named : required;
      const things = candidates.filter((term) => !term.framing);
      return [...(things.length > 0 ? things : candidates)].sort((a, b) => b.weight - a.weight).slice(0, 2);
    };
    const shown = shownOf(unsaid.length > 0 ? unsaid : (hits[0]?.missing ?? required));
    const thing = asWritten(context, shown);
    // "Does she speak French?" where the page lists her languages: not mentioned, and what it lists instead,
    // when what was asked is of a class the lines name (a language among languages; not "conferences").
    const listed = question.attribute && !subject ? attributeLines(context, question.attribute) : [];
    const classes = (keys: Iterable<string>) => [...keys].reduce((bits, key) => bits | context.layer.relations.classes(key), 0);
    const ofListedClass = shown.some((term) => (classes(term.alternatives.filter((alternative) => alternative.weight >= 0.9).flatMap((alternative) => alternative.keys)) & classes(listed.flatMap((fact) => [...fact.keys]))) !== 0);
    const own = ownFirst(listed);
    if (own.length > 0 && own.length <= MAX_LISTED && ofListedClass) return context.say('noMentionListed', { thing, lines: inFrame(own.map((fact) => trimEnd(fact.text)).join('; '), own, context.say) });
    const schedule = scheduleHit(context, unsaid) ?? areaHit(context, unsaid);
    if (schedule) return withSource(context.say('noMentionSays', { thing, fact: `${detail(schedule.fact, required, search.strength, subject)}.` }), schedule.fact.entry !== subject ? schedule.fact.entry : undefined, context.say);
    const nearly = (hit: Hit) => `${detail(hit.fact, required, search.strength, subject)}.`;
    const near = nearestHits(context, hits, essential, nearly);
    // (Named by what the nearest line lacks, when every word is somewhere: not "English" of "I teach in Serbian and in English".)
    const lacked = unsaid.length > 0 || !near[0] ? thing : asWritten(context, shownOf(near[0].missing));
    // (What the nearest line lacks only the result of, "won" of "competed in contests", is not named: no "doesn't mention won".)
    const verbLacked = unsaid.length === 0 && near[0] !== undefined && results.some((term) => search.strength(term, near[0]!.fact) < SAID) && near[0].missing.every((term) => results.includes(term));
    const reply = verbLacked ? context.say('notSaidNearest', { fact: near.map(nearly).join(' ') }) : context.say('noMentionNearest', { thing: lacked, fact: near.map(nearly).join(' ') });
    if (near[0]) return withSource(reply, near[0].fact.entry !== subject ? near[0].fact.entry : undefined, context.say);
    return context.say('noMention', { thing });
  },
};

function yes(context: Context, hit: Hit, required: Term[]): string {
  const { say, search, layer } = context;
  const fact = hit.fact;
  // (A line of an entry whose title denies is denied by it: "No floral foam (2020–present)".)
  const negative = denies(context, fact, required) || (fact.entry !== undefined && fact.entry === context.subject && headingDenies(context, fact.entry.title));
  // (A no goes on with the next sentence of its section when it says a thing asked: "I do not do laser removal myself." "… at Laser Centar Medijana".)
  const instead = negative ? followingSaying(context, fact, required) : undefined;
  const told = `${detail(fact, required, search.strength, context.subject)}.${instead ? ` ${trimEnd(instead.text)}.` : ''}`;
  // (A choice asked, "Do you work alone or with a team?", is answered by the line, not by a yes; a line that denies both
  // still says no: "Do you repair guitars or mandolins?" and "I do not repair guitars or mandolins".)
  const choice = required.some((term) => / (?:or|ili) /.test(term.raw));
  // (An English page's line said to a Serbian visitor says so: "Iz portfolija, na engleskom: Da — Hungarian: fluent (C1).")
  return withSource(inFrame(choice && !negative ? told : say(negative ? 'no' : 'yes', { fact: told }), [fact], say), fact.entry !== context.subject ? fact.entry : undefined, say);
}

// How long a labelled list, and a sentence, may be before a yes shows only the items asked of it.
const LONG_LIST = 120;
const LONG_SENTENCE = 300;

// The part of a fact that answers: in a labelled list ("Languages: Serbian (native), Italian (B2)") the item asked about.
function detail(fact: Fact, required: Term[], strength: (term: Term, fact: Fact) => number, subject?: Entry): string {
  const value = fact.value ?? fact.text;
  // Asked by its label alone ("Is it open source?"): the value says it ("MIT").
  if (required.length === 0 && fact.value !== undefined && fact.value.length < 80) return trimEnd(fact.value);
  const items = listItems(value);
  // A long list ("Serbian (native), English (C1), German (B1), Italian (B2)") is cut to the item asked about; a sentence
  // only when it is too long to quote whole ("… has lit 34 productions in Croatia, Austria, Slovenia and Serbia" is no
  // "Slovenia and Serbia").
  if (items.length > 2 && fact.text.length > (fact.value !== undefined ? LONG_LIST : LONG_SENTENCE)) {
    const asked = items.filter((item) => required.some((term) => strength(term, { ...fact, keys: itemKeys(fact, item), place: new Set(), context: new Set() }) >= SAID));
    // (In a sentence, an item is a name within it, not its opening nor a clause: "… diving unit, which searches the harbour, …".)
    const named = fact.value !== undefined || asked.every((item) => item !== items[0] && /^\p{Lu}/u.test(item));
    if (asked.length > 0 && asked.length < items.length && named) return trimEnd(asked.join(', '));
  }
  // The entry's name in front says whose the fact is, unless the question named that entry.
  const owner = fact.entry === subject ? undefined : fact.entry?.name;
  const text = trimEnd(fact.text);
  return owner && !spaced(text).includes(spaced(owner)) && owner.length < 80 ? `${owner} — ${text}` : text;
}

// The keys of one item of a fact's list: the fact's keys that occur in the item's words.
function itemKeys(fact: Fact, item: string): ReadonlySet<string> {
  const folded = spaced(item);
  return new Set([...fact.keys].filter((key) => folded.includes(` ${key}`)));
}

