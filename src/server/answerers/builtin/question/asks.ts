import type { TextLayer } from '../../../language/analyzer.js';
import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import type { Question } from './model.js';

/** questions.yaml's lists of the ways a kind of answer is asked for, anywhere in a question. */
export type AskList = 'name-asks' | 'capacity-asks' | 'address-asks' | 'free-asks' | 'pay-asks';

// Each list compiled once, on first use.
const compiled = new Map<AskList, PhraseSet>();

/** Whether a question says one of a list's phrases ("What is his workshop called?": `name-asks`, "what is * called"). */
export function asks(question: Question, layer: TextLayer, list: AskList): boolean {
  let phrases = compiled.get(list);
  if (!phrases) compiled.set(list, (phrases = phraseSet(layer.vocabulary.keyed.questions.phrases[list])));
  return phrases.find(` ${question.words.map((word) => word.text).join(' ')} `) !== undefined;
}
