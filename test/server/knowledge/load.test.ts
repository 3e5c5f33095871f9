import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import { defaultKnowledgeDir } from '../../../src/server/knowledge/default-dir.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';

const fixtures = fileURLToPath(new URL('../../fixtures/portfolios/', import.meta.url));
const broken = (name: string) => path.join(fixtures, 'broken', name);

async function failure(dir: string): Promise<ConfigError> {
  const error = await loadKnowledge(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  const configError = error as ConfigError;
  expect(configError.message).not.toContain('\n');
  expect(configError.exitCode).toBe(2);
  return configError;
}

describe('loadKnowledge on the bundled example', () => {
  it('reads the owner, every file in path order and their sections', async () => {
    const knowledge = await loadKnowledge(defaultKnowledgeDir());
    expect(knowledge.profile.name).toBe('Jelena Marković');
    expect(knowledge.profile.headline).toMatch(/Novi Sad/);
    expect(knowledge.profile.links.LinkedIn).toBe('https://www.linkedin.com/in/jelena-markovic-dev');
    const files = knowledge.documents.map((d) => d.file);
    expect(files[0]).toBe('profile.md');
    expect(files.slice(1)).toEqual([...files.slice(1)].sort());
    expect(files).toContain('projects/kestrel.md');
    const kestrel = knowledge.documents.find((d) => d.file === 'projects/kestrel.md')!;
    expect(kestrel).toMatchObject({ title: 'Kestrel', url: 'https://github.com/jelena-markovic-dev/kestrel' });
    expect(kestrel.tags).toContain('redis');
    const headings = knowledge.sections.filter((s) => s.document === kestrel).map((s) => s.heading);
    expect(headings).toEqual(['Kestrel', 'Outcomes']);
    expect(new Set(knowledge.sections.map((s) => s.id)).size).toBe(knowledge.sections.length);
  });

  it('loads the same way twice', async () => {
    const [a, b] = await Promise.all([loadKnowledge(defaultKnowledgeDir()), loadKnowledge(defaultKnowledgeDir())]);
    expect(a).toEqual(b);
  });

  it('turns extra front matter fields into quotable facts', async () => {
    const knowledge = await loadKnowledge(path.join(fixtures, 'owen'));
    const sparrow = knowledge.sections.find((s) => s.document.file === 'open-source/sparrow.md')!;
    expect(sparrow.heading).toBe('Sparrow');
    expect(sparrow.text).toContain('Stars: 950');
    expect(sparrow.text).toContain('License: Apache-2.0');
    // Untitled file with no heading falls back to... its front matter title here.
    expect(knowledge.documents.find((d) => d.file === 'work.md')!.title).toBe('Work history');
  });
});

describe('loadKnowledge on broken folders', () => {
  it.each([
    ['no-profile', /broken\/no-profile has no profile\.md/],
    ['no-name', /no-name\/profile\.md: front matter must have `name`/],
    ['bad-yaml', /bad-yaml\/projects\/alpha\.md: invalid YAML front matter at line [345]: /],
    ['title-list', /title-list\/page\.md: `title` in front matter must be a non-empty string/],
    ['bad-url', /bad-url\/page\.md: `url` in front matter must be an http\(s\) URL/],
    ['tags-mapping', /tags-mapping\/page\.md: `tags` in front matter must be a list/],
    ['unclosed', /unclosed\/profile\.md: front matter starts with --- on line 1 but is never closed/],
    ['bad-links', /bad-links\/profile\.md: `links.GitHub` in front matter must be an http\(s\) or mailto: URL/],
    ['not-a-mapping', /not-a-mapping\/profile\.md: front matter must be a YAML mapping/],
  ])('%s fails with one line naming the file', async (name, message) => {
    expect((await failure(broken(name))).message).toMatch(message);
  });

  it('names a missing folder and a file given as a folder', async () => {
    expect((await failure(path.join(fixtures, 'does-not-exist'))).message).toMatch(/does-not-exist does not exist$/);
    expect((await failure(path.join(broken('no-name'), 'profile.md'))).message).toMatch(/is not a folder$/);
  });

  describe('with files made at run time', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'secretary-knowledge-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });
    const portfolio = async (name: string, files: Record<string, string | Buffer>) => {
      const root = path.join(dir, name);
      for (const [file, content] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), content);
      }
      return root;
    };
    const profile = '---\nname: Someone\n---\n';

    it('rejects a file that is not UTF-8', async () => {
      const root = await portfolio('latin1', { 'profile.md': profile, 'cv.md': Buffer.from([0x23, 0x20, 0x43, 0x56, 0x0a, 0xe9, 0x74, 0xe9]) });
      expect((await failure(root)).message).toBe(`${path.join(root, 'cv.md')}: file is not valid UTF-8`);
    });

    it('rejects a Markdown file it cannot read (a dangling link)', async () => {
      const root = await portfolio('dangling', { 'profile.md': profile });
      await symlink(path.join(root, 'missing.md'), path.join(root, 'gone.md'));
      expect((await failure(root)).message).toBe(`${path.join(root, 'gone.md')}: file cannot be read (ENOENT)`);
    });

    it('accepts a BOM, CRLF line ends, sub-folders, and skips hidden and non-Markdown files', async () => {
      const root = await portfolio('mixed', {
        'profile.md': `\uFEFF---\r\nname: Someone\r\nheadline: Maker\r\n---\r\nHello.\r\n`,
        'b/z.md': '# Zed\nz',
        'a.md': '## Ay\na',
        '.hidden/x.md': 'not: [valid',
        'notes.txt': 'ignored',
      });
      const knowledge = await loadKnowledge(root);
      expect(knowledge.profile).toEqual({ name: 'Someone', headline: 'Maker', links: {} });
      expect(knowledge.documents.map((d) => [d.file, d.title])).toEqual([
        ['profile.md', 'Someone'],
        ['a.md', 'Ay'],
        ['b/z.md', 'Zed'],
      ]);
    });

    // Regression: hand-written front matter (a project named 2048, "tags: a, b",
    // links without https://) stopped the server instead of being read as meant.
    it('reads a numeric title, comma-separated tags and scheme-less links', async () => {
      const root = await portfolio('lenient', {
        'profile.md': '---\nname: Someone\nlinks:\n  GitHub: github.com/someone\n---\n',
        'game.md': '---\ntitle: 2048\ntags: games, puzzles\nurl: someone.dev/2048\n---\nA clone.\n',
      });
      const knowledge = await loadKnowledge(root);
      expect(knowledge.profile.links).toEqual({ GitHub: 'https://github.com/someone' });
      expect(knowledge.documents[1]).toEqual({ file: 'game.md', title: '2048', tags: ['games', 'puzzles'], url: 'https://someone.dev/2048' });
    });

    it('stops when its signal is aborted', async () => {
      const root = await portfolio('abort', { 'profile.md': profile });
      await expect(loadKnowledge(root, { signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
    });
  });
});
