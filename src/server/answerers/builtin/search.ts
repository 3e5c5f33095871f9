import type { TextLayer } from '../../language/analyzer.js';
import { isPlaceAdjective } from '../../language/relations.js';
import { spaced } from '../../language/text.js';
import { englishTwin, type Entry, type Fact, type Portfolio } from './portfolio/model.js';
import type { Alternative, Question, Term } from './question/model.js';
import { createCognates } from './cognates.js';
import { createNames, type Names } from './names.js';
import { nearSpelling } from './name-spelling.js';
import { byPhrase } from './phrases.js';
import { createAnswerTypes } from './answer-types.js';
import { createAges, holdsAge, type AgeRange } from './ages.js';

/** A fact and how well it answers (higher is better), with the share of the question it covers. */
export interface Hit {
  fact: Fact;
  score: number;
  /** The weighted share of the question's required terms the fact or its context says (0–1). */
  coverage: number;
  /** Required terms found nowhere near the fact. */
  missing: Term[];
}

// A page word related to the visitor's word, read the other way round (as question/read.ts weighs relations).
const RELATED = 0.85;
const BACKWARDS = 0.5;
// A term found in the heading or entry a fact sits under ("Ferry Crossings" for its "Publisher:" line).
const PLACE = 0.85;
// A term found only in the wider context: the page title, a table's column headers.
const CONTEXT = 0.6;
// A related word found in a fact's heading: counts this much more, up to HEADED.
const HEADED_GAIN = 2;
const HEADED = 0.85;
// A word found as the end of a compound ("photobook" for "book").
const COMPOUND = 0.7;
// Endings that derive a word of the same family: a doer of a verb ("fund" → "funder", "organise" → "organiser",
// "supervise" → "supervisor"), a trade's work or place ("cooper" → "cooperage", "bake" → "bakery", "apprentice" →
// "apprenticeship", "organ" → "organist").
const DERIVED = ['er', 'or', 'age', 'ery', 'ry', 'ship', 'ist'];
// A name found as a near spelling ("Brightpayu" for "Brightpay") or the end of a compound ("cookbook" for "book").
const NEAR = 0.8;
// What the answer type adds to a fact that has what the question asks for (a number, a year, a place).
const TYPE_BONUS = 0.25;
// A fact whose label is the attribute asked for ("License: MIT" for "is it open source").
const LABEL_BONUS = 0.5;
// A fact of the entry the conversation is about.
const SUBJECT_BONUS = 0.3;
// An English page's fact for a Serbian visitor, whose Serbian twin is preferred.
const FALLBACK = 0.8;
// A fact of the kind of entry asked about ("Where did he study photography?": an education entry's).
const KIND_BONUS = 0.15;
// A line whose ages hold the age asked ("Cvrčci · 3–4 years" for a four-year-old).
const AGE_FIT = 0.25;
/** Ranks a portfolio's facts for questions; built once per portfolio. */
export interface Search extends Names {
  /** Facts best first, within `pool` when given. */
  rank(question: Question, options?: { pool?: readonly Fact[]; subject?: Entry }): Hit[];
  /** How strongly a fact (or its context) says a term, 0 to 1. */
  strength(term: Term, fact: Fact): number;
  /** Whether any fact has the key in its words or context. */
  knows(key: string): boolean;
  /** English words of the portfolio that a Serbian word is spelt like ("konverzija" → conversion, "klijent" → client). */
  cognates(word: string): string[];
  /** The ages a fact allows ("aged 4 to 7"), read once. */
  ages(fact: Fact): AgeRange[];
}

const EMPTY: ReadonlySet<string> = new Set();

