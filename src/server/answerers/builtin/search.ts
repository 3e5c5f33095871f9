import { WORD_CLASS, type TextLayer } from '../../language/analyzer.js';
import { fold, spaced, words } from '../../language/text.js';
import type { Entry, Fact, Portfolio } from './portfolio/model.js';
import type { Alternative, Question, Term } from './question/model.js';

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

/** Ranks a portfolio's facts for questions; built once per portfolio. */
export interface Search {
  /** Facts best first, within `pool` when given. */
  rank(question: Question, options?: { pool?: readonly Fact[]; subject?: Entry }): Hit[];
  /** How strongly a fact (or its context) says a term, 0 to 1. */
  strength(term: Term, fact: Fact): number;
  /** The entry the question names by its name (a job's organisation, a project's title, a degree), if one. */
  entryNamed(text: string, options?: { kind?: Entry['kind']; anyWord?: boolean }): Entry | undefined;
  /** Of the entries whose names `text` says, the one said last ("Before X, she worked at Y" is about Y). */
  entrySaidLast(text: string): Entry | undefined;
  /** A section whose heading `text` says in full ("Buildings in Daylight"), as a stand-in entry of its facts. */
  sectionSaid(text: string): Entry | undefined;
  /** Whether any fact has the key in its words or context. */
  knows(key: string): boolean;
  /** English words of the portfolio that a Serbian word is spelt like ("konverzija" → conversion, "klijent" → client). */
  cognates(word: string): string[];
}

/**
 * A word's consonant skeleton, spelled the way Serbian spells borrowed words: "conversion" and
 * "konverzija", "physiotherapy" and "fizioterapija", "freelancer" and "frilenser" share one.
 */
export function skeleton(word: string): string {
  let s = fold(word)
    .replace(/ph/g, 'f').replace(/th/g, 't').replace(/ch/g, 'c').replace(/ck/g, 'k').replace(/qu/g, 'kv')
    .replace(/x/g, 'ks').replace(/w/g, 'v').replace(/c(?=[eiy])/g, 's').replace(/c/g, 'k').replace(/z/g, 's').replace(/[yj]/g, 'i');
  s = s.slice(0, 1) + s.slice(1).replace(/[aeiou]/g, '');
  return s.replace(/(.)\1+/g, '$1');
}

const EMPTY: ReadonlySet<string> = new Set();
// The endings Serbian adds to a name in its cases.
const CASE_ENDINGS = new Set(['a', 'e', 'i', 'u', 'o', 'om', 'em', 'ima', 'ama', 'ovi', 'ove', 'ova', 'og', 'oj', 'ju', 'ju']);

