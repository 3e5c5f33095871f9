import type { EntryKind, Lexicon } from '../../language/lexicon.js';
import { keyOf, keysOf, spaced } from '../../language/words.js';
import { composeFacts, composeList, withSource } from './compose.js';
import { showPeriod } from './entries.js';
import type { Entry, Fact, FactBase } from './facts.js';
import type { Question, Term } from './question.js';
import type { Say } from './replies.js';
import { dated, jobValues } from './time.js';
import { asWritten, byYear } from './turns.js';

// Two capitalised words inside a sentence: most likely a person's name ("with Marko Ilić", "Prof. Kari Lind").
const PERSON = /\b(with|by|and|Prof\.|Dr\.)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;

/** Replies made of a portfolio's lists and entries: a section as a list, jobs and degrees, an entry described. */
export interface Lists {
  /** The section whose heading names the question's words, as a list ("Which talks has she given?"). */
  listFor(q: Question, say: Say): string | undefined;
  /** Entries as "Org as Role (years)" lines, newest first; one entry as a sentence. */
  listJobs(jobs: Entry[], say: Say): string | undefined;
  /** The education entries that are degrees, or all of them when none is. */
  studies(): Entry[];
  /** The education entries that are degrees. */
  degrees(): Entry[];
  /** An entry in a line: its title, period and leading fact, with its link. */
  describe(entry: Entry, say: Say): string;
  /** The entry's fact that names the people it was done with. */
  peopleOf(entry: Entry | undefined): Fact | undefined;
  /** A job's bullets under its title and period ("What did she do at Brightpay?"). */
  doneAt(entry: Entry, say: Say): string | undefined;
  /** Dated entries of `kind` whose names or lines say every word asked ("Which hospitals has she worked at?"). */
  saying(q: Question, kind: EntryKind): Entry[];
  /** "Does she have a PhD?" from the degrees listed: yes with the degree, or what it does list; undefined when no degree is asked. */
  answerDegree(q: Question, say: Say): string | undefined;
}

