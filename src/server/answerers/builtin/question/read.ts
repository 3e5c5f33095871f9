import type { TextLanguage, TextLayer } from '../../../language/analyzer.js';
import { compilePhrases, phraseSet, phraseWords, type PhraseSet } from '../../../language/phrases.js';
import { isHyphenatedWhole, isYear, spaced, words, type Word } from '../../../language/text.js';
import type { EntryKind, Owner } from '../portfolio/model.js';
import { ASKING, type Attribute, type Decline, type Question, type QuestionKind, type Term, type TimeRelation } from './model.js';
import { askedAttribute } from './attribute.js';
import { readCategories } from './categories.js';
import { createTermWeights, DETERMINERS } from './terms.js';
import { afterAdjective, afterLeadPhrase, afterSubject, afterWords, describesNoun, eventClause, markHeads, namesOwnerWord, ownersPrivate, perfect, placeAsked, questionSentences, visitorsKin, withoutAddresses, withoutRequestLead } from './shape.js';
import { expandContractions } from './contractions.js';
import { readOutside } from './outside.js';
import { createAges } from '../ages.js';

// Bounds the work a long message causes: only its first words are read as terms.
const MAX_WORDS = 60;
const PAST = new Set('did was were had worked studied built taught lived grew played radila radio radili bila bio bili studirala studirao'.split(' '));

/** Reads messages with the data files and the lexicon; built once per process. */
export interface QuestionReader {
  read(message: string, language: TextLanguage, owner: Owner): Question;
}

/**
 * Builds the question reader from questions.yaml and categories.yaml, and the owner's synonym groups
 * (a folder's synonyms.yaml: `- [gig, engagement, contract]`), whose words each find the others.
 */
