import { describe, expect, it } from 'vitest';
import { placesIn } from '../../../src/server/answerers/builtin/places.js';
import { textLayer } from '../../../src/server/language/analyzer.js';

const layer = textLayer();

// "Has she spent time doing research outside Serbia?" was answered "Yes" with a line about "In 2019 …" (WordNet's "in",
// the inch, lies within a foot) and "Has she fought fires outside Serbia?" with a "Training Centre, Kraljevo" (Centre
// is a region of France): a function word names no place, nor does a common word inside a longer name.
describe('the places a text names', () => {
  it('finds no place in a function word or a common word inside a name', () => {
    expect(placesIn('Taking the museum out of the building. In 2019 I started a programme.', layer)).toEqual([]);
    expect(placesIn('2016 · Rope Rescue Technician · National Fire and Rescue Training Centre, Kraljevo', layer)).toEqual([]);
  });

  it('still finds places named on their own', () => {
    expect(placesIn('Research fellow at the Nordic Folk Life Centre, Uppsala, Sweden, and a talk in Reading.', layer)).toEqual(expect.arrayContaining(['uppsala', 'sweden', 'reading']));
    expect(placesIn('She moved to the US in 2015.', layer)).toEqual(['us']);
  });
});
