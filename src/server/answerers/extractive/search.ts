import type { Attribute } from '../../language/lexicon.js';
import { hasKey, keyOf, keysOf, spaced } from '../../language/words.js';
import { nameOf, type Entry, type Fact, type FactBase } from './facts.js';
import type { Question, Term } from './question.js';

/** A fact and how well it answers (higher is better), with the share of the question's terms it covers. */
export interface ScoredFact {
  fact: Fact;
  score: number;
  coverage: number;
  /** Terms found nowhere near the fact. */
  missing: Term[];
}

// Words of a fact's page, headings and entry count, but less than its own words.
const CONTEXT_WEIGHT = 0.5;
// A synonym or category member found instead of the visitor's word.
const ALTERNATIVE_WEIGHT = 0.7;
// An entry of the kind the question asks for, among entries named alike.
const KIND_BONUS = 0.5;
// A word found as the end of a compound ("book" in "cookbook").
const COMPOUND_WEIGHT = 0.7;
// The shortest word looked for at the end of a compound, and the shortest part before it.
const COMPOUND_MIN = 4;
const COMPOUND_HEAD = 3;
// How much a fact's length lowers its score (0: not at all).
const LENGTH_WEIGHT = 0.25;
// How much a number in a fact helps it answer "how many".
const NUMBER_BONUS = 1.5;
// How much each further member of an asked category named in one fact adds (up to three).
const MEMBER_BONUS = 0.25;
// A fact whose label is the asked attribute ("License: MIT" for "is it open source").
const LABEL_BONUS = 4;

/** Ranks facts for questions; built once per portfolio. */
export interface FactSearch {
  /** Facts best first, within `within` (an entry, or some facts) when given. */
  rank(question: Question, within?: Entry | readonly Fact[]): ScoredFact[];
  /** Whether any fact uses the key. */
  knows(key: string): boolean;
  /**
   * The entry a question names, by its title or organisation; `shared` lets a word that names
   * several entries ("Bergen") name the latest of them; of entries named alike, one of `kind` (the kind asked) wins.
   */
  entryNamed(keys: ReadonlySet<string>, text?: string, shared?: boolean, kind?: Entry['kind']): Entry | undefined;
  /** Of the entries whose names `text` says in full, the one said last ("Before X, she worked at Y" is about Y). */
  entrySaidLast(text: string): Entry | undefined;
  /** Whether `text` says the entry's name, or one comma-separated part of it, in full. */
  saysName(entry: Entry, text: string): boolean;
  /** How many of the question's terms `text` says. */
  termsSaid(question: Question, text: string): number;
  /** The one dated entry whose role the question's terms name ("a postdoc", "her master's"), if only one is. */
  entryByRole(question: Question): Entry | undefined;
  /** Facts that carry the attribute's label, within an entry or (without one) outside every entry. */
  labelled(attribute: Attribute, within?: Entry): Fact[];
}

// The fact's word that ends with the key after a head the portfolio uses as a word of its own
// ("cookbook" for "book" beside "cook"; not "transport" for "sport"), if any.
function compoundOf(key: string, keys: ReadonlySet<string>, known: (key: string) => boolean): string | undefined {
  if (key.length < COMPOUND_MIN || /\d/.test(key)) return undefined;
  for (const word of keys) {
    const head = word.slice(0, word.length - key.length);
    if (head.length >= COMPOUND_HEAD && word.endsWith(key) && known(keyOf(head))) return word;
  }
  return undefined;
}

// A name and the parts that say it too: "Dept of X, University of Y" → each part; "Coal and Salt (cookbook)" → "Coal and Salt".
function nameParts(name: string): string[] {
  const bare = name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  return [...new Set([name, ...name.split(', '), bare])];
}