/** Builds the list and entry replies over a portfolio's facts. */
export function createLists(base: FactBase, lexicon: Lexicon): Lists {
  const degreeKeys = new Set([...lexicon.degreeWords].map(keyOf));
  const degrees = () => dated(base.entries, 'education').filter((e) => keysOf(e.role ?? e.title).some((key) => degreeKeys.has(key)));

  // The entry's fact that names a person ("with Marko Ilić"), else a labelled line that says with whom.
  const peopleOf = (entry: Entry | undefined): Fact | undefined => {
    const unlabelled = (fact: Fact) => fact.text.replace(/^[^:]{1,40}:\s*/, '').slice(1);
    // A line labelled for the people ("Partner: Ana Kovač, sommelier") says it most plainly.
    const labelled = entry?.facts.find((fact) => fact.label !== undefined && spaced(fact.label).trim() === lexicon.peopleLabels.find(fact.label));
    return labelled ?? entry?.facts.find((fact) => PERSON.test(unlabelled(fact))) ?? entry?.facts.find((fact) => fact.label !== undefined && lexicon.companions.find(fact.value ?? '') !== undefined);
  };

  // "Which talks has she given?": the section whose heading names every word of the question, as a list.
  const listFor = (q: Question, say: Say): string | undefined => {
    if (q.terms.length === 0) return undefined;
    const named = (keys: ReadonlySet<string>) => q.terms.every((term) => term.alternatives.some((alt) => alt.every((key) => keys.has(key))));
    // A table row is an entry of one fact; it still belongs to its section's list.
    const own = base.facts.filter((fact) => fact.listed && (!fact.entry || fact.entry.facts.length === 1) && fact.entry?.kind !== 'work');
    // A section named by the question beats a page whose title merely contains the word.
    // "Which conferences has she spoken at?": a list question may name the list by one of its words ("Talks").
    const some = (keys: ReadonlySet<string>) => q.terms.some((term) => term.alternatives.some((alt) => alt.every((key) => keys.has(key))));
    const loose = own.filter((f) => some(f.headingKeys));
    const oneList = (q.kind === 'which' || q.kind === 'list') && new Set(loose.map((f) => f.section)).size === 1 ? [loose] : [];
    for (const listed of [own.filter((f) => named(f.headingKeys)), own.filter((f) => named(f.pageKeys)), ...oneList]) {
      if (listed.length >= 2 && (q.time === 'latest' || q.time === 'first')) return composeFacts([{ fact: byYear(listed, q.time), score: 1, coverage: 1, missing: [] }], say);
      if (listed.length >= 2) return composeList(listed);
    }
    return undefined;
  };

  const describe = (entry: Entry, say: Say): string => {
    // The entry's own heading line says nothing its title does not.
    const repeatsTitle = (text: string) => spaced(text).startsWith(spaced(entry.title)) && text.length < entry.title.length + 24;
    const lead = entry.facts.find((fact) => fact.label === undefined && !repeatsTitle(fact.text)) ?? entry.facts[0];
    const period = entry.period ? ` (${showPeriod(entry.period, say('present'))})` : '';
    let text = lead ? lead.text : entry.title;
    // "# Kleur — a contrast checker for Figma": a project's heading that says what it is leads.
    const subtitle = entry.kind !== 'project' ? undefined : entry.facts.find((fact) => fact.heading !== entry.title && spaced(fact.heading).startsWith(spaced(entry.title)))?.heading;
    if (subtitle && subtitle.length > entry.title.length + 8) text = `${subtitle}. ${text}`;
    const line = entry.kind === 'project' ? text : repeatsTitle(text) ? `${entry.title}${period}.` : `${entry.title}${period}: ${text}`;
    return withSource(line, entry, say);
  };

  // "Where did she study?": the degrees, when the education page lists any beside its certificates.
  const studies = (): Entry[] => {
    const listed = degrees();
    return listed.length > 0 ? listed : dated(base.entries, 'education');
  };

  const listJobs = (jobs: Entry[], say: Say): string | undefined => {
    if (jobs.length === 0) return undefined;
    const lines = jobs.slice().reverse().map((job) => {
      const v = jobValues(job, say);
      return job.kind === 'work' ? `${v.org}${v.role}${v.period}` : `${job.title}${v.period}`;
    });
    // A list question gets a list: one "- " line per entry, newest first.
    return lines.length === 1 ? `${lines[0]}.` : lines.map((line) => `- ${line}`).join('\n');
  };

  const doneAt = (entry: Entry, say: Say): string | undefined => {
    const done = entry.kind === 'work' ? entry.facts.filter((fact) => fact.listed) : [];
    if (done.length === 0) return undefined;
    return `${entry.title}${entry.period ? ` (${showPeriod(entry.period, say('present'))})` : ''}:\n${composeList(done)}`;
  };

  const saying = (q: Question, kind: EntryKind): Entry[] => dated(base.entries, kind).filter((job) => {
    const keys = new Set([...keysOf([job.title, job.org, job.role, job.location].join(' ')), ...job.facts.flatMap((fact) => [...fact.keys, ...fact.context])]);
    return q.terms.every((term) => term.optional || term.alternatives.some((alt) => alt.every((key) => keys.has(key))));
  });

  const answerDegree = (q: Question, say: Say): string | undefined => {
    const degree = q.terms.find((term) => lexicon.degreeWords.has(term.word));
    if (!degree) return undefined;
    const listed = degrees();
    // "a PhD in physics": every word asked must be in the degree's name.
    const asked = q.terms.filter((term) => !term.optional);
    const said = (e: Entry, terms: Term[]) => terms.every((term) => {
      const keys = new Set(keysOf(`${e.role ?? ''} ${e.title}`));
      return term.alternatives.some((alt) => alt.every((key) => keys.has(key)));
    });
    const show = (list: Entry[]) => list.map((e) => `${e.title}${e.period ? ` (${showPeriod(e.period, say('present'))})` : ''}`).reverse().join('; ');
    const held = listed.filter((e) => said(e, asked));
    if (held.length > 0) return say('yes', { fact: `${show(held)}.` });
    if (listed.length === 0) return undefined;
    const missing = asked.filter((term) => !listed.some((e) => said(e, [degree, term])));
    return `${say('noMention', { thing: asWritten(missing, q.text, say) })} ${say('degrees', { items: show(listed) })}`;
  };

  return { listFor, listJobs, studies, degrees, describe, peopleOf, doneAt, saying, answerDegree };
}
