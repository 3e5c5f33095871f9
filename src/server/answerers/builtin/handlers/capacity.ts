import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import { WORD_CLASS } from '../../../language/analyzer.js';
import { spaced } from '../../../language/text.js';
import type { Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { showCell } from '../compose.js';
import { bestHits, one, talkedOf } from './shared.js';

// Of the lines that answer at least this share as well as the best, one that states a limit answers.
const NEARLY = 0.6;
// A column or label that holds how many one group takes ("Group", "Group size", "Places", "Max").
const SIZE = /^(group|group size|size|places|spots|max|maximum|participants|people|capacity|grupa|mesta)$/i;
// questions.yaml `capacity-asks`, compiled once.
let asks: PhraseSet | undefined;

/**
 * "How many people can join?", "How many couples fit in one group course?": how many one group takes, by the line of
 * what was asked that states a limit ("Group size: up to 8 participants", "for at most 6 couples per group") or its
 * column ("Group: 2–4"), not a total of everyone who ever came ("more than 300 people so far").
 */
export const capacity: Handler = {
  name: 'capacity',
  answer(context) {
    const { question, layer } = context;
    if (question.kind !== 'how-many') return undefined;
    asks ??= phraseSet(layer.vocabulary.keyed.questions.phrases['capacity-asks']);
    if (asks.find(` ${question.words.map((word) => word.text).join(' ')} `) === undefined) return undefined;
    const limits = layer.vocabulary.questions.rates.before.map((phrase) => spaced(phrase).trim());
    // (A limit of people, not of time: "up to 8 participants", not "up to 14 days before the course".)
    const limited = (fact: Fact) =>
      limits.some((phrase) => [...spaced(fact.text).matchAll(new RegExp(` ${phrase} (?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (\\S+)`, 'g'))].some((match) => (layer.classes(layer.key(match[1]!, 'en')) & WORD_CLASS.unit) === 0));
    const sized = (fact: Fact) => (fact.label !== undefined && SIZE.test(fact.label.trim())) || fact.cells?.some(([header, value]) => SIZE.test(header.trim()) && /\d/.test(value));
    // ("How many people can join?" after a reply about the carving weekend: the limit of what the exchange talked of.)
    const talked = context.history.length > 0 && !context.subject ? talkedOf(context, (fact) => sized(fact) || limited(fact)) : undefined;
    const hits = talked ? [] : (bestHits(context) ?? []);
    const near = hits.filter((hit) => hit.coverage >= hits[0]!.coverage * NEARLY).map((hit) => hit.fact);
    const found = talked ?? near.find(sized) ?? near.find(limited);
    if (!found) return undefined;
    const cell = found.label === undefined ? found.cells?.find(([header, value]) => SIZE.test(header.trim()) && /\d/.test(value)) : undefined;
    return cell ? showCell(found, cell) : one(context, found);
  },
};
