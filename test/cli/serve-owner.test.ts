import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, startServe, waitFor, type ServeProcess } from '../helpers/cli.js';

const BILINGUAL = 'test/fixtures/portfolios/bilingual';
let tmp: string;
const running: ServeProcess[] = [];
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'secretary-owner-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function serve(args: string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const server = await startServe(['--port', '0', '--rate-limit', 'off', ...args], env);
  running.push(server);
  return server;
}

async function ask(url: string, message: string, language = 'en'): Promise<string> {
  const response = await fetch(`${url}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ message }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { reply: string }).reply;
}

/** Asks until the reply contains `expected` or the (generous) deadline passes; returns the last reply. */
async function askUntil(url: string, message: string, expected: string, deadlineMs = 20_000): Promise<string> {
  const deadline = Date.now() + deadlineMs;
  let reply = '';
  while (Date.now() < deadline) {
    reply = await ask(url, message);
    if (reply.includes(expected)) return reply;
    await new Promise((r) => setTimeout(r, 100));
  }
  return reply;
}

describe('serve with Serbian pages', () => {
  it('answers an sr-Latn visitor from NAME.sr-Latn.md and an en visitor from NAME.md', async () => {
    const server = await serve(['--knowledge', BILINGUAL]);
    const serbian = await ask(server.url, 'Koliko pliva svakog jutra?', 'sr-Latn');
    expect(serbian).toContain('dva kilometra');
    expect(serbian).not.toContain('two kilometres');
    const english = await ask(server.url, 'How far does she swim every morning?', 'en');
    expect(english).toContain('two kilometres');
    expect(english).not.toContain('dva kilometra');
    // A page with no Serbian twin still answers Serbian visitors, in English.
    expect(await ask(server.url, 'Šta je Tramline?', 'sr-Latn')).toContain('predicts tram delays');
  });
});

describe('serve with a resume.json', () => {
  it('answers questions about its work entries', async () => {
    const server = await serve(['--knowledge', 'test/fixtures/resume']);
    expect(await ask(server.url, 'What did Mira do at Tramvaj Labs?')).toContain('ticketing kiosk');
    expect(await ask(server.url, 'Where is Medisano?')).toContain('Zagreb, Croatia');
  });
});

describe('serve --watch', () => {
  it('answers from an edited page within seconds, keeps the old knowledge when an edit does not load, and recovers', async () => {
    const dir = path.join(tmp, 'watched');
    await cp(path.join(ROOT, BILINGUAL), dir, { recursive: true });
    const server = await serve(['--knowledge', dir, '--watch']);
    expect(server.startupLine).toContain('(watched)');
    const question = 'How far does she swim every morning?';
    expect(await ask(server.url, question)).toContain('two kilometres');

    const about = path.join(dir, 'about.md');
    await writeFile(about, (await readFile(about, 'utf8')).replace('two kilometres', 'three kilometres'));
    expect(await askUntil(server.url, question, 'three kilometres')).toContain('three kilometres');

    // A page that does not load: the old knowledge keeps answering and the log says why, without the page's text.
    const projects = path.join(dir, 'projects/tramline.md');
    const good = await readFile(projects, 'utf8');
    await writeFile(projects, '---\ntitle: [unclosed\n---\n\nSECRET-DRAFT-TEXT\n');
    const deadline = Date.now() + 20_000;
    while (!server.stdout().includes('knowledge_reload_failed') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const failure = server.stdout().split('\n').find((line) => line.includes('knowledge_reload_failed'));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure!)).toMatchObject({ level: 'warn', event: 'knowledge_reload_failed', reason: expect.stringContaining('tramline.md') });
    expect(server.stdout()).not.toContain('SECRET-DRAFT-TEXT');
    expect(await ask(server.url, question)).toContain('three kilometres');

    await writeFile(projects, good.replace('written in Rust', 'written in Zig'));
    expect(await askUntil(server.url, 'What is Tramline written in?', 'Zig')).toContain('Zig');

    // Regression: lint warnings were printed at start only, not for the edit an owner was making.
    expect(server.stderr()).not.toContain('no-such-page.md');
    await writeFile(about, `${await readFile(about, 'utf8')}\nSee [the draft](no-such-page.md).\n`);
    const lintDeadline = Date.now() + 20_000;
    while (!server.stderr().includes('no-such-page.md') && Date.now() < lintDeadline) await new Promise((r) => setTimeout(r, 100));
    expect(server.stderr()).toMatch(/^secretary: .*about\.md.*no-such-page\.md/m);
  });

  // Regression: after a save by rename (sed -i, many editors), later edits in place were never picked up and nothing was logged.
  it('answers an edit in place made after a save by rename, and logs each reload with the file', async () => {
    const dir = path.join(tmp, 'renamed');
    await cp(path.join(ROOT, BILINGUAL), dir, { recursive: true });
    const server = await serve(['--knowledge', dir, '--watch']);
    const question = 'How far does she swim every morning?';
    const about = path.join(dir, 'about.md');
    await promisify(execFile)('sed', ['-i', 's/two kilometres/three kilometres/', about]);
    expect(await askUntil(server.url, question, 'three kilometres')).toContain('three kilometres');
    await writeFile(about, (await readFile(about, 'utf8')).replace('three kilometres', 'four kilometres'));
    expect(await askUntil(server.url, question, 'four kilometres')).toContain('four kilometres');
    const reloaded = () => server.logs().filter((line) => line.event === 'knowledge_reloaded');
    await waitFor(() => reloaded().length >= 2);
    expect(reloaded()).toEqual([
      expect.objectContaining({ level: 'info', changed: ['about.md'] }),
      expect.objectContaining({ level: 'info', changed: ['about.md'] }),
    ]);
  });

  it('is also turned on by SECRETARY_WATCH=1, and SECRETARY_WATCH=0 leaves it off', async () => {
    const on = await serve(['--knowledge', BILINGUAL], { SECRETARY_WATCH: '1' });
    expect(on.startupLine).toContain('(watched)');
    const off = await serve(['--knowledge', BILINGUAL], { SECRETARY_WATCH: '0' });
    expect(off.startupLine).not.toContain('(watched)');
    const bad = await runCli(['serve', '--port', '0', '--knowledge', BILINGUAL], { SECRETARY_WATCH: 'maybe' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('secretary: SECRETARY_WATCH must be 1, true, yes, on, 0, false, no or off, got "maybe"\n(see secretary serve --help)\n');
  });
});
