import { fold } from '../../../language/text.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { asks, saysPhrase } from '../question/asks.js';
import { bestHits, focus, NEARLY, one } from './shared.js';

// Two capitalised words after "with", "by", "and" or a title: most likely a person ("with Marko Ilić", "Prof. Kari Lind").
const PERSON = /\b(with|by|and|under|Prof\.|Dr\.|sa|kod)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;
const SET_OFF_PAIR = /(?<=^|[^\p{L}\s]\s?)(\p{Lu}\p{Ll}+)\s(\p{Lu}\p{Ll}+)(?!\p{L}|\s\p{Lu})/gu;
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
    // "Who taught him the trade?", "Od koga je učio zanat?": the line that tells of learning from someone and names them
    // ("Apprentice to master stonemason Dragoljub Savić"; questions.yaml `teacher-asks`, `teacher-says`), the one that
    // says most of the rest.
    if (asks(question, context.layer, 'teacher-asks')) {
      const pool = context.portfolio.facts.filter((fact) => saysPhrase(fact.text, context.layer, 'teacher-says') && namesPerson(context, fact.text, true));
      const teacher = pool.length > 0 ? (context.search.rank(question, { pool })[0]?.fact ?? pool[0]) : undefined;
      if (teacher) return one(context, teacher);
    }
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
  for (const match of text.slice(1).matchAll(loosely ? LOOSE_PAIR : SET_OFF_PAIR)) {
    const pair = [match[1]!, match[2]!].map((word) => fold(word));
    if (pair.some((word) => owner.has(word) || layer.relations.isPlace(word)) || layer.relations.isPlace(pair.join(' '))) continue;
    // (Nor a street before its house number: "Workshop: Gospodar Jevremova 14".)
    if (/^\s*\d/.test(text.slice(1 + match.index! + match[0].length))) continue;
    if (pair.every((word) => layer.relations.parts(layer.key(word, 'en')) === 0)) return true;
  }
  return false;
}
