import type { Knowledge } from '../knowledge/types.js';
import { createLexicon } from '../language/lexicon.js';
import { keysOf, spaced, tokenize } from '../language/words.js';
import type { Retriever } from '../retrieval.js';
import { composeFacts, composeList, composeYes, joinNames, showFact, withSource } from './extractive/compose.js';
import { showPeriod } from './extractive/entries.js';
import { nameOf, readFacts, type Entry, type Fact } from './extractive/facts.js';
import { readQuestion, type Question } from './extractive/question.js';
import { repliesFor, type Say } from './extractive/replies.js';
import { createFactSearch } from './extractive/search.js';
import { createSubjects, MIN_COVERAGE } from './extractive/subject.js';
import { createLists } from './extractive/lists.js';
import { asWritten, hash } from './extractive/turns.js';
import { answerExperience, answerInTime, answerYearsAt, dated, jobValues, sameEmployer } from './extractive/time.js';
import type { Answer, AnswerInput, Answerer } from './types.js';

// An email address in a fact: the way to get in touch.
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;

/**
 * The built-in answerer: no model, no network. It reads the portfolio into
 * facts (sentences, bullets, table rows, front-matter fields) with their page,
 * section and entry (period, role, organisation), reads the question with the
 * data files in src/server/language/data, and answers with the facts that
 * answer it, in a sentence; it declines requests for work, says so when nothing
 * answers, and follows the previous turn. Deterministic.
 */