/** Builds the search over a portfolio's facts: inverse frequencies and entry names. */
export function createFactSearch(base: FactBase, stopwords: ReadonlySet<string>, roleWords: ReadonlySet<string> = new Set()): FactSearch {
  // "architect" or "developer" alone names no entry (many people are one); a degree that opens the name does ("his PhD").
  const roleKeys = new Set([...roleWords].map(keyOf));
  const frequency = new Map<string, number>();
  for (const fact of base.facts) for (const key of new Set([...fact.keys, ...fact.context])) frequency.set(key, (frequency.get(key) ?? 0) + 1);
  const total = Math.max(1, base.facts.length);
  const averageSize = base.facts.reduce((sum, fact) => sum + fact.keys.size, 0) / total || 1;
  const idf = (key: string) => Math.log(1 + total / (frequency.get(key) ?? 0.5));
  // The words that name each entry; words shared by many entries ("University") name none.
  const nameCount = new Map<string, number>();
  // A degree is named by what it is ("his PhD"), a job or project by where or what it is.
  const indexedName = (entry: Entry) => (entry.kind === 'project' ? entry.title : entry.kind === 'education' ? `${entry.role ?? ''} ${entry.org ?? entry.title}` : (entry.org ?? entry.title));
  // Two jobs at one employer (associate, then senior associate) share one name: it names both, the latest first.
  const counted = new Set<string>();
  const names = base.entries.map((entry) => {
    const keys = [...new Set(keysOf(indexedName(entry)).filter((k) => k.length >= 3 && !stopwords.has(k)))];
    const name = `${entry.kind}:${keys.join(' ')}`;
    if (!counted.has(name)) for (const key of keys) nameCount.set(key, (nameCount.get(key) ?? 0) + 1);
    counted.add(name);
    return keys;
  });

  const rarity = (term: Term): number => Math.max(...term.alternatives.map((alt) => Math.min(...alt.map(idf))));
  // The name, or one comma-separated part of it ("University of Bergen" of "Department of …, University of Bergen"), said in full.
  const fullySaid = (entry: Entry, text: string) => {
    return nameParts(nameOf(entry)).some((part) => keysOf(part).length >= 2 && spaced(text).includes(spaced(part)));
  };
  // Keys of the words written with a capital after the first word: names of places and organisations.
  const capitalised = (text: string) => new Set(text.split(/\s+/).slice(1).filter((word) => /^\p{Lu}/u.test(word)).flatMap((word) => keysOf(word)));
  const weightOf = (alternative: string[], fact: Fact): number => {
    // A phrase counts only said together: "free time" is not "free app" and "arrival times".
    if (alternative.length > 1 && !fact.phrases.includes(` ${alternative.join(' ')} `)) return 0;
    if (alternative.every((key) => hasKey(fact.keys, key))) return alternative.reduce((sum, key) => sum + idf(key), 0) / Math.sqrt(alternative.length);
    if (alternative.every((key) => hasKey(fact.keys, key) || hasKey(fact.context, key))) return (CONTEXT_WEIGHT * alternative.reduce((sum, key) => sum + idf(key), 0)) / Math.sqrt(alternative.length);
    if (alternative.length > 1) return 0;
    const known = (head: string) => frequency.has(head);
    const compound = compoundOf(alternative[0]!, fact.keys, known);
    if (compound) return COMPOUND_WEIGHT * idf(compound);
    const around = compoundOf(alternative[0]!, fact.context, known);
    return around ? CONTEXT_WEIGHT * COMPOUND_WEIGHT * idf(around) : 0;
  };

  // What the visitor's own word weighs when a fact says it.
  const ownWeight = (term: Term): number => {
    const own = term.alternatives[0]!;
    return own.reduce((sum, key) => sum + idf(key), 0) / Math.sqrt(own.length);
  };

  const termsSaid = (question: Question, text: string): number => {
    const keys = new Set(keysOf(text));
    return question.terms.filter((term) => term.alternatives.some((alt) => alt.every((key) => keys.has(key) && !stopwords.has(key)))).length;
  };

  return {
    rank(question, within) {
      const pool = within === undefined ? base.facts : 'facts' in within ? within.facts : within;
      const labels = question.attribute?.labels ?? [];
      const labelKeys = labels.map((label) => keysOf(label));
      const required = question.terms.filter((term) => !term.optional);
      const scored: ScoredFact[] = [];
      for (const fact of pool) {
        let score = 0;
        const missing: Term[] = [];
        for (const term of question.terms) {
          let best = 0;
          let members = 0;
          // The visitor's own word counts more than a synonym or a category member.
          // (A synonym phrase of rare words, "screen reader" for "WCAG", counts no more than the visitor’s word would.)
          const own = ownWeight(term);
          term.alternatives.forEach((alternative, index) => {
            const weight = weightOf(alternative, fact);
            if (weight > 0 && term.weights !== undefined) members++;
            const capped = index === 0 || term.weights !== undefined || alternative.length === 1 ? weight : Math.min(weight, own);
            best = Math.max(best, capped * (term.weights?.[index] ?? (index === 0 ? 1 : ALTERNATIVE_WEIGHT)));
          });
          if (best === 0) missing.push(term);
          // "Which databases?": a line that names several members ("PostgreSQL, Redis, ClickHouse") answers best.
          score += best * (1 + MEMBER_BONUS * Math.min(Math.max(members - 1, 0), 3));
        }
        if (fact.label && labels.includes(spaced(fact.label).trim())) score += LABEL_BONUS;
        // "… — licence GPL-3." says the attribute without a label.
        else if (labelKeys.some((keys) => keys.every((key) => fact.keys.has(key)))) score += LABEL_BONUS / 2;
        // "How many …" is answered by a fact with a number in it.
        // (A year says when, not how many.)
        if (question.kind === 'how-many' && score > 0 && /\b(?!(?:19|20)\d{2}\b)\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|dozen)\b/i.test(fact.text)) score *= NUMBER_BONUS;
        if (score <= 0) continue;
        // Coverage weighs terms by rarity: missing a word the portfolio never uses ("music") costs most.
        const missed = missing.filter((term) => !term.optional);
        const coverage = required.length === 0 ? 1 : 1 - missed.reduce((sum, t) => sum + rarity(t), 0) / required.reduce((sum, t) => sum + rarity(t), 0);
        // Of two facts that say the same words, the shorter says them more to the point (as BM25 weighs length).
        const length = LENGTH_WEIGHT * (fact.keys.size / averageSize) + (1 - LENGTH_WEIGHT);
        scored.push({ fact, score: (score * (0.5 + coverage)) / length, coverage, missing: missed });
      }
      return scored.sort((a, b) => b.score - a.score || a.fact.id - b.fact.id);
    },
    knows: (key) => frequency.has(key),
    saysName: (entry, text) => fullySaid(entry, text),
    entrySaidLast(text) {
      const said = spaced(text);
      const at = (entry: Entry) => {
        return Math.max(-1, ...nameParts(nameOf(entry)).filter((part) => keysOf(part).length >= 2 || entry.kind === 'project').map((part) => said.lastIndexOf(spaced(part))));
      };
      let last: Entry | undefined;
      for (const entry of base.entries) if (at(entry) >= 0 && (!last || at(entry) > at(last))) last = entry;
      return last;
    },
    termsSaid,
    entryNamed(keys, text = '', shared = false, kind = undefined) {
      let best: Entry | undefined;
      let bestScore = 0;
      base.entries.forEach((entry, index) => {
        let score = 0;
        const name = names[index]!;
        // A word in two entries' names ("Certified") names neither, unless the name is said in full.
        const said = name.filter((key) => hasKey(keys, key) && (shared || nameCount.get(key)! <= (fullySaid(entry, text) ? 2 : 1)) && (!roleKeys.has(key) || key === name[0]));
        // One generic word of a long name ("research" of "Institute of Marine Research") does not name it;
        // its first word or half its words do ("Vojvodina", "University of Bergen").
        // (When `shared`, a proper name the visitor capitalised names it too: "before Bergen".)
        const proper = shared && said.some((key) => capitalised(text).has(key));
        if (said.length === 0 || (said.length * 2 < name.length && !said.includes(name[0]!) && entry.kind !== 'education' && !fullySaid(entry, text) && !proper)) return;
        for (const key of said) score += 1 / nameCount.get(key)!;
        // An entry named in full ("Transit NS") beats one that shares a word with it.
        if (score > 0 && fullySaid(entry, text)) score += 1;
        // Of equal names, the entry that is a job, degree or project beats a table row.
        if (entry.kind !== undefined) score += 0.01;
        // "Where did he work before Kafana Sava?": the job, not the award row that names it too.
        if (kind !== undefined && entry.kind === kind) score += KIND_BONUS;
        if (entry.period?.from !== undefined) score += entry.period.from / 1e6;
        if (score > bestScore) {
          best = entry;
          bestScore = score;
        }
      });
      return best;
    },
    entryByRole(question) {
      const roles = base.entries.filter((entry) => entry.period !== undefined && entry.role !== undefined);
      // Named by its role; of two master's degrees, the one whose name says more of the question ("in physics").
      const named = roles.filter((entry) => termsSaid(question, entry.role!) > 0);
      const score = (entry: Entry) => termsSaid(question, `${entry.role} ${entry.org ?? ''}`);
      const best = Math.max(0, ...named.map(score));
      const top = named.filter((entry) => score(entry) === best);
      return top.length === 1 ? top[0] : undefined;
    },
    labelled(attribute, within) {
      const pool = within ? within.facts : base.facts.filter((fact) => fact.entry === undefined);
      // A section headed by the label ("# Languages") labels its unlabelled lines.
      const names = (label: string | undefined) => label !== undefined && attribute.labels.includes(spaced(label).trim());
      return pool.filter((fact) => names(fact.label) || names(fact.heading));
    },
  };
}
