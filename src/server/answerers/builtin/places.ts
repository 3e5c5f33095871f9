import { WORD_CLASS, type TextLayer } from '../../language/analyzer.js';
import type { Portfolio } from './portfolio/model.js';
import { words, type Word } from '../../language/text.js';

/**
 * How much the place a place asked lies in counts ("Bosnia and Herzegovina" for "Sarajevo"): below said, so a reply
 * names the place asked as unmentioned and shows the line about the wider one as the nearest.
 */
export const AROUND = 0.5;

/** The place names a text says: runs of one to three capitalised words WordNet knows as places. */
export function placesIn(text: string, layer: TextLayer): string[] {
  return placeNames(text, layer).map((place) => place.name);
}

/** The place names a text says, folded and as written ("graz", "Graz"), in their order. */
export function placeNames(text: string, layer: TextLayer): Array<{ name: string; raw: string }> {
  const list = words(text);
  const found: Array<{ name: string; raw: string }> = [];
  for (let i = 0; i < list.length; i++) {
    // ("MS Donaustern" names a ship, not Mississippi: two capitals are an abbreviation, "UK" and "US" aside.)
    // (Nor does a word of two letters, "Co." of a company: Colorado.)
    if (!list[i]!.capital || (list[i]!.raw.length <= 2 && !/^(UK|US)$/.test(list[i]!.raw))) continue;
    for (let length = 3; length >= 1; length--) {
      const run = list.slice(i, i + length);
      if (run.length < length || !run.every((word) => word.capital)) continue;
      const name = run.map((word) => word.text).join(' ');
      if (length === 1 && !namesPlace(text, list, i, layer)) continue;
      if (layer.relations.isPlace(name)) {
        found.push({ name, raw: run.map((word) => word.raw).join(' ') });
        i += length - 1;
        break;
      }
    }
  }
  return found;
}

// Whether one capitalised word may name a place: no function word ("In 2019"), no first name right before a surname no
// dictionary knows ("Dr Milan Stojanović"; "Slovenia — Karst" is two names), and a word that is also another part of
// speech only on its own mid-sentence ("Training Centre, Kraljevo" names no region of France; "in Reading" does).
function namesPlace(text: string, list: readonly Word[], i: number, layer: TextLayer): boolean {
  const word = list[i]!;
  if (layer.isStopword(word.text, 'en') && !/^(UK|US)$/.test(word.raw)) return false;
  const next = list[i + 1];
  if (next?.capital && text.includes(`${word.raw} ${next.raw}`) && layer.relations.parts(layer.key(next.text, 'en')) === 0 && !layer.relations.isPlace(next.text)) return false;
  return (layer.relations.parts(layer.key(word.text, 'en')) & ~1) === 0 || (i > 0 && !list[i - 1]!.capital);
}

/** The places a portfolio's pages name, as the search asks of them. */
export interface NamedPlaces {
  /** The places the pages name that lie within `place` (WordNet's part holonyms: "ljubljana" within "slovenia"). */
  placesWithin(place: string): string[];
  /** The country the pages name that `place` lies in, as they write it (WordNet's part holonyms, nearest first: "Split" in "Croatia"). */
  countryOf(place: string): string | undefined;
}

export function namedPlaces(portfolio: Portfolio, layer: TextLayer): NamedPlaces {
  // The places the pages name, folded, each as first written; read when first asked.
  let named: Map<string, string> | undefined;
  const placesNamed = () => (named ??= new Map(portfolio.facts.flatMap((fact) => placeNames(fact.text, layer)).reverse().map((place) => [place.name, place.raw])));
  const isCountry = (name: string) => (layer.classes(name) & WORD_CLASS.country) !== 0;
  return {
    placesWithin: (place) => [...placesNamed().keys()].filter((name) => name !== place && layer.relations.within(name).some((step) => step.includes(place))),
    countryOf(place) {
      const step = layer.relations.within(place.toLowerCase()).find((names) => names.some(isCountry));
      // (Any name of that country the pages say: "Serbia" of "Serbia and Montenegro", "Yugoslavia", "Srbija".)
      const name = step?.find((alias) => placesNamed().has(alias));
      return name === undefined ? undefined : placesNamed().get(name);
    },
  };
}
