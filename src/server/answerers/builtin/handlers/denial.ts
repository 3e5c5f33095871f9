import { spaced, words, type Word } from '../../../language/text.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { saysAbsent } from './absent.js';
import { SAID } from './shared.js';

// Where one clause of a line ends and another begins, for what a negation denies (a sentence's end too: "Payment: cash,
// card or bank transfer. Our services are not covered by the state fund" denies no card).
const CLAUSE = /[,;]|[.!?]\s|\b(?:that|which|who|because|after|although|though|while|when|where|koji|koja|koje|jer|kada|kad|posle|nakon|iako)\b/i;

/**
 * Whether a line answers a yes-no question no: a negation (questions.yaml `negations`) denies the thing asked in a clause
 * that says a word of it ("We do not ship abroad", "House calls are not possible", "Weddings — never"; not "… after a
 * survey showed that some children had never been inside a library"), or its value says there is none ("Sunday: closed").
 * A negation the question says itself agrees with it ("Can I rent decorations without booking her?" and "You can hire
 * from the rental without booking me"), and one that denies only what follows it (`negation-prepositions`: "without")
 * denies a thing asked only after it ("instalments without interest" is no "no" to instalments). A heading that denies
 * ("What I don't do", "What is not included") denies its lines.
 */
export function denies(context: Context, fact: Fact, required: readonly Term[]): boolean {
  const { layer, question } = context;
  const q = layer.vocabulary.questions;
  const asked = new Set(question.words.map((word) => word.text));
  const negations = new Set(q.negations.map((word) => spaced(word).trim()).filter((word) => !asked.has(word)));
  const before = new Set(q['negation-prepositions']);
  const asks = (word: Word) => {
    const key = layer.key(word.text, fact.language);
    return required.some((term) => term.alternatives.some((alternative) => alternative.weight >= SAID && alternative.keys.includes(key)));
  };
  const clauses = fact.text.split(CLAUSE).map((clause) => words(clause));
  const denying = (clause: Word[]) => clause.some((word, i) => negations.has(word.text) && (!before.has(word.text) || clause.slice(i + 1).some(asks)));
  const saying = clauses.filter((clause) => clause.some(asks));
  // (A sentence that is a negation alone answers the one before it: "Do you teach babies? No. My youngest swimmers are four.")
  const bare = clauses.some((clause) => clause.length === 1 && negations.has(clause[0]!.text) && !before.has(clause[0]!.text));
  // (A line under a heading that denies is denied by it: "Keys copied from a photograph" under "What I don't do".)
  return headingDenies(context, fact.heading, asked) || bare || (saying.length > 0 ? saying.some(denying) : clauses.some(denying)) || saysAbsent(context, fact);
}

/**
 * Whether a heading denies what it heads, by a negation that is no preposition ("What I don't do", "What is not
 * included"), and none the question says itself (`said`).
 */
export function headingDenies({ layer }: Context, heading: string, said: ReadonlySet<string> = new Set()): boolean {
  const q = layer.vocabulary.questions;
  return words(heading).some((word) => !said.has(word.text) && q.negations.some((negation) => spaced(negation).trim() === word.text) && !q['negation-prepositions'].includes(word.text));
}