/** Builds the search over a portfolio. */
export function createSearch(portfolio: Portfolio, layer: TextLayer): Search {
  const frequency = new Map<string, number>();
  for (const fact of portfolio.facts) for (const key of new Set([...fact.keys, ...fact.place, ...fact.context])) frequency.set(key, (frequency.get(key) ?? 0) + 1);
  const total = Math.max(1, portfolio.facts.length);
  // A translated view (a Serbian visitor's) holds English twins' facts as fallbacks.
  const translated = portfolio.facts.some((fact) => fact.fallback);
  // Words many facts share say less about which fact answers ("nurse" on a nurse's pages).
  const rarity = (key: string) => Math.min(1, Math.log(1 + total / (frequency.get(key) ?? 0.5)) / Math.log(1 + total));
  const names = createNames(portfolio, layer);
  // A word as the end of a compound whose head is a word of its own: "book" in "photobook", "cookbook".
  const compound = (key: string, keys: ReadonlySet<string>): boolean => {
    if (key.length < 4 || /\d/.test(key)) return false;
    for (const other of keys) {
      if (other.length - key.length < 3 || !other.endsWith(key)) continue;
      const rank = layer.relations.rank(other.slice(0, other.length - key.length));
      if (rank > 0 && rank < 20_000) return true;
    }
    return false;
  };
  // A name inside a longer written name ("TEDx" in "TEDxBergen", "GIS" in "QGIS"), but no place in its adjective ("Slovenian")
  // and no word in another the lexicon relates it to, a word of its family ("German" in "Germany").
  const inside = (key: string, keys: ReadonlySet<string>): boolean =>
    key.length >= 3 && !/^\d+$/.test(key) && [...keys].some((other) => other.length > key.length && ((other.startsWith(key) && !isPlaceAdjective(other, key, layer.relations)) || (other.endsWith(key) && other.length <= key.length + 2)) && !layer.relations.related(key).some(([related]) => related === other));

  // Relations the other way round: a page's word related to the visitor's ("articles" → "papers" when
  // the visitor asks for papers). The lexicon's lists are one-way and bounded, so both directions are read.
  const reverse = new Map<string, Map<string, number>>();
  for (const key of frequency.keys()) {
    for (const [other, weight] of layer.relations.related(key)) (reverse.get(other) ?? reverse.set(other, new Map()).get(other)!).set(key, weight);
  }
  // Whether the page's word relates to the visitor's only where it is no noun ("trail" → "dog" is the verbs').
  const verbal = (key: string, to: string) => layer.relations.related(key).some(([other, , , notNoun]) => other === to && notNoun);
  // A term's alternatives as one lookup of key → weight (and its relations read backwards), made once per question.
  interface TermIndex {
    single: ReadonlyMap<string, number>;
    /** The single keys that are broader words of the one asked. */
    wider: ReadonlySet<string>;
    multi: readonly Alternative[];
    back: ReadonlyMap<string, number>;
    /** The word-family forms of a one-word term ("cooper" → "cooperage"), spelt once per question. */
    derived: readonly string[];
  }
  const indexes = new WeakMap<Term, TermIndex>();
  const ranked = new WeakMap<Question, Map<Entry | undefined, Hit[]>>();
  // A fact's own text is read once, not per question (a profile showed tokenising headings and titles in every
  // strength() call as a quarter of answering time), by its section and id, which the copies handlers rank with
  // ({ ...fact, keys }) share. namesCategory: a list's heading, not its entry's title.
  const once = <T>(compute: (fact: Fact) => T) => {
    const cache = new WeakMap<Fact['section'], Map<number, T>>();
    return (fact: Fact): T => {
      const known = cache.get(fact.section) ?? cache.set(fact.section, new Map()).get(fact.section)!;
      return known.has(fact.id) ? known.get(fact.id)! : known.set(fact.id, compute(fact)).get(fact.id)!;
    };
  };
  // (A heading that opens with a question word is a clause, not a category's name: "How I work" names no kind of work.)
  const clause = new Set(layer.vocabulary.questions['request-questions']);
  const namesCategory = once((fact) => fact.listed && !clause.has(spaced(fact.heading).trim().split(' ')[0]!) && (fact.entry === undefined || !spaced(fact.heading).includes(spaced(fact.entry.title))));
  const [headingText, labelText] = [once((fact) => spaced(fact.heading).trim()), once((fact) => spaced(fact.label ?? '').trim())];
  const indexOf = (term: Term): TermIndex => {
    let index = indexes.get(term);
    if (index) return index;
    const single = new Map<string, number>();
    const wider = new Set<string>();
    const multi: Alternative[] = [];
    for (const alternative of term.alternatives) {
      const key = alternative.keys[0]!;
      if (alternative.keys.length > 1) multi.push(alternative);
      else if ((single.get(key) ?? 0) < alternative.weight) {
        single.set(key, alternative.weight);
        if (alternative.broader) wider.add(key);
        else wider.delete(key);
      }
    }
    const own = term.alternatives[0]!.keys;
    const all = term.proper || own.length !== 1 ? new Map<string, number>() : (reverse.get(own[0]!) ?? new Map<string, number>());
    const back = term.alternatives[0]!.noun ? new Map([...all].filter(([key]) => !verbal(key, own[0]!))) : all;
    const word = own.length === 1 && !term.proper && own[0]!.length >= 4 ? own[0]! : '';
    index = { single, wider, multi, back, derived: word ? DERIVED.flatMap((ending) => [word.replace(/e$/, '') + ending, word + ending]) : [] };
    indexes.set(term, index);
    return index;
  };
  // A homograph its line or headings use as the other part of speech, and a compound, say no verb: "My first book." (roles.ts).
  const rolesOf = once((fact) => layer.homographRoles(fact.language === 'en' ? [fact.text, fact.section.heading, fact.entry?.title ?? '', fact.page.title] : []));
  const strength = (term: Term, fact: Fact): number => {
    const { single, wider, multi, back, derived } = indexOf(term);
    let best = 0;
    const unsaid = term.role && (rolesOf(fact).get(term.alternatives[0]!.keys[0]!) ?? term.role) !== term.role ? term.alternatives[0]!.keys[0] : undefined;
    // (Read backwards a relation cannot tell a broader word from a narrower one — "building" for "skyscraper" —
    // so it helps ranking but never alone makes a word said.)
    for (const key of fact.keys) if (key !== unsaid) best = Math.max(best, single.get(key) ?? 0, back.size === 0 ? 0 : Math.min(BACKWARDS, (back.get(key) ?? 0) * RELATED));
    // A heading names a category, which a visitor names in words of their own: a word related to the
    // heading over a list ("publications" over "# Papers") says it more than the same word in a sentence
    // (not a broader word of the one asked: "The animals in my section" names no elephants).
    if (namesCategory(fact)) {
      for (const key of fact.headingKeys) {
        const weight = key === unsaid ? 0 : (single.get(key) ?? 0);
        if (weight > 0 && weight < 1 && !wider.has(key)) best = Math.max(best, Math.min(HEADED, weight * HEADED_GAIN));
      }
    }
    for (const key of fact.place) if (key !== unsaid) best = Math.max(best, (single.get(key) ?? 0) * PLACE, Math.min(BACKWARDS, (back.get(key) ?? 0) * RELATED) * PLACE);
    for (const key of fact.context) if (key !== unsaid) best = Math.max(best, (single.get(key) ?? 0) * CONTEXT);
    for (const alternative of multi) {
      if (alternative.weight <= best) continue;
      if (alternative.keys.every((key) => fact.keys.has(key))) best = alternative.weight;
      else if (alternative.keys.every((key) => fact.keys.has(key) || fact.place.has(key))) best = Math.max(best, alternative.weight * PLACE);
      else if (alternative.keys.every((key) => fact.keys.has(key) || fact.place.has(key) || fact.context.has(key))) best = Math.max(best, alternative.weight * CONTEXT);
    }
    if (best < NEAR && (term.proper || term.alternatives[0]!.keys[0]!.length >= 5)) {
      const own = term.alternatives[0]!.keys;
      if (own.length === 1 && (nearSpelling(own[0]!, fact.keys, term.proper) || (term.proper && inside(own[0]!, fact.keys)))) best = Math.max(best, NEAR);
      else if (own.length === 1 && term.role !== 'verb' && compound(own[0]!, fact.keys)) best = Math.max(best, COMPOUND);
      else if (own.length === 1 && nearSpelling(own[0]!, fact.place, term.proper)) best = Math.max(best, NEAR * PLACE);
    }
    // "funded" and "Funder:", "cooper" and "cooperage": a word of the family of the one asked, which WordNet may lack.
    if (best < NEAR && derived.some((form) => fact.keys.has(form))) best = NEAR;
    return best;
  };

  const labelKeys = once((fact): ReadonlySet<string> => new Set(fact.label ? layer.keysOf(fact.label, fact.language) : []));
  // A fact's keys in the order its text and its entry's title (else its heading) say them, for the visitor's phrases (phrases.ts).
  const sequences = once((fact) => [layer.keysOf(fact.text, fact.language), layer.keysOf(fact.entry?.title ?? fact.heading, fact.language)]);
  const fits = createAnswerTypes(layer);
  const ages = once(createAges(layer).ranges);

  return {
    strength,
    rank(question, options = {}) {
      // Several handlers rank the whole portfolio for one question: it is ranked once (per subject).
      const whole = options.pool === undefined ? (ranked.get(question) ?? ranked.set(question, new Map()).get(question)!) : undefined;
      const done = whole?.get(options.subject);
      if (done) return done;
      const pool = options.pool ?? portfolio.facts;
      // Optional words (the ones that named an entry kind or an attribute) count half; a line labelled
      // with the attribute asked ("License: MIT" for "open source") says them all.
      const weightOf = (term: Term) => term.weight * (term.proper ? 1 : 0.5 + 0.5 * Math.max(...term.alternatives[0]!.keys.map(rarity))) * (term.optional ? 0.5 : 1);
      const total = question.terms.reduce((sum, term) => sum + weightOf(term), 0);
      const labels = question.attribute?.labels ?? [];
      const labelWords = labels.map((label) => label.split(' ').map((word) => layer.key(word, 'en')));
      const hits: Hit[] = [];
      for (const fact of pool) {
        const labelled = fact.label !== undefined && (labels.includes(labelText(fact)) || labelWords.some((keys) => keys.every((key) => labelKeys(fact).has(key))));
        const headed = labels.some((label) => headingText(fact) === label);
        // "15,000 installs" says "popular" (the stars attribute) without a label.
        const sayingAttribute = labelWords.some((keys) => keys.every((key) => fact.keys.has(key)));
        let said = 0;
        const missing: Term[] = [];
        for (const term of question.terms) {
          const s = term.optional && (labelled || headed) ? 1 : strength(term, fact);
          said += s * weightOf(term);
          if (s === 0 && !term.optional) missing.push(term);
        }
        // "Who published it?" and a "Publisher:" line: the line is about what was asked.
        const aboutTerm = fact.label !== undefined && !labelled && question.terms.some((term) => strength(term, { ...fact, keys: labelKeys(fact), place: EMPTY, context: EMPTY }) >= 0.6);
        const coverage = total === 0 ? (labelled || headed ? 1 : 0) : said / total;
        if (coverage === 0 && !labelled && !headed) continue;
        let score = coverage;
        if (sayingAttribute && !labelled) score += LABEL_BONUS / 2;
        if (labelled) score += LABEL_BONUS;
        else if (headed || aboutTerm) score += LABEL_BONUS / 2;
        if (fits(question, fact)) score += TYPE_BONUS;
        if (options.subject && fact.entry === options.subject) score += SUBJECT_BONUS;
        else if (question.entryKind && fact.entry?.kind === question.entryKind) score += KIND_BONUS;
        if (question.age !== undefined && holdsAge(ages(fact), question.age)) score += AGE_FIT;
        if (fact.fallback) score *= FALLBACK;
        // Of two facts that say as much, the shorter says it more to the point.
        score *= 1 - 0.15 * Math.min(1, fact.text.length / 400);
        hits.push({ fact, score, coverage: Math.min(1, coverage), missing });
      }
      // A Serbian visitor is answered from the Serbian page wherever it says as much of the question as its English twin.
      const own = new Map<string, number>();
      if (translated) for (const { fact, coverage } of hits) if (!fact.fallback) own.set(englishTwin(fact.page.file), Math.max(own.get(englishTwin(fact.page.file)) ?? 0, coverage));
      const sorted = byPhrase(hits.filter((hit) => !hit.fact.fallback || hit.coverage > (own.get(hit.fact.page.file) ?? 0)).sort((a, b) => b.score - a.score || a.fact.id - b.fact.id), question, layer, sequences);
      whole?.set(options.subject, sorted);
      return sorted;
    },
    ...names,
    knows: (key) => frequency.has(key),
    cognates: createCognates(portfolio, layer),
    ages,
  };
}
