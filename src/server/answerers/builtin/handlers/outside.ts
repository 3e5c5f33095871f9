import { WORD_CLASS } from '../../../language/analyzer.js';
import { composeList, jobOf, periodOf, showFact } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { placesIn } from '../places.js';
import { listedPlaces } from './listed-places.js';
import { asWritten, bestHits, focus, MIN_COVERAGE, SAID } from './shared.js';

// Most places abroad a reply lists.
const MAX_LISTED = 6;

/**
 * "Has she worked outside Serbia?", "Has he given talks abroad?": a fact of the kind asked that names a
 * place lying outside the one asked (or outside the owner's own country), by WordNet's part holonyms
 * ("Vienna" lies in Austria). A place WordNet does not know says nothing either way.
 */
export const outside: Handler = {
  name: 'outside',
  answer(context) {
    const { portfolio, search, layer, say } = context;
    const outside = context.question.outside;
    if (!outside || (context.question.kind !== 'yes-no' && context.question.kind !== 'which' && context.question.kind !== 'where' && context.question.kind !== 'list')) return undefined;
    // ("international" stays a term for the handlers after this one, not for this one: here it is a place.)
    const raws = new Set(outside.words.map((word) => word.raw));
    const question = { ...context.question, terms: context.question.terms.filter((term) => !raws.has(term.raw)) };
    const home = homeOf(context);
    if (home.size === 0) return undefined;
    // ("Is she an international ski instructor?": an entry the question names, "ISIA card (international ski instructor)",
    // or a line that says "international" and all the rest itself, answers in its own words.)
    const own = outside.loose && !context.subject ? bestHits(context)?.[0] : undefined;
    if (outside.loose && (context.subject || (own && focus(context.question).every((term) => search.strength(term, own.fact) >= SAID)))) return undefined;
    // A place is abroad when WordNet knows what it lies in and none of that is the place asked.
    const beyond = (place: string) => {
      const lies = layer.relations.within(place);
      return !home.has(place) && lies.length > 0 && !lies.some((step) => step.some((name) => home.has(name)));
    };
    // (A section's heading places its lines too: "Karst wildfire, Slovenia (2022)" over "We worked alongside …".)
    const placed = (text: string | undefined) => text !== undefined && placesIn(text, layer).some(beyond);
    const abroad = (fact: Fact) => placed(fact.text) || placed(fact.entry?.location) || (!fact.entry && placed(fact.heading));
    const ofKind = (fact: Fact) => !question.entryKind || fact.entry?.kind === question.entryKind;
    // (Of work with no job abroad, a line abroad that says the work: "works as a guest artist in studios abroad, mostly in Germany".)
    const kinded = portfolio.facts.filter((fact) => ofKind(fact) && abroad(fact));
    const verbs = question.terms.filter((term) => term.framing);
    const pool = kinded.length > 0 || question.entryKind !== 'work' || verbs.length === 0 ? kinded : portfolio.facts.filter((fact) => abroad(fact) && verbs.every((term) => search.strength(term, fact) >= SAID));
    const hits = pool.length > 0 ? search.rank(question, { pool }) : [];
    // The other words asked must be said ("given talks" abroad): with none, any such fact of the kind answers;
    // and asked which or where of a kind ("Where abroad has she done extra training?"), every one of it.
    const listing = question.kind !== 'yes-no';
    // ("Has she practised in another country?": with only a verb asked that no line says, a job abroad says it.)
    const asked = focus(question);
    // (A thing asked said, not only related loosely: "Four years in Styria taught me …" gave no talks; a word of places,
    // "countries", is said by the places.)
    const objects = asked.filter((term) => !term.framing && (layer.classes(term.alternatives[0]!.keys.join(' ')) & (WORD_CLASS.place | WORD_CLASS.country)) === 0);
    const said = hits.filter((hit) => hit.coverage >= MIN_COVERAGE && (objects.length === 0 || objects.some((term) => search.strength(term, hit.fact) >= SAID)));
    const jobs = asked.length > 0 && asked.every((term) => term.framing) && said.length === 0 ? pool.filter((fact) => fact.entry?.kind === 'work').map((fact) => ({ fact })) : [];
    const fitting = asked.length === 0 ? (hits.length > 0 ? hits : pool.map((fact) => ({ fact }))) : said.length > 0 ? said : jobs;
    const found = fitting.length === 0 && listing && question.entryKind ? hits : fitting;
    // A job abroad by its entry's place ("Kovač Industries · Zagreb"): the job as the page states it.
    // (A line placed by its heading alone is shown under it: "Slovenia — Karst plateau fires (2022) — The ground …".)
    const show = (fact: Fact) =>
      fact.entry?.location && (!placed(fact.text) || jobs.some((hit) => hit.fact === fact))
        ? `${jobOf(fact.entry, say)}${periodOf(fact.entry, say)}.`
        : !fact.entry && !placed(fact.text) ? `${fact.heading} — ${showFact(fact)}` : showFact(fact);
    // (In the order they happened, when the entries are dated.)
    const listed = found.slice(0, MAX_LISTED).map((hit) => hit.fact);
    const year = (fact: Fact) => fact.entry?.period?.from ?? Infinity;
    if (listing && found.length >= 2) {
      const shown = listed.every((fact) => year(fact) < Infinity) ? listed.sort((a, b) => year(a) - year(b)) : listed;
      // ("In which countries abroad has she given talks?": the places first.)
      const places = listedPlaces(context, shown.map((fact) => fact.text));
      return `${places ? `${places}\n` : ''}${composeList(shown)}`;
    }
    if (found[0]) return question.kind === 'yes-no' ? say('yes', { fact: show(found[0].fact) }) : show(found[0].fact);
    // (Lines abroad there are, but none says the rest in the visitor's words: that is what is not mentioned, and the best
    // of them the nearest, "a conference abroad" and a congress in Berlin; not "abroad", which the pages do say.)
    const things = asked.filter((term) => !term.framing);
    if (pool.length > 0 && things.length > 0 && !outside.loose) return hits[0] ? say('noMentionNearest', { thing: asWritten(context, things), fact: `${show(hits[0].fact)}` }) : say('noMention', { thing: asWritten(context, things) });
    // No place it knows lies outside: the portfolio does not mention it, in the visitor's words (a town
    // WordNet does not know is never taken for one outside, nor is a word about languages: "Serbian: native");
    // but what is international without a place may still be said ("an international certificate").
    if (outside.loose) return undefined;
    return say('noMention', { thing: asWritten(context, outside.words.map((word) => ({ raw: word.raw }))) });
  },
};

