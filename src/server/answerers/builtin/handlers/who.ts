import { fold } from '../../../language/text.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { one } from './shared.js';

// Two capitalised words after "with", "by", "and" or a title: most likely a person ("with Marko Ilić", "Prof. Kari Lind").
const PERSON = /\b(with|by|and|under|Prof\.|Dr\.|sa|kod)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;
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
