import { WORD_CLASS, type TextLayer } from '../../../language/analyzer.js';
import { fold, words } from '../../../language/text.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { asks, saysPhrase } from '../question/asks.js';
import { bestHits, focus, NEARLY, one } from './shared.js';

// A line of a person doing the start asked about says at least this share of the question's words, or names the entry.
const HALF = 0.5;

// Two capitalised words after "with", "by", "and" or a title: most likely a person ("with Marko Ilić", "Prof. Kari Lind").
const PERSON = /\b(with|by|and|under|Prof\.|Dr\.|sa|kod)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;
const SET_OFF_PAIR = /(?<=^|[^\p{L}\s]\s?)(\p{Lu}\p{Ll}+)\s(\p{Lu}\p{Ll}+)(?!\p{L}|\s\p{Lu})/gu;
const TITLED_PAIR = /\b(?:Dr|Prof|Mr|Mrs|Ms)\.?\s(\p{Lu}\p{Ll}+)\s(\p{Lu}\p{Ll}+)(?!\p{L}|\s\p{Lu})/gu;
const LOOSE_PAIR = /(?<!\p{L})(\p{Lu}\p{Ll}+)\s(\p{Lu}\p{Ll}+)(?!\p{L}|\s\p{Lu})/gu;
const PEOPLE_LABEL = /^(partners?|co-?founders?|collaborators?|co-?authors?|with|team|supervisors?|advisors?|mentors?|coach|conductor|saradni\w*|mentor\w*)$/i;

/**
 * "Who did she build it with?", "Who supervised her thesis?": the entry's line that names the people. "Who certifies
 * the farm?", "Who publishes it?": a line labelled with the one who does what the question's verb says ("Certifier:",
 * "Publisher:"), the one that says most of the rest.
 */
export const who: Handler = {
  name: 'who',
  answer(context) {
    const { question, subject } = context;
    const agent = question.kind === 'who' && !question.withWhom ? agentLine(context) : undefined;
    if (agent) return one(context, agent);
    const told = question.kind === 'who' && !question.withWhom ? toldPerson(context) : undefined;
    if (told) return one(context, told);
    // "Who taught him to tune pianos?": of the lines that answer about as well as the best, the first that names a person
    // ("Learned tuning from the shop's master tuner, Lajos Varga").
    const hits = question.kind === 'who' && !question.withWhom && !subject && focus(question).length > 0 ? bestHits(context) : undefined;
    const person = hits?.filter((hit) => hit.coverage >= hits[0]!.coverage * NEARLY).find((hit) => namesPerson(context, hit.fact.text));
    if (person) return one(context, person.fact);
    // ("Who funds it?" asks for a line pages label, "Funding:": the attribute handler's.)
    if (question.kind !== 'who' || !subject || question.attribute) return undefined;
    if (!question.withWhom && question.terms.some((term) => !term.optional)) return undefined;
    const people = subject.facts.find((fact) => fact.label !== undefined && PEOPLE_LABEL.test(fact.label)) ?? subject.facts.find((fact: Fact) => PERSON.test(fact.text));
    return people ? one(context, people) : undefined;
  },
};

// "Who taught him the trade?", "Od koga je učio zanat?": the line that tells of learning from someone and names them
// ("Apprentice to master stonemason Dragoljub Savić"; questions.yaml `teacher-asks`, `teacher-says`), the one that says
// most of the rest. "Who founded the funeral home?", "Ko je osnovao radnju?": a line where a person named, or one of the
// family by name, does a verb of starting (`since-when` starts): "his father Milorad founded", "founded in 1968 by my
// grandfather, Stevan Marić"; of those that say the question's words or name the entry asked about, the one that says most.
function toldPerson(context: Context): Fact | undefined {
  const { question, layer, portfolio, search, subject } = context;
  const q = layer.vocabulary.questions;
  // (Only facts whose keys say a word of the phrases sought are read word by word.)
  const cue = (phrases: readonly string[]) => {
    const keys = new Set(phrases.flatMap((phrase) => words(phrase).filter((word) => word.text !== '*').flatMap((word) => [layer.key(word.text, 'en'), layer.key(word.text, 'sr')])));
    return (fact: Fact) => {
      for (const key of keys) if (fact.keys.has(key)) return true;
      return false;
    };
  };
  if (asks(question, layer, 'teacher-asks')) {
    const cued = cue(q['teacher-says']);
    const pool = portfolio.facts.filter((fact) => cued(fact) && saysPhrase(fact.text, layer, 'teacher-says') && namesPerson(context, fact.text, true));
    return pool.length > 0 ? (search.rank(question, { pool })[0]?.fact ?? pool[0]) : undefined;
  }
  const starts = new Set(q['since-when'].starts);
  if (!question.words.some((word) => starts.has(word.text))) return undefined;
  const cued = cue(q['since-when'].starts);
  const owner = new Set(fold(portfolio.owner.full).split(/\s+/));
  const pool = portfolio.facts.filter((fact) => cued(fact) && startedBy(layer, owner, fact.text, starts));
  const named = (fact: Fact) => subject !== undefined && fact.text.includes(subject.name);
  const founder = search.rank(question, { pool }).find((hit) => hit.coverage >= HALF || named(hit.fact));
  // (Not where a line that says the start with no one else doing it says the question better: "Started the workshop tours
  // in 2016" is the owner.)
  const says = (fact: Fact) => words(fact.text).some((word) => starts.has(word.text));
  // (Nor where another line says the question much better: "Who started the chimney course?" is not of the family firm.)
  const hits = founder ? search.rank(question) : [];
  const own = founder && hits.find((hit) => hit.coverage > founder.coverage && !pool.includes(hit.fact) && says(hit.fact));
  const best = Math.max(0, ...hits.slice(0, 12).map((hit) => hit.coverage));
  return own || !founder || founder.coverage < best * NEARLY ? undefined : founder.fact;
}

