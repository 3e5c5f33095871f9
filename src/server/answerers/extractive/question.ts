import type { Attribute, DeclineReason, EntryKind, GroupIndex, Lexicon, QuestionKind, SynonymGroup, TimeWord } from '../../language/lexicon.js';
import { keyOf, keysOf, spaced, tokenize } from '../../language/words.js';

/** One thing a question asks about, with the phrases a page may use for it instead. */
export interface Term {
  word: string;
  /** Alternatives, each the keys of one phrase (all must appear). */
  alternatives: string[][];
  /** A word that named the asked attribute ("open source"): it helps ranking but need not be found. */
  optional: boolean;
  /** How much each alternative counts, when not the default (the visitor's own word 1, others less). */
  weights?: number[];
}

/** What the built-in answerer understood of a message. */
export interface Question {
  text: string;
  kind: QuestionKind;
  time?: TimeWord;
  entryKind?: EntryKind;
  attribute?: Attribute;
  /** Keys of the words that named the attribute ("open source"). */
  attributeKeys?: ReadonlySet<string>;
  decline?: DeclineReason;
  /** The words that made it a request to decline. */
  declinePhrase?: string;
  social?: 'greeting' | 'thanks' | 'help';
  /** Past tense about work ("did she work", "worked"): a history rather than the present. */
  past: boolean;
  /** Whether it held words that are no topic of any portfolio (bare numbers). */
  offTopic?: boolean;
  /** Whether it asks whom something was done with ("Who did she build it with?"). */
  withWhom?: boolean;
  /** Whether it asks about an employer ("did she work at …"). */
  asksEmployer: boolean;
  /** Whether it points back at the previous turn ("it", "that", "there"). */
  pointsBack: boolean;
  terms: Term[];
  /** Keys of every word, stopwords included (for naming entries). */
  keys: ReadonlySet<string>;
}

// The longest phrase of a synonym group or category looked up ("google kubernetes engine service").
const MAX_PHRASE_WORDS = 5;
// How much a category's own name and its members count when found in a fact.
const CATEGORY_NAME_WEIGHT = 0.5;
const MEMBER_WEIGHT = 0.9;
const POINTS_BACK = new Set('it its that this there those these they them one taj ta to tu tome toga tamo njega njemu'.split(' '));
const PAST = new Set('did was were worked had studied built radila radio radili bila bio studirala studirao'.split(' '));

// A one-word phrase of a group whose key differs from `key` only in a last letter ("sertifikate" → "sertifikat").
function nearGroups(index: GroupIndex, key: string): readonly SynonymGroup[] | undefined {
  if (key.length < 6 || /\d/.test(key)) return undefined;
  for (const [phrase, groups] of index) {
    if (phrase.length >= 6 && Math.abs(phrase.length - key.length) === 1 && (phrase.startsWith(key) || key.startsWith(phrase))) return groups;
  }
  return undefined;
}

