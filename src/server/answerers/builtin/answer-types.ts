import { WORD_CLASS, type TextLayer } from '../../language/analyzer.js';
import { fold, words } from '../../language/text.js';
import { numberWords } from './numbers.js';
import type { Fact } from './portfolio/model.js';
import type { Question } from './question/model.js';

/**
 * Whether a fact has what a question's kind asks for: a number for "how many", a length or a period for "how long",
 * a year for "when", a place for "where", a name for "who". The search adds a little to the facts that have it.
 */
export function createAnswerTypes(layer: TextLayer): (question: Question, fact: Fact) => boolean {
  // (A number in words of the line's language, questions.yaml `numbers`: "eight", "pet".)
  const patterns = new Map<string, RegExp>();
  const counted = (language: Fact['language']) => patterns.get(language) ?? patterns.set(language, new RegExp(`\\b(${numberWords(layer, language).pattern})\\b`)).get(language)!;
  // (Whether a fact names a place is read once per fact.)
  const placed = new WeakMap<Fact['section'], Map<number, boolean>>();
  const hasPlace = (fact: Fact): boolean => {
    const known = placed.get(fact.section) ?? placed.set(fact.section, new Map()).get(fact.section)!;
    if (known.has(fact.id)) return known.get(fact.id)!;
    const found = placeIn(fact);
    known.set(fact.id, found);
    return found;
  };
  const placeIn = (fact: Fact): boolean => {
    if (fact.label && /location|city|based|place|where|country|grad|mesto/i.test(fact.label)) return true;
    if (fact.entry?.location) return true;
    for (const word of words(fact.text)) {
      if (!word.capital) continue;
      if (layer.relations.isPlace(word.text) || (layer.classes(layer.key(word.text, 'en')) & WORD_CLASS.place) !== 0) return true;
    }
    return /\b(in|at|u|iz)\s+\p{Lu}\p{Ll}+/u.test(fact.text);
  };
  return (question, fact) => {
    const text = fact.text;
    switch (question.kind) {
      case 'how-many':
        return /\b(?!(?:19|20)\d{2}\b)\d/.test(text) || counted(fact.language).test(fold(text));
      case 'how-long':
        return /\b\d+(\.\d+)?\s*(years?|months?|weeks?|days?|hours?|minutes?|h|godin\w*|mesec\w*|nedelj\w*|dan\w*|sat\w*)\b/i.test(text) || fact.entry?.period !== undefined;
      case 'when':
        return fact.years.length > 0 || fact.entry?.period !== undefined;
      case 'where':
        return hasPlace(fact);
      case 'who':
        return /\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(text.slice(1));
      default:
        return false;
    }
  };
}
