import type { Context } from '../context.js';
import type { Term } from '../question/model.js';
import type { Hit } from '../search.js';
import { AROUND } from '../places.js';
import { MIN_COVERAGE, NEAR, SAID } from './shared.js';
import { askedResults, saysResult } from './results.js';

// A word no fact says even loosely may be near through a looser relation still (a broader word, a weaker
// vector neighbour: "refugees" and "UNHCR"), at least this strong, when at most MAX_NEAREST facts say it.
const LOOSE = 0.2;
const MAX_NEAREST = 3;
// The least share of a question the best fact must say to be shown as the nearest, whatever its words' relations.
const NEAREST_COVERAGE = 0.2;

// More facts near the question are shown after the first, up to MOST, when each ranks at least NEXT of it and all stay short.
const MOST = 3;
const NEXT = 0.6;
const SHORT = 360;

/**
 * What a reply may show as the nearest the portfolio says (never as the answer): the nearest fact, and the
 * next ones that are near by the same tests when they rank nearly as well. A visitor who asked in words no page
 * uses is better served by a few candidates than by one guess ("mentor new colleagues" near both a volunteer
 * programme and a line about trainees).
 */
export function nearestHits(context: Context, all: readonly Hit[], terms: readonly Term[], show: (hit: Hit) => string): Hit[] {
  // (Asked of a thing a verb yields, "What awards has she won?", only lines that name such a thing are near: no certificates.)
  const results = askedResults(context, context.question);
  const hits = results ? all.filter((hit) => saysResult(context, hit.fact, results)) : all;
  const first = nearestHit(context, hits, terms);
  if (!first) return [];
  const shown = [first];
  while (shown.length < MOST) {
    const next = nearestHit(context, hits.filter((hit) => !shown.some((other) => other === hit || other.fact.text === hit.fact.text)), terms);
    if (!next || next.score < NEXT * first.score || [...shown, next].reduce((length, hit) => length + show(hit).length, 0) >= SHORT) break;
    shown.push(next);
  }
  return shown;
}

/**
 * The first hit that says enough of the question and every term given at least loosely (a name as
 * written): what a reply may show as the nearest the portfolio says, never as the answer.
 */
function nearestHit(context: Context, hits: readonly Hit[], terms: readonly Term[]): Hit | undefined {
  const { search, layer } = context;
  // (A place asked is near where the place it lies in is said: "Sarajevo" and "I work in … Bosnia and Herzegovina".)
  const named = (term: Term) => (layer.relations.isPlace(term.raw.toLowerCase()) ? AROUND : SAID);
  const near = hits.find((hit) => hit.coverage >= MIN_COVERAGE && terms.every((term) => search.strength(term, hit.fact) >= (term.proper ? named(term) : NEAR)));
  if (near) return near;
  // A word no fact says even loosely is near where its loosest relation is ("refugees" and "UNHCR"), when few
  // facts say that relation: one that many share ("nurse" for "patients" on a nurse's pages) points at none.
  const loose = terms.filter((term) => {
    if (term.proper) return false;
    const strengths = hits.map((hit) => search.strength(term, hit.fact));
    const best = Math.max(0, ...strengths);
    return best >= LOOSE && best < NEAR && strengths.filter((strength) => strength >= best).length <= MAX_NEAREST;
  });
  const least = (term: Term) => (term.proper ? named(term) : loose.includes(term) ? LOOSE : NEAR);
  // Such a word can be said only loosely: the share of the question asked of a fact is the share of the other words.
  const weight = (list: readonly Term[]) => list.reduce((sum, term) => sum + term.weight, 0);
  const covered = MIN_COVERAGE * (1 - weight(loose) / Math.max(Number.MIN_VALUE, weight(context.question.terms)));
  const loosely = hits.find((hit) => hit.coverage >= covered && terms.every((term) => search.strength(term, hit.fact) >= least(term)));
  if (loosely) return loosely;
  // Else the best fact, when it says a fifth of the question and the names asked as written: a visitor who asked in
  // other words than the page's ("How long would I wait for a water feature for my yard?" and "Lead time for fountains:
  // 4–6 months") is shown it, after the reply said that the portfolio does not say what was asked.
  // (It must say a thing asked at least loosely: "my favourite pizza" is not near "I prefer PostgreSQL".)
  const best = hits[0];
  if (!best || best.coverage < NEAREST_COVERAGE) return undefined;
  // A head noun no fact says even loosely leaves the other words asked that few facts say as written to say the
  // thing: "a blood donor" and "I have given blood" (not "the brigade" on a firefighter's pages).
  const unsaid = (term: Term) => hits.every((hit) => search.strength(term, hit.fact) < NEAR);
  const saysAsWritten = (term: Term, hit: Hit) => term.alternatives[0]!.keys.every((key) => hit.fact.keys.has(key));
  const rare = (term: Term) => {
    const saying = hits.filter((hit) => saysAsWritten(term, hit)).length;
    return saying > 0 && saying <= MAX_NEAREST;
  };
  const heads = terms.filter((term) => term.head);
  const instead = heads.length > 0 && heads.every(unsaid) ? context.question.terms.filter((term) => !term.head && !term.optional && !term.framing && rare(term)) : [];
  const saysThing =
    instead.length > 0
      ? instead.some((term) => saysAsWritten(term, best))
      : (heads.length > 0 ? heads : terms).some((term) => search.strength(term, best.fact) >= NEAR);
  return saysThing && terms.every((term) => !term.proper || search.strength(term, best.fact) >= named(term)) ? best : undefined;
}
