// How much each word of a question counts, and the words that may stand in for it: its lemma, its
// relations in the lexicon, a Serbian word's glossary translations, a degree's other names.
import { WORD_CLASS, type TextLanguage, type TextLayer } from '../../../language/analyzer.js';
import { isHyphenatedWhole, spaced, type Word } from '../../../language/text.js';
import { SUBJECTS } from '../../../language/roles.js';
import type { Alternative, Term } from './model.js';

// How much a related word found instead of the visitor's counts, relative to its relation's weight.
const RELATED = 0.85;
// A glossary translation of a Serbian word, and the translation's own related words.
const GLOSSED = 0.95;
const GLOSSED_RELATED = 0.75;
// A dictionary translation of a Serbian word the glossary lacks (dictionary.ts): a looser source, so its
// translations count less and their related words are only near.
const TRANSLATED = 0.8;
const TRANSLATED_RELATED = 0.6;
// Related words kept per term, strongest first (every one the lexicon keeps).
const MAX_RELATED = 48;
// A verb's usual object when the question leaves it unsaid (questions.yaml verb-objects).
const OBJECT = 0.8;
// After these a word is a noun ("her most recent talk", "at a university").
// The words after which a word is surely a noun as written ("my dog", "the trail"), a narrower set than DETERMINERS.
const POSSESSIVES_AND_ARTICLES = new Set('a an the her his their my our your its'.split(' '));
export const DETERMINERS = new Set('a an the her his their my our your its this that these those any some which what recent latest last first most every each another other'.split(' '));

