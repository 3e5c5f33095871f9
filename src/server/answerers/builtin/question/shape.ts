// What a message's shape says: which sentence asks, which words are no topic (addresses, images),
// which word heads a run of words, and whether a personal word is the owner's.
import { WORD_CLASS, type TextLanguage, type TextLayer } from '../../../language/analyzer.js';
import type { PhraseSet } from '../../../language/phrases.js';
import { words, type Word } from '../../../language/text.js';
import { numberWords } from '../numbers.js';
import { stageOfLife } from '../ages.js';
import type { Owner } from '../portfolio/model.js';
import type { Question, Term } from './model.js';
import { DETERMINERS } from './terms.js';

// Web addresses and Markdown images in a message are not what it asks about: an image goes, a link keeps its text.
export function withoutAddresses(message: string): string {
  return message
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

// The sentences of a message that end with a question mark, when it also has sentences that do not.
export function questionSentences(text: string): string | undefined {
  // (A sentence starts with a capital: "2024. godine" is a Serbian date, not two sentences.)
  const sentences = text.split(/(?<=[.!?])\s+(?!\p{Ll})/u).filter((sentence) => sentence.trim() !== '');
  const asked = sentences.filter((sentence) => sentence.trim().endsWith('?'));
  return asked.length > 0 && asked.length < sentences.length ? asked.join(' ') : undefined;
}

// In "Has she worked with the Serbian national team?" the run "Serbian national team" is about a team:
// the run's last noun is its head, the words before it narrow it down.
export function markHeads(question: Question, all: readonly Word[], layer: TextLayer): void {
  const position = (term: Term) => all.findIndex((word) => word.raw === term.raw.split(' ').pop());
  const ordered = question.terms.filter((term) => !term.optional).map((term) => ({ term, at: position(term) })).filter((t) => t.at >= 0).sort((a, b) => a.at - b.at);
  for (let i = 0; i < ordered.length; i++) {
    const next = ordered[i + 1];
    const inRun = next !== undefined && next.at === ordered[i]!.at + 1;
    const key = ordered[i]!.term.alternatives[0]!.keys.join(' ');
    const parts = layer.relations.parts(key);
    // ("been featured", "has written": a verb's participle heads nothing, whatever noun its lemma also is.)
    const word = all[ordered[i]!.at]!;
    const participle = /(?:ed|en)$/.test(word.text) && word.text !== key && (parts & 2) !== 0;
    const noun = ordered[i]!.term.proper || (!participle && (parts & 1) !== 0) || parts === 0;
    if (!inRun && noun) ordered[i]!.term.head = true;
    // A word before the head qualifies it ("favourite" of "favourite food"): a quality, not a thing.
    // (A category named is a thing, whatever follows it: "infrastructure-as-code tool".)
    if (inRun && !ordered[i]!.term.category) ordered[i]!.term.noun = false;
  }
}

// "Is she married?", "Does he have kids?", "her health": a personal word the question makes the owner's —
// a pronoun or the owner's name within the three words before it, with only function words between. ("Can my
// son come?" is not about the owner, nor is a compound whose first word names something else: "her email
// address", "his business partner", nor a word a verb of hers governs: "Has she written anything parents can read?")
export function ownersPrivate(all: readonly Word[], personal: { words: ReadonlySet<string>; idioms: ReadonlySet<string>; visitors: ReadonlySet<string> }, ownerWords: ReadonlySet<string>, owner: Owner, isStopword: (word: string) => boolean): boolean {
  const owners = (w: Word) => ownerWords.has(w.text) || owner.nameKeys.has(w.text);
  return all.some((word, i) => {
    // ("Who was her partner in the double sculls?", "Who was his partner there?": a word placed in or at something, or
    // there, is a role there, not her private life; nor is one in a phrase of work or language, "her mother tongue".)
    if (!personal.words.has(word.text) || /^(in|at|on|there|tamo)$/.test(all[i + 1]?.text ?? '')) return false;
    if (personal.idioms.has(`${word.text} ${all[i + 1]?.text}`) || personal.idioms.has(`${all[i - 1]?.text} ${word.text}`)) return false;
    const before = all.slice(Math.max(0, i - 3), i);
    const last = before.findLastIndex(owners);
    // ("talk to her about our son": the visitor's own, after "our", "my".)
    if (last < 0 || !before.slice(last + 1).every((w) => isStopword(w.text) && !personal.visitors.has(w.text))) return false;
    return !before.some((w) => w.text === 'with' || w.text === 'for' || w.text === 'sa' || w.text === 'za');
  });
}

/**
 * Whether a word of a question is the owner's name: a word of it, its key, or in Serbian its possessive
 * ("Zorina ambulanta" of Zora, "Goranov atelje" of Goran: -in, -ov, -ev and their endings).
 */
export function namesOwnerWord(word: Word, owner: Owner, layer: TextLayer, language: TextLanguage): boolean {
  if (owner.nameKeys.has(word.text) || owner.nameKeys.has(layer.key(word.text, language))) return true;
  const base = language === 'sr' ? /^(\p{L}{3,}?)(?:in|ov|ev)(?:a|o|u|e|i|og|om|oj|ih|im|oga|ome)?$/u.exec(word.text)?.[1] : undefined;
  return base !== undefined && (owner.nameKeys.has(base) || owner.nameKeys.has(`${base}a`));
}

// "Which exhibitions has she curated?": a word the lexicon gives no part of speech, right after the subject of an
// English question, is its verb.
export function afterSubject(all: readonly Word[], word: Word, language: TextLanguage): boolean {
  return language === 'en' && /^(she|he|they|i|you|we)$/.test(all[word.index - 1]?.text ?? '');
}

const PLACE_PREPOSITIONS = new Set('at in for with to from of into'.split(' '));

// "Does she teach at a university?": a yes-no question about a kind of place needs the place said,
// where "Which university…" only names the list. (A verb form, "worked", "studying", still frames;
// `past` are the past forms that frame a Serbian question, "radila".)
export function placeAsked(question: Question, word: Word, key: string, layer: TextLayer, past: ReadonlySet<string>): boolean {
  if (question.kind !== 'yes-no' || /(ed|ing)$/.test(word.text)) return false;
  const parts = layer.relations.parts(key);
  // (A Serbian word, by its gloss: a thing asked, "fakultet", not the verb that asks it, "govori": speak.)
  const gloss = parts === 0 ? layer.gloss(word.text)[0] : undefined;
  if (parts === 0) return gloss !== undefined && !past.has(word.text) && layer.relations.parts(gloss) >> 4 === 0;
  // A noun after "a", "the", "at": "at a university", not "did she study".
  const previous = question.words[word.index - 1]?.text ?? '';
  return (parts & 1) !== 0 && (DETERMINERS.has(previous) || PLACE_PREPOSITIONS.has(previous));
}

// "Can you tell me where she studied?" asks where she studied: a request's lead (`leads`) right before a question
// word (`asks`) is left out, so the question is read from its question word.
export function withoutRequestLead(text: string, leads: PhraseSet, asks: ReadonlySet<string>): string {
  const all = words(text);
  const flat = ` ${all.map((word) => word.text).join(' ')} `;
  const lead = leads.opens(flat) ? leads.find(flat) : undefined;
  const next = lead === undefined ? undefined : all[lead.split(' ').length];
  if (!next || !asks.has(next.text)) return text;
  let at = 0;
  for (const word of all.slice(0, next.index)) at = text.indexOf(word.raw, at) + word.raw.length;
  const rest = text.slice(at).replace(/^[\s,:;-]+/, '');
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/** The word a count counts: the last of the terms right after "many" ("ferry crossings" of "How many ferry crossings …?"). */
export function countedWord(question: Question): Word | undefined {
  const many = question.words.findIndex((word) => word.text === 'many');
  const after = many < 0 ? [] : question.words.slice(many + 1);
  const end = after.findIndex((word) => !question.terms.some((term) => !term.framing && term.raw === word.raw));
  return after.slice(0, end < 0 ? undefined : end).pop();
}

/** Whether a word is a family word of the visitor's own ("my son", "for our grandmother"): their situation, not a topic. */
export function visitorsKin(all: readonly Word[], word: Word, key: string, layer: TextLayer, age?: ReadonlySet<Word>): boolean {
  // (A child by a stage of life too, "my toddler", "my teenager": questions.yaml ages.nouns, asked as an age.)
  if ((layer.classes(key) & WORD_CLASS.kin) === 0 && stageOfLife(layer, key) === undefined) return false;
  // (Past the words that say how many, which or how old: "my two sons", "my elderly mother", the age words of "my 13-year-old son".)
  const numbers = numberWords(layer);
  const describes = (other: Word) => /\d/.test(other.text) || numbers.value(other.text) !== undefined || age?.has(other) === true || (layer.relations.parts(layer.key(other.text, 'en')) >> 4) === 2;
  for (let i = word.index - 1; i >= Math.max(0, word.index - 5); i--) {
    if (layer.vocabulary.questions['visitor-possessives'].includes(all[i]!.text)) return true;
    if (!describes(all[i]!)) return false;
  }
  return false;
}

/** "Where has she given talks?": has/have and a verb form that is not the verb itself ("given", "worked"): the past is asked. */
export function perfect(all: readonly Word[], layer: TextLayer): boolean {
  return all.some((word, i) => (word.text === 'has' || word.text === 'have') && all.slice(i + 1, i + 4).some((next) => next.text !== layer.key(next.text, 'en') && (layer.relations.parts(layer.key(next.text, 'en')) & 2) !== 0 && /(ed|en|wn|ne|ght|ung|un|ode|ote|ade|one)$/.test(next.text)));
}

/**
 * Serbian past (perfekat): an auxiliary ("je", "su", "sam", "nije") beside an l-participle, "Kada je završila master?",
 * "Koliko je trajao?", "Bio je gde?". Read by the participle's ending, of a word written small unless it opens the question
 * (not "Mila"); a noun of such an ending, "studio", "hoteli", reads as one too.
 */
export function serbianPerfect(all: readonly Word[]): boolean {
  return all.some((word, i) => SERBIAN_AUXILIARIES.has(word.text) && [all[i - 1], all[i + 1], all[i + 2]].some((near) => near !== undefined && (!near.capital || near.index === 0) && L_PARTICIPLE.test(near.text)));
}

// The present of "biti" as the auxiliary of the past, and its negations.
const SERBIAN_AUXILIARIES = new Set('je su sam si smo ste nije nisu nisam nisi nismo niste'.split(' '));
// The l-participle's endings, on folded words: "bio", "trajao", "počeo", "završila", "rekla", "došla".
const L_PARTICIPLE = /^\p{L}+(?:[aeiu]o|[aeiu]l[aieo]|[kgszn]l[aieo])$/u;

/**
 * "… before the zoo opens?", "… after the show ends?": "before" or "after" with a clause in the present whose subject is
 * a thing ("the zoo") says a time of day or of an event, not a step of a career ("before he joined the museum").
 */
export function eventClause(all: readonly Word[], layer: TextLayer): boolean {
  const at = all.findIndex((word) => word.text === 'before' || word.text === 'after');
  const rest = at < 0 ? [] : all.slice(at + 1, at + 5);
  if (rest.length < 3 || !['the', 'a', 'an'].includes(rest[0]!.text)) return false;
  return rest.slice(2).some((word) => {
    const parts = layer.relations.parts(layer.key(word.text, 'en'));
    return /[^s]s$/.test(word.text) && (parts & 2) !== 0 && parts >> 4 !== 0;
  });
}

// "synchronized swimming classes", "a guided tour": participles right before a noun describe it and frame nothing.
export function describesNoun(all: readonly Word[], word: Word, layer: TextLayer): boolean {
  const participle = (w: Word | undefined) => w !== undefined && /(ed|ing)$/.test(w.text);
  if (!participle(word)) return false;
  let next = word.index + 1;
  while (participle(all[next])) next++;
  const noun = all[next];
  // (Not a verb before a name, "climbed Everest".)
  return noun !== undefined && !noun.capital && !layer.isStopword(noun.text, 'en') && (layer.relations.parts(layer.key(noun.text, 'en')) & 0b110001) === 1;
}

// "her newest show", "a big show": a word right after an adjective is a noun, not a verb that frames the question.
// (A superlative is read as its adjective: "newest" as new, "biggest" as big, "earliest" as early.)
export function afterAdjective(all: readonly Word[], word: Word, layer: TextLayer): boolean {
  const before = all[word.index - 1]?.text;
  if (before === undefined) return false;
  const stem = /est$/.test(before) ? before.slice(0, -3) : undefined;
  const forms = stem === undefined ? [before] : [before, stem, `${stem}e`, `${stem.slice(0, -1)}y`, stem.slice(0, -1)];
  return forms.some((form) => layer.relations.parts(layer.key(form, 'en')) >> 4 === 2);
}

/** Whether the one or two words right before `word` are one of `phrases` ("kinds of" before "wood"). */
export function afterWords(all: readonly Word[], word: Word, phrases: ReadonlySet<string>): boolean {
  return [1, 2].some((n) => word.index >= n && phrases.has(all.slice(word.index - n, word.index).map((w) => w.text).join(' ')));
}

/**
 * The words after a phrase and a comma ("With the Red Cross, how many homes has he checked?", "In 2019, where did she
 * work?"), spaced as a question's are, for the question word that may open them; else none. The phrase opens with a
 * word of questions.yaml `comma-leads` and holds no subject of its own: "Hello, who are you?" and "Before I book, how long
 * is the waiting list?" are not lead-ins. (Not read for a yes or no: "If my dad passes away at 3 a.m., will somebody come
 * out?" asks of its condition too, and a yes to a line of the rest would not answer it.)
 */
export function afterLeadPhrase(text: string, layer: TextLayer): string {
  const match = /^([^,?]{1,60}),\s*(\S.*)$/u.exec(text);
  if (!match) return '';
  const leads = layer.vocabulary.questions['comma-leads'];
  const lead = words(match[1]!).map((word) => word.text);
  if (!leads.opens.includes(lead[0] ?? '') || lead.some((word) => leads.not.includes(word))) return '';
  return ` ${words(match[2]!).map((word) => word.text).join(' ')} `;
}
