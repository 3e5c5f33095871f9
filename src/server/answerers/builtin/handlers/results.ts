// A verb with a result of its own ("win": an award, a prize, a medal; questions.yaml `verb-objects`) and the words that
// name such a result: the objects themselves and their close relatives ("grant", "honour", "trophy").
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Question, Term } from '../question/model.js';

// How closely a word relates to a verb's result to be one ("grant" of "award": 0.47; "certificate": 0.25), and how closely
// the result relates back to it ("grant": 0.50; "signal", whose relation to "award" runs one way only: none; "open": 0.21).
const RESULT_RELATION = 0.45;
const RESULT_BACK = 0.3;

/** The results of a framing verb of the question, by the verb's term ("won" → award, prize, medal). */
export function verbResults(context: Context, term: Term): readonly string[] | undefined {
  return context.layer.vocabulary.questions['verb-objects'][term.alternatives[0]!.keys[0]!];
}

/** Whether a key names one of a verb's results: one of them, or a close relative of one both ways. */
export function namesResult(context: Context, key: string, results: readonly string[]): boolean {
  const { relations } = context.layer;
  const back = (result: string) => relations.related(result).some(([other, weight]) => other === key && weight >= RESULT_BACK);
  return results.includes(key) || relations.related(key).some(([other, weight]) => weight >= RESULT_RELATION && results.includes(other) && back(other));
}

/** The results the question's verbs ask of, when the thing asked is one of them ("What awards has she won?"). */
export function askedResults(context: Context, question: Question): readonly string[] | undefined {
  for (const verb of question.terms.filter((term) => term.framing && !term.optional)) {
    const results = verbResults(context, verb);
    if (results && question.terms.some((term) => !term.framing && term.alternatives[0]!.keys.some((key) => namesResult(context, key, results)))) return results;
  }
  return undefined;
}

/** Whether a listed line is one of the things a verb yields: its heading or its own words name one ("Honours", "Gold medal …"). */
export function saysResult(context: Context, fact: Fact, results: readonly string[]): boolean {
  for (const keys of [fact.headingKeys, fact.keys]) for (const key of keys) if (namesResult(context, key, results)) return true;
  return false;
}
