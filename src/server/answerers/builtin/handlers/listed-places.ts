import { WORD_CLASS, type TextLayer } from '../../../language/analyzer.js';
import { jobOf, joinItems } from '../compose.js';
import type { Entry } from '../portfolio/model.js';
import type { Context } from '../context.js';
import { placeNames } from '../places.js';
import type { Term } from '../question/model.js';

/**
 * "In which countries has she given talks?", "Which towns has he played in?": where the question asks for places (by a
 * word of questions.yaml's location column, or "where"), the place each item of the list found ends on, each once and in
 * their order, as written ("Graz, Austria": a place and the one it lies in; asked for countries, the country alone).
 * The line that names them ("Hungary, Romania and Spain.", "Graz, Austria; Bonn, Germany.");
 * undefined unless most items, and two at least, end on one.
 */
export function listedPlaces(context: Context, items: readonly string[]): string | undefined {
  const { layer, question } = context;
  const placeWords = locationWords(context.layer);
  // (A Serbian word by its English gloss: "zemljama", countries.)
  const asked = question.words.flatMap((word) => [layer.key(word.text, 'en'), ...layer.gloss(word.text)]).filter((key) => placeWords.has(key));
  if (asked.length === 0 && question.kind !== 'where') return undefined;
  const countries = asked.some((key) => (layer.classes(key) & WORD_CLASS.country) !== 0);
  const names = new Map<string, string>();
  let placed = 0;
  for (const text of items) {
    // (Not the end of a hyphenated name, "Aix-en-Provence".)
    const found = placeNames(text, layer).filter((place) => !text.includes(`-${place.raw}`));
    const last = found[found.length - 1];
    if (!last) continue;
    placed++;
    // (The place before the last, when only a comma stands between them: "Graz, Austria".)
    const before = found[found.length - 2];
    const pair = before && text.includes(`${before.raw}, ${last.raw}`) ? `${before.raw}, ${last.raw}` : undefined;
    // (Asked for countries, a town's country when the pages name it too: "Split" lies in the "Croatia" a page says.)
    const country = countries && (layer.classes(last.name) & WORD_CLASS.country) === 0 ? context.search.countryOf(last.name) : undefined;
    const name = country ?? (countries || !pair ? last.raw : pair);
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  if (placed < 2 || placed * 2 <= items.length) return undefined;
  const list = [...names.values()];
  return `${joinItems(list, context.say('and'))}.`;
}

/**
 * "Which countries has she worked in?", "In which cities did he study?": a word of places and a kind of entry, and nothing
 * else asked: the places those entries lie in, as their pages write them, and the entries.
 */
export function entriesPlaced(context: Context, topic: readonly Term[]): { places: string; held: Entry[] } | undefined {
  const kind = context.question.entryKind;
  if (!kind || topic.length === 0 || !topic.every((term) => asksPlaces(context, term))) return undefined;
  const held = context.dated(kind);
  const places = listedPlaces(context, held.map((entry) => entry.location ?? jobOf(entry, context.say)));
  // (Not where a line lists three countries or more beyond them: the tours or routes a page gives, "Lanes: Slovenia, Italy,
  // Germany …", tell of work abroad that the entries' places do not; that line's list answers. A list after "from" tells
  // where people come from: "couples … from the United Kingdom, Germany, the Netherlands".)
  const { layer } = context;
  const beyond = places !== undefined && context.portfolio.facts.some((fact) => {
    const countries = placeNames(fact.text, layer).filter((place) => (layer.classes(place.name) & WORD_CLASS.country) !== 0);
    const from = countries[0] && new RegExp(`\\bfrom (?:the )?${countries[0].raw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(fact.text);
    return !from && countries.filter((place) => !places.toLowerCase().includes(place.raw.toLowerCase())).length >= 3;
  });
  return places && !beyond ? { places, held } : undefined;
}

/**
 * What `answer` says of the question with its words of places asked ("countries", "towns") made words that need not be
 * said, when it asks for something else as well: the places are what the lines found name, not a word they say.
 */
export function withoutPlaceWords(context: Context, answer: (context: Context) => string | undefined): string | undefined {
  const isPlace = (term: Term) => asksPlaces(context, term);
  const { terms } = context.question;
  if (!terms.some((term) => !term.optional && isPlace(term)) || !terms.some((term) => !term.optional && !isPlace(term))) return undefined;
  return answer({ ...context, question: { ...context.question, terms: terms.map((term) => (isPlace(term) ? { ...term, optional: true } : term)) } });
}

/** Whether a term asked is a word of places ("countries", "towns", "gradovima"). */
export function asksPlaces(context: Context, term: Term): boolean {
  const placeWords = locationWords(context.layer);
  return term.alternatives.some((alternative) => alternative.weight >= 0.9 && alternative.keys.length === 1 && placeWords.has(alternative.keys[0]!));
}

/** The keys of questions.yaml's words of a location column ("city", "country", "town", "grad"), made once. */
export function locationWords(layer: TextLayer): ReadonlySet<string> {
  location ??= new Set((layer.vocabulary.questions.columns.location ?? []).map((word) => layer.key(word, 'en')));
  return location;
}
let location: Set<string> | undefined;
