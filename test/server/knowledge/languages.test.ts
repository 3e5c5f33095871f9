import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knowledgeFor } from '../../../src/server/knowledge/languages.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';

const BILINGUAL = fileURLToPath(new URL('../../fixtures/portfolios/bilingual/', import.meta.url));

describe('Serbian pages (NAME.sr-Latn.md)', () => {
  it('are kept out of the default view, so English visitors never get them', async () => {
    const knowledge = await loadKnowledge(BILINGUAL);
    expect(knowledge.documents.map((d) => d.file)).toEqual(['profile.md', 'about.md', 'projects/tramline.md']);
    expect(knowledge.sections.some((s) => /pliva|Restaurira/.test(s.text))).toBe(false);
    expect(knowledge.translations?.['sr-Latn']?.documents.map((d) => d.file)).toEqual(['profile.sr-Latn.md', 'about.sr-Latn.md']);
  });

  it('replace their English page in the sr-Latn view; pages without a twin stay English', async () => {
    const knowledge = await loadKnowledge(BILINGUAL);
    const serbian = knowledgeFor(knowledge, 'sr-Latn');
    expect(serbian.documents.map((d) => d.file)).toEqual(['profile.sr-Latn.md', 'about.sr-Latn.md', 'projects/tramline.md']);
    expect(serbian.sections.map((s) => s.heading)).toEqual(['Dara Ilić', 'O Dari', 'Hobiji', 'Tramline']);
    // The translated profile keeps the name and links profile.md gives and takes its own headline.
    expect(serbian.profile).toEqual({ name: 'Dara Ilić', headline: 'Inženjerka podataka iz Niša', links: { GitHub: 'https://github.com/dara-ilic' } });
    expect(serbian.sections[0]!.text).toContain('Dara Ilić — Inženjerka podataka iz Niša');
    expect(knowledgeFor(knowledge, 'en')).toBe(knowledge);
  });

  it('a folder without translations is its own view in every language', async () => {
    const knowledge = await loadKnowledge(fileURLToPath(new URL('../../fixtures/portfolios/owen/', import.meta.url)));
    expect(knowledge.translations).toBeUndefined();
    expect(knowledgeFor(knowledge, 'sr-Latn')).toBe(knowledge);
  });
});

describe('isProfileDocument', () => {
  it('knows the profile page in every form the loader makes it', async () => {
    const { isProfileDocument } = await import('../../../src/server/knowledge/sources.js');
    expect(['profile.md', 'profile.sr-Latn.md', 'resume.json:profile.md'].every((file) => isProfileDocument({ file }))).toBe(true);
    expect(['about.md', 'work/profile.md', 'resume.json:work/acme.md'].some((file) => isProfileDocument({ file }))).toBe(false);
  });
});
