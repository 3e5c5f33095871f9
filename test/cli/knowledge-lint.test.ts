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
});
