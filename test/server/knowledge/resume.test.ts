import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';

const RESUME = fileURLToPath(new URL('../../fixtures/resume/resume.json', import.meta.url));
let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'secretary-resume-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function folderWith(name: string, resume: unknown, files: Record<string, string> = {}): Promise<string> {
  const dir = path.join(tmp, name);
  await cp(path.dirname(RESUME), dir, { recursive: true });
  if (resume !== undefined) await writeFile(path.join(dir, 'resume.json'), JSON.stringify(resume));
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  return dir;
}

describe('resume.json as a source', () => {
  it('is the profile and entries with periods, locations and links when there is no profile.md', async () => {
    const knowledge = await loadKnowledge(path.dirname(RESUME));
    expect(knowledge.profile).toEqual({
      name: 'Mira Kovač',
      headline: 'Product designer in Zagreb',
      links: { Website: 'https://mirakovac.example', Dribbble: 'https://dribbble.com/mirak', Email: 'mailto:mira@example.com' },
    });
    const headings = knowledge.sections.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Medisano — Lead Product Designer (2021–present)',
        'Tramvaj Labs — UX Designer (2017–2021)',
        'University of Zagreb — Master in Visual Communication Design (2012–2017)',
        'Lumen (2022–present)',
        'Red Dot Award — Red Dot (2020)',
        'Designing for waiting rooms — UX Collective (2023)',
      ]),
    );
    const medisano = knowledge.sections.find((s) => s.heading.startsWith('Medisano'))!;
    expect(medisano.text).toContain('Location: Zagreb, Croatia');
    expect(medisano.text).toContain('Link: https://medisano.example');
    expect(medisano.text).toContain('- Redesigned the booking flow; no-shows fell by 18%.');
    expect(knowledge.sections.find((s) => s.heading === 'Languages')!.text).toBe('- Croatian: Native\n- English: Fluent');
  });

  it('adds its pages beside a profile.md, which keeps the owner', async () => {
    const dir = await folderWith('with-profile', undefined, { 'profile.md': '---\nname: Mira K.\n---\n\nHello.\n' });
    const knowledge = await loadKnowledge(dir);
    expect(knowledge.profile.name).toBe('Mira K.');
    expect(knowledge.documents.map((d) => d.file)).toContain('resume.json:work/medisano-lead-product-designer.md');
    expect(knowledge.documents.filter((d) => d.file.endsWith('profile.md'))).toHaveLength(1);
  });

  it.each([
    ['a bad date', { basics: { name: 'X' }, work: [{ name: 'Acme', startDate: 'spring 2019' }] }, '`work[0].startDate` must be an ISO 8601 date'],
    ['a list where a string goes', { basics: { name: ['X'] } }, '`basics.name` is invalid: expected string, received array'],
    ['a bad url', { basics: { name: 'X' }, projects: [{ name: 'P', url: 'javascript:alert(1)' }] }, '`projects[0].url` must be an http(s) URL'],
    ['no resume at all', { hello: 'world' }, 'has none of `basics.name`, `work` or `projects`'],
  ])('fails with one line naming the field: %s', async (name, resume, expected) => {
    const dir = await folderWith(name.replace(/\W+/g, '-'), resume);
    const error = await loadKnowledge(dir).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(`${path.join(dir, 'resume.json')}: ${expected}`);
    expect((error as ConfigError).message).not.toContain('\n');
  });

  it('fails clearly on JSON that does not parse', async () => {
    const dir = await folderWith('not-json', undefined);
    await writeFile(path.join(dir, 'resume.json'), '{ "basics": ');
    await expect(loadKnowledge(dir)).rejects.toThrow(/resume\.json: not valid JSON/);
  });
});
