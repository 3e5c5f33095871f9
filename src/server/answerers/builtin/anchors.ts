// The entry a question of before or after is anchored at when it names it loosely: by a kind of study
// ("after vet school"), as the owner's own business ("before she went freelance"), by a role or by a place.
import type { TextLayer } from '../../language/analyzer.js';
import { spaced, words } from '../../language/text.js';
import { phraseSet, type PhraseSet } from '../../language/phrases.js';
import type { Entry, Portfolio } from './portfolio/model.js';
import type { Question, Term } from './question/model.js';
import type { QuestionReader } from './question/read.js';
import type { Search } from './search.js';
import { datedEntries } from './context.js';
import { ownBusinessWords, ownsBusiness, placeKeys, roleWords, saysRole } from './entry-words.js';
import { degreeTest, NEAR } from './handlers/shared.js';

/** The kinds of entry a loose anchor in time is first looked for among: jobs and roles, which one joins and leaves. */
export const CAREER = ['work', 'volunteer'] as const;

let firstWords: PhraseSet | undefined;
// questions.yaml `period-verbs`, keyed once.
let periodVerbs: Set<string> | undefined;

/**
 * "Her first job after vet school", "before university": an anchor named as a kind of study is a degree, one whose lines
 * say the anchor's other words ("vet": veterinary); for the first job after, the first such degree, else the latest.
 */
export function studyAnchor(anchorWords: string, question: Question, reader: QuestionReader, search: Search, portfolio: Portfolio, layer: TextLayer): Entry | undefined {
  const anchor = reader.read(anchorWords, question.language, portfolio.owner);
  if (anchor.entryKind !== 'education') return undefined;
  // (A verb of its start or end, "after finishing university", names no study: questions.yaml `period-verbs`.)
  periodVerbs ??= new Set(layer.vocabulary.questions['period-verbs'].map((verb) => layer.key(verb, 'en')));
  const named = anchor.terms.filter((term) => !periodVerbs!.has(term.alternatives[0]!.keys[0]!));
  const rest = named.filter((term) => !term.optional);
  const says = (entry: Entry, term: Term) => {
    const title = new Set(layer.keysOf(entry.title, question.language));
    return term.alternatives.some((alternative) => alternative.weight >= NEAR && alternative.keys.every((key) => title.has(key))) || entry.facts.some((fact) => search.strength(term, fact) >= NEAR);
  };
  const isDegree = degreeTest({ layer });
  // (Named by the kind alone, "after university": a study that says it, not a certificate of later years.)
  const asked = rest.length > 0 ? rest : named;
  const studies = datedEntries(portfolio.entries, 'education').filter((entry) => asked.every((term) => says(entry, term)));
  const degrees = studies.some(isDegree) ? studies.filter(isDegree) : studies;
  firstWords ??= phraseSet(layer.vocabulary.keyed.questions.phrases.time.first ?? []);
  const first = firstWords.find(` ${question.words.map((word) => word.text).join(' ')} `) !== undefined;
  return first ? degrees[0] : degrees[degrees.length - 1];
}

/**
 * "Before she went freelance", "after he set up on his own": the anchor is the first job whose title says it is
 * the owner's own ("Founder and conservator", "Owner, sworn translator"), a relation no name of it states.
 */
export function ownAnchor(anchorWords: string, portfolio: Portfolio, layer: TextLayer): Entry | undefined {
  const own = ownBusinessWords(layer).ask.find(anchorWords);
  if (own === undefined) return undefined;
  const owned = datedEntries(portfolio.entries, 'work').filter((entry) => ownsBusiness(layer, entry));
  // (Of two businesses of her own, the one whose lines say the words after "own": "her own swim school", not her masters club.)
  const folded = spaced(anchorWords);
  const after = folded.slice(folded.indexOf(` ${own} `) + own.length + 2).split(' ').filter((word) => word !== '' && !layer.isStopword(word, portfolio.language));
  const keys = after.slice(0, 3).map((word) => layer.key(word, portfolio.language));
  const saying = owned.filter((entry) => keys.length > 0 && keys.every((key) => entry.facts.some((fact) => fact.keys.has(key))));
  // (Before those, the one whose name says them: "her studio" is Studio Iskra, though her company's lines mention a studio.)
  const named = owned.filter((entry) => keys.length > 0 && keys.every((key) => layer.keysOf(entry.title, portfolio.language).includes(key)));
  return named.length === 1 ? named[0] : saying.length === 1 ? saying[0] : owned[0];
}

/** "Before he was made head of physio": the one step of the career whose role the words after "before" say. */
export function roleAnchor(anchorWords: string, question: Question, portfolio: Portfolio, layer: TextLayer): Entry | undefined {
  const said = roleWords(layer, anchorWords, question.language);
  const saying = datedEntries(portfolio.entries, undefined).filter((entry) => (CAREER as readonly Entry['kind'][]).includes(entry.kind) && saysRole(layer, entry, said, question.language));
  return saying.length === 1 ? saying[0] : undefined;
}

/** "Before she moved to Zagreb": the first step of the career at the place named after "before". */
export function placeAnchor(anchorWords: string, question: Question, portfolio: Portfolio, layer: TextLayer): Entry | undefined {
  if (question.time !== 'before') return undefined;
  const places = words(anchorWords).filter((word) => word.capital && layer.relations.isPlace(word.text)).map((word) => layer.key(word.text, 'en'));
  if (places.length === 0) return undefined;
  const at = (entry: Entry) => {
    const keys = placeKeys(layer, entry, portfolio.language);
    return places.every((place) => keys.has(place));
  };
  return datedEntries(portfolio.entries, undefined).find((entry) => (CAREER as readonly Entry['kind'][]).includes(entry.kind) && at(entry));
}