/** Weights and alternatives of a question's words, from the lexicon and the data files. */
export function createTermWeights(layer: TextLayer) {
  const q = layer.vocabulary.questions;
  // "bachelor" is "BSc", "BA", "BEng"; "master's" is "MSc", "MA", "LL.M."; "doctorate" is "PhD" (questions.yaml degree-names);
  // "Deutsch" is German (language-names).
  const otherNames = new Map<string, string[]>();
  for (const [name, forms] of [...Object.entries(q['degree-names']), ...Object.entries(q['language-names'])]) {
    const keys = [name, ...forms].map((form) => layer.key(spaced(form).trim().replace(/ /g, ''), 'en'));
    for (const key of keys) otherNames.set(key, keys.filter((other) => other !== key));
  }

  // How much a word says what the question is about: its nouns and names most, the verbs, adjectives
  // and adverbs that frame it ("used", "professionally", "sat behind") little; rare words more than common ones.
  const weightOf = (word: Word, key: string, proper: boolean, previous?: Word, language: TextLanguage = 'en'): number => {
    if (proper) return 1;
    // A Serbian word counts as its translations do ("završila" as "finish": a verb), and so does a word of
    // an English question the lexicon does not know.
    const glossary = language === 'sr' || layer.relations.rank(key) === 0 ? layer.gloss(word.text) : [];
    const glosses = glossary.length === 0 && language === 'sr' ? layer.translate(word.text) : glossary;
    const specific = glosses.length > 0 ? Math.max(...glosses.map((gloss) => layer.specificity(gloss))) : Math.max(layer.specificity(key), ...layer.gloss(word.text).map((gloss) => layer.specificity(gloss)));
    const parts = glosses.length > 0 ? layer.relations.parts(glosses[0]!) : layer.relations.parts(key);
    let role = 1;
    if (parts !== 0 && !(word.capital && word.index > 0)) {
      const usual = parts >> 4;
      const plural = word.text !== key && (parts & 1) !== 0 && /s$/.test(word.text);
      // "worked", "used" frame a question; "parking", "training" are the nouns they also are.
      if (/ed$/.test(word.text) && word.text !== key && (parts & 2) !== 0) role = 0.35;
      else if (/ing$/.test(word.text) && word.text !== key && (parts & 1) === 0) role = 0.35;
      else if (/ly$/.test(word.text) && (parts & 8) !== 0) role = 0.25;
      // After "her", "the", "any", "recent" a word is a noun, whatever it usually is ("her most recent talk").
      else if (!plural && !(previous && DETERMINERS.has(previous.text) && (parts & 1) !== 0)) role = usual === 0 ? 1 : usual === 2 ? 0.6 : usual === 1 ? 0.4 : 0.25;
    }
    return Math.max(0.03, specific * specific * role);
  };

  const alternativesOf = (word: Word, language: TextLanguage, proper: boolean, all: readonly Word[] = []): Alternative[] => {
    const out = new Map<string, number>();
    const wider = new Set<string>();
    const put = (key: string, weight: number, broader = false) => {
      if (key === '' || (out.get(key) ?? 0) >= weight) return;
      out.set(key, weight);
      if (broader) wider.add(key);
      else wider.delete(key);
    };
    const english = layer.key(word.text, 'en');
    put(english, 1);
    // A part of a hyphenated word that is no word of its own, a function word's plural ("ups" of "touch-ups"), is found
    // where a page writes the whole ("One touch-up is free"), as the text layer keys both spellings (text.ts words()).
    // (Only such a part: "week-end", "e-mail", "work-shop" are read by their parts as before.)
    const particle = language === 'en' && /s$/.test(word.text) && layer.isStopword(word.text.slice(0, -1), 'en');
    const whole = particle ? all.find((other) => other.index > word.index && other.index <= word.index + 4 && isHyphenatedWhole(other) && other.raw.split('-').includes(word.raw)) : undefined;
    if (whole) put(layer.key(whole.text, 'en'), 1);
    // After "my", "the", "a" a noun as written is that noun: its verb's relations are another word's ("my dog": no "trail").
    const previous = all[word.index - 1];
    const noun = language === 'en' && !proper && previous !== undefined && POSSESSIVES_AND_ARTICLES.has(previous.text) && (word.text === english || word.text === `${english}s`) && (layer.relations.parts(english) & 1) !== 0;
    // After "I", "you", "she" a word as written that is a noun or a verb is the verb: its noun's relations are another
    // word's ("Can I book online?": no "publication"), and of a word usually a noun, so are the vectors' neighbours ("write").
    const parts = layer.relations.parts(english);
    // (So is a homograph read as a verb where it stands, "How do I book?", and its vectors' neighbours are its noun's.)
    const homograph = language === 'en' && !proper && layer.relations.homograph(english) && layer.roleAt(all, word.index) === 'verb';
    const verb = homograph || (language === 'en' && !proper && previous !== undefined && SUBJECTS.has(previous.text) && word.text === english && (parts & 3) === 3);
    const nounFirst = verb && (parts >> 4 === 0 || homograph);
    if (language === 'sr') put(layer.key(word.text, 'sr'), 1);
    for (const key of otherNames.get(english) ?? []) put(key, GLOSSED);
    // "Did it win anything?": what is won, said by the awards it won.
    for (const verb of [english, ...(language === 'sr' ? layer.gloss(word.text) : [])]) for (const object of q['verb-objects'][verb] ?? []) put(object, OBJECT);
    // A Serbian place name is its English name too ("u Beču": Vienna), as the dictionary gives it.
    if (proper && language === 'sr') for (const translation of layer.translate(word.text)) if (layer.relations.isPlace(translation)) put(translation, TRANSLATED);
    // A country the glossary knows only as its adjective ("iz Nemačke": "german") is the country WordNet relates to it (Germany).
    if (proper && language === 'sr') for (const gloss of layer.gloss(word.text)) {
      const country = layer.relations.related(gloss).find(([key]) => (layer.relations.classes(key) & WORD_CLASS.country) !== 0 && layer.relations.isPlace(key));
      if (country) put(country[0], TRANSLATED);
    }
    if (!proper) {
      // A common word's loose relations ("work" → "factory") would find anything: only its close ones count.
      const floor = layer.specificity(english) < 0.5 ? 0.8 : 0;
      for (const [key, weight, broader, verbal, nominal, wordnet] of layer.relations.related(english).slice(0, MAX_RELATED)) if (weight >= floor && !(noun && verbal) && !(verb && nominal) && !(nounFirst && !wordnet)) put(key, weight * RELATED, broader);
      if (language === 'sr') {
        for (const gloss of layer.gloss(word.text)) {
          put(gloss, GLOSSED);
          for (const [key, weight, broader] of layer.relations.related(gloss).slice(0, MAX_RELATED / 2)) put(key, weight * GLOSSED_RELATED, broader);
        }
        for (const translation of layer.translate(word.text)) {
          put(translation, TRANSLATED);
          for (const [key, weight, broader] of layer.relations.related(translation).slice(0, MAX_RELATED / 4)) put(key, weight * TRANSLATED_RELATED, broader);
        }
      }
    }
    // A glossary phrase ("intensive care") is several keys that must all be found.
    return [...out].map(([key, weight]) => ({ keys: key.split(' '), weight, ...(wider.has(key) ? { broader: true } : {}), ...(noun && key === english ? { noun } : {}) }));
  };
  // "grandfather clock", "social worker": two English words next to each other that the lexicon knows as one noun
  // (a compound of WordNet's) are also found by the compound's synonyms and derivations, "longcase clock", "caseworker":
  // each of the two words' terms by them (but not by either word alone: "column" is no "newspaper column").
  const compoundAlternatives = (first: Word, second: Word): Alternative[] => {
    const own = [layer.key(first.text, 'en'), layer.key(second.text, 'en')];
    return layer.relations.related(own.join(' ')).filter(([key]) => !own.includes(key)).map(([key, weight]) => ({ keys: key.split(' '), weight: weight * RELATED }));
  };
  // "carski rez", "baza podataka": a folded Serbian phrase of two words the glossary or, failing it, the dictionary knows.
  const phraseAlternatives = (phrase: string): Alternative[] => {
    const glossed = layer.gloss(phrase);
    const [keys, weight] = glossed.length > 0 ? [glossed, GLOSSED] : [layer.translate(phrase), TRANSLATED];
    if (keys.length === 0) return [];
    // A Serbian page says the phrase itself ("Carski rez · 18.000 din").
    return [{ keys: phrase.split(' ').map((word) => layer.key(word, 'sr')), weight: 1 }, ...keys.map((key) => ({ keys: key.split(' '), weight }))];
  };
  // Two terms of words next to each other: a Serbian phrase becomes one term, its first (true); an English compound's
  // relations join both (false).
  const pairTerms = (first: Term, second: Term, firstWord: Word, secondWord: Word, language: TextLanguage): boolean => {
    if (language === 'en') {
      if (!first.proper && !second.proper) for (const term of [first, second]) term.alternatives.push(...compoundAlternatives(firstWord, secondWord));
      return false;
    }
    const phrase = first.raw.includes(' ') ? [] : phraseAlternatives(`${firstWord.text} ${secondWord.text}`);
    if (phrase.length === 0) return false;
    Object.assign(first, { raw: `${first.raw} ${second.raw}`, alternatives: phrase, weight: Math.max(first.weight, second.weight), unread: undefined });
    return true;
  };
  return { weightOf, alternativesOf, pairTerms };
}
