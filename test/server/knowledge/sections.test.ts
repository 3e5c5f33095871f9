import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../src/server/knowledge/front-matter.js';
import { firstHeading, splitSections } from '../../../src/server/knowledge/sections.js';
import type { KnowledgeDocument } from '../../../src/server/knowledge/types.js';

const doc: KnowledgeDocument = { file: 'projects/p.md', title: 'Projects', tags: [] };

describe('splitSections', () => {
  it('splits at headings, keeps the path of nested headings and ignores code fences', () => {
    const body = [
      'Intro text.',
      '# Projects',
      '## Kestrel',
      'A rate limiter.',
      '### Stack',
      'TypeScript',
      '```md',
      '# not a heading',
      '```',
      '## [Quill](https://x.test) **mate**',
      'Notes app.',
    ].join('\n');
    const sections = splitSections(body, doc, ['Link: https://x.test']);
    expect(sections.map((s) => [s.id, s.heading])).toEqual([
      ['projects/p.md#0', 'Projects'],
      ['projects/p.md#1', 'Kestrel'],
      ['projects/p.md#2', 'Kestrel › Stack'],
      ['projects/p.md#3', 'Quill mate'],
    ]);
    expect(sections[0]!.text).toBe('Link: https://x.test\n\nIntro text.');
    expect(sections[2]!.text).toContain('# not a heading');
  });

  // Headings are CommonMark's (marked's lexer), setext ones included; a rule after a list item is a rule.
  it('splits at setext headings as CommonMark reads them', () => {
    const body = 'Education\n=========\n\nMSc\n---\nToronto.\n\nTwo lines\nof text\n---\nMore.\n\n- item\n\n---\n';
    const sections = splitSections(body, { file: 'e.md', title: 'Education', tags: [] });
    expect(sections.map((s) => [s.heading, s.text])).toEqual([
      ['MSc', 'Toronto.'],
      ['Two lines of text', 'More.\n\n- item\n\n---'],
    ]);
    expect(firstHeading('Title here\n===\n')).toBe('Title here');
  });

  it('makes one section from facts when the body is empty', () => {
    expect(splitSections('\n\n', doc, ['Stars: 5'])).toEqual([{ id: 'projects/p.md#0', document: doc, heading: 'Projects', level: 0, text: 'Stars: 5' }]);
    expect(splitSections('', doc)).toEqual([]);
  });

  // A follow-up's subject widens to the whole page only from the page's opening, so a section knows how deep its heading is.
  it('gives each section the depth of its own heading', () => {
    const levels = splitSections('Intro text.\n\n# Services\n\n## Reading workshops\n\nText.\n\n### Prices\n\nMore.\n', doc).map((section) => section.level);
    expect(levels).toEqual([0, 2, 3]);
  });

  it('finds the first heading outside code', () => {
    expect(firstHeading('```\n# no\n```\n\n## Yes  ##\n')).toBe('Yes');
    expect(firstHeading('#hashtag only')).toBeUndefined();
  });
});

describe('parseFrontMatter', () => {
  it('reports YAML errors with the line number in the file', () => {
    const result = parseFrontMatter('---\ntitle: ok\nurl: [x\n---\n');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/^invalid YAML front matter at line \d: /);
  });

  it('rejects duplicate keys and returns the body after the fence', () => {
    expect(parseFrontMatter('---\na: 1\na: 2\n---\n').ok).toBe(false);
    expect(parseFrontMatter('---\na: 1\n...\nBody')).toEqual({ ok: true, data: { a: 1 }, body: 'Body', bodyLine: 4 });
    expect(parseFrontMatter('No front matter')).toEqual({ ok: true, data: {}, body: 'No front matter', bodyLine: 1 });
  });
});