/** Reads a message with the lexicon: its kind, time relation, attribute, terms, or why it is declined. */
export function readQuestion(message: string, lexicon: Lexicon, ownerKeys: ReadonlySet<string>): Question {
  const text = message.trim();
  const tokens = tokenize(text.replace(/[’']s\b/g, ''));
  const question: Question = {
    text, kind: 'what', past: tokens.some((t) => PAST.has(t)), pointsBack: tokens.some((t) => POINTS_BACK.has(t)),
    terms: [], keys: new Set(tokens.map(keyOf)), asksEmployer: lexicon.employer.find(text) !== undefined,
  };
  for (const [reason, phrases] of lexicon.decline) {
    const found = phrases.find(text);
    if (found) {
      question.decline = reason;
      question.declinePhrase = found;
      break;
    }
  }
  // "Na kojim konferencijama…", "In which year…": the question word may follow a preposition.
  const lead = lexicon.leadIns.find(text);
  const opening = lead !== undefined && lexicon.leadIns.opens(text) ? spaced(text).trim().slice(lead.length) : text;
  for (const [kind, phrases] of lexicon.kinds) {
    if (phrases.opens(opening) || phrases.opens(text)) {
      question.kind = kind;
      break;
    }
  }
  // "Is she available to do a freelance audit for my company?" asks about her, not for the work.
  if (question.decline === 'work' && question.kind === 'yes-no' && !tokens.includes('you') && lexicon.availability.find(text)) {
    question.decline = undefined;
    question.declinePhrase = undefined;
  }
  if (question.kind === 'who' && lexicon.companions.find(text)) question.withWhom = true;
  let rest = ` ${tokens.join(' ')} `;
  // The owner's name says whom, not what ("Who is Jelena Marković?").
  rest = ` ${rest.trim().split(' ').filter((t) => t !== '' && !ownerKeys.has(t) && !ownerKeys.has(keyOf(t))).join(' ')} `;
  // "What does he research?" asks for the owner's summary: its words name no topic.
  for (const social of [lexicon.help, lexicon.thanks, lexicon.greeting, lexicon.summary]) {
    for (let found = social.find(rest); found; found = social.find(rest)) rest = rest.replace(` ${found} `, ' ');
  }
  // Synonym and category phrases become one term each, with what a page may say instead.
  // Categories first ("project management tool" is a category, not a question about projects);
  // then time, entry kind and attribute; then synonym groups. Looked up by n-grams, longest first.
  let words = rest.trim().split(' ').filter((t) => t !== '');
  const consumed = new Set<string>();
  const takeGroups = (index: GroupIndex) => {
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length); n >= 1; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const span = words.slice(i, i + n);
        const group = (index.get(span.map(keyOf).join(' ')) ?? (n === 1 ? nearGroups(index, keyOf(span[0]!)) : undefined))?.[0];
        // Question words ("know", "his") carry no topic, even where a group lists them ("HIS", a hospital system).
        // (A verb of making alone is no topic either: "build" is not "building".)
        if (!group || span.every((t) => lexicon.stopwords.has(t)) || (n === 1 && lexicon.weakWords.has(span[0]!))) continue;
        words = [...words.slice(0, i), ...words.slice(i + n)];
        i--;
        if (group.category) for (const t of span) consumed.add(keyOf(t));
        const own = span.map(keyOf);
        const optional = question.attributeKeys !== undefined && own.every((key) => question.attributeKeys!.has(key));
        const others = group.alternatives.filter((alt) => alt.join(' ') !== own.join(' '));
        const term: Term = { word: span.join(' '), alternatives: [own, ...others], optional };
        // A page naming a member ("GitHub Actions") answers "which CI service" better than one naming the category ("CI pipeline").
        if (group.names !== undefined) term.weights = [CATEGORY_NAME_WEIGHT, ...others.map((_, i) => (i < group.names! - 1 ? CATEGORY_NAME_WEIGHT : MEMBER_WEIGHT))];
        question.terms.push(term);
      }
    }
  };
  takeGroups(lexicon.categories);
  // Words that say when or what kind of entry are read next, not searched for.
  rest = ` ${words.join(' ')} `;
  const time = lexicon.time.find(([, phrases]) => phrases.find(rest));
  const entryKind = lexicon.entryKinds.find(([, phrases]) => phrases.find(rest));
  question.time = time?.[0];
  question.entryKind = entryKind?.[0];
  // Every such word goes ("Which offices has she worked for?"), not only the first.
  for (const phrases of [time?.[1], entryKind?.[1]]) {
    for (let found = phrases?.find(rest); found; found = phrases?.find(rest)) rest = rest.replace(` ${found} `, ' ');
  }
  words = rest.trim().split(' ').filter((t) => t !== '');
  // On every word but the categories' ("see her work" names a link even though "work" was read as a kind).
  const unconsumed = ` ${tokens.filter((t) => !consumed.has(keyOf(t))).join(' ')} `;
  question.attribute = lexicon.attributes.find((attribute) => attribute.ask.find(unconsumed));
  const asked = question.attribute?.ask.find(unconsumed);
  if (asked) question.attributeKeys = new Set(asked.split(' '));
  takeGroups(lexicon.synonyms);
  rest = ` ${words.join(' ')} `;
  for (const token of rest.trim().split(' ')) {
    // A bare number ("2+2") is no topic of the portfolio (a year is); a question of only numbers is about none.
    if (/^\d{1,3}$/.test(token)) question.offTopic = true;
    if (token === '' || lexicon.stopwords.has(token) || (token.length < 2 && !/\d/.test(token)) || /^\d{1,3}$/.test(token)) continue;
    const key = keyOf(token);
    if (ownerKeys.has(key) || ownerKeys.has(token)) continue;
    const weak = lexicon.weakWords.has(token);
    if (weak && question.kind !== 'yes-no') continue;
    const glossary = lexicon.glossary.get(key) ?? [];
    question.terms.push({ word: token, alternatives: [[key], ...glossary.map((g) => keysOf(g))], optional: weak || (question.attributeKeys?.has(key) ?? false) });
  }
  // "How big is her team?": the words that opened the question ("how big") help ranking but need not be found.
  const howMany = question.kind === 'how-many' ? lexicon.kinds.find(([kind]) => kind === 'how-many')?.[1] : undefined;
  for (const term of question.terms) if (howMany?.opens(term.word)) term.optional = true;
  if (question.terms.length === 0 && question.time === undefined && question.attribute === undefined) {
    if (lexicon.help.find(text)) question.social = 'help';
    else if (lexicon.thanks.find(text)) question.social = 'thanks';
    else if (lexicon.greeting.find(text)) question.social = 'greeting';
  }
  return question;
}
