import type { TextLanguage } from '../../../language/analyzer.js';
import type { Word } from '../../../language/text.js';
import type { Role } from '../../../language/roles.js';
import type { EntryKind } from '../portfolio/model.js';

/** What a question asks for, by its opening words. */
export type QuestionKind = 'how-long' | 'how-many' | 'when' | 'where' | 'who' | 'which' | 'yes-no' | 'list' | 'how' | 'why' | 'what';
/** Kinds of question that ask something whatever else the message says ("ok and where is it held?" is no thanks). */
export const ASKING: ReadonlySet<QuestionKind> = new Set(['where', 'when', 'who', 'how-many', 'how-long']);

/** A relation in time a question asks about. */
export type TimeRelation = 'current' | 'before' | 'after' | 'first' | 'latest' | 'experience';

/** Why a message is declined rather than answered. */
export type Decline = 'work' | 'role' | 'offtopic' | 'private';

/** One way a page may say what a term says: keys that must all be in a fact, and how much finding them counts. */
export interface Alternative {
  keys: readonly string[];
  weight: number;
  /** A broader word of the one asked ("animal" for "elephants"): a heading that says it names no list of the thing asked. */
  broader?: boolean;
  /** The visitor's own key, written where only a noun stands ("my dog"): relations of its verb's do not hold ("trail"). */
  noun?: boolean;
}

/** One thing a question asks about. */
export interface Term {
  /** The visitor's word or phrase as written. */
  raw: string;
  /** The visitor's own keys first, then synonyms, related words, glossary translations, category members. */
  alternatives: Alternative[];
  /** How much the term counts towards covering the question (0–1): rare words more than common ones. */
  weight: number;
  /** A name (capitalised inside the question, or a word the lexicon does not know): only its own spelling finds it. */
  proper: boolean;
  /** Helps ranking but need not be found (the words that named an attribute: "open source" for a licence). */
  optional: boolean;
  /** A category named by the visitor ("CI service"), whose members a page may name instead. */
  category?: boolean;
  /** A noun, a name or an unknown word: a thing the question asks about, not a quality of it ("favourite"). */
  noun?: boolean;
  /** A verb or adverb that frames the question ("attend", "used") rather than naming what it is about. */
  framing?: boolean;
  /** The last noun of a run of content words ("team" of "Serbian national team"): what the phrase is about. */
  head?: boolean;
  /** A Serbian word neither the glossary nor the lexicon knows: the search looks for its English cognate ("konverzija" → conversion). */
  unread?: boolean;
  /** Named after a plural word of kinds ("kinds of wood", "vrste drveta"): several are asked for, whatever the noun's number. */
  kinds?: boolean;
  /** A homograph's part of speech where the question says it ("book" of "How do I book?" is a verb); English questions. */
  role?: Role;
}

/** An attribute of an entry or the owner that pages state under a label (questions.yaml `attributes`). */
export interface Attribute {
  name: string;
  /** Folded labels that state it ("license", "licence"). */
  labels: readonly string[];
  /** The labelled line's value answers a yes/no question ("Status: completed"), not its being there. */
  valued?: boolean;
  /** An amount ("Budget: EUR 40,000", "Fee: 3,500 RSD"): a question of how much asks for the line. */
  amount?: boolean;
}

/** "outside Serbia" (a place), "abroad" (no place: beyond the owner's own country), and the words that said it. */
export interface Outside {
  place?: string;
  words: readonly Word[];
  /** Said by a word that also describes things no place holds ("an international certificate"). */
  loose?: boolean;
}

/** What the built-in answerer understood of a message. */
export interface Question {
  text: string;
  language: TextLanguage;
  words: Word[];
  kind: QuestionKind;
  time?: TimeRelation;
  /** A year the question names ("in 2018", "before 2018"). */
  year?: number;
  /** The age in years of the one the visitor asks for ("Can my 13-year-old come?"): read against the ages lines allow, no words to find. */
  age?: number;
  entryKind?: EntryKind;
  attribute?: Attribute;
  decline?: Decline;
  social?: 'greeting' | 'thanks' | 'help';
  /** Asks who the owner is or what they do in general. */
  summary: boolean;
  /** Asks about the past ("did", "was", "worked"). */
  past: boolean;
  /** Points back at the previous turn ("it", "there", "that"). */
  pointsBack: boolean;
  /** A word refers to the owner: a pronoun of questions.yaml's `private.owner` ("she", "njen") or one of their name. */
  mentionsOwner: boolean;
  /** Asks whom something was done with. */
  withWhom: boolean;
  /** Asks for the entry with the most of something ("most popular"). */
  superlative: boolean;
  /** Asks whether the owner worked at a place ("did she work at …"). */
  asksEmployer: boolean;
  /** A follow-up in time of no kind ("And before that?" after "Where did he do his postdoc?"): every dated entry answers. */
  anyKind?: boolean;
  /** Asks about somewhere beyond a place or the owner's own country ("outside Serbia", "abroad"). */
  outside?: Outside;
  terms: Term[];
}
