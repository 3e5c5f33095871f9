import type { Handler } from '../context.js';
import type { Hit } from '../search.js';
import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import { quote } from './shared.js';

// A distance (or a height, a depth) a line states: a number by a unit of length ("within 80 km", "120 miles", "2,000
// metres", "at 1,710 m", "50 kilometara").
const DISTANCE = /\b\d[\d.,]*\s?(?:km|m(?![²³])|kilomet(?:er|re)s?|miles?|met(?:er|re)s?|kilometara|kilometra|metara|ft|feet)\b/i;
// How far is said in kilometres or miles; how high, tall or deep in metres ("at 1,710 m", not "40 km of trails").
const FAR = /\b\d[\d.,]*\s?(?:km|kilomet(?:er|re)s?|miles?|kilometara|kilometra)\b/i;
const HIGH = /\b\d[\d.,]*\s?(?:m(?![²³])|met(?:er|re)s?|metara|ft|feet)\b/i;
const ASKS_HIGH = /\b(?:high|tall|deep|altitude|visok|visoka|visini|duboko)\b/i;

// questions.yaml's ways of asking how far, compiled once.
let asks: PhraseSet | undefined;

/**
 * "How far out of town will he come for a job?", "How high up is the hut?", "Koliko daleko putuje?": a distance, a
 * height or a depth asked is a line that states one, in the unit of what was asked when a line says that; of several,
 * the one that says most of the question.
 */
export const distance: Handler = {
  name: 'distance',
  answer(context) {
    const { question, layer, portfolio, search, subject } = context;
    asks ??= phraseSet(layer.vocabulary.keyed.questions.phrases['distance-asks']);
    if (question.kind === 'how-long' || !asks.opens(question.text)) return undefined;
    const asked = asks.find(question.text) ?? '';
    const stating = (subject ? subject.facts : portfolio.facts).filter((fact) => DISTANCE.test(fact.text));
    const unit = ASKS_HIGH.test(asked) ? HIGH : /\b(?:far|daleko|dokle)\b/i.test(asked) ? FAR : DISTANCE;
    const inUnit = stating.filter((fact) => unit.test(fact.text));
    const pool = inUnit.length > 0 ? inUnit : stating;
    if (pool.length === 0) return undefined;
    const hits = search.rank(question, { pool, subject });
    // (With no other word of the question said, the one line that states a distance.)
    const only: Hit[] = pool.length === 1 ? [{ fact: pool[0]!, score: 0, coverage: 0, missing: [] }] : [];
    return quote(context, hits.length > 0 ? hits : only);
  },
};
