import type { TextLayer } from '../../../language/analyzer.js';
import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import { words } from '../../../language/text.js';
import type { Question } from './model.js';

/** questions.yaml's lists of the ways a kind of answer is asked for, anywhere in a question. */
export type AskList = 'name-asks' | 'capacity-asks' | 'address-asks' | 'free-asks' | 'free-work' | 'pay-asks' | 'payment-asks' | 'payment-says' | 'specialty-asks' | 'known-asks' | 'known-says' | 'follow-asks' | 'teacher-asks' | 'teacher-says';

// Each list compiled once, on first use.
const compiled = new Map<AskList, PhraseSet>();

/** Whether a question says one of a list's phrases ("What is his workshop called?": `name-asks`, "what is * called"). */
export function asks(question: Question, layer: TextLayer, list: AskList): boolean {
  return saysPhrase(question.words.map((word) => word.text), layer, list);
}

/** Whether a text, as its folded words, says one of a list's phrases ("Apprentice to master …": `teacher-says`). */
export function saysPhrase(folded: readonly string[] | string, layer: TextLayer, list: AskList): boolean {
  let phrases = compiled.get(list);
  if (!phrases) compiled.set(list, (phrases = phraseSet(layer.vocabulary.keyed.questions.phrases[list])));
  return phrases.find(` ${(typeof folded === 'string' ? words(folded).map((word) => word.text) : folded).join(' ')} `) !== undefined;
}
