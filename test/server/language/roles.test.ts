import { describe, expect, it } from 'vitest';
import { textLayer } from '../../../src/server/language/analyzer.js';
import { homographRoles } from '../../../src/server/language/roles.js';
import { answererFor } from '../builtin/ask.js';

// "How do I book?" quoted "Concrete Sundays — My first book." and "Has she written a book?" said yes by "When should I
// book the course?": a homograph's noun and verb are other words where the words around it say which it is.
describe('homographs', () => {
  const layer = textLayer();

  it('are nouns and verbs no derivation joins, both in common use', () => {
    expect(layer.relations.homograph('book')).toBe(true);
    expect(layer.relations.homograph('work')).toBe(false);
    expect(layer.relations.homograph('join')).toBe(false);
    // (The bit is no part of speech: "book" is still usually a noun.)
    expect(layer.relations.parts('book') >> 4).toBe(0);
  });

  it('are read as the words around them say, and left open where they do not', () => {
    expect(homographRoles(['My first book.'], layer).get('book')).toBe('noun');
    expect(homographRoles(['Please book two weeks ahead.'], layer).get('book')).toBe('verb');
    expect(homographRoles(['Book by the end of February.'], layer).get('book')).toBe('verb');
    expect(homographRoles(['Write to me for book orders.'], layer).get('book')).toBe('noun');
    // (A time before it says nothing: its colon is no word.)
    expect(homographRoles(['Appointments 8:00–19:00; book at least a week ahead.'], layer).has('book')).toBe(false);
    // (Used both ways, it is either.)
    expect(homographRoles(['I book my own tours.', 'Buy the book.'], layer).has('book')).toBe(false);
  });

  it('says a line of the other part of speech does not answer', async () => {
    const photographer = await answererFor('test/fixtures/portfolios/mateo');
    expect(await photographer.ask('How do I book?')).not.toMatch(/first book/);
    const midwife = await answererFor('test/fixtures/portfolios/hana-midwife');
    expect(await midwife.ask('Has she written a book?')).not.toMatch(/week 20/);
    const tuner = await answererFor('test/fixtures/portfolios/filip-piano');
    expect(await tuner.ask('How do I book?')).toMatch(/book at least a week ahead/);
  });
});
