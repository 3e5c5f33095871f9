import type { TextLayer } from '../../../language/analyzer.js';
import { withoutQuoted, words, type Word } from '../../../language/text.js';
import type { Context } from '../context.js';
import { isCount } from '../numbers.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { countedWord } from '../question/shape.js';
import { quote, SAID } from './shared.js';

// "How many countries has the theatre toured?" when no line says enough of the question to answer it: the lines that
// give a number right before the word as the question wrote it ("in nine countries"; "works" is not the verb of "two
// people work with me"), ranked by the rest of the question, that say every name asked.
export function writtenCount(context: Context): string | undefined {
  const { question, layer, portfolio, subject, search } = context;
  const counted = countedWord(question)?.text;
  // (Of what the portfolio says somewhere, the things and the verb: "How many books does the team have?" of a translator with
  // no team counts no books, nor "How many countries has she sailed to?" of one who never sails.)
  const said = (term: Term) => portfolio.facts.some((fact) => search.strength(term, fact) >= SAID);
  if (counted === undefined || !question.terms.every((term) => term.optional || !(term.noun || term.framing) || said(term))) return undefined;
  const names = question.terms.filter((term) => term.proper && !term.optional);
  const counting = (facts: readonly Fact[]) => facts.filter((fact) => countsAsWritten(layer, (word) => word.text === counted, fact) && names.every((term) => search.strength(term, fact) >= SAID));
  // (The entry asked about first, then any line; a follow-up stays with its entry: "How many workers were there at the
  // busiest point?" of a site.)
  const inEntry = subject ? counting(subject.facts) : [];
  const pool = inEntry.length > 0 || context.inherited ? inEntry : counting(portfolio.facts);
  return pool.length > 0 ? quote(context, search.rank(question, { pool })) : undefined;
}

// Whether a number stands right before the word counted, as the question wrote it, and that word ends what is counted
// ("450 repatriations of remains", "31 primary schools"; not "9 hearing days", "60 wedding cakes", "per 100 cows").
export function countsAsWritten(layer: TextLayer, is: (word: Word) => boolean, fact: Fact): boolean {
  const list = words(withoutQuoted(fact.text));
  const ends = (at: number) => list[at + 1] === undefined || layer.isStopword(list[at + 1]!.text, fact.language);
  return list.some((word, i) => isCount(word.text, layer) && list[i - 1]?.text !== 'per' && [i + 1, i + 2].some((at) => list[at] !== undefined && is(list[at]!) && ends(at)));
}
