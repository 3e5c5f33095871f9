import type { Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { one } from './shared.js';

// Two capitalised words after "with", "by", "and" or a title: most likely a person ("with Marko Ilić", "Prof. Kari Lind").
const PERSON = /\b(with|by|and|under|Prof\.|Dr\.|sa|kod)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;
const PEOPLE_LABEL = /^(partners?|co-?founders?|collaborators?|co-?authors?|with|team|supervisors?|advisors?|mentors?|coach|conductor|saradni\w*|mentor\w*)$/i;

/** "Who did she build it with?", "Who supervised her thesis?": the entry's line that names the people. */
export const who: Handler = {
  name: 'who',
  answer(context) {
    const { question, subject } = context;
    // ("Who funds it?" asks for a line pages label, "Funding:": the attribute handler's.)
    if (question.kind !== 'who' || !subject || question.attribute) return undefined;
    if (!question.withWhom && question.terms.some((term) => !term.optional)) return undefined;
    const people = subject.facts.find((fact) => fact.label !== undefined && PEOPLE_LABEL.test(fact.label)) ?? subject.facts.find((fact: Fact) => PERSON.test(fact.text));
    return people ? one(context, people) : undefined;
  },
};
