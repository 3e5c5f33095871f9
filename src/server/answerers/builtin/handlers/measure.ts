import type { Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import type { TextLayer } from '../../../language/analyzer.js';
import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import { spaced } from '../../../language/text.js';
import { showFact } from '../compose.js';
import { focus, one, quote, SAID } from './shared.js';

/** A measure as questions.yaml `measures` gives it: its ways of asking, and the number by a unit a line states it with. */
interface Measure {
  dimension: string;
  /** Told plainly only by a line that says every thing asked besides it (questions.yaml). */
  strict: boolean;
  asks: PhraseSet;
  loose: PhraseSet;
  /** A number by one of the measure's units ("at 1,710 m", "water at 28 °C", "6.5 hectares"); none when it has no units of its own. */
  states?: RegExp;
}

// How closely a line must say a thing asked with "How big": by its own word or a synonym ("studio"), not a loose relative.
const NAMED = 0.8;

// questions.yaml's measures, compiled once.
let measures: Measure[] | undefined;

/**
 * "How far will he travel for a job?", "How high up is the hut?", "How warm is the water in the pool?", "How much land
 * does he farm?", "Koliko daleko putuje?": a measure asked is a line that states one, a number by a unit of it (of its
 * dimension when no line uses the measure's own: "How wide" by metres or kilometres). A line that says the question's
 * other words answers; else a distance by the lines that say most of the question, or the one that states one; a strict
 * measure (a temperature, an area, a weight) by the best of them said to be only the nearest, since "How much does he
 * weigh?" is no tiger's 7 kg of meat. A way of asking that also asks other things ("How big is the team?") is answered
 * only by a line of the measure that says the thing asked.
 */
export const measure: Handler = {
  name: 'measure',
  answer(context) {
    const { question, layer, portfolio, search, subject } = context;
    if (question.kind === 'how-long') return undefined;
    measures ??= compile(layer);
    const asked = measures.find((m) => m.asks.opens(question.text)) ?? measures.find((m) => m.loose.opens(question.text));
    if (!asked) return undefined;
    const loose = !asked.asks.opens(question.text);
    // (Of the entry or section the question names, when a line of it states one: "the pool" of "How warm is the water in the pool?"
    // names the pool's timetable, and the water's temperature is said above it.)
    const stating = (facts: Fact[]) => {
      const own = asked.states ? facts.filter((fact) => asked.states!.test(fact.text)) : [];
      return own.length > 0 ? own : facts.filter((fact) => measures!.some((m) => m.dimension === asked.dimension && m.states?.test(fact.text)));
    };
    const ofSubject = subject ? stating(subject.facts) : [];
    const pool = ofSubject.length > 0 ? ofSubject : stating(portfolio.facts);
    if (pool.length === 0) return undefined;
    const hits = search.rank(question, { pool, subject: ofSubject.length > 0 ? subject : undefined });
    // The things asked besides the measure ("the water" of "How warm is the water?"; not "land" of "How much land").
    const said = new Set((asked.asks.find(question.text) ?? asked.loose.find(question.text) ?? '').split(' '));
    const inAsk = (term: Term) => said.has(spaced(term.raw).trim());
    const things = focus(question).filter((term) => !term.framing && !inAsk(term));
    // (With nothing else asked, the noun of the way of asking: "land" of "How much land does he have?" in "I farm 6.5 hectares … on land …".)
    const named = things.length > 0 ? things : question.terms.filter((term) => term.noun && !term.framing && inAsk(term));
    const saying = named.length > 0 ? hits.filter((hit) => named.every((term) => search.strength(term, hit.fact) >= SAID)) : [];
    // (A way of asking that asks other things too answers only by a line that says the thing: "How big is the gym?" of
    // "a 90 m² rehabilitation gym", not of the team.)
    if (loose) return quote(context, saying.filter((hit) => things.some((term) => search.strength(term, hit.fact) >= NAMED)));
    if (saying.length > 0) return quote(context, saying);
    // (A distance by the lines that say most of the question, "How far will he travel for a job?" of "within 80 km", or the
    // one that states one.)
    if (!asked.strict) return hits.length > 0 ? quote(context, hits) : pool.length === 1 ? one(context, pool[0]!) : undefined;
    // (Else, of a strict measure, the line that says most of it or the first that states it is only the nearest: "How hot
    // does the furnace get?" of "water at 28 °C".)
    return context.say('notSaidNearest', { fact: showFact(hits[0]?.fact ?? pool[0]!) });
  },
};

function compile(layer: TextLayer): Measure[] {
  const phrases = layer.vocabulary.keyed.questions.phrases.measures;
  return Object.entries(layer.vocabulary.questions.measures).map(([name, { dimension, strict, units }]) => ({
    dimension,
    strict: strict === true,
    asks: phraseSet(phrases[name]!.asks),
    loose: phraseSet(phrases[name]!.loose ?? []),
    states: units.length > 0 ? statedIn(units) : undefined,
  }));
}

// A number by one of the units as written, not inside a longer word or number ("80 km", "−25 °C", "600 m²"; not "5 mm"
// for "m", "25 m²" for "m", "5G" for "g").
function statedIn(units: readonly string[]): RegExp {
  const escaped = [...units].sort((a, b) => b.length - a.length).map((unit) => unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));
  return new RegExp(`(?<![\\p{L}\\d])\\d[\\d.,]*\\s?(?:${escaped.join('|')})(?![\\p{L}\\d²³])`, 'u');
}