/** Builds the search over a portfolio. */
export function createSearch(portfolio: Portfolio, layer: TextLayer): Search {
  const frequency = new Map<string, number>();
  for (const fact of portfolio.facts) for (const key of new Set([...fact.keys, ...fact.place, ...fact.context])) frequency.set(key, (frequency.get(key) ?? 0) + 1);
  const total = Math.max(1, portfolio.facts.length);
  // Words many facts share say less about which fact answers ("nurse" on a nurse's pages).
  const rarity = (key: string) => Math.min(1, Math.log(1 + total / (frequency.get(key) ?? 0.5)) / Math.log(1 + total));
  const lang = portfolio.language;
  // "bachelor", "BSc", "undergraduate degree" → the degree level's key ("bachelor").
  const degreeOf = new Map<string, string>();
  for (const [name, forms] of Object.entries(layer.vocabulary.questions['degree-names'])) {
    for (const form of [name, ...forms]) degreeOf.set(layer.key(form.replace(/\W/g, ''), 'en'), layer.key(name, 'en'));
  }

  // The words that name each entry; a word in many entries' names ("University") names none on its own.
  const nameKeys = portfolio.entries.map((entry) => new Set(layer.keysOf(nameText(entry), entry.page.language === 'sr-Latn' ? 'sr' : 'en')));
  // Any word of an entry's title or place, for anchors in time named loosely ("before Bergen").
  // (Not its years: "before 2018" names a year, not the entry that started then.)
  const looseKeys = portfolio.entries.map((entry) => new Set(layer.keysOf(`${entry.title} ${entry.location ?? ''} ${entry.org ?? ''}`, entry.page.language === 'sr-Latn' ? 'sr' : 'en').filter((key) => !/^\d+$/.test(key))));
  const nameCount = new Map<string, number>();
  const seen = new Set<string>();
  portfolio.entries.forEach((entry, i) => {
    const id = `${entry.kind}:${[...nameKeys[i]!].join(' ')}`;
    if (!seen.has(id)) for (const key of nameKeys[i]!) nameCount.set(key, (nameCount.get(key) ?? 0) + 1);
    seen.add(id);
  });

  const near = (key: string, keys: ReadonlySet<string>): boolean => {
    if (key.length < 5 || /\d/.test(key)) return false;
    for (const other of keys) {
      if (other.length < 5) continue;
      // A Serbian case ending on a name ("Brightpayu" for Brightpay); "Germany" is no form of "German".
      const [short, long] = other.length < key.length ? [other, key] : [key, other];
      if (long.startsWith(short) && CASE_ENDINGS.has(long.slice(short.length))) return true;
    }
    return false;
  };
  // A word as the end of a compound whose head is a word of its own: "book" in "photobook", "cookbook".
  const compound = (key: string, keys: ReadonlySet<string>): boolean => {
    if (key.length < 4 || /\d/.test(key)) return false;
    for (const other of keys) {
      const head = other.slice(0, other.length - key.length);
      if (head.length >= 3 && other.endsWith(key) && layer.relations.rank(head) > 0 && layer.relations.rank(head) < 20_000) return true;
    }
    return false;
  };
  // A name inside a longer written name: "TEDx" in "TEDxBergen", "GIS" in "QGIS".
  const inside = (key: string, keys: ReadonlySet<string>): boolean => {
    if (key.length < 3 || /^\d+$/.test(key)) return false;
    for (const other of keys) if (other.length > key.length && (other.startsWith(key) || (other.endsWith(key) && other.length <= key.length + 2))) return true;
    return false;
  };

  // The consonant skeletons of the English words on the pages, for Serbian cognates.
  const skeletons = new Map<string, string>();
  for (const fact of portfolio.facts) if (fact.language === 'en') for (const key of fact.keys) if (/^[a-z]{5,}$/.test(key) && !skeletons.has(key)) skeletons.set(key, skeleton(key));

  // Relations the other way round: a page's word related to the visitor's ("articles" → "papers" when
  // the visitor asks for papers). The lexicon's lists are one-way and bounded, so both directions are read.
  const reverse = new Map<string, Map<string, number>>();
  for (const key of frequency.keys()) {
    for (const [other, weight] of layer.relations.related(key)) {
      let map = reverse.get(other);
      if (!map) reverse.set(other, (map = new Map()));
      map.set(key, weight);
    }
  }
  // A term's alternatives as one lookup of key → weight (and its relations read backwards), made once per question.
  interface TermIndex {
    single: ReadonlyMap<string, number>;
    multi: readonly Alternative[];
    back: ReadonlyMap<string, number>;
  }
  const indexes = new WeakMap<Term, TermIndex>();
  const indexOf = (term: Term): TermIndex => {
    let index = indexes.get(term);
    if (index) return index;
    const single = new Map<string, number>();
    const multi: Alternative[] = [];
    for (const alternative of term.alternatives) {
      if (alternative.keys.length > 1) multi.push(alternative);
      else if ((single.get(alternative.keys[0]!) ?? 0) < alternative.weight) single.set(alternative.keys[0]!, alternative.weight);
    }
    const own = term.alternatives[0]!.keys;
    const back = term.proper || own.length !== 1 ? new Map<string, number>() : (reverse.get(own[0]!) ?? new Map<string, number>());
    index = { single, multi, back };
    indexes.set(term, index);
    return index;
  };

  const strength = (term: Term, fact: Fact): number => {
    const { single, multi, back } = indexOf(term);
    let best = 0;
    // (Read backwards a relation cannot tell a broader word from a narrower one — "building" for "skyscraper" —
    // so it helps ranking but never alone makes a word said.)
    for (const key of fact.keys) best = Math.max(best, single.get(key) ?? 0, Math.min(BACKWARDS, (back.get(key) ?? 0) * RELATED));
    // A heading names a category, which a visitor names in words of their own: a word related to the
    // heading over a list ("publications" over "# Papers") says it more than the same word in a sentence.
    // (Only a heading that names a list's category, not an entry's own title.)
    if (fact.listed && (fact.entry === undefined || !spaced(fact.heading).includes(spaced(fact.entry.title)))) {
      for (const key of fact.headingKeys) {
        const weight = single.get(key) ?? 0;
        if (weight > 0 && weight < 1) best = Math.max(best, Math.min(HEADED, weight * HEADED_GAIN));
      }
    }
    for (const key of fact.place) best = Math.max(best, (single.get(key) ?? 0) * PLACE, Math.min(BACKWARDS, (back.get(key) ?? 0) * RELATED) * PLACE);
    for (const key of fact.context) best = Math.max(best, (single.get(key) ?? 0) * CONTEXT);
    for (const alternative of multi) {
      if (alternative.weight <= best) continue;
      if (alternative.keys.every((key) => fact.keys.has(key))) best = alternative.weight;
      else if (alternative.keys.every((key) => fact.keys.has(key) || fact.place.has(key))) best = Math.max(best, alternative.weight * PLACE);
      else if (alternative.keys.every((key) => fact.keys.has(key) || fact.place.has(key) || fact.context.has(key))) best = Math.max(best, alternative.weight * CONTEXT);
    }
    if (best < NEAR && (term.proper || term.alternatives[0]!.keys[0]!.length >= 5)) {
      const own = term.alternatives[0]!.keys;
      if (own.length === 1 && (near(own[0]!, fact.keys) || (term.proper && inside(own[0]!, fact.keys)))) best = Math.max(best, NEAR);
      else if (own.length === 1 && compound(own[0]!, fact.keys)) best = Math.max(best, COMPOUND);
      else if (own.length === 1 && near(own[0]!, fact.place)) best = Math.max(best, NEAR * PLACE);
    }
    return best;
  };

  const fits = (question: Question, fact: Fact): boolean => {
    const text = fact.text;
    switch (question.kind) {
      case 'how-many':
        return /\b(?!(?:19|20)\d{2}\b)\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|hundred|thousand|million)\b/i.test(text);
      case 'how-long':
        return /\b\d+(\.\d+)?\s*(years?|months?|weeks?|days?|hours?|minutes?|h|godin\w*|mesec\w*|nedelj\w*|dan\w*|sat\w*)\b/i.test(text) || fact.entry?.period !== undefined;
      case 'when':
        return fact.years.length > 0 || fact.entry?.period !== undefined;
      case 'where':
        return hasPlace(fact);
      case 'who':
        return /\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(text.slice(1));
      default:
        return false;
    }
  };

  const labelCache = new Map<Fact, ReadonlySet<string>>();
  const labelKeys = (fact: Fact): ReadonlySet<string> => {
    let keys = labelCache.get(fact);
    if (!keys) labelCache.set(fact, (keys = new Set(fact.label ? layer.keysOf(fact.label, fact.language) : [])));
    return keys;
  };

  const hasPlace = (fact: Fact): boolean => {
    if (fact.label && /location|city|based|place|where|country|grad|mesto/i.test(fact.label)) return true;
    if (fact.entry?.location) return true;
    for (const word of words(fact.text)) {
      if (!word.capital) continue;
      if (layer.relations.isPlace(word.text) || (layer.classes(layer.key(word.text, 'en')) & WORD_CLASS.place) !== 0) return true;
    }
    return /\b(in|at|u|iz)\s+\p{Lu}\p{Ll}+/u.test(fact.text);
  };

  return {
    strength,
    rank(question, options = {}) {
      const pool = options.pool ?? portfolio.facts;
      // Optional words (the ones that named an entry kind or an attribute) count half; a line labelled
      // with the attribute asked ("License: MIT" for "open source") says them all.
      const weightOf = (term: Term) => term.weight * (term.proper ? 1 : 0.5 + 0.5 * Math.max(...term.alternatives[0]!.keys.map(rarity))) * (term.optional ? 0.5 : 1);
      const total = question.terms.reduce((sum, term) => sum + weightOf(term), 0);
      const labels = question.attribute?.labels ?? [];
      const labelWords = labels.map((label) => label.split(' ').map((word) => layer.key(word, 'en')));
      const hits: Hit[] = [];
      for (const fact of pool) {
        const labelled = fact.label !== undefined && (labels.includes(spaced(fact.label).trim()) || labelWords.some((keys) => keys.every((key) => labelKeys(fact).has(key))));
        const headed = labels.some((label) => spaced(fact.heading).trim() === label);
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
        if (fact.fallback) score *= FALLBACK;
        // Of two facts that say as much, the shorter says it more to the point.
        score *= 1 - 0.15 * Math.min(1, fact.text.length / 400);
        hits.push({ fact, score, coverage: Math.min(1, coverage), missing });
      }
      return hits.sort((a, b) => b.score - a.score || a.fact.id - b.fact.id);
    },
    entryNamed(text, options = {}) {
      const keys = new Set<string>();
      // Near spellings name an entry only for words written as names ("Brightpayu"), not for common words;
      // and a common word ("work", "team") names an entry only as part of its whole name.
      const nearKeys = new Set<string>();
      const common = new Set<string>();
      // A common word names an entry as written, not by another form: "teach" is no "Teaching ventilators".
      const formsOf = new Map<string, Set<string>>();
      for (const word of words(text)) {
        if (layer.isStopword(word.text, lang)) continue;
        for (const l of ['en', 'sr'] as const) {
          const key = layer.key(word.text, l);
          keys.add(key);
          if (word.capital || layer.relations.rank(key) === 0) nearKeys.add(key);
          else {
            if (layer.specificity(key) < 0.55) common.add(key);
            if (!formsOf.has(key)) formsOf.set(key, new Set());
            formsOf.get(key)!.add(word.text);
          }
        }
      }
      const asWritten = (key: string, entry: Entry) => {
        const forms = formsOf.get(key);
        return forms === undefined || nearKeys.has(key) || [...forms].some((form) => spaced(entry.name).includes(` ${form} `));
      };
      const folded = spaced(text);
      let best: Entry | undefined;
      let bestScore = 0;
      portfolio.entries.forEach((entry, i) => {
        const name = [...(options.anyWord ? looseKeys[i]! : nameKeys[i]!)];
        if (name.length === 0) return;
        const said = name.filter((key) => keys.has(key) || near(key, nearKeys));
        if (said.length === 0) return;
        const whole = spaced(entry.name).length > 2 && folded.includes(spaced(entry.name));
        // A word shared by several names ("University") names none of them, unless the name is said whole.
        const own = said.filter((key) => (nameCount.get(key) ?? 0) <= 1 && !common.has(key) && (whole || asWritten(key, entry)));
        // One generic word of a long name ("Research" of "Institute of Marine Research") does not name it; its first word or half its words do.
        if (!whole && !options.anyWord && (own.length === 0 || (own.length * 2 < name.length && !own.includes(name[0]!)))) return;
        let score = own.reduce((sum, key) => sum + 1 / (nameCount.get(key) ?? 1), 0) + said.length * 0.1 + (whole ? 1 : 0);
        if (options.kind !== undefined && entry.kind === options.kind) score += 0.5;
        // Of two jobs at one employer, the later is the one meant.
        if (entry.period?.from !== undefined) score += entry.period.from / 1e6;
        if (score > bestScore) [best, bestScore] = [entry, score];
      });
      if (best) return best;
      // "her master's degree": the one degree of that level.
      // Only a degree the question makes the owner's ("his PhD", "her master's"), not "PhD students".
      const owned = words(text).filter((word, i, all) => degreeOf.has(layer.key(word.text, 'en')) && all.slice(Math.max(0, i - 2), i).some((w) => /^(her|his|their|the|njen|njena|njegov|njegova)$/.test(w.text)) && !/^(student|candidate|supervisor|program)/.test(all[i + 1]?.text ?? ''));
      const levels = owned.map((word) => degreeOf.get(layer.key(word.text, 'en'))!);
      const degrees = portfolio.entries.filter((entry) => entry.kind === 'education' && levels.some((level) => entry.aliases.has(level)));
      if (degrees.length === 1) return degrees[0];
      // "the bank", "that startup": the one entry whose name or first sentence says what it is.
      // ("her bus app" of two apps: the one whose pages also say "bus".)
      const described = [...text.matchAll(/\b(?:the|that|this|those|her|his|their|ta|taj|to|njen|njegov)\s+(?:([\p{L}-]+)\s+)?([\p{L}-]+)/giu)];
      for (const match of described) {
        const key = layer.key(fold(match[2]!), lang);
        const modifier = match[1] ? layer.key(fold(match[1]), lang) : undefined;
        let matching = portfolio.entries.filter((entry) => entry.aliases.has(key) && (options.kind === undefined || entry.kind === options.kind));
        if (modifier && new Set(matching.map((entry) => entry.name)).size > 1) matching = matching.filter((entry) => entry.facts.some((fact) => fact.keys.has(modifier)));
        const named = new Set(matching.map((entry) => entry.name));
        if (named.size === 1) return matching[matching.length - 1];
      }
      return undefined;
    },
    entrySaidLast(text) {
      const folded = spaced(text);
      let last: Entry | undefined;
      let at = -1;
      for (const entry of portfolio.entries) {
        // "Alfred Wegener Institute (AWI)" is said as "the Alfred Wegener Institute" too.
        for (const name of new Set([spaced(entry.name), spaced(entry.name.replace(/\s*\([^)]*\)/g, ''))])) {
          if (name.trim() === '') continue;
          const index = folded.lastIndexOf(name);
          if (index > at) [last, at] = [entry, index];
        }
      }
      return last;
    },
    sectionSaid(text) {
      const folded = spaced(text);
      let best: Fact[] | undefined;
      let heading = '';
      for (const fact of portfolio.facts) {
        const own = fact.heading;
        if (own === fact.page.title || own.split(/\s+/).length < 2 || own.length <= heading.length) continue;
        if (folded.includes(spaced(own))) {
          heading = own;
          best = portfolio.facts.filter((other) => other.section === fact.section);
        }
      }
      if (!best) return undefined;
      return { id: -1, title: heading, name: heading, certain: false, page: best[0]!.page, facts: best, aliases: new Set() };
    },
    knows: (key) => frequency.has(key),
    cognates(word) {
      const own = skeleton(layer.key(fold(word), 'sr'));
      if (own.length < 4) return [];
      const out: string[] = [];
      for (const [key, shape] of skeletons) if (shape.length >= 4 && (shape.startsWith(own) || own.startsWith(shape)) && Math.abs(shape.length - own.length) <= 3) out.push(key);
      return out.slice(0, 6);
    },
  };
}

// What names an entry: a project by its title, a job by its organisation, a degree by its name and school.
function nameText(entry: Entry): string {
  if (entry.kind === 'project') return entry.title;
  if (entry.kind === 'education') return `${entry.role ?? ''} ${entry.org ?? entry.title}`;
  return entry.org ?? entry.title;
}
