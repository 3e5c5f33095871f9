import { WORD_CLASS } from '../../../language/analyzer.js';
import { words } from '../../../language/text.js';
import type { Context } from '../context.js';
import type { Entry } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { isPluralTerm, SAID } from './shared.js';

// The organisations a list question asks for: by a word for one ("Which club does she coach?", "Which institutions has he
// worked for?") or by a plural their names say ("Which archives and museums has he worked for?").

// A word for an organisation ("institutions", "outlets", "companies"), or one an employer's name says ("museums"), which an employer list answers.
export function organisationWord(context: Context, term: Term): boolean {
  const key = term.alternatives[0]!.keys.join(' ');
  return (context.layer.classes(key) & WORD_CLASS.organisation) !== 0 || term.weight < 0.15 || context.dated('work').some((entry) => context.layer.keysOf(entry.name, 'en').includes(key));
}

// "Which club does she coach?": the jobs whose names say the organisation asked for (the first word after "which",
// in the singular: "Which industries does her firm work with?" asks for a list, not for "Kovač Industries") and whose
// lines say the rest of the question.
export function jobsAt(context: Context, topic: Term[]): Entry[] {
  const [kind, ...rest] = topic;
  if (!kind || !organisationWord(context, kind) || kind.weight < 0.15 || isPluralTerm(context, kind)) return [];
  const key = kind.alternatives[0]!.keys.join(' ');
  const says = (entry: Entry, term: Term) => entry.facts.some((fact) => context.search.strength(term, fact) >= SAID);
  const jobs = context.dated('work').filter((entry) => rest.every((term) => says(entry, term)));
  // (Asked in the present, "is she at", "does she teach at", of the jobs she holds now: not the kindergarten she left.)
  const held = (entry: Entry) => context.question.past || entry.period?.present;
  const byName = jobs.filter((entry) => namesWord(context, entry, key) && held(entry));
  // ("Which hospital is she at?" of "Clinical Centre of Vojvodina": the one job whose own line says what it is,
  // "The largest hospital in the province".)
  const described = byName.length > 0 ? [] : jobs.filter((entry) => entry.facts.some((fact) => fact.keys.has(key)) && held(entry));
  return byName.length > 0 ? byName : described.length === 1 ? described : [];
}

/** "Which schools have you worked at?": the jobs whose names say the word, or whose row a table lists under a column that says it ("School: IES Sorolla"). */
export function jobsOfKind(context: Context, term: Term): Entry[] {
  const key = term.alternatives[0]!.keys.join(' ');
  return context.dated('work').filter((entry) => namesWord(context, entry, key) || entry.facts.some((fact) => fact.cells?.some(([column]) => context.layer.keysOf(column, fact.language).includes(key))));
}

/** Whether an entry's name says a word, as an alias or by a word of its name in another language, the glossary's:
 * "Poljoprivredna škola Valjevo" for "Which school …?". */
export function namesWord(context: Context, entry: Entry, key: string): boolean {
  return entry.aliases.has(key) || words(entry.name).some((word) => context.layer.gloss(word.text).includes(key));
}

// "Which archives and museums has he worked for?": the organisations of every entry (a job's employer, a project's
// client) whose names say the plural asked, "Historical Archives of Belgrade", "Natural History Museum", in the order
// the pages name them.
export function namedOrganisations(context: Context, topic: Term[]): string[] {
  // (Two names or more: one, "Kovač Industries", is a name that happens to hold the word, "Which industries …?".)
  // (Or a plural that names a kind of entry, with the words before it: "Which ski schools has she taught at?", names that
  // say "school" and "ski".)
  const plurals = (terms: Term[]) => terms.filter((term) => term.noun && isPluralTerm(context, term));
  const heads = plurals(topic.filter((term) => term.head));
  const kinds = heads.length > 0 ? heads : plurals(context.question.terms.filter((term) => term.optional && !term.framing));
  // (Nor the things offered, asked of no work: "What services do you offer?" asks for none of the "Mountain Rescue Service
  // of Serbia", …, "Which emergency services has he worked with?" does; nor "Which tours does he offer?" "Žbica Tours";
  // questions.yaml `offerings`, `offer-verbs`.)
  const { offerings } = context.layer.vocabulary.questions;
  const offered = !context.question.entryKind && (kinds.some((term) => offerings.includes(term.alternatives[0]!.keys.join(' '))) || asksOffered(context));
  if (kinds.length === 0 || offered) return [];
  const names = new Set(context.portfolio.entries.flatMap((entry) => (entry.org ? [entry.org] : [])));
  const says = (name: string, term: Term) => context.layer.keysOf(name, 'en').includes(term.alternatives[0]!.keys.join(' '));
  const found = [...names].filter((name) => kinds.some((term) => says(name, term)) && (heads.length > 0 || topic.every((term) => says(name, term))));
  return found.length >= 2 ? found : [];
}

/** "Which tours does he offer?", "What do you sell?": asked by a verb of offering (questions.yaml `offer-verbs`). */
export function asksOffered(context: Context): boolean {
  const verbs = context.layer.vocabulary.questions['offer-verbs'];
  return context.question.terms.some((term) => term.framing && verbs.includes(term.alternatives[0]!.keys.join(' ')));
}

// "Which college does she teach at?": of the jobs, those whose name says the word that framed the question
// (one named in the singular: "which schools has he taught at" asks for every school, whatever its name).
export function named(context: Context, dated: Entry[]): Entry[] {
  const single = (term: Term) => term.raw.toLowerCase() === term.alternatives[0]!.keys.join(' ');
  const words = context.question.terms.filter((term) => term.optional && !term.framing && single(term)).map((term) => term.alternatives[0]!.keys.join(' '));
  const saying = dated.filter((entry) => words.some((key) => entry.aliases.has(key)));
  return saying.length > 0 ? saying : dated;
}
