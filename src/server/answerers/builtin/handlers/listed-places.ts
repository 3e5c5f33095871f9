import { WORD_CLASS, type TextLayer } from '../../../language/analyzer.js';
import { joinItems } from '../compose.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { placeNames } from '../places.js';
import type { Term } from '../question/model.js';

/**
 * "In which countries has she given talks?", "Which towns has he played in?": where the question asks for places (by a
 * word of questions.yaml's location column, or "where"), the place each item of the list found ends on, each once and in
 * their order, as written ("Graz, Austria": a place and the one it lies in; asked for countries, the country alone).
 * The line that names them ("Hungary, Romania and Spain.", "Graz, Austria; Bonn, Germany.");
 * undefined unless most items, and two at least, end on one.
 */
export function listedPlaces(context: Context, items: readonly Fact[]): string | undefined {
  const { layer, question } = context;
  const placeWords = locationWords(context.layer);
  // (A Serbian word by its English gloss: "zemljama", countries.)
  const asked = question.words.flatMap((word) => [layer.key(word.text, 'en'), ...layer.gloss(word.text)]).filter((key) => placeWords.has(key));
  if (asked.length === 0 && question.kind !== 'where') return undefined;
  const countries = asked.some((key) => (layer.classes(key) & WORD_CLASS.country) !== 0);
  const names = new Map<string, string>();
  let placed = 0;
  for (const fact of items) {
    // (Not the end of a hyphenated name, "Aix-en-Provence".)
    const found = placeNames(fact.text, layer).filter((place) => !fact.text.includes(`-${place.raw}`));
    const last = found[found.length - 1];
    if (!last) continue;
    placed++;
    // (The place before the last, when only a comma stands between them: "Graz, Austria".)
    const before = found[found.length - 2];
    const pair = before && fact.text.includes(`${before.raw}, ${last.raw}`) ? `${before.raw}, ${last.raw}` : undefined;
    const name = countries || !pair ? last.raw : pair;
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  if (placed < 2 || placed * 2 <= items.length) return undefined;
  const list = [...names.values()];
  return `${joinItems(list, context.say('and'))}.`;
}

/**
 * What `answer` says of the question with its words of places asked ("countries", "towns") made words that need not be
 * said, when it asks for something else as well: the places are what the lines found name, not a word they say.
 */
export function withoutPlaceWords(context: Context, answer: (context: Context) => string | undefined): string | undefined {
  const placeWords = locationWords(context.layer);
  const isPlace = (term: Term) => term.alternatives.some((alternative) => alternative.weight >= 0.9 && alternative.keys.length === 1 && placeWords.has(alternative.keys[0]!));
  const { terms } = context.question;
  if (!terms.some((term) => !term.optional && isPlace(term)) || !terms.some((term) => !term.optional && !isPlace(term))) return undefined;
  return answer({ ...context, question: { ...context.question, terms: terms.map((term) => (isPlace(term) ? { ...term, optional: true } : term)) } });
}

/** The keys of questions.yaml's words of a location column ("city", "country", "town", "grad"), made once. */
export function locationWords(layer: TextLayer): ReadonlySet<string> {
  location ??= new Set((layer.vocabulary.questions.columns.location ?? []).map((word) => layer.key(word, 'en')));
  return location;
}
let location: Set<string> | undefined;
