import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { asks } from '../question/asks.js';
import { one } from './shared.js';
import { talkedOf } from '../talked-of.js';

// A street and its number as Serbian and most European addresses write them ("Karađorđeva 27", "Matka Vukovića 9",
// "Kapetan Mišina 12"), or the number first and a kind of street ("12 High Street").
const STREET = /(?<![\p{L}\d])((?:\p{Lu}\p{Ll}+\.?\s){0,2}\p{Lu}\p{Ll}+)\s(\d{1,4}[a-z]?)(?![\d.,:]\d|\s?(?:%|km|m\b|h\b))|\b\d{1,4}\s(?:\p{Lu}\p{Ll}+\s){1,2}(?:Street|Road|Avenue|Lane|Square|Way)\b/u;

/**
 * "What street is the shop on?", "Where is the practice exactly?": of the lines with a street and number, the one the
 * rest of the question finds best (its heading and page count: the shop's "Contact" page before a talk's venue).
 */
export const address: Handler = {
  name: 'address',
  answer(context) {
    const { question, layer, search } = context;
    // ("What's her email address?" asks for a contact, the attribute handler's.)
    if (question.kind === 'yes-no' || question.decline || question.attribute) return undefined;
    if (!asks(question, layer, 'address-asks')) return undefined;
    const pool = context.portfolio.facts.filter((fact) => hasStreet(context, fact));
    if (pool.length === 0) return undefined;
    // ("Where is it exactly?" after a reply about her office: the address the exchange talked of.)
    const talked = question.pointsBack && context.history.length > 0 ? talkedOf(context, (fact) => pool.includes(fact)) : undefined;
    return one(context, talked ?? search.rank(question, { pool })[0]?.fact ?? pool[0]!);
  },
};

// Whether a line holds a street and number, the street's words no English ones ("Station 3", "Room 12" are none).
function hasStreet({ layer }: Context, fact: Fact): boolean {
  const match = STREET.exec(fact.text);
  if (!match) return false;
  if (match[1] === undefined) return true;
  // (A year after a name is none: "Veslački klub Danubius 1885".)
  const year = Number(match[2]);
  return !(year >= 1000 && year <= 2100) && match[1].split(/\s/).every((word) => layer.relations.parts(layer.key(word.replace(/\.$/, '').toLowerCase(), 'en')) === 0);
}
