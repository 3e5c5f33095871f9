// A verb with a result of its own ("win": an award, a prize, a medal; questions.yaml `verb-objects`), the words that name
// such a result (the objects and their close relatives: "grant", "honour") and the words of a line that says one was had
// (`verb-results`: "winner", "champion", "1st place").
import { spaced } from '../../../language/text.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Question, Term } from '../question/model.js';

// How closely a word relates to a verb's result to be one ("grant" of "award": 0.47; "certificate": 0.25), and how closely
// the result relates back to it ("grant": 0.50; "signal", whose relation to "award" runs one way only: none; "open": 0.21).
const RESULT_RELATION = 0.45;
const RESULT_BACK = 0.3;

/** What a verb yields: its objects, the keys of each phrase that says one was had, and those phrases folded. */
export interface Results {
  objects: readonly string[];
  phrases: readonly (readonly string[])[];
  written: readonly string[];
}

// Each verb's results, made from questions.yaml on first use.
const made = new Map<string, Results>();

/** The results of a framing verb of the question, by the verb's term ("won" → award, prize, medal; "winner", "1st place"). */
export function verbResults(context: Context, term: Term): Results | undefined {
  return resultsOf(context, term.alternatives[0]!.keys[0]!);
}

// A verb's results by its key, made once.
function resultsOf(context: Context, verb: string): Results | undefined {
  const { questions } = context.layer.vocabulary;
  const objects = questions['verb-objects'][verb];
  if (!objects) return undefined;
  if (!made.has(verb)) {
    const said = questions['verb-results'][verb] ?? [];
    made.set(verb, { objects, phrases: said.map((phrase) => context.layer.keysOf(phrase, 'en')), written: said.map((phrase) => spaced(phrase)) });
  }
  return made.get(verb);
}

/** Whether a key names one of a verb's results: one of them or of its words, or a close relative of one both ways. */
export function namesResult(context: Context, key: string, results: Results): boolean {
  const { relations } = context.layer;
  const back = (result: string) => relations.related(result).some(([other, weight]) => other === key && weight >= RESULT_BACK);
  if (results.objects.includes(key) || results.phrases.some((phrase) => phrase.length === 1 && phrase[0] === key)) return true;
  return relations.related(key).some(([other, weight]) => weight >= RESULT_RELATION && results.objects.includes(other) && back(other));
}

/** The results the question's verbs ask of, when the thing asked is one of them ("What awards has she won?"). */
export function askedResults(context: Context, question: Question): Results | undefined {
  const alike = context.layer.vocabulary.questions['verbs-alike'];
  for (const verb of question.terms.filter((term) => term.framing && !term.optional)) {
    // (Or of a verb alike, "received" for "won"; questions.yaml `verbs-alike`.)
    const other = alike[verb.alternatives[0]!.keys[0]!];
    const results = verbResults(context, verb) ?? (other ? resultsOf(context, other) : undefined);
    if (results && question.terms.some((term) => !term.framing && term.alternatives[0]!.keys.some((key) => namesResult(context, key, results)))) return results;
  }
  return undefined;
}

/** Whether a line or its heading names a result in so many words: an object, or a phrase of the verb's as written ("1st place"). */
export function saysOwnResult(fact: Fact, results: Results): boolean {
  const said = (key: string) => fact.keys.has(key) || fact.headingKeys.has(key);
  return results.objects.some(said) || saysWin(fact, results) || results.written.some((phrase) => spaced(fact.heading).includes(phrase));
}

/** Whether a line itself says one was had, by a phrase of the verb's as written ("it won the best poster prize", "third place"). */
export function saysWin(fact: Fact, results: Results): boolean {
  if (results.phrases.some((phrase) => phrase.length === 1 && fact.keys.has(phrase[0]!))) return true;
  const text = spaced(fact.text);
  return results.written.some((phrase) => phrase.includes(' ') && text.includes(phrase));
}

/** Whether a listed line is one of the things a verb yields: it says one, or its heading or words name one ("Honours"). */
export function saysResult(context: Context, fact: Fact, results: Results): boolean {
  if (saysOwnResult(fact, results)) return true;
  for (const keys of [fact.headingKeys, fact.keys]) for (const key of keys) if (namesResult(context, key, results)) return true;
  return false;
}