// Whether a person or one of the family by name does a verb of starting in a text: their name right before it ("father
// Milorad started", "his father, Radomir Milenković, opened") or after "by" soon after it ("founded in 1968 by my grandfather,
// Stevan Marić", "by Stevan Marić"). A name is capitalised and unknown to the lexicon, and no place; two such words are a
// person unless both are the owner's names (the family shares the surname), one after a word of kin is one if not the owner's.
function startedBy(layer: TextLayer, owner: ReadonlySet<string>, text: string, starts: ReadonlySet<string>): boolean {
  const all = words(text);
  const name = (i: number) => {
    const word = all[i];
    return word !== undefined && word.capital && i > 0 && layer.relations.parts(layer.key(word.text, 'en')) === 0 && !layer.relations.isPlace(word.text);
  };
  const kin = (i: number) => all[i] !== undefined && (layer.relations.classes(layer.key(all[i]!.text, 'en')) & WORD_CLASS.kin) !== 0;
  const mine = (i: number) => owner.has(all[i]!.text);
  // (A name ending at `end`: a pair, or one word after kin.)
  const person = (end: number) => name(end) && ((name(end - 1) && !(mine(end) && mine(end - 1))) || (kin(end - 1) && !mine(end)));
  return all.some((word, i) => {
    if (!starts.has(word.text)) return false;
    const before = [i - 1, i - 2].some((at) => person(at) || person(at + 1));
    const by = all.slice(i + 1, i + 6).findIndex((next) => next.text === 'by');
    const after = by >= 0 && [1, 2, 3, 4, 5].some((step) => person(i + 1 + by + step));
    return before || after;
  });
}

// The nouns of the one who does a verb's action: certify → certifier, publish → publisher, supervise → supervisor, fund → funder.
function agentNouns(verb: string): string[] {
  const stem = verb.replace(/e$/, '');
  return [`${verb}er`, `${stem}er`, `${stem}or`, `${verb}or`, verb.endsWith('y') ? `${verb.slice(0, -1)}ier` : ''].filter(Boolean);
}

// A line labelled with the doer of the question's verb ("Certifier: BioPanon Certification, Subotica").
function agentLine(context: Context): Fact | undefined {
  const { question, portfolio, subject, search, layer } = context;
  const agents = new Set(question.terms.filter((term) => term.framing).flatMap((term) => agentNouns(term.alternatives[0]!.keys[0]!)));
  if (agents.size === 0) return undefined;
  const pool = (subject ? subject.facts : portfolio.facts).filter((fact) => fact.label !== undefined && agents.has(layer.key(fold(fact.label).trim(), 'en')));
  return pool.length > 0 ? (search.rank(question, { pool })[0]?.fact ?? pool[0]) : undefined;
}

// Whether a text names a person besides the owner: two capitalised words set off by punctuation, as a name given in
// apposition or in a list is (", Lajos Varga,", "— Jovana Lazarević"; after a plain word, "with Marko Ilić", the
// words are as often a place or a title), not part of a longer name ("Kragujevac Health Centre"), neither a place nor
// a word WordNet knows (not "Novi Sad"), nor a street ("Gospodar Jevremova 14").
// (Loosely, where the line says what the person is to the owner, "under master electrician Ištvan Horvat", anywhere.)
function namesPerson({ layer, portfolio }: Context, text: string, loosely = false): boolean {
  const owner = new Set(fold(portfolio.owner.full).split(/\s+/));
  // (After a title, a name anywhere: "Dr Jovana Lazarević — general dentist".)
  const found = [...[...text.slice(1).matchAll(loosely ? LOOSE_PAIR : SET_OFF_PAIR)].map((match) => [match, 1] as const), ...[...text.matchAll(TITLED_PAIR)].map((match) => [match, 0] as const)];
  for (const [match, offset] of found) {
    const pair = [match[1]!, match[2]!].map((word) => fold(word));
    if (pair.some((word) => owner.has(word) || layer.relations.isPlace(word)) || layer.relations.isPlace(pair.join(' '))) continue;
    // (Nor a street before its house number: "Workshop: Gospodar Jevremova 14".)
    if (/^\s*\d/.test(text.slice(offset + match.index! + match[0].length))) continue;
    if (pair.every((word) => layer.relations.parts(layer.key(word, 'en')) === 0)) return true;
  }
  return false;
}
