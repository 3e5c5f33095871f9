import { fileURLToPath } from 'node:url';
import { spawn as spawnPty } from 'node-pty';
import { describe, expect, it } from 'vitest';
import { startFaultServer } from '../fixtures/fault-server.js';
import { childEnv } from '../helpers/cli.js';

const BIN = fileURLToPath(new URL('../../bin/secretary.js', import.meta.url));

// Issue 22: the complete pre-deploy check sat through a 61 s Retry-After without saying why. On a
// terminal the progress line says what the run waits for and counts down what is left.
describe('check on a terminal', () => {
  it('shows, while it waits out a Retry-After, what it waits for and how long is left', async () => {
    // The fixture's window starts at its first 429 and lasts 2 s, however slowly the run goes.
    const server = await startFaultServer({ rateLimit: { limit: 1, windowMs: 2_000 } });
    const pty = spawnPty(process.execPath, [BIN, 'check', server.url, '--only', 'accept.language'], {
      cols: 200,
      rows: 40,
      env: childEnv() as Record<string, string>,
    });
    let output = '';
    pty.onData((data) => (output += data));
    try {
      const code = await new Promise<number>((resolve) => pty.onExit(({ exitCode }) => resolve(exitCode)));
      expect(code).toBe(0);
      const shown = output.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '\n');
      expect(shown).toMatch(
        /rate limited: the target answered 429 to accept\.language\.[a-zA-Z-]+ with Retry-After 2 s; every probe waits 2 s, then the run goes on \(2 s left\)/,
      );
    } finally {
      pty.kill();
      await server.close();
    }
  }, 40_000);
});
