import { describe, expect, it } from 'vitest';
import { readFacts } from '../../../src/server/answerers/extractive/facts.js';
import { parseEntryHeading } from '../../../src/server/answerers/extractive/entries.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';
import { createLexicon } from '../../../src/server/language/lexicon.js';

const lexicon = createLexicon();

describe('entry headings', () => {
  it.each([
    ['Brightpay — Senior Backend Engineer (2021–present)', { org: 'Brightpay', role: 'Senior Backend Engineer', from: 2021, present: true }],
    ['Art Director at Paper Lantern Press, 2019 – present', { org: 'Paper Lantern Press', role: 'Art Director', from: 2019, present: true }],
    ['Book designer, Inkwell Studio (2015–2019)', { org: 'Inkwell Studio', role: 'Book designer', from: 2015, present: false }],
    ['MSc in Computer Science — University of Novi Sad (2016–2018)', { org: 'University of Novi Sad', role: 'MSc in Computer Science', from: 2016, present: false }],
    ['Lead Product Designer at Polder Health · 2022 – present', { org: 'Polder Health', role: 'Lead Product Designer', from: 2022, present: true }],
  ])('reads %s', (heading, want) => {
    const got = parseEntryHeading(heading, lexicon);
    expect({ org: got.org, role: got.role, from: got.period?.from, present: got.period?.present }).toEqual(want);
  });
});

describe('facts', () => {
  it('reads entries from headings, Period:/Role: lines and table rows, and front matter as facts', async () => {
    const base = readFacts(await loadKnowledge('test/fixtures/portfolios/answerer-shapes'), lexicon);
    const linden = base.entries.find((e) => e.org === 'Linden Print');
    expect(linden?.period?.from).toBe(2012);
    expect(linden?.role).toBe('junior illustrator');
    const row = base.entries.find((e) => e.period?.from === 2021 && e.page.title === 'Awards');
    expect(row).toBeDefined();
    expect(base.facts.some((f) => f.label === 'Portfolio' && f.text.includes('https://ada.example/work'))).toBe(true);
    expect(base.facts.some((f) => f.label === 'Location' && f.value === 'Ghent, Belgium')).toBe(true);
  });
});

describe('owner synonyms', () => {
  // An owner's synonyms.yaml lets a visitor's word find the page's word.
  it('merges the knowledge folder synonyms.yaml into the answerer', async () => {
    const { mkdtemp, cp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { answererFor } = await import('./ask.js');
    const dir = await mkdtemp(join(tmpdir(), 'answerer-synonyms-'));
    await cp('test/fixtures/portfolios/answerer-shapes', dir, { recursive: true });
    const before = await answererFor(dir);
    expect(await before.ask('Which gongs does she have?')).toMatch(/doesn’t (say|mention)/);
    await writeFile(join(dir, 'synonyms.yaml'), '- [gong, award]\n');
    const after = await answererFor(dir);
    expect(await after.ask('Which gongs does she have?')).toMatch(/Golden Quill/);
  });
});
