import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, startServe } from '../helpers/cli.js';

const WARNINGS = 'test/fixtures/portfolios/lint-warnings';

describe('secretary knowledge lint', () => {
  // work/globex.md has a period and a sub-heading: the sub-section must not be reported as an entry without one.
  it('warns about each thing that makes answers worse and exits 0', async () => {
    const { code, stdout } = await runCli(['knowledge', 'lint', WARNINGS]);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines.at(-1)).toBe(`${WARNINGS}: 0 errors, 7 warnings`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^warning: profile\.md: front matter has no `headline`/),
        expect.stringMatching(/^warning: profile\.md: front matter has no `links`/),
        'warning: profile.md: link to talks/missing.md points to no file',
        'warning: about.md: heading "Hobbies" appears twice; give each section its own heading',
        expect.stringMatching(/^warning: long\.md: section "Long" is \d+ characters/),
        expect.stringMatching(/^warning: work\/acme\.md: entry "Acme — Engineer" has no period/),
        'warning: about.sr-Latn.md: has 1 section and about.md has 3 sections; a section is present in one language only',
      ]),
    );
  });

  it('is silent about the bundled example, Serbian page included', async () => {
    const { code, stdout } = await runCli(['knowledge', 'lint', 'examples/portfolio']);
    expect(code).toBe(0);
    expect(stdout).toBe('examples/portfolio: 0 errors, 0 warnings\n');
  });

  it('exits 1 with one error line when the folder does not load', async () => {
    const { code, stdout } = await runCli(['knowledge', 'lint', 'test/fixtures/portfolios/broken/bad-yaml']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^error: .*bad-yaml.*\n.*: 1 error, 0 warnings\n$/);
  });

  it('serve prints the same warnings on stderr at start, one line each', async () => {
    const server = await startServe(['--port', '0', '--knowledge', WARNINGS]);
    try {
      // stderr and stdout are separate pipes: poll rather than assume the warnings arrived first.
      const deadline = Date.now() + 20_000;
      while (server.stderr().trim().split('\n').length < 7 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const lines = server.stderr().trim().split('\n');
      expect(lines).toHaveLength(7);
      expect(lines.every((line) => line.startsWith('secretary: warning: '))).toBe(true);
      expect(lines).toContain('secretary: warning: work/acme.md: entry "Acme — Engineer" has no period; write it in the heading, e.g. "Acme — Engineer (2019–2022)"');
    } finally {
      await server.stop('SIGKILL');
    }
  });

  // Issue 22: a missing folder printed `error: …` and exited 1, where every other command says `secretary: …` and exits 2.
  it('a folder that is not there is a usage error: one secretary: line that says what to do, exit 2', async () => {
    const { code, stdout, stderr } = await runCli(['knowledge', 'lint', 'no-such-folder']);
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toBe('secretary: knowledge folder no-such-folder does not exist; give the folder your pages are in, or start one with secretary init no-such-folder\n');
  });

  // Issue 22: a colon in a front matter value gave the parser's "Nested mappings are not allowed in compact mappings".
  it('a colon in a front matter value names the line and the quotes that fix it, in lint and at serve start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secretary-colon-'));
    try {
      await writeFile(join(dir, 'profile.md'), '---\nname: Mira Kos\nheadline: Nurse: ICU and emergency care\n---\n\n# About\n\nI am a nurse.\n');
      const said = `${join(dir, 'profile.md')}: invalid YAML front matter at line 3: the value has a colon in it, which YAML reads as another key; put the value in quotes: headline: "Nurse: ICU and emergency care"`;
      const lint = await runCli(['knowledge', 'lint', dir]);
      expect([lint.code, lint.stdout]).toEqual([1, `error: ${said}\n${dir}: 1 error, 0 warnings\n`]);
      const serve = await runCli(['serve', '--port', '0', '--knowledge', dir]);
      expect([serve.code, serve.stderr]).toEqual([2, `secretary: ${said}\n`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
