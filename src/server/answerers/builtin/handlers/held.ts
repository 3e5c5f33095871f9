import { phraseSet } from '../../../language/phrases.js';
import { jobOf, periodOf } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { EntryKind } from '../portfolio/model.js';
import { degreeTest, focus, one } from './shared.js';

// How many entries a yes names, newest first.
const NAMED = 4;

/**
 * "Does she have a degree?", "Is he certified?", "Does she do any charity work?": a yes-no question that names a kind of
 * entry and nothing else is answered by the entries of that kind, not by a sentence that uses the word ("after my
 * degree"). With no entry of the kind, a line that says one of the kind's own words ("I volunteer on …", "an unpaid
 * position") answers.
 */
export const held: Handler = {
  name: 'held',
  answer(context) {
    const { question, layer } = context;
    const kind = question.entryKind;
    // (Not of an entry the question names: "Is she AWS certified?" is answered by that certificate.)
    if (question.kind !== 'yes-no' || !kind || kind === 'work' || (context.subject && !context.inherited)) return undefined;
    const phrases = phraseSet(layer.vocabulary.keyed.questions.phrases['entry-kinds'][kind] ?? []);
    const kindWords = new Set((phrases.find(` ${question.words.map((word) => word.text).join(' ')} `) ?? '').split(' '));
    if (focus(question).some((term) => !term.framing && !kindWords.has(term.raw.toLowerCase()))) return undefined;
    return heldOfKind(context, kind);
  },
};

/**
 * The yes of a kind of entry held: its entries, newest first, the undated after the dated; of schooling, the degrees first
 * ("Does she have a degree?" is not answered by a first-aid course). With no entry of the kind, a line that says one of the
 * kind's own words; else nothing.
 */
export function heldOfKind(context: Context, kind: EntryKind): string | undefined {
  const { layer, portfolio, say } = context;
  const degree = degreeTest(context);
  const undated = portfolio.entries.filter((entry) => entry.kind === kind && entry.period?.from === undefined);
  const entries = [...context.dated(kind).reverse(), ...undated].sort((a, b) => Number(degree(b)) - Number(degree(a)));
  if (entries.length > 0) return say('yes', { fact: `${entries.slice(0, NAMED).map((entry) => `${kind === 'education' ? entry.title : jobOf(entry, say)}${periodOf(entry, say)}`).join('; ')}.` });
  const phrases = phraseSet(layer.vocabulary.keyed.questions.phrases['entry-kinds'][kind] ?? []);
  const line = portfolio.facts.find((fact) => phrases.find(fact.text) !== undefined);
  return line ? say('yes', { fact: one(context, line) }) : undefined;
}