export function createExtractiveAnswerer(options: { knowledge: Knowledge; retriever?: Retriever }): Answerer {
  const { knowledge } = options;
  const lexicon = createLexicon(knowledge.synonyms ?? []);
  const base = readFacts(knowledge, lexicon);
  const search = createFactSearch(base, lexicon.stopwords, lexicon.roleWords);
  const profilePage = knowledge.sections[0]?.document;
  const profileFacts = base.facts.filter((fact) => fact.page === profilePage && fact.entry === undefined);
  const full = knowledge.profile.name;
  // "Dr. Halvard Brekke": the first name is the first word that is no abbreviated title;
  // a first name that is a common word ("Your Name", a placeholder) would not read as a name.
  const given = full.split(/\s+/).find((word) => !word.endsWith('.')) ?? full;
  const first = tokenize(given).some((token) => lexicon.stopwords.has(token)) ? full : given;
  const pronounFact = profileFacts.find((fact) => fact.label !== undefined && /pronoun/i.test(fact.label));
  const pronoun = pronounFact?.value?.split('/')[0]?.trim().toLowerCase();
  const ownerKeys = new Set([...keysOf(full), ...tokenize(full)]);
  const projects = base.entries.filter((entry) => entry.kind === 'project').map((entry) => entry.title);
  const year = new Date().getUTCFullYear();
  const subjects = createSubjects(base, search, lexicon, ownerKeys);
  const lists = createLists(base, lexicon);
  const { listFor, listJobs, studies, describe, peopleOf, doneAt } = lists;

  const hasJobs = base.entries.some((entry) => entry.kind === 'work');
  const skillKeys = keysOf('skills skill set expertise toolbox tools');
  const hasSkills = base.facts.some((fact) => skillKeys.some((key) => fact.headingKeys.has(key) || fact.pageKeys.has(key)));
  const pageTitles = [...new Set(base.facts.filter((fact) => fact.page !== profilePage).map((fact) => fact.page.title))];
  const topics = (message: string, say: Say): string => {
    const parts: string[] = [];
    if (projects.length > 0) {
      const start = hash(message) % projects.length;
      const picked = [projects[start]!, projects[(start + 1) % projects.length]!].filter((p, i, all) => all.indexOf(p) === i);
      parts.push(say('topics-projects', { items: joinNames(picked, say('and')) }));
    }
    // Only topics the portfolio covers: experience when it lists jobs, skills when it has a skills page or section.
    if (hasJobs) parts.push(say('topic-experience', { name: first }));
    if (hasSkills) parts.push(say('topic-skills'));
    if (parts.length === 0) parts.push(...pageTitles.slice(0, 2).map((title) => title.toLowerCase()));
    if (parts.length === 0) parts.push(say('topic-work', { name: first }));
    return joinNames(parts, say('and'));
  };

  const respond = (input: AnswerInput): string => {
    const say = repliesFor(input.language);
    const subject = input.language === 'en' && pronoun ? pronoun : first;
    const q = readQuestion(input.message, lexicon, ownerKeys);
    const values = { name: first, full, topics: topics(input.message, say) };
    // "weather" or "health" is no reason to decline when the portfolio itself uses the word (a weather app, a health company);
    // a phrase ("home address") only when the portfolio says all of it in one place.
    const declineKeys = keysOf(q.declinePhrase?.replace(/\S*\*\S*/g, '') ?? '').filter((key) => key.length > 3);
    const ownWord = declineKeys.length > 0 && base.facts.some((fact) => declineKeys.every((key) => fact.keys.has(key)));
    if (q.decline && !(q.decline !== 'role' && q.decline !== 'work' && ownWord)) {
      return say(`decline-${q.decline}`, values);
    }
    if (q.social) return say(q.social === 'help' ? 'help' : q.social, values);
    const entry = subjects.subjectOf(q, input.history);
    // "Where was it published?" after a reply that quoted part of a list item: the whole item says it.
    const quoted = (!entry.entry || entry.inherited) && q.pointsBack && q.kind !== 'yes-no' ? subjects.quotedFact(input.history) : undefined;
    if (quoted) return showFact(quoted);
    return answer(q, entry.entry, entry.inherited, say, subject) ?? say('notFound', values);
  };

  // The fact whose first number ("2.3k", "15,000", "640") is the highest.
  const highest = (facts: readonly Fact[]): Fact | undefined => {
    const value = (fact: Fact) => {
      const match = /(\d[\d,]*(?:\.\d+)?)\s*([kKmM])?\b/.exec(fact.value ?? fact.text);
      if (!match) return -1;
      const scale = match[2] ? (match[2].toLowerCase() === 'k' ? 1e3 : 1e6) : 1;
      return Number(match[1]!.replace(/,/g, '')) * scale;
    };
    return [...facts].sort((a, b) => value(b) - value(a)).find((fact) => value(fact) >= 0);
  };

  const answer = (q: Question, entry: Entry | undefined, inherited: boolean, say: Say, subject: string): string | undefined => {
    const kind = (q.time === 'before' || q.time === 'after') && entry?.kind ? entry.kind : q.time === 'current' && !q.entryKind ? 'work' : q.entryKind === 'education' ? 'education' : entry?.kind === 'project' && q.entryKind !== 'work' ? 'project' : (q.entryKind ?? entry?.kind ?? 'work');
    if (q.time === 'experience' || (q.kind === 'how-long' && !entry)) return answerExperience(profileFacts, dated(base.entries, 'work'), year, say, subject);
    // "How long is the WCAG workshop?": a length a fact elsewhere gives, not the years of the job a word named.
    const length = q.kind === 'how-long' && entry && !q.past && q.terms.some((term) => !term.optional) ? search.rank(q).find((hit) => hit.coverage === 1) : undefined;
    if (length && length.fact.entry !== entry) return composeFacts([length], say);
    // "How long was she at Kessler & Roth?": every job there, associate and senior associate together.
    if (q.kind === 'how-long' && entry) return answerYearsAt(sameEmployer(entry, base.entries), year, say);
    // "How quickly are payments settled now?": a topic asked of the present is looked for in the current jobs.
    // Without a word for a kind of entry, the topic is searched everywhere below rather than answered with the job.
    const nowTopic = q.time === 'current' && !entry && !q.attribute && q.terms.length > 0;
    if (nowTopic) {
      const now = base.facts.filter((fact) => fact.entry?.kind === 'work' && fact.entry.period?.present);
      const hits = search.rank(q, now);
      if ((hits[0]?.coverage ?? 0) >= (q.entryKind ? MIN_COVERAGE : 1)) return composeFacts(hits, say);
    }
    if (q.time && (q.entryKind || entry?.kind === 'work' || (q.time === 'current' && !nowTopic)) && (!q.attribute || (entry && (q.time === 'before' || q.time === 'after')))) {
      const entries = dated(base.entries, kind);
      if (kind === 'work' || (q.time !== 'first' && q.time !== 'latest')) {
        const timed = answerInTime(q.time, entries, entry, say, subject);
        if (timed) return timed;
      } else if (entries.length > 0) {
        const pick = q.time === 'first' ? entries[0]! : entries[entries.length - 1]!;
        return describe(pick, say);
      }
    }
    // "Where was she working in 2018?": the jobs whose period covers the year.
    // ("Where was he cooking in 2013?": other words too, when no fact says them with the year.)
    const yearTerm = q.terms.find((term) => /^(19|20)\d{2}$/.test(term.word));
    const byYear = yearTerm !== undefined && (q.terms.length === 1 || (q.kind === 'where' && (search.rank(q)[0]?.coverage ?? 0) < 1));
    const asked = byYear ? Number(yearTerm.word) : undefined;
    if (asked !== undefined && !entry && (q.entryKind === 'work' || q.kind === 'where')) {
      const held = dated(base.entries, 'work').filter((job) => job.period!.from! <= asked && (job.period!.present || (job.period!.to ?? job.period!.from!) >= asked));
      if (held.length > 0) return held.map((job) => say('inYear', { ...jobValues(job, say), year: String(asked), subject })).join(' ');
    }
    if ((q.kind === 'where' || q.kind === 'who') && q.entryKind === 'work' && !entry && !q.attribute) {
      const jobs = dated(base.entries, 'work');
      if (!q.past) return answerInTime('current', jobs, undefined, say, subject) ?? answerInTime('latest', jobs, undefined, say, subject);
      return listJobs(jobs, say);
    }
    if (q.kind === 'where' && q.entryKind === 'education' && !entry) return listJobs(studies(), say);
    if (!entry && (q.kind === 'which' || q.kind === 'list') && (q.entryKind === 'work' || q.entryKind === 'education') && q.terms.length > 0) {
      const listed = listJobs(lists.saying(q, q.entryKind), say);
      if (listed) return listed;
    }
    // "When did she become an associate?": a dated sentence of the entry that says all of it beats the entry's period.
    const datedFact = q.kind === 'when' && entry && q.terms.length > 0 ? search.rank(q, entry)[0] : undefined;
    if (datedFact && datedFact.coverage === 1 && /\b(19|20)\d{2}\b/.test(datedFact.fact.text) && q.terms.some((t) => t.alternatives.some((alt) => alt.every((key) => datedFact.fact.keys.has(key))))) {
      return composeFacts([datedFact], say);
    }
    if (q.kind === 'when' && entry?.period && (!q.attribute || q.attribute.name === 'started')) {
      return withSource(say('when', { what: entry.title, period: showPeriod(entry.period, say('present')) }), entry, say);
    }
    // "Where is Medisano?": the entry's place, from its heading or its "Location:" line.
    if (q.kind === 'where' && entry && !q.attribute && q.terms.length === 0 && !q.past) {
      const location = lexicon.attributes.find((a) => a.name === 'location');
      const line = location ? search.labelled(location, entry)[0] : undefined;
      const place = line?.value ?? entry.location;
      if (place) return withSource(`${entry.org ?? entry.title}: ${place.replace(/[.]+$/, '')}.`, entry, say);
    }
    // "What is her position at Studio Krov?": the role the entry's heading gives, when no line labels one.
    if (q.attribute?.name === 'role' && entry?.role && entry.kind === 'work' && search.labelled(q.attribute, entry).length === 0) {
      return `${entry.org ?? entry.title} — ${entry.role}${entry.period ? ` (${showPeriod(entry.period, say('present'))})` : ''}.`;
    }
    if (q.attribute?.name === 'role' && !entry) {
      const current = answerInTime('current', dated(base.entries, 'work'), undefined, say, subject);
      if (current) return current;
    }
    // "How can I contact her?": the line with an email address leads, before any availability notes.
    if (q.attribute?.name === 'contact' && q.kind !== 'yes-no' && !entry) {
      const email = base.facts.find((fact) => EMAIL.test(fact.text) && fact.entry === undefined);
      if (email) return composeFacts([{ fact: email, score: 1, coverage: 1, missing: [] }], say);
    }
    // "What's her most popular project?": of the facts carrying the attribute, the one with the highest number.
    if (q.attribute && !entry && lexicon.superlatives.find(q.text)) {
      const top = highest(base.facts.filter((fact) => fact.entry !== undefined && search.labelled(q.attribute!, fact.entry).includes(fact)));
      if (top) return withSource(showFact(top), top.entry, say);
    }
    if (q.attribute) {
      const labelled = search.labelled(q.attribute, entry);
      // "Does she speak French?": the languages line answers only if it names French.
      // For yes/no, the other words must be in it too, else the ranking below decides ("Does she use GitHub Actions?").
      const asked = q.terms.filter((term) => !term.optional && !term.alternatives.some((alt) => alt.every((key) => q.attribute!.labels.some((l) => l.includes(key)))));
      const coversAll = (fact: Fact) => asked.every((term) => term.alternatives.some((alt) => alt.every((key) => fact.keys.has(key) || (entry !== undefined && fact.context.has(key)))));
      // A line under a "# Tools" heading answers only when it says what was asked; a "Tools:" line always may.
      const hit = labelled.find(coversAll) ?? labelled.find((fact) => fact.label !== undefined || asked.length === 0);
      const covers = hit !== undefined && coversAll(hit);
      // "Which languages does she speak?" over a "# Languages" table or list: every row, not the first.
      const rows = hit && hit.label === undefined && asked.length === 0 && q.kind !== 'yes-no' ? labelled.filter((fact) => fact.listed && fact.section === hit.section) : [];
      if (rows.length >= 2) return composeList(rows);
      if (hit && (covers || q.kind !== 'yes-no')) {
        // "Is her bus app popular?": the entry's other lines that say the same kind of thing ("15,000 installs") may join.
        const labelKeys = q.attribute.labels.flatMap((label) => keysOf(label));
        const alike = (hit.entry?.facts ?? []).filter((fact) => fact !== hit && labelKeys.some((key) => fact.keys.has(key))).map((fact) => ({ fact, score: 1, coverage: 1, missing: [] }));
        if (q.kind === 'yes-no') return composeYes({ fact: hit, score: 1, coverage: 1, missing: [] }, q, lexicon.negations, say, alike, entry);
        return withSource(showFact(hit), entry, say);
      }
    }
    if (!entry && q.entryKind === 'project' && (q.terms.length === 0 || q.kind === 'list') && projects.length > 0) {
      // The owner's code link (GitHub, a portfolio site) is where the projects can be seen.
      const link = lexicon.attributes.find((a) => a.name === 'link');
      const home = link ? search.labelled(link)[0] : undefined;
      const list = say('projects', { subject, items: joinNames(projects, say('and')) });
      return home?.value ? `${list}\n${say('source', { url: home.value })}` : list;
    }
    if (!entry && q.entryKind && q.entryKind !== 'project' && q.terms.length === 0 && (!q.attribute || q.kind === 'which' || q.kind === 'list')) {
      const listed = listJobs(q.entryKind === 'education' ? studies() : dated(base.entries, q.entryKind), say);
      if (listed) return listed;
    }
    const list = entry ? undefined : listFor(q, say);
    if (list) return list;
    // "Tell me about phenoshift": a section whose heading the question names, described like an entry.
    if (!entry && q.terms.length > 0 && (q.kind === 'what' || q.kind === 'who')) {
      const named = base.facts.find((fact) => fact.heading !== fact.page.title && q.terms.every((term) => term.alternatives.some((alt) => alt.every((key) => fact.headingKeys.has(key)))));
      if (named) return describe(subjects.standIn(named), say);
    }
    // "Who did she start it with?": the entry's line that names the people, whatever else was asked.
    const people = (q.kind === 'who' && q.terms.length === 0) || q.withWhom ? peopleOf(entry) : undefined;
    if (people) return composeFacts([{ fact: people, score: 1, coverage: 1, missing: [] }], say);
    if (q.terms.length === 0 && !q.attribute && q.offTopic) return undefined;
    if (q.terms.length === 0 && !q.attribute) {
      // "What did she do at Brightpay?": what the job's bullets say she did.
      if (q.past && entry?.kind === 'work') {
        const done = doneAt(entry, say);
        if (done) return done;
      }
      if (entry) return describe(entry, say);
      // The owner's summary answers "who is she", not a question about jobs or time the portfolio has none of.
      if (q.entryKind !== undefined || q.time !== undefined) return undefined;
      return profileFacts.filter((fact) => fact.label === undefined).slice(1, 3).map((fact) => fact.text).join(' ') || undefined;
    }
    const degree = q.kind === 'yes-no' && (!entry || (entry.kind === 'education' && !inherited)) ? lists.answerDegree(q, say) : undefined;
    if (degree) return degree;
    // "Did she ever work at Google?": only the jobs can say yes ("Google Play" in a project cannot).
    if (q.kind === 'yes-no' && q.asksEmployer && !entry && q.terms.length > 0) {
      const jobs = search.rank(q, base.facts.filter((fact) => fact.entry?.kind === 'work'))[0];
      if (!jobs || jobs.coverage < 1) return say('noMention', { thing: asWritten(jobs?.missing ?? q.terms, q.text, say) });
      return composeYes(jobs, q, lexicon.negations, say);
    }
    let hits = entry ? search.rank(q, entry) : [];
    // An attribute of the entry in play that the entry lacks: say so rather than quote another entry's.
    if (entry && inherited && q.attribute && (hits[0]?.coverage ?? 0) < MIN_COVERAGE) return undefined;
    if (q.kind === 'when' && !entry) {
      const top = search.rank(q)[0];
      if (top && top.coverage >= MIN_COVERAGE && /\b(19|20)\d{2}\b/.test(top.fact.text)) return composeFacts([top], say);
      const dated = search.rank(q).find((hit) => hit.coverage >= MIN_COVERAGE && hit.fact.entry?.period);
      if (dated) return withSource(say('when', { what: dated.fact.entry!.title, period: showPeriod(dated.fact.entry!.period!, say('present')) }), dated.fact.entry, say);
    }
    if (hits.length === 0 || hits[0]!.coverage < MIN_COVERAGE) {
      hits = inherited && hits.length > 0 && q.pointsBack ? hits : search.rank(q);
      // The entry the question named has nothing on it: another entry's fact would answer about the wrong thing.
      // (Only when the question says the entry's whole name: "housing" names "Passive House Institute" too loosely.)
      const whole = entry !== undefined && (search.saysName(entry, q.text) || spaced(q.text).includes(spaced(nameOf(entry))));
      const elsewhere = whole && !inherited && hits[0]?.fact.entry !== undefined && hits[0].fact.entry !== entry;
      if (elsewhere) return q.kind === 'yes-no' ? say('noMention', { thing: asWritten(q.terms, q.text, say) }) : (doneAt(entry!, say) ?? describe(entry!, say));
    }
    // A word that happened to name an entry ("developers" in "Does she coach developers?") does not
    // keep the answer there when a fact elsewhere answers the whole question.
    else if (!inherited && hits[0]!.coverage < 1) {
      const all = search.rank(q);
      if ((all[0]?.coverage ?? 0) === 1) hits = all;
    }
    // "Has she taught at a university?" asks about work: a degree she took there does not say yes.
    if (q.kind === 'yes-no' && q.entryKind === 'work' && !entry) hits = hits.filter((hit) => hit.fact.entry?.kind !== 'education');
    if (q.kind === 'which' && q.entryKind === 'project' && !entry) {
      const names = [...new Set(hits.filter((h) => h.coverage === 1 && h.fact.entry?.kind === 'project').map((h) => h.fact.entry!.title))];
      if (names.length > 1) return `${joinNames(names, say('and'))}. ${showFact(hits[0]!.fact)}`;
    }
    const top = hits[0];
    if (!top || top.coverage < MIN_COVERAGE) {
      if (q.kind === 'yes-no' && q.terms.length > 0) return say('noMention', { thing: asWritten(top?.missing ?? q.terms, q.text, say) });
      return undefined;
    }
    if (q.kind === 'yes-no') {
      if (top.coverage < 1) return say('noMention', { thing: asWritten(top.missing, q.text, say) });
      return composeYes(top, q, lexicon.negations, say, hits.slice(1, 4), entry);
    }
    // "Which courses does he teach?": the items of one list that answer, as a list.
    if ((q.kind === 'which' || q.kind === 'list') && !entry && top.fact.listed) {
      const items = hits.filter((hit) => hit.fact.listed && hit.fact.section === top.fact.section && hit.coverage >= top.coverage / 2 && hit.score >= top.score / 4);
      if (items.length >= 2) return composeList(items.map((hit) => hit.fact).sort((a, b) => a.id - b.id));
    }
    return composeFacts(hits, say);
  };

  return {
    name: 'extractive',
    async answer(input: AnswerInput): Promise<Answer> {
      input.signal?.throwIfAborted();
      return { reply: respond(input), answerer: 'extractive' };
    },
  };
}
