import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, codePointLength, utf8ByteLength, type HistoryItem } from '../../src/contract/index.js';
import { startScriptedChatServer, type ScriptedChatServer } from '../fixtures/scripted-chat-server.js';
import { childEnv } from '../helpers/cli.js';
import { closedPort } from '../helpers/ports.js';

const BIN = fileURLToPath(new URL('../../bin/secretary.js', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `secretary chat ...args` as a child process, with `input` (or nothing) on a piped stdin. */
function chat(args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env = childEnv(options.env);
    const child = spawn(process.execPath, [BIN, 'chat', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.stdin.end(options.input ?? '');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

let server: ScriptedChatServer;
let dir: string;
beforeAll(async () => {
  server = await startScriptedChatServer();
  dir = await mkdtemp(join(tmpdir(), 'secretary-chat-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => server.reset());

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

describe('secretary chat, one-shot', () => {
  it('waits out a 429 with Retry-After: 2, saves only the successful turn, and sends it next time with sr-Latn', async () => {
    const file = join(dir, 'conversation.json');
    server.script({ kind: 'rateLimit', retryAfter: '2' });
    const first = await chat([server.url, '-m', 'What do you build?', '--history', file]);
    expect(first).toMatchObject({ code: 0, stdout: 'echo: What do you build?\n' });
    expect(first.stderr).toBe('secretary: rate limited (attempt 1); retrying in 2 s\n');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(2000);
    const turn = [
      { role: 'user', content: 'What do you build?' },
      { role: 'assistant', content: 'echo: What do you build?' },
    ];
    expect(await readJson(file)).toEqual(turn);

    server.reset();
    const second = await chat([server.url, '-m', 'And in Serbian?', '--history', file, '--lang', 'sr-Latn']);
    expect(second).toEqual({ code: 0, stdout: 'echo: And in Serbian?\n', stderr: '' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers['accept-language']).toBe('sr-Latn');
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(server.requests[0]!.json).toEqual({ message: 'And in Serbian?', history: turn });
    expect(await readJson(file)).toEqual([
      ...turn,
      { role: 'user', content: 'And in Serbian?' },
      { role: 'assistant', content: 'echo: And in Serbian?' },
    ]);
  });

  it('sends a 120-turn history trimmed within every limit, ending with the newest turn', async () => {
    const file = join(dir, 'long.json');
    const history: HistoryItem[] = [];
    for (let i = 0; i < 120; i++) {
      history.push({ role: 'user', content: `Question ${i}: ${'q'.repeat(100)} 😀` });
      history.push({ role: 'assistant', content: `Answer ${i}: ${'a'.repeat(300)} ž` });
    }
    await writeFile(file, JSON.stringify(history));
    const run = await chat([server.url, '-m', 'One more?', '--history', file]);
    expect(run.code).toBe(0);
    const request = server.requests[0]!;
    const sent = (request.json as { history: HistoryItem[] }).history;
    expect(sent.length).toBeLessThanOrEqual(LIMITS.historyItems);
    expect(sent.reduce((n, item) => n + codePointLength(item.content), 0)).toBeLessThanOrEqual(LIMITS.historyChars);
    expect(utf8ByteLength(request.body)).toBeLessThanOrEqual(LIMITS.bodyBytes);
    expect(sent[0]!.role).toBe('user');
    expect(sent).toEqual(history.slice(history.length - sent.length));
    // The file keeps the whole conversation; only what is sent is trimmed.
    expect(await readJson(file)).toHaveLength(242);
  });

  it('refuses blank and 2001-character messages without any request', async () => {
    const file = join(dir, 'refused.json');
    const cases: [string[], string | undefined][] = [
      [['-m', '   '], undefined],
      [['-m', 'x'.repeat(2001)], undefined],
      [[], ' \n\t\n'],
      [[], `${'y'.repeat(2001)}\n`],
    ];
    for (const [args, input] of cases) {
      const run = await chat([server.url, ...args, '--history', file], { input });
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^secretary: message must (not be blank|be at most 2000 characters)\n$/);
    }
    expect(server.requests).toHaveLength(0);
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads the question from stdin and prints JSON with --json, using SECRETARY_URL and SECRETARY_LANG', async () => {
    const run = await chat(['--json'], {
      input: 'Line one\nline two\n',
      env: { SECRETARY_URL: server.url, SECRETARY_LANG: 'en' },
    });
    expect(run).toEqual({ code: 0, stdout: '{"reply":"echo: Line one\\nline two"}\n', stderr: '' });
    expect(server.requests[0]!.headers['accept-language']).toBe('en');
  });

  it('prints one line and exits 3 on an HTTP error, never saving the failed turn', async () => {
    const file = join(dir, 'kept.json');
    const before = JSON.stringify([{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }]);
    await writeFile(file, before);
    server.script({ kind: 'status', status: 500, json: { error: 'internal error' } });
    const run = await chat([server.url, '-m', 'hi again', '--history', file]);
    expect(run).toEqual({
      code: 3,
      stdout: '',
      stderr: `secretary: POST ${server.url}/chat failed with status 500: internal error\n`,
    });
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('exits 4 at once when Retry-After is longer than the client waits', async () => {
    server.script({ kind: 'rateLimit', retryAfter: '3600' });
    const run = await chat([server.url, '-m', 'hi']);
    expect(run).toEqual({
      code: 4,
      stdout: '',
      stderr: `secretary: POST ${server.url}/chat is still rate limited (429) after 1 attempt; retry after 1 h\n`,
    });
  });

  // Regression (issue 13): a 598 s wait was printed as "598 s"; waits over 90 s read in minutes.
  it('names a long Retry-After in minutes and seconds', async () => {
    server.script({ kind: 'rateLimit', retryAfter: '598' });
    const run = await chat([server.url, '-m', 'hi']);
    expect(run.code).toBe(4);
    expect(run.stderr).toBe(`secretary: POST ${server.url}/chat is still rate limited (429) after 1 attempt; retry after 9 min 58 s\n`);
  });

  it('prints a Markdown reply exactly as sent when stdout is not a terminal', async () => {
    const reply = 'Projects:\n- **Kestrel**, a rate limiter: [repo](https://github.com/x/kestrel)\n- *Quillmate*';
    server.script({ kind: 'reply', reply, answerer: 'openai' });
    const run = await chat([server.url, '-m', 'projects?']);
    expect(run).toEqual({ code: 0, stdout: `${reply}\n`, stderr: '' });
  });

  it('exits 3 on a timeout and on a refused connection', async () => {
    server.script({ kind: 'reply', delayMs: 3000 });
    const slow = await chat([server.url, '-m', 'hi', '--timeout', '0.3']);
    expect(slow).toEqual({ code: 3, stdout: '', stderr: `secretary: POST ${server.url}/chat timed out after 0.3 s\n` });
    // Issue 22: a server that is down named the failure, not what to do about it.
    const port = await closedPort();
    const refused = await chat([`http://localhost:${port}`, '-m', 'hi']);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(
      new RegExp(`^secretary: POST http://localhost:${port}/chat failed: connect ECONNREFUSED [^\\n]*; is \`secretary serve\` running on port ${port}\\?\n$`),
    );
  });

  it('reports a corrupt history file in one line, exits 2 and leaves it untouched', async () => {
    const file = join(dir, 'corrupt.json');
    for (const text of ['[{"role": "user", "content": "hi"}', '[{"role": "system", "content": "x"}]', '{"a": 1}']) {
      await writeFile(file, text);
      const run = await chat([server.url, '-m', 'hi', '--history', file]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`^secretary: history file ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not [^\n]*; fix or remove it\n$`));
      expect(await readFile(file, 'utf8')).toBe(text);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('refuses bad options with exit 2', async () => {
    for (const args of [['--lang', 'fr'], ['--timeout', 'soon'], ['ftp://example.com']]) {
      const run = await chat([...args, '-m', 'hi']);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
    }
    expect(server.requests).toHaveLength(0);
  });

  it('shows every option with its env and default in --help', async () => {
    const run = await chat(['--help']);
    expect(run.code).toBe(0);
    for (const text of ['--message <text>', '--json', '--history <file>', 'env: SECRETARY_LANG', '(default: 30)', '$SECRETARY_URL']) {
      expect(run.stdout).toContain(text);
    }
  });
});
