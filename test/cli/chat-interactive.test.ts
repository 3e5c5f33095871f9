import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn as spawnPty, type IPty } from 'node-pty';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startScriptedChatServer, type ScriptedChatServer } from '../fixtures/scripted-chat-server.js';
import { childEnv } from '../helpers/cli.js';

const BIN = fileURLToPath(new URL('../../bin/secretary.js', import.meta.url));
const PROMPT = 'you› ';

interface Terminal {
  /** Waits until `text` appears after everything already waited for; returns the output in between. */
  waitFor(text: string, timeoutMs?: number): Promise<string>;
  write(data: string): void;
  exited: Promise<number>;
  output(): string;
}

let terminals: IPty[] = [];

/** Starts `secretary chat ...args` in a pseudo-terminal, so stdin and stdout are real TTYs. */
function startChat(args: string[], env: Record<string, string> = {}, cols = 120): Terminal {
  const baseEnv = childEnv(env) as Record<string, string>;
  if (env.NO_COLOR === '') delete baseEnv.NO_COLOR;
  // node-pty cannot open a terminal 0 columns wide; `stty` can make one report that.
  const pty =
    cols === 0
      ? spawnPty('sh', ['-c', 'stty cols 0 rows 0 && exec "$0" "$@"', process.execPath, BIN, 'chat', ...args], { cols: 80, rows: 40, env: baseEnv })
      : spawnPty(process.execPath, [BIN, 'chat', ...args], { cols, rows: 40, env: baseEnv });
  terminals.push(pty);
  let output = '';
  let mark = 0;
  pty.onData((data) => (output += data));
  const exited = new Promise<number>((resolve) => pty.onExit(({ exitCode }) => resolve(exitCode)));
  return {
    async waitFor(text, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const at = output.indexOf(text, mark);
        if (at >= 0) {
          const between = output.slice(mark, at + text.length);
          mark = at + text.length;
          return between;
        }
        if (Date.now() > deadline) throw new Error(`"${text}" did not appear; output so far:\n${output.slice(mark)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    write: (data) => pty.write(data),
    exited,
    output: () => output,
  };
}

let server: ScriptedChatServer;
let dir: string;
beforeAll(async () => {
  server = await startScriptedChatServer();
  dir = await mkdtemp(join(tmpdir(), 'secretary-chat-pty-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => server.reset());
afterEach(() => {
  for (const pty of terminals) {
    try {
      pty.kill();
    } catch {
      // already gone
    }
  }
  terminals = [];
});

describe('secretary chat, interactive', () => {
  it('answers, runs the slash commands, joins multi-line input and leaves with /exit', async () => {
    const file = join(dir, 'saved.json');
    const term = startChat([server.url]);
    await term.waitFor(PROMPT);
    term.write('hello\r');
    await term.waitFor('secretary› echo: hello');
    await term.waitFor(PROMPT);
    term.write('/help\r');
    expect(await term.waitFor(PROMPT)).toContain('/save <file>');
    term.write('first line\\\r');
    await term.waitFor('...  ');
    term.write('second line\r');
    await term.waitFor('secretary› echo: first line');
    term.write('"""\r');
    term.write('block one\r');
    term.write('/not a command inside a block\r');
    term.write('"""\r');
    await term.waitFor('secretary› echo: block one');
    expect(server.requests.map((r) => (r.json as { message: string }).message)).toEqual([
      'hello',
      'first line\nsecond line',
      'block one\n/not a command inside a block',
    ]);
    expect(server.requests[2]!.json).toMatchObject({ history: { length: 4 } });

    term.write('/lang sr-Latn\r');
    await term.waitFor('Language set to sr-Latn.');
    term.write('//slash question\r');
    await term.waitFor('secretary› echo: /slash question');
    await term.waitFor(PROMPT);
    expect(server.requests[3]!.headers['accept-language']).toBe('sr-Latn');
    term.write('/history\r');
    const listing = await term.waitFor(PROMPT);
    expect(listing).toContain('  1  you: hello');
    expect(listing).toContain('  8  secretary: echo: /slash question');
    expect(listing).toContain('8 items; the next question sends the newest 8');
    term.write(`/save ${file}\r`);
    await term.waitFor(`Saved 8 items to ${file}.`);
    expect(await readFile(file, 'utf8').then(JSON.parse)).toHaveLength(8);
    term.write('/bogus\r');
    await term.waitFor('Unknown command /bogus; /help lists the commands.');
    term.write('/clear\r');
    await term.waitFor('Conversation cleared.');
    term.write('/history\r');
    await term.waitFor('The conversation is empty.');
    term.write('/exit\r');
    expect(await term.exited).toBe(0);
    expect(server.requests).toHaveLength(4);
  });

  it('cancels a request in flight with Ctrl-C and leaves on the second Ctrl-C', async () => {
    const file = join(dir, 'cancelled.json');
    // A reply far past the test's timeout: only Ctrl-C can end the wait, however late a busy machine sends it.
    server.script({ kind: 'reply', delayMs: 60_000 });
    const term = startChat([server.url, '--history', file]);
    await term.waitFor(PROMPT);
    term.write('a slow question\r');
    await term.waitFor('Waiting for the reply');
    // Ctrl-C once the request has arrived: fetch loads its HTTP stack on first use, so "waiting" shows first.
    await until(() => server.requests.length === 1);
    term.write('\x03');
    await term.waitFor('Cancelled.');
    await term.waitFor(PROMPT);
    expect(server.requests).toHaveLength(1);
    term.write('\x03');
    expect(await term.exited).toBe(0);
    // The cancelled turn was never saved.
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('clears a typed line with Ctrl-C, counts down while rate limited, saves the turn and leaves on Ctrl-D', async () => {
    const file = join(dir, 'interactive.json');
    server.script({ kind: 'rateLimit', retryAfter: '1' });
    const term = startChat([server.url, '--history', file], { NO_COLOR: '' });
    await term.waitFor(PROMPT);
    term.write('never sent');
    term.write('\x03');
    await term.waitFor(PROMPT);
    term.write('after limit\r');
    await term.waitFor('Rate limited; retrying in 1 s');
    const reply = await term.waitFor('echo: after limit');
    expect(reply).toMatch(/\x1b\[(1|36)m/); // colours are on in a terminal without NO_COLOR
    // Ctrl-D only after the prompt is back: typed while the reply is still being drawn, the
    // terminal may not be in raw mode yet and the key is lost (seen on a busy machine).
    await term.waitFor(PROMPT);
    term.write('\x04');
    expect(await term.exited).toBe(0);
    expect(server.requests.map((r) => (r.json as { message: string }).message)).toEqual(['after limit', 'after limit']);
    expect(await readFile(file, 'utf8').then(JSON.parse)).toEqual([
      { role: 'user', content: 'after limit' },
      { role: 'assistant', content: 'echo: after limit' },
    ]);
  });

  // Regression (issue 13): the AI notice was printed even when the built-in answerer replied.
  it('shows the AI notice once, before the first reply a model (or an unnamed answerer) wrote', async () => {
    const notice = 'Replies are AI-generated and can be inaccurate';
    server.script(
      { kind: 'reply', reply: 'built-in one', answerer: 'extractive' },
      { kind: 'reply', reply: 'model one', answerer: 'openai' },
      { kind: 'reply', reply: 'model two', answerer: 'openai' },
    );
    const term = startChat([server.url]);
    expect(await term.waitFor(PROMPT)).not.toContain(notice);
    term.write('q1\r');
    expect(await term.waitFor('secretary› built-in one')).not.toContain(notice);
    term.write('q2\r');
    expect(await term.waitFor('secretary› model one')).toContain(notice);
    term.write('q3\r');
    expect(await term.waitFor('secretary› model two')).not.toContain(notice);
    term.write('/exit\r');
    expect(await term.exited).toBe(0);

    // A server that does not say who answered gets the notice too.
    const other = startChat([server.url]);
    await other.waitFor(PROMPT);
    other.write('q4\r');
    expect(await other.waitFor('secretary› echo: q4')).toContain(notice);
    other.write('/exit\r');
    expect(await other.exited).toBe(0);
  });

  // Regression (issue 13): long replies wrapped in the middle of words, and "- " items showed as typed.
  it('lays a Markdown reply out for the terminal: bullets, hanging indents, wrapped at word boundaries', async () => {
    const reply = [
      'She built **three** projects:',
      '- Kestrel, an open-source rate limiter for Node.js that works across a cluster',
      '- Quillmate: [notes](https://example.com/q), local-first',
      '',
      // Nine two-column words: 26 code points, but 44 columns, so they wrap by display width.
      Array(9).fill('漢字').join(' '),
    ].join('\n');
    server.script({ kind: 'reply', reply, answerer: 'extractive' });
    const term = startChat([server.url], {}, 40);
    await term.waitFor(PROMPT);
    term.write('projects?\r');
    await term.waitFor('secretary› She built three projects:');
    const shown = await term.waitFor(PROMPT);
    const lines = shown.replace(/\r/g, '').split('\n').map((line) => line.trimEnd());
    expect(lines.slice(0, 10)).toEqual([
      '',
      '',
      '  • Kestrel, an open-source rate limiter',
      '    for Node.js that works across a',
      '    cluster',
      '  • Quillmate: notes',
      '    (https://example.com/q), local-first',
      '',
      '漢字 漢字 漢字 漢字 漢字 漢字 漢字 漢字',
      '漢字',
    ]);
    // /history cuts each item to the terminal's width instead of letting it wrap.
    term.write('/history\r');
    const listing = (await term.waitFor(PROMPT)).replace(/\r/g, '').split('\n');
    expect(listing).toContain('  2  secretary: She built **three**…');
    term.write('/exit\r');
    expect(await term.exited).toBe(0);
  });

  it('lays a one-shot reply out too when stdout is a terminal', async () => {
    server.script({ kind: 'reply', reply: '**Kestrel**:\n1. fast\n2. [repo](https://example.com/k)', answerer: 'extractive' });
    const term = startChat([server.url, '-m', 'kestrel?']);
    expect(await term.exited).toBe(0);
    expect(term.output().replace(/\r/g, '')).toBe('Kestrel:\n\n  1. fast\n  2. repo (https://example.com/k)\n');
  });

  // Regression: a one-shot question at a terminal never said that a model wrote the reply.
  it('tells a one-shot reader at a terminal when a model wrote the reply', async () => {
    server.script({ kind: 'reply', reply: 'model says hi', answerer: 'openai' });
    const term = startChat([server.url, '-m', 'hi?'], { NO_COLOR: '1' });
    expect(await term.exited).toBe(0);
    expect(term.output().replace(/\r/g, '')).toBe(
      'Replies are AI-generated and can be inaccurate; do not send passwords or other private data.\nmodel says hi\n',
    );
  });

  // Regression: in a terminal that reports 0 columns the spinner redrew without end (megabytes a second, 2 GB, deaf to SIGTERM).
  it('waits with one plain line, not a spinner, in a terminal that reports no width', async () => {
    server.script({ kind: 'reply', reply: 'slow answer', answerer: 'extractive', delayMs: 1_500 });
    const term = startChat([server.url], {}, 0);
    await term.waitFor(PROMPT);
    term.write('q\r');
    await term.waitFor('secretary› slow answer');
    term.write('/exit\r');
    expect(await term.exited).toBe(0);
    expect(term.output().length).toBeLessThan(5_000);
  });

  it('shows errors as one line and keeps going; no colours with NO_COLOR', async () => {
    server.script({ kind: 'status', status: 503, json: { error: 'answerer unavailable' } });
    const term = startChat([server.url]);
    await term.waitFor(PROMPT);
    term.write('hi\r');
    await term.waitFor(`Error: POST ${server.url}/chat failed with status 503: answerer unavailable`);
    term.write(`${'x'.repeat(2001)}\r`);
    await term.waitFor('Error: message must be at most 2000 characters');
    term.write('/exit\r');
    expect(await term.exited).toBe(0);
    expect(term.output()).not.toMatch(/\x1b\[3\dm/);
    expect(server.requests).toHaveLength(1);
  });
});

/** Resolves once `condition` holds; polls every 20 ms up to a generous deadline for a busy machine. */
async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within the deadline');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
