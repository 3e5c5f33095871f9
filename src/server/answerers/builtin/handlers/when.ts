import { spaced } from '../../../language/text.js';
import { trimEnd, withSource } from '../compose.js';
import { relativeYear } from '../relative-year.js';
import type { Entry, Fact } from '../portfolio/model.js';
import type { Context, Handler } from '../context.js';
import { endYear, showPeriod, type Period } from '../portfolio/periods.js';
import { entryByRole, periodVerb, rolesNamed } from './duration.js';
import { ownBusinessWords } from '../entry-words.js';
import type { Hit } from '../search.js';
import { bestHits, keysOnly, MIN_COVERAGE, one, quote, SAID } from './shared.js';
import { talkedOf } from '../talked-of.js';

/** "When did she start at X?", "When was the book published?": a dated fact that says it, else the entry's period. */
export const when: Handler = {
  name: 'when',
  answer(context) {
    const { question, subject, say } = context;
    if (question.kind !== 'when') return undefined;
    const topic = question.terms.filter((term) => !term.optional);
    // (Of an entry with no period, "Trag — the podcast", a dated line of it says when.)
    const hits = topic.length > 0 || !subject?.period ? bestHits(context) : undefined;
    // "Since when has she taught at the faculty?": the start of the ongoing role asked about (the one named, else
    // the first the best facts belong to), before a dated line that mentions the place.
    const text = spaced(question.text);
    // (An entry with no period told again with one, "Trag — the podcast" and the job "Trag", is dated by that.)
    const namesake = subject && !subject.period ? context.portfolio.entries.find((entry) => entry.period && (entry.name === subject.name || entry.name === subject.name.split(/\s[—–]\s/)[0])) : undefined;
    const since = context.layer.vocabulary.questions['since-when'];
    if (since.ask.some((phrase) => text.startsWith(spaced(phrase)))) {
      const sinceYear = new RegExp(` (?:${since.says.join('|')}) (?:\\p{L}+ )?(?:19|20)\\d\\d `, 'u');
      const saysSince = (fact: Fact) => sinceYear.test(spaced(fact.text));
      // (Of any kind, or of none: "Pokret: dance for people with Parkinson's (2020–present)" on a teaching page.)
      const career = (entry: Entry | undefined) => entry?.period?.present === true && entry.period.from !== undefined;
      const named = (entry: Entry) => {
        const keys = new Set(context.layer.keysOf(entry.name, context.portfolio.language));
        return topic.filter((term) => !term.framing && term.alternatives[0]!.keys.every((key) => keys.has(key))).length;
      };
      // (Of a role the question names, that role's start, before any line; of an employer, the start of the whole stay there.)
      const role = entryByRole(context);
      // ("Since when has she had her own bakery?": of the owner's own business named so, its start, not a line in it.)
      const ownBusiness = subject !== undefined && !context.inherited && ownBusinessWords(context.layer).ask.find(text) !== undefined;
      // (Of the lines that say since when, the one whose clause of it says most of what was asked: "Since March 2023 I have
      // been the station officer of Station 3 in Pantelej", not "… with the brigade since 2013 and today commands Station 3".)
      const inClause = (fact: Fact, says = sinceYear) => {
        const clause = fact.text.split(fact.language === 'sr' ? /[,;]|\s(?:i|a|ali)\s/ : /[,;]|\s(?:and|but)\s/).find((part) => says.test(spaced(part))) ?? fact.text;
        const keys = new Set(context.layer.keysOf(clause, fact.language));
        return topic.filter((term) => context.search.strength(term, keysOnly(fact, keys)) >= SAID).length;
      };
      // (Of an ongoing entry whose name says as much of the question as such a line, its start: "Pokret: dance for people with
      // Parkinson's (2020–present)", not its line "Since 2023 Sara has trained 14 dance teachers …"; a line that says more
      // than its entry's name does, "Drone mapping has been part of the offer since 2021" of a surveying office, dates that.)
      const other = (hit: Hit) => career(hit.fact.entry) && named(hit.fact.entry!) >= inClause(hit.fact) && !hit.fact.years.includes(hit.fact.entry!.period!.from!);
      const beyondName = (hit: Hit) => career(hit.fact.entry) && named(hit.fact.entry!) < inClause(hit.fact);
      const near = (hit: Hit) => hit.coverage >= hits![0]!.coverage * 0.9 || (hit.coverage >= hits![0]!.coverage * 0.8 && beyondName(hit));
      const sinceLines = hits?.filter((hit) => near(hit) && saysSince(hit.fact) && !other(hit)).map((hit) => [hit, inClause(hit.fact)] as const) ?? [];
      const clauseBest = sinceLines.reduce<readonly [Hit, number] | undefined>((best, line) => (line[1] > (best?.[1] ?? 0) ? line : best), undefined)?.[0];
      // (Else a line whose clause with a verb of starting and a year says most of what was asked: "Started the … course for
      // anxious drivers in 2017"; not "… my father, who founded it in 1979" of the workshop he runs.)
      const started = new RegExp(` (?:${since.starts.join('|')}) `);
      const startLine = hits?.find((hit) => hit.coverage >= hits[0]!.coverage * 0.9 && hit.fact.years.length > 0 && started.test(spaced(hit.fact.text)) && inClause(hit.fact, started) * 2 >= Math.max(1, topic.length));
      const stated = (role && career(role)) || ownBusiness ? undefined : (clauseBest ?? hits?.find((hit) => hit.coverage >= hits[0]!.coverage * 0.9 && saysSince(hit.fact) && !other(hit)) ?? startLine);
      if (stated) return quote(context, [stated]);
      // (A role that has ended is no "since": its period answers, below.)
      // (Of the ongoing entries the best facts belong to, one whose name says the most words asked goes first: "Pokret:
      // dance for people with Parkinson's" before the studio whose line mentions the class.)
      const found = [...new Set(hits?.map((hit) => hit.fact.entry).filter((entry): entry is Entry => career(entry)))];
      const byName = found.reduce<Entry | undefined>((best, entry) => (named(entry) > (best ? named(best) : 0) ? entry : best), undefined);
      // (Else the ongoing entry of the kind asked whose own lines say it best: "Since when has he volunteered with the
      // restoration club?" of the volunteer role whose line says "The club has about thirty members".)
      const byLines = () => {
        const best = question.entryKind ? context.search.rank(question, { pool: context.dated(question.entryKind).filter(career).flatMap((entry) => entry.facts) })[0] : undefined;
        return best && best.coverage >= MIN_COVERAGE ? best.fact.entry : undefined;
      };
      const ongoing = role ? (career(role) ? role : undefined) : career(subject) ? subject : career(namesake) ? namesake : (byName ?? found[0] ?? byLines());
      if (ongoing) {
        // (The stay is the roles there that run on into one another: not a job there years before, "2010–2012"; asked since
        // when one leads it, "in charge of", "vodi", the leading role alone, "Director (2012–present)".)
        const leading = context.layer.vocabulary.questions.leading;
        const leads = leading.ask.some((phrase) => text.includes(spaced(phrase))) && leading.roles.some((word) => spaced(`${ongoing.role ?? ''} ${ongoing.title}`).includes(spaced(word)));
        const stay = ongoing !== role && ongoing.org && !leads ? context.dated(ongoing.kind).filter((entry) => entry.org === ongoing.org).reverse() : [];
        let from = ongoing.period!.from!;
        for (const entry of stay) if (entry.period!.from! < from && endYear(entry.period!, context.thisYear) >= from - 1) from = entry.period!.from!;
        // (A role asked by its name is named with it, when the page states it: "Since 2020 — Head of the clinical pharmacy
        // unit, University Hospital …".)
        const what = (ongoing === role || leads) && ongoing.certain && ongoing.role && ongoing.org ? `${ongoing.role}, ${ongoing.org}` : ongoing.name;
        return withSource(say('since', { year: String(from), what }), ongoing, say);
      }
    }
    // "When did he open his own practice?": of an entry named, a verb of its start or end asks for its period, not a
    // dated line in it ("a third room was added in 2023").
    // (A thing told twice, a page of its own and a job's line, is dated by the job: "When did he open it?" of his school.)
    // ("When was he promoted to apiculture advisor?", "When did she become head nurse?": of the one role the question
    // names, its period.)
    const periodVerbs = context.layer.vocabulary.questions['period-verbs'];
    const asksPeriod = question.words.some((word) => periodVerbs.includes(context.layer.key(word.text, 'en'))) || periodVerbs.some((verb) => verb.includes(' ') && text.includes(` ${verb} `));
    const endVerbs = context.layer.vocabulary.questions['end-verbs'];
    const asksEnd = question.words.some((word) => endVerbs.includes(context.layer.key(word.text, 'en')) || endVerbs.includes(word.text));
    // ("When did he become a master electrician?" of the exam and the later job that both name the role: a start asked of
    // several, the earliest, where it began: a study by its end, a job by its start, the job first of the same year; only
    // of entries whose own role says a word asked, not an organisation's name, "join the museum", nor a sentence read as
    // a title.)
    const byRole = asksPeriod ? rolesNamed(context) : [];
    const roleSays = (entry: Entry) => {
      const keys = new Set(context.layer.keysOf(entry.role ?? (entry.kind === 'education' ? entry.title : ''), 'en'));
      return topic.some((term) => !term.framing && term.alternatives[0]!.keys.every((key) => keys.has(key)));
    };
    const orgKeys = new Set(byRole.flatMap((entry) => context.layer.keysOf(entry.org ?? '', 'en')));
    const ofOrganisation = topic.filter((term) => !term.framing).every((term) => term.alternatives[0]!.keys.every((key) => orgKeys.has(key)));
    const began = (entry: Entry) => (entry.kind === 'education' ? endYear(entry.period!, context.thisYear) + 0.5 : (entry.period!.from ?? Infinity));
    const ofRoles = byRole.length === 1 ? byRole : asksEnd || ofOrganisation ? [] : byRole.filter(roleSays);
    const firstByRole = ofRoles.reduce<Entry | undefined>((first, entry) => (first && began(first) <= began(entry) ? first : entry), undefined);
    const timed = subject ? (namesake ?? subject) : firstByRole;
    // ("When is she expected to finish it?" of a study that goes on: its line with a year to come, "Expected defence: 2026".)
    const coming = asksEnd && timed?.period?.present ? timed.facts.find((fact) => fact.years.some((year) => year >= context.thisYear)) : undefined;
    if (coming) return one(context, coming);
    // ("And when did he leave?" after his start at the glassworks as an apprentice: the end of the whole stay there, by
    // its last role, in the line of it that dates the end, "… closed in March 2011, and I left with it".)
    const last = asksEnd && timed?.org && timed.period && !timed.period.present ? context.dated(timed.kind).filter((entry) => entry.org === timed.org).pop() : undefined;
    if (last && last !== timed && last.period && !last.period.present) {
      const end = endYear(last.period, context.thisYear);
      const told = context.search.rank(question, { pool: last.facts }).find((hit) => hit.fact.years.includes(end));
      return told ? quote(context, [told]) : dateOf(context, last.name, last);
    }
    if (timed?.period && (!context.inherited || timed !== subject) && asksPeriod) {
      // (A line of the role's own that dates what was asked says it better: "made associate in 2022" of a role held since 2019.)
      const roleKeys = new Set(context.layer.keysOf(timed.role ?? '', 'en'));
      const roleWords = topic.filter((term) => term.alternatives[0]!.keys.every((key) => roleKeys.has(key)));
      const saying = timed !== subject && roleWords.length > 0 ? hits?.find((hit) => hit.fact.entry === timed && hit.fact.years.length > 0 && roleWords.every((term) => context.search.strength(term, hit.fact) >= 1)) : undefined;
      // (So does one that says what its role and title do not, something in it: "Started the Knjigobus mobile library in
      // 2019" of the library job, for "When did the mobile library start?".)
      const titled = new Set(context.layer.keysOf(`${timed.role ?? ''} ${timed.title}`, 'en'));
      const beyond = topic.filter((term) => !term.framing && !periodVerb(context, term) && !term.alternatives[0]!.keys.every((key) => titled.has(key)));
      const inside = beyond.length > 0 ? hits?.find((hit) => hit.fact.entry === timed && hit.fact.years.length > 0 && beyond.every((term) => context.search.strength(term, hit.fact) >= SAID)) : undefined;
      if (saying ?? inside) return quote(context, [(saying ?? inside)!]);
      const what = timed !== subject && timed.certain && timed.role && timed.org ? `${timed.role}, ${timed.org}` : timed.name;
      return dateOf(context, what, timed);
    }
    // "When was it published?" after a reply about something no entry is: the dated line the exchange talked of
    // (of the section talked of, when that is the subject: "Published: October 2021" under "The book").
    const undated = subject === undefined || (!subject.period && (hits === undefined || subject.id < 0));
    const talked = question.pointsBack && undated && context.history.length > 0 ? talkedOf(context, (fact) => fact.years.length > 0 && (!subject || subject.facts.includes(fact))) : undefined;
    if (talked) return one(context, talked);
    // ("When did she start renting out decorations?": the best line dated only by the one before it, "Two years later …".)
    const relative = hits?.[0] && hits[0].coverage >= MIN_COVERAGE && !subject ? relativeYear(context, hits[0].fact) : undefined;
    if (relative) return withSource(say('relativeYear', { year: String(relative.year), fact: relative.lines.map((line) => `${trimEnd(line.text)}.`).join(' ') }), relative.lines[1]?.entry ?? relative.lines[0]!.entry, say);
    const dated = hits?.find((hit) => hit.coverage >= hits[0]!.coverage * 0.9 && hit.fact.years.length > 0);
    if (dated && (!subject || subject.facts.includes(dated.fact) || dated.coverage === 1)) return quote(context, [dated]);
    const entry = subject ?? hits?.[0]?.fact.entry;
    if (entry?.period) return dateOf(context, entry.name, entry);
    return dated ? quote(context, [dated]) : undefined;
  },
};