export function createQuestionReader(layer: TextLayer, ownerGroups: readonly (readonly string[])[] = []): QuestionReader {
  const q = layer.vocabulary.questions;
  // questions.yaml's phrases in normal form, and Serbian stems of some ("projektima" finds the listed "projekti"), made at build (language/keyed.ts).
  const { phrases: p, stems } = layer.vocabulary.keyed.questions;
  const sets = <T extends string>(record: Record<string, string[]>) => Object.entries(record).map(([name, list]) => [name as T, phraseSet(list)] as const);
  const social = sets<'greeting' | 'thanks' | 'help'>(p.social);
  const [summary, summaryWords] = [phraseSet(p.summary), phraseWords(q.summary)];
  const declines = sets<Exclude<Decline, 'private'>>(p.decline);
  const privateAlways = phraseSet(p.private.always);
  const personal = { words: new Set(q.private.personal.map((word) => spaced(word).trim())), idioms: new Set(q.private.idioms.map((phrase) => spaced(phrase).trim())), visitors: new Set(q['visitor-possessives']) };
  const ownerWords = new Set(q.private.owner.map((word) => spaced(word).trim()));
  const availability = phraseSet(p.availability);
  const openers = phraseSet(p['task-openers']);
  const politeness = phraseSet(p['task-politeness']);
  const kinds = sets<QuestionKind>(p.kinds);
  const leadIns = phraseSet(p['lead-ins']);
  const [requestLeads, requestQuestions] = [phraseSet(p['request-leads']), new Set(p['request-questions'])];
  const [times, idioms] = [sets<TimeRelation>(p.time), phraseSet(p['time-idioms'])];
  const [howWell, attributeIdioms, manyKinds] = [phraseSet([...p['how-well'], ...p['topic-frames'], ...p.totals, ...p['kind-words'].many, ...p['kind-words'].one]), phraseSet(p['attribute-idioms']), new Set(p['kind-words'].many)];
  const periodVerbs = new Set(q['period-verbs'].map((verb) => layer.key(verb, 'en')));
  const workVerbs = new Set(q['work-verbs'].map((verb) => layer.key(verb, 'en')));
  // "finish", "spend" or "završila" in a question of how long, or of when about a job or a degree: a period is asked, the
  // word need not be found ("When was the kindergarten finished?" asks about no period: "completed 2023").
  const asksPeriodEnd = (question: Question, word: Word, key: string) =>
    (question.kind === 'how-long' || (question.kind === 'when' && question.entryKind !== undefined)) && [key, ...layer.gloss(word.text)].some((k) => periodVerbs.has(k));
  const entryKinds = sets<EntryKind>(p['entry-kinds']);
  const stemmedKinds = sets<EntryKind>(stems['entry-kinds']);
  const attributes = Object.entries(q.attributes).map(([name, a]) => ({ name, ask: phraseSet(p.attributes[name]!.ask), stemmed: phraseSet(stems.attributes[name]!), askWords: phraseWords(p.attributes[name]!.ask), labels: a.labels.map((label) => `${spaced(label).trim()}${label.endsWith('*') ? ' *' : ''}`), valued: a.value === true, amount: a.amount === true }));
  const [companions, superlatives, pointers] = [phraseSet(p.companions), phraseSet(p.superlatives), new Set(q.pointers.map((word) => spaced(word).trim()))];
  const employer = compilePhrases(['work at', 'worked at', 'works at', 'working at', 'work for', 'worked for', 'works for', 'employed at', 'employed by', 'job at', 'radila u', 'radio u', 'radi u', 'radila za', 'radio za']);
  const categories = readCategories(layer, ownerGroups);
  const { weightOf, alternativesOf, pairTerms } = createTermWeights(layer);
  const ages = createAges(layer);

  const readText = (text: string, language: TextLanguage, owner: Owner): Question => {
      const all = words(text).slice(0, MAX_WORDS);
      const flat = ` ${all.map((word) => word.text).join(' ')} `;
      const question: Question = {
        text, language, words: all, kind: 'what', summary: false, terms: [],
        past: all.some((word) => PAST.has(word.text)) || perfect(all, layer),
        pointsBack: all.some((word) => pointers.has(word.text)),
        mentionsOwner: all.some((word) => ownerWords.has(word.text) || namesOwnerWord(word, owner, layer, language)),
        withWhom: false, superlative: superlatives.find(flat) !== undefined, asksEmployer: employer.find(flat) !== undefined,
      };
      // "Na kojim konferencijama…", "In which year…", "ok and where …", "With the Red Cross, how many…": the question word may follow lead-ins.
      let opening = flat;
      for (let lead = leadIns.find(opening); lead !== undefined && leadIns.opens(opening); lead = leadIns.find(opening)) opening = ` ${opening.trim().slice(lead.length).trim()} `;
      question.kind = kinds.find(([, phrases]) => phrases.opens(opening) || phrases.opens(flat))?.[0] ?? kinds.find(([kind, phrases]) => kind !== 'yes-no' && phrases.opens(afterLeadPhrase(text, layer)))?.[0] ?? 'what';
      // Serbian asks yes or no with the clitic "li" after the first word: "Mogu li…", "Radi li…", "Prima li…".
      if (question.kind === 'what' && language === 'sr' && all[1]?.text === 'li') question.kind = 'yes-no';
      const declined = declines.find(([, phrases]) => phrases.find(flat));
      const polite = politeness.opens(flat) ? ` ${flat.trim().slice(politeness.find(flat)!.length)} ` : flat;
      if (declined) question.decline = declined[0];
      else if (openers.opens(polite) && question.kind !== 'yes-no') question.decline = 'work';
      else if (privateAlways.find(flat) || ownersPrivate(all, personal, ownerWords, owner, (word) => layer.isStopword(word, language))) question.decline = 'private';
      // "Is she available to do a freelance audit for my company?" asks about her, not for the work.
      if (question.decline === 'work' && question.kind === 'yes-no' && availability.find(flat)) delete question.decline;
      if (question.kind === 'who' && companions.find(flat)) question.withWhom = true;
      // The owner's name says whom, not what ("Who is Jelena Marković?").
      const named = (word: Word) => namesOwnerWord(word, owner, layer, language);
      let rest = ` ${all.filter((word) => !named(word)).map((word) => word.text).join(' ')} `;
      // "Who is she?", "Čime se bavi?": the words of the summary phrase ask for the profile, not for a topic.
      // ("Tell me about Kestrel" is about Kestrel: the phrase's open word must be the owner; "Who is it for?" points back.)
      const summaryPhrase = summary.find(flat);
      question.summary = summaryPhrase !== undefined && !question.pointsBack && all.every((word) => named(word) || summaryWords.has(word.text) || layer.isStopword(word.text, language) || layer.isStopword(word.text, 'en'));
      if (question.summary) rest = summary.remove(rest);
      // A time word inside a name ("Next Step", "Last Shift": capitalised inside the question) or an idiom ("look after") is no relation in time.
      const time = times.find(([, phrases]) => phrases.find(idioms.remove(` ${all.filter((w) => !named(w) && !(w.capital && w.index > 0)).map((w) => w.text).join(' ')} `)));
      if (time && !((time[0] === 'before' || time[0] === 'after') && eventClause(all, layer))) [question.time, rest] = [time[0], time[1].remove(rest)];
      // "…at what level?", "experience with …", "in charge of …", "so far": the fact says it as written; the words look for nothing (nor name an attribute).
      rest = howWell.remove(rest);
      // The question phrase says the kind, not the topic, after a preposition too ("Od koje godine…", "In which year…").
      const cut = (text: string, phrases: PhraseSet) => ` ${text.trim().split(' ').slice((phrases.find(text) ?? '').split(' ').length).join(' ')} `;
      for (const [, phrases] of kinds) {
        const afterLead = leadIns.opens(rest) ? ` ${rest.trim().split(' ').slice(1).join(' ')} ` : undefined;
        if (phrases.opens(rest)) rest = cut(rest, phrases);
        else if (afterLead !== undefined && phrases.opens(afterLead)) rest = cut(afterLead, phrases);
      }
      // Category names ("CI service", "cloud provider") become one term whose alternatives are the members;
      // their words then ask for nothing else ("JVM language" is no question about spoken languages).
      // (A phrase of two words or more first; a one-word category after the attribute, so "her code" asks for a link.)
      const consumed = new Set<Word>();
      const restWords = new Set(rest.trim().split(' '));
      const takeCategories = (minWords: number, skip: ReadonlySet<string>) => {
        for (const found of categories.find(all.filter((word) => !consumed.has(word) && !skip.has(word.text)), restWords, minWords)) {
          found.words.forEach((word) => consumed.add(word));
          // (A category one word names keeps that word's own relatives too: "workshops" is a whiteboard tool's and a studio.)
          if (found.words.length === 1) found.term.alternatives = [...alternativesOf(found.words[0]!, language, false), ...found.term.alternatives.slice(1)];
          question.terms.push(found.term);
        }
      };
      takeCategories(2, new Set());
      // (The owner's name is no phrase of a kind or an attribute: "Kosta" is also Serbian for "costs".)
      // (Nor a common word written as a name's, "the Code 95 courses": "code" there asks for no link.)
      const asName = (word: Word) => word.capital && word.index > 0 && /^\d/.test(all[word.index + 1]?.text ?? '');
      const freeWords = all.filter((word) => !consumed.has(word) && !named(word) && !asName(word));
      const free = ` ${freeWords.map((word) => word.text).join(' ')} `;
      // A Serbian question is also read by its stems.
      // (Not a name: "pre Studija Krov" names a studio, not studies.)
      const stems = language === 'sr' ? ` ${freeWords.map((word) => (word.capital && word.index > 0 ? '_' : layer.key(word.text, 'sr'))).join(' ')} ` : undefined;
      const entryKind = entryKinds.find(([, phrases], i) => phrases.find(free) || (stems && stemmedKinds[i]![1].find(stems)));
      if (entryKind) question.entryKind = entryKind[0];
      // "Which college does she teach at?", "Has she worked in a school?": a job (by its own verb, not one after "before").
      const anchored = all.findIndex((word) => /^(before|after|posle|nakon|pre)$/.test(word.text));
      if (question.entryKind === 'education' && all.slice(0, anchored < 0 ? undefined : anchored).some((word) => [layer.key(word.text, 'en'), ...layer.gloss(word.text)].some((key) => workVerbs.has(key)))) question.entryKind = 'work';
      // "Her first job after university?", "out of university": the kind right after "after", "before" or "out of" names the
      // anchor; another kind the question names is the one asked.
      const anchorAt = entryKind ? flat.search(/ (after|before|posle|nakon|pre|out of) /) : -1;
      if (entryKind && anchorAt >= 0) {
        const anchorWords = ` ${flat.slice(anchorAt).trim().split(' ').slice(1, 4).join(' ')} `;
        if (entryKind[1].find(anchorWords)) {
          const other = entryKinds.find(([kind, phrases]) => kind !== entryKind[0] && phrases.find(free));
          if (other) question.entryKind = other[0];
        }
      }
      // ("Who did he do the survey for?": a "who" that ends on "for", of no employer, asks the client.)
      // (An attribute the question says as written before one only its stems say: "Koliko košta vikend kurs?" asks a price, not "vikendom".)
      const attribute = askedAttribute(attributes, attributeIdioms.remove(howWell.remove(free)), layer) ?? attributes.find((a) => stems && a.stemmed.find(stems)) ?? (question.kind === 'who' && !question.asksEmployer && flat.endsWith(' for ') ? attributes.find((a) => a.name === 'client') : undefined);
      if (attribute) question.attribute = { name: attribute.name, labels: attribute.labels, ...(attribute.valued ? { valued: true } : {}), ...(attribute.amount ? { amount: true } : {}) } satisfies Attribute;
      // Words that say which kind of entry or which attribute frame the question; they still help find the fact ("taught at a
      // university"), but need not be found. Every such phrase, not only the first; of an amount, not the word in place of
      // a phrase's "*": "embalming" of "how much does * cost" is what is priced ("kad nije u *" frames the shop).
      // ("company", "job", "employer" name any job: even a yes-no question about one needs no such word said.)
      const [optional, attributeWords, anyJob] = [new Set<string>(), new Set<string>(), new Set<string>()];
      const framing: Array<readonly [PhraseSet, string, 'kind' | 'work' | 'attribute', Set<string>?]> = entryKinds.map(([name, set]) => [set, free, name === 'work' ? 'work' : 'kind'] as const);
      if (attribute) framing.push([attribute.ask, free, 'attribute', attribute.amount ? attribute.askWords : undefined]);
      if (stems) {
        framing.push(...stemmedKinds.map(([name, set]) => [set, stems, name === 'work' ? 'work' : 'kind'] as const));
        if (attribute) framing.push([attribute.stemmed, stems, 'attribute']);
      }
      for (const [phrases, within, role, words] of framing) {
        let text = within;
        for (let found = phrases.find(text); found !== undefined; found = phrases.find(text)) {
          for (const word of found.split(' ').filter((w) => !words || words.has(w))) {
            optional.add(word);
            if (role === 'attribute') attributeWords.add(word);
            if (role === 'work') anyJob.add(word);
          }
          text = text.replace(` ${found} `, ' ');
        }
      }
      // A word found by its stem frames the question as the listed word would.
      if (stems) {
        for (const word of freeWords) {
          const stem = layer.key(word.text, 'sr');
          for (const set of [optional, attributeWords, anyJob]) if (set.has(stem)) set.add(word.text);
        }
      }
      takeCategories(1, attributeWords);
      // "outside Serbia", "abroad": a relation to a place, not words to find ("international" only asked yes or no).
      const outside = readOutside(all, layer);
      if (outside && (!outside.loose || question.kind === 'yes-no')) question.outside = outside;
      const kept = new Set(rest.trim().split(' '));
      const year = all.find((word) => isYear(word.text));
      if (year) question.year = Number(year.text);
      const age = ages.asked(all);
      if (age) question.age = age.years;
      let lastTerm: Term | undefined;
      let lastIndex = -1;
      for (const word of all) {
        if (consumed.has(word) || !kept.has(word.text) || named(word) || isHyphenatedWhole(word) || age?.words.has(word) || (outside?.words.includes(word) && !outside.loose)) continue;
        if (layer.isStopword(word.text, language) || layer.isStopword(word.text, 'en') || (word.text.length < 2 && !/\d/.test(word.text))) continue;
        // A bare small number ("2+2") is no topic of a portfolio, nor is "year" after a year ("2024. godine").
        if (/^\d{1,3}$/.test(word.text) || (year && word.index === year.index + 1 && layer.gloss(word.text).concat(word.text).includes('year'))) continue;
        const key = layer.key(word.text, 'en');
        const known = layer.relations.rank(key) > 0 || layer.gloss(word.text).length > 0;
        // A word capitalised inside the question is a name ("Germany", "Python"): it means itself, not its relatives.
        const proper = (word.capital && word.index > 0) || (!known && language === 'en') || /\d/.test(word.text);
        // A Serbian word neither the glossary nor the lexicon knows is looked for on English pages through the
        // dictionary's looser translations, counting half, or else counts little, where a Serbian page says it.
        const unread = language === 'sr' && !known && !word.capital;
        const translated = unread && layer.translate(word.text).length > 0;
        const term: Term = { raw: word.raw, alternatives: alternativesOf(word, language, proper, all), weight: unread && !translated ? 0.1 : (translated ? 0.5 : 1) * (isYear(word.text) ? 0.5 : weightOf(word, key, proper, all[word.index - 1], language)), proper, optional: (optional.has(word.text) && (anyJob.has(word.text) || !placeAsked(question, word, key, layer, PAST))) || (!proper && asksPeriodEnd(question, word, key)) || visitorsKin(all, word, key, layer, age?.words), role: language === 'en' && !proper && layer.relations.homograph(key) ? layer.roleAt(all, word.index) : undefined };
        // A Serbian word is the part of speech of its English gloss ("govorila": speak, a verb).
        const glossed = language === 'sr' && layer.relations.parts(key) === 0 ? (layer.gloss(word.text)[0] ?? layer.translate(word.text)[0]) : undefined;
        const parts = layer.relations.parts(glossed ?? key);
        if (proper || parts === 0 || (parts & 1) !== 0) term.noun = true;
        // A verb frames the question; "talks", "works" are the plural nouns they also are, but not after their subject ("the liners he fits").
        const pluralNoun = word.text !== key && (parts & 1) !== 0 && /s$/.test(word.text) && !afterSubject(all, word, language);
        if (!proper && !pluralNoun && (parts !== 0 ? parts >> 4 === 1 || parts >> 4 === 3 : afterSubject(all, word, language)) && !(all[word.index - 1] && DETERMINERS.has(all[word.index - 1]!.text)) && !(language === 'en' && (describesNoun(all, word, layer) || afterAdjective(all, word, layer)))) term.framing = true;
        if (unread) term.unread = true;
        if (afterWords(all, word, manyKinds)) term.kinds = true;
        // "a teacher or an instructor": either word answers, so the two are one term.
        const previous = lastTerm;
        const between = previous ? all.slice(lastIndex + 1, word.index) : [];
        lastIndex = word.index;
        if (previous && between.length > 0 && between.length <= 3 && between.some((w) => w.text === 'or' || w.text === 'ili') && between.every((w) => layer.isStopword(w.text, language) || w.text === 'or' || w.text === 'ili')) {
          previous.raw = `${previous.raw} ${language === 'sr' ? 'ili' : 'or'} ${term.raw}`;
          previous.alternatives = [...previous.alternatives, ...term.alternatives];
          previous.weight = Math.max(previous.weight, term.weight);
          previous.proper &&= term.proper;
          continue;
        }
        // "carski rez", "grandfather clock": two words next to each other that the glossary, the dictionary or the lexicon
        // know as a phrase (unless one of them frames the question: "slobodno vreme" asks for the leisure attribute).
        if (previous && between.length === 0 && !previous.optional && !term.optional && pairTerms(previous, term, all[word.index - 1]!, word, language)) continue;
        question.terms.push(term);
        lastTerm = term;
      }
      markHeads(question, all, layer);
      // (Not "ok and where is it held?": a question of where, when or who after the thanks asks it.)
      if (question.terms.length === 0 && !question.time && !question.attribute && !question.entryKind && !ASKING.has(question.kind)) {
        question.social = social.find(([, phrases]) => phrases.find(flat))?.[0];
      }
      return question;
  };

  return {
    read(message, language, owner) {
      const text = withoutRequestLead(expandContractions(withoutAddresses(message)), requestLeads, requestQuestions);
      const whole = readText(text, language, owner);
      // "I hire for a clinic in Graz. Has she worked in intensive care?": the question sentence says what is
      // asked; the rest is context (or an instruction, which is never followed). The whole message is read when
      // the question sentences alone ask about nothing, and for what it declines.
      const asked = questionSentences(text);
      if (asked === undefined || whole.decline) return whole;
      // "Tell me about Kestrel. When was it released?": "it" is in the other sentence.
      const narrowed = readText(asked, language, owner);
      if (narrowed.pointsBack) return whole;
      const asksSomething = narrowed.terms.some((term) => !term.framing) || narrowed.attribute || narrowed.entryKind || narrowed.time || narrowed.summary || narrowed.decline;
      return asksSomething ? narrowed : whole;
    },
  };
}
