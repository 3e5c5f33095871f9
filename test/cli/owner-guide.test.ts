import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT, startServe } from '../helpers/cli.js';
import { runCli } from '../check/_cli.js';

// Issue 22: the owner guide's pre-deploy check left out --origin and --rate-limit-probe, so it ended
// `incomplete` (exit 1), and the complete run then sat through a 61 s Retry-After without a word.
// The guide's own commands run here as printed: its serve line (on a free port, with a portfolio of
// our own for my-portfolio), then its check line against that server.

const GUIDE = readFileSync(`${ROOT}docs/owner-guide.md`, 'utf8');
const deploy = GUIDE.slice(GUIDE.indexOf('## 6. Deploy'));
const command = (name: string) => {
  const line = deploy.split('\n').find((l) => l.startsWith(`secretary ${name} `));
  if (!line) throw new Error(`docs/owner-guide.md, section 6, shows no "secretary ${name}" line`);
  return line.split(' ').slice(1);
};

describe('the owner guide, section 6, run as printed', () => {
  it('its check of a serve started as it says ends `result: passed`, saying what it waits for and how long', async () => {
    const serveArgs = command('serve').map((arg) => (arg === 'my-portfolio' ? 'test/fixtures/bounds-nurse' : arg));
    expect(serveArgs).toContain('--cors-origin');
    const serve = await startServe([...serveArgs.slice(1), '--port', '0', '--host', '127.0.0.1']);
    try {
      const checkArgs = command('check').map((arg) => (arg === 'https://chat.your-site.example' ? serve.url : arg));
      expect(checkArgs).toEqual(expect.arrayContaining(['--origin', '--rate-limit-probe']));
      const run = await runCli(checkArgs, { timeoutMs: 150_000 });
      expect(run.stdout).toMatch(/\n42 passed, 0 failed, 0 warnings, 0 skipped of 42 in [\d.]+ s\n.*\nresult: passed\n$/);
      expect(run.code).toBe(0);
      // The default limit (20 a minute) is met, and the wait is said: what for, and how long.
      expect(run.stderr).toMatch(/^rate-limit\.retry-after: the target answered 429 as it should; waiting \d+ s, as its Retry-After says, to check that the limit ends$/m);
    } finally {
      await serve.stop();
    }
  }, 180_000);
});