// An entry's period said of it; a name that already says its period as written, "1998 – 2001: Apprentice to master
// stonemason Dragoljub Savić", is said alone.
// (A name that lacks a word asked gives way to the entry's dated line that says it, not "Butrint, Albania: 2008.")
function dateOf(context: Context, what: string, entry: Entry): string {
  const period = entry.period!;
  const asked = context.question.terms.filter((term) => !term.optional && !term.framing && !periodVerb(context, term));
  const lacks = (text: string) => {
    const keys = new Set(context.layer.keysOf(text, 'en'));
    return asked.some((term) => !term.alternatives[0]!.keys.every((key) => keys.has(key)));
  };
  const row = context.subject !== entry && lacks(what) ? entry.facts.find((fact) => fact.years.length > 0 && !lacks(fact.text)) : undefined;
  if (row) return one(context, row);
  // (Else its role read with certainty says it: "Trench supervisor on the … excavations, Butrint, Albania: 2008.")
  if (context.subject !== entry && lacks(what) && entry.certain && entry.role && !lacks(entry.role)) what = `${entry.role}, ${what}`;
  const reply = what.includes(period.text) ? `${trimEnd(what)}.` : context.say('when', { what, period: shownPeriod(period, context) });
  return withSource(reply, entry, context.say);
}

// A period as a reply to "when" shows it: with its month as the page wrote it ("March 2019 – present"), when it has one.
function shownPeriod(period: Period, context: Context): string {
  return context.language === 'en' && /\p{L}{3,}\.?\s+(?:19|20)\d{2}/u.test(period.text) ? period.text : showPeriod(period, context.say('present'));
}