// The names of the place asked beyond, or of the owner's own place and its country.
function homeOf(context: Context): Set<string> {
  const { question, portfolio, layer } = context;
  // Abroad is beyond where the profile says the owner is ("based in Belgrade", "lives in Bergen"), with the country said
  // after the town ("based in Niš, Serbia": a town WordNet does not know is placed by its country).
  const based = portfolio.owner.profile.flatMap((fact) => [...fact.text.matchAll(/\b(?:based in|lives in|living in|live in|from|in)\s+((?:\p{Lu}[\p{L}-]*(?:,\s|\s)?){1,4})/gu)].map((match) => match[1]!));
  // (Else the first place the profile names: "Associate Professor at the University of Bergen".)
  const known = (name: string) => layer.relations.within(name).length > 0;
  const place = question.outside?.place ?? based.flatMap((text) => placesIn(text, layer)).find(known) ?? portfolio.owner.profile.flatMap((fact) => placesIn(fact.text, layer)).find(known);
  if (!place) return new Set();
  // "Serbia" names itself and its other names; the owner's "Belgrade" its country too (the nearest step only; a
  // country's nearest step is its region, "Croatia" lies in the Balkans, and Slovenia is abroad all the same).
  const own = layer.relations.within(place)[0] ?? [];
  const names = new Set([place]);
  if (!question.outside?.place && (layer.classes(place) & WORD_CLASS.country) === 0) own.forEach((name) => names.add(name));
  // The other names of the place asked ("serbia", "srbija"): the places that list it among their first step.
  for (const name of layer.relations.within(place).flat()) if (layer.relations.within(name)[0]?.includes(place)) names.add(name);
  return names;
}
