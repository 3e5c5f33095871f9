import { fileURLToPath } from 'node:url';
import { spawn as spawnPty } from 'node-pty';
import { describe, expect, it } from 'vitest';
import { startFaultServer } from '../fixtures/fault-server.js';
import { childEnv } from '../helpers/cli.js';

const BIN = fileURLToPath(new URL('../../bin/secretary.js', import.meta.url));

// Issue 22: the complete pre-deploy check sat through a 61 s Retry-After without saying why. On a
// terminal the progress line says what the run waits for and counts down what is left.
// A terminal run of `check` against a fixture that refuses every request after the first for 2 s.
async function checkOnTerminal(env: Record<string, string | undefined>): Promise<{ code: number; shown: string }> {
  // The fixture's window starts at its first 429 and lasts 2 s, however slowly the run goes.
  const server = await startFaultServer({ rateLimit: { limit: 1, windowMs: 2_000 } });
  const pty = spawnPty(process.execPath, [BIN, 'check', server.url, '--only', 'accept.language'], {
    cols: 200,
    rows: 40,
    env: Object.fromEntries(Object.entries({ ...childEnv(), ...env }).filter(([, value]) => value !== undefined)) as Record<string, string>,
  });
  let output = '';
  pty.onData((data) => (output += data));
  try {
    const code = await new Promise<number>((resolve) => pty.onExit(({ exitCode }) => resolve(exitCode)));
    return { code, shown: output.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '\n') };
  } finally {
    pty.kill();
    await server.close();
  }
}

// Issue 22: the complete pre-deploy check sat through a 61 s Retry-After without saying why. On a
// terminal the progress line says what the run waits for and counts down what is left.
describe('check on a terminal', () => {
  it('shows, while it waits out a Retry-After, what it waits for and how long is left', async () => {
    // CI removed: this is a person's terminal, whatever the machine running the test sets.
    const { code, shown } = await checkOnTerminal({ CI: undefined, TERM: 'xterm-256color' });
    expect(code).toBe(0);
    expect(shown).toMatch(
      /rate limited: the target answered 429 to accept\.language\.[a-zA-Z-]+ with Retry-After 2 s; every probe waits 2 s, then the run goes on \(2 s left\)/,
    );
  }, 40_000);

  // A CI job on a terminal got no progress at all: the spinner does not animate under CI, and its
  // first line was all that showed. There the plain lines serve, as they do off a terminal.
  it('prints each probe and each wait as a plain line where the spinner does not animate (CI set)', async () => {
    const { code, shown } = await checkOnTerminal({ CI: 'true' });
    expect(code).toBe(0);
    expect(shown).toMatch(/rate limited: the target answered 429 to accept\.language\.[a-zA-Z-]+ with Retry-After 2 s; every probe waits 2 s, then the run goes on\r?\n/);
    expect(shown).toMatch(/\[3\/3\] PASS accept\.language\./);
  }, 40_000);
});
