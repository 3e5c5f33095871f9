import { WORD_CLASS } from '../../../language/analyzer.js';
import { spaced, words } from '../../../language/text.js';
import type { Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { showCell } from '../compose.js';
import { asks } from '../question/asks.js';
import { bestHits, one } from './shared.js';
import { talkedOf } from '../talked-of.js';
import { numberWords } from '../numbers.js';

// Of the lines that answer at least this share as well as the best, one that states a limit answers.
const NEARLY = 0.6;

/**
 * "How many people can join?", "How many couples fit in one group course?": how many one group takes, by the line of
 * what was asked that states a limit ("Group size: up to 8 participants", "for at most 6 couples per group") or its
 * column ("Group: 2–4"), not a total of everyone who ever came ("more than 300 people so far").
 */
export const capacity: Handler = {
  name: 'capacity',
  answer(context) {
    const { question, layer } = context;
    // ("How much is it per group?" asks a price, the attribute handler's.)
    if (question.kind !== 'how-many' || question.attribute?.amount) return undefined;
    if (!asks(question, layer, 'capacity-asks')) return undefined;
    // (A limit of people, not of time: "up to 8 participants", not "up to 14 days before the course"; the limit's words
    // of the page's language: Serbian "do", up to, is no limit on an English page.)
    const limits = layer.vocabulary.questions.rates.before.map((phrase) => spaced(phrase).trim().split(' '));
    // (A number in digits or in words of the line's language, "up to eight people"; a column or label of a group's size,
    // questions.yaml `size-labels`: "Group", "Places", "Max".)
    const numbers = (fact: Fact) => numberWords(layer, fact.language);
    const sizeLabels = new Set(layer.vocabulary.questions['size-labels']);
    const size = (label: string) => sizeLabels.has(spaced(label).trim());
    // (`persons`: of persons only, "up to 6 participants", "at most four people", not "up to 200 pieces".)
    const people = new Set(layer.vocabulary.questions.people);
    const limited = (fact: Fact, persons = false) => {
      const list = words(fact.text).map((word) => word.text);
      return list.some((_, i) => limits.some((phrase) => {
        const number = list[i + phrase.length];
        const after = list[i + phrase.length + 1];
        const of = fact.language === 'sr' || !(phrase.length === 1 && layer.isStopword(phrase[0]!, 'en'));
        const classes = after === undefined ? 0 : layer.classes(layer.key(after, fact.language));
        return of && phrase.every((word, j) => list[i + j] === word) && number !== undefined && (/^\d/.test(number) || numbers(fact).value(number) !== undefined) && after !== undefined && (classes & WORD_CLASS.unit) === 0 && (!persons || people.has(after) || (classes & WORD_CLASS.person) !== 0);
      }));
    };
    const sized = (fact: Fact) => (fact.label !== undefined && size(fact.label)) || fact.cells?.some(([header, value]) => size(header) && /\d/.test(value));
    // ("How many people can join?" after a reply about the carving weekend: the limit of what the exchange talked of.)
    const namesNothing = question.pointsBack || question.terms.every((term) => term.optional || term.framing);
    const talked = context.history.length > 0 && !context.subject && namesNothing ? talkedOf(context, (fact) => sized(fact) || limited(fact)) : undefined;
    const hits = talked ? [] : (bestHits(context) ?? []);
    const near = hits.filter((hit) => hit.coverage >= hits[0]!.coverage * NEARLY).map((hit) => hit.fact);
    // (Else of the lines that state a size or a limit, the one that says most of the question, when it says 40% as much
    // as the best line: "Group size: up to 6 participants" under the course's heading, which its line does not repeat.)
    const sizes = (context.subject ? context.subject.facts : context.portfolio.facts).filter((fact) => sized(fact) || limited(fact, true));
    const ranked = talked || sizes.length === 0 ? undefined : context.search.rank(question, { pool: sizes })[0];
    const fallback = ranked && hits[0] && ranked.coverage >= hits[0].coverage * 0.4 ? ranked.fact : undefined;
    const found = talked ?? near.find(sized) ?? near.find((fact) => limited(fact)) ?? fallback;
    if (!found) return undefined;
    const cell = found.label === undefined ? found.cells?.find(([header, value]) => size(header) && /\d/.test(value)) : undefined;
    return cell ? showCell(found, cell) : one(context, found);
  },
};
