import { describe, expect, it } from 'vitest';
import { createPortfolioIndex } from '../../../src/server/answerers/builtin/index.js';
import { skeleton } from '../../../src/server/answerers/builtin/cognates.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';
import { textLayer } from '../../../src/server/language/analyzer.js';
import { compilePhrases, normalPhrase } from '../../../src/server/language/phrases.js';
import { spaced, tokenize } from '../../../src/server/language/text.js';
import { createRetriever } from '../../../src/server/retrieval.js';

// The one text layer (issue 19): one tokenizer, one key per language, one stopword set, one glossary,
// and word relations from WordNet and word vectors compiled at build time.
describe('the text layer', () => {
  const layer = textLayer();
  const key = (word: string) => layer.key(word, 'en');
  const related = (a: string, b: string) => layer.relations.related(key(a)).find(([k]) => k === key(b))?.[1] ?? 0;

  it('splits words as pages write them: dotted names, numbers, hyphens, apostrophes', () => {
    expect(tokenize('Node.js, LL.M., C++ and C#: 15,000 users, 2.3k stars; co-founder; don’t')).toEqual([
      'nodejs', 'llm', 'c++', 'and', 'c#', '15000', 'users', '2.3k', 'stars', 'co', 'founder', 'cofounder', 'dont',
    ]);
    expect(tokenize('Šta Đorđe zna o вештине?')).toEqual(['sta', 'djordje', 'zna', 'o', 'vestine']);
  });

  it('keys a word by its lemma in English and its stem in Serbian', () => {
    expect(['taught', 'teaches'].map(key)).toEqual(['teach', 'teach']);
    expect(key('experienced')).toBe(key('experience'));
    expect(key('children')).toBe('child');
    expect(key('news')).toBe('news');
    expect(layer.key('beogradu', 'sr')).toBe(layer.key('beograd', 'sr'));
  });

  // "Has she written a book?" was answered yes by "Bookings: through the contact form": every -ing word was keyed as its verb.
  it('keeps an -ing noun used more as a noun than its verb is used its own key, and the rest forms of the verb', () => {
    expect(['booking', 'bookings'].map(key)).toEqual(['booking', 'booking']);
    expect(key('wedding')).not.toBe(key('wed'));
    expect(key('evenings')).toBe('evening');
    expect(['building', 'teaching', 'meeting'].map(key)).toEqual(['build', 'teach', 'meet']);
  });

  // The table's strings are searched and read as ASCII where they are, without encoding each key: every related word
  // read back must be found again, and a key outside ASCII still goes through UTF-8.
  it('finds every key it reads back from the lexicon, and looks up keys outside ASCII', () => {
    for (const word of ['teach', 'hospital', 'walnut', 'belgrade', 'marble']) {
      const related = layer.relations.related(word);
      expect(related.length).toBeGreaterThan(0);
      for (const [other] of related) expect(layer.relations.related(other).length + layer.relations.rank(other)).toBeGreaterThan(0);
    }
    expect(layer.relations.rank('straße')).toBe(0);
    expect(layer.relations.related('æsthete')).toEqual([]);
  });

  it('relates words through WordNet and the vectors, and not unrelated ones', () => {
    expect(related('lawyer', 'attorney')).toBeGreaterThan(0.8);
    expect(related('household', 'family')).toBeGreaterThan(0.8);
    expect(related('cello', 'violin')).toBeGreaterThan(0);
    expect(related('car', 'banana')).toBe(0);
  });

  // "How many physios work at her practice?" found no "physiotherapists": WordNet knows no clipped word.
  it('relates a clipped word to the word it clips, and not a function word to a longer one', () => {
    expect(related('physio', 'physiotherapist')).toBeGreaterThanOrEqual(0.8);
    expect(related('rehab', 'rehabilitation')).toBeGreaterThanOrEqual(0.8);
    expect(related('what', 'whatever')).toBe(0);
  });

  it('knows word classes and places', () => {
    expect(layer.classes(key('nurse')) & 1).toBe(1); // a person
    expect(layer.classes(key('hospital')) & 2).toBe(2); // an organisation
    expect(layer.relations.isPlace('vienna')).toBe(true);
  });

  it('translates general Serbian words to English through the glossary, in any case form', () => {
    expect(layer.gloss('nagradu')).toContain('award');
    expect(layer.gloss('iskustva')).toContain('experience');
    // (Where the dictionary's sense is not a visitor's: "obilazak" a detour, "početnike" apprentices.)
    expect(layer.gloss('obilazak')).toContain('visit');
    expect(layer.gloss('pocetnike')).toContain('beginner');
  });

  it('spells English words the way Serbian borrows them, for cognates', () => {
    expect(skeleton('konverzija').startsWith(skeleton('konverzij'))).toBe(true);
    expect(skeleton('fizioterapij')).toBe(skeleton('physiotherap'));
    expect(skeleton('frilenser')).toBe(skeleton('freelancer'));
  });

  it('finds phrases on folded text, with * for one word and a last $ for the end', () => {
    const phrases = compilePhrases(['how long', 'how', 'what does * do']);
    expect(phrases.find('How long was she there?')).toBe('how long');
    expect(phrases.opens('What does Ana do?')).toBe(true);
    expect(phrases.find('Ništa')).toBeUndefined();
    // A last "$" is the end of the text: "What experience do you have with children?" asks of children.
    const ending = compilePhrases(['what experience do * have $']);
    expect(ending.find('What experience do you have?')).toBe('what experience do you have');
    expect(ending.find('What experience do you have with children?')).toBeUndefined();
  });

  // Issue 20: the build stores questions.yaml's phrases as compilePhrases would read them, so no start does.
  it('stores the phrases of questions.yaml in the normal form the runtime makes, and their Serbian stems', () => {
    const { questions, keyed } = layer.vocabulary;
    expect(keyed.questions.phrases.kinds).toEqual(Object.fromEntries(Object.entries(questions.kinds).map(([kind, list]) => [kind, list.map(normalPhrase)])));
    expect(keyed.questions.phrases['lead-ins']).toEqual(questions['lead-ins'].map(normalPhrase));
    const stem = (phrase: string) => normalPhrase(phrase.split(' ').map((word) => (word === '*' || word === '$' ? word : layer.key(spaced(word).trim(), 'sr'))).join(' '));
    expect(keyed.questions.stems['entry-kinds'].project).toEqual(questions['entry-kinds'].project!.map(stem));
    expect(keyed.questions.stems.attributes.contact).toEqual(questions.attributes.contact!.ask.map(stem));
    expect(keyed.questions.stems.attributes.location).toEqual(questions.attributes.location!.ask.map(stem));
  });

  // The model path's retrieval is the same ranking: a paraphrase finds its section there too.
  it('ranks sections for the model path with the same index the built-in answerer uses', async () => {
    const knowledge = await loadKnowledge('test/fixtures/portfolios/classes');
    const retriever = createRetriever(createPortfolioIndex(knowledge), 'en');
    expect(retriever.search('Has she worked with lawyers?', { limit: 1 })[0]!.section.heading).toBe('Legal work');
    expect(retriever.search('Which publications has she written?', { limit: 1 })[0]!.section.heading).toBe('Papers');
  });
  // Quotes were matched five ways (review): a Serbian „…“ title with a colon was read as a label ('Moj vodič, „Niš peške').
  it('blanks quoted spans of every kind in place, and no quoted title is a label', async () => {
    const { withoutQuoted } = await import('../../../src/server/language/text.js');
    const { labelled } = await import('../../../src/server/answerers/builtin/portfolio/markdown.js');
    const blank = (span: string) => ' '.repeat(span.length);
    expect(withoutQuoted('Made "Night Line 26" in 2020')).toBe(`Made ${blank('"Night Line 26"')} in 2020`);
    expect(withoutQuoted('Vodič „Niš peške“ i «Stari grad»')).toBe(`Vodič ${blank('„Niš peške“')} i ${blank('«Stari grad»')}`);
    expect(labelled('Moj vodič, „Niš peške: Dvanaest šetnji“ izašao je 2021.')).toBeUndefined();
    expect(labelled('Price: 3,000 RSD')).toEqual({ label: 'Price', value: '3,000 RSD' });
  });
  // Serbian questions on English pages missed words the dictionary has in another form ("reklame" of "reklama", whose key
  // "reklamacija" made ambiguous; "organizuje" of Croatian "organizirati"; "sela" of "selo").
  it('translates a Serbian word in an inflected form through its dictionary headword, the base form before a derived word', () => {
    expect(layer.translate('reklame')).toContain('advertisement');
    expect(layer.translate('reklame')).not.toContain('complaint');
    expect(layer.translate('organizuje')).toContain('organize');
    expect(layer.translate('sela')).toContain('village');
    // (Words of one key and no shared sense stay ambiguous: "obuća" footwear and "obući" dress; "pregled" means too much.)
    expect(layer.translate('pregled')).toEqual([]);
  });
});
