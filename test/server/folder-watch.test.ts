import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Answerer, AnswerInput } from '../../src/server/answerers/types.js';
import { createLogger } from '../../src/server/logger.js';
import { createReloadingAnswerer, type ReloadingAnswerer } from '../../src/server/reloading-answerer.js';
import { childEnv } from '../helpers/cli.js';

// Regression: the watch followed each file's inode, so after a save that replaced the file (sed -i,
// an editor's rename, git checkout) later edits in place were never seen and nothing was logged.
// Each way an editor saves is followed by edits in place, which must still reload.

const run = promisify(execFile);
const roots: string[] = [];
const open: ReloadingAnswerer[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((a) => a.close?.()));
});
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

const input = (): AnswerInput => ({ message: 'q', history: [], language: 'en', signal: new AbortController().signal });

/** An answerer that replies with the text of `page` as it was when it was built: what a reload shows. */
async function pageAnswerer(page: string): Promise<Answerer> {
  const text = await readFile(page, 'utf8');
  return { name: 'page', answer: async () => ({ reply: text, answerer: 'page' }) };
}

/** A folder with `page.md`, a reloading answerer on it, and its log lines. */
async function watched(mode: 'auto' | 'poll' = 'auto') {
  const dir = await mkdtemp(path.join(tmpdir(), 'secretary-watch-'));
  roots.push(dir);
  const page = path.join(dir, 'page.md');
  await writeFile(page, 'v1');
  const lines: Array<Record<string, unknown>> = [];
  const reloading = createReloadingAnswerer({
    dir,
    initial: await pageAnswerer(page),
    build: () => pageAnswerer(page),
    logger: createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
    mode,
    pollMs: 100,
  });
  open.push(reloading);
  await reloading.watching;
  /** Polls until the reply is `text` (generous deadline: the machine may be busy). */
  const answers = async (text: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const reply = (await reloading.answer(input())).reply;
      if (reply === text) return;
      if (Date.now() > deadline) throw new Error(`still answering ${JSON.stringify(reply)}, waited for ${JSON.stringify(text)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { dir, page, lines, reloading, answers };
}

const git = (dir: string, ...args: string[]) =>
  run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, env: childEnv() });

/** Each way an editor or a tool saves `page.md` with `text`. */
const SAVES: Record<string, (page: string, text: string) => Promise<void>> = {
  'in place': (page, text) => writeFile(page, text),
  'by rename (sed -i, atomic savers)': async (page, text) => {
    await writeFile(`${page}.tmp`, text);
    await rename(`${page}.tmp`, page);
  },
  'by delete and create': async (page, text) => {
    await unlink(page);
    await writeFile(page, text);
  },
};

describe.each(['auto', 'poll'] as const)('serve --watch follows a page however it is saved (%s)', (mode) => {
  it.each(Object.keys(SAVES))('%s, then edits in place', async (style) => {
    const { page, lines, answers } = await watched(mode);
    await SAVES[style]!(page, 'v2');
    await answers('v2');
    await writeFile(page, 'v3');
    await answers('v3');
    await writeFile(page, 'v4');
    await answers('v4');
    const reloads = lines.filter((line) => line.event === 'knowledge_reloaded');
    expect(reloads.length).toBeGreaterThanOrEqual(3);
    for (const line of reloads) expect(line).toMatchObject({ level: 'info', changed: ['page.md'], ms: expect.any(Number) });
  });

  it('git checkout of a file, then edits in place', async () => {
    const { dir, page, answers } = await watched(mode);
    await git(dir, 'init', '-q');
    await git(dir, 'add', 'page.md');
    await git(dir, 'commit', '-q', '-m', 'v1');
    await writeFile(page, 'draft');
    await answers('draft');
    await git(dir, 'checkout', '--', 'page.md');
    await answers('v1');
    await writeFile(page, 'v5');
    await answers('v5');
  });
});

describe('serve --watch follows the folder tree', () => {
  it('watches a folder created after start, and one replaced by another of the same name', async () => {
    const { dir, lines, reloading, answers } = await watched();
    const projects = path.join(dir, 'projects');
    await mkdir(projects);
    await writeFile(path.join(projects, 'one.md'), 'first');
    await until(() => lines.some((line) => line.event === 'knowledge_reloaded' && String(line.changed) === 'projects/one.md'));
    await writeFile(path.join(projects, 'one.md'), 'second');
    await until(() => lines.filter((line) => String(line.changed) === 'projects/one.md').length >= 2);

    // Replace the whole folder: a new inode at the same path, then an edit in place inside it.
    const fresh = path.join(dir, 'projects-new');
    await mkdir(fresh);
    await writeFile(path.join(fresh, 'one.md'), 'third');
    await rm(projects, { recursive: true });
    await rename(fresh, projects);
    await until(() => lines.filter((line) => String(line.changed) === 'projects/one.md').length >= 3);
    await writeFile(path.join(projects, 'one.md'), 'fourth');
    await until(() => lines.filter((line) => String(line.changed) === 'projects/one.md').length >= 4);
    expect(reloading.reloads).toBe(4);
    await answers('v1');
  });

  it('does not reload for a save that changes no content, nor for files the loader never reads', async () => {
    const { dir, page, lines, reloading } = await watched();
    await utimes(page, new Date(), new Date());
    await writeFile(page, 'v1');
    await writeFile(path.join(dir, 'photo.png'), 'not a page');
    await writeFile(path.join(dir, '.page.md.swp'), 'an editor swap file');
    // Time for those events to be looked at on their own (on a busy machine they may merge with
    // the next, which still passes); then a real change, after which every earlier event has been.
    await new Promise((r) => setTimeout(r, 400));
    await writeFile(path.join(dir, 'other.md'), 'new page');
    await until(() => reloading.reloads >= 1);
    expect(lines.filter((line) => line.event === 'knowledge_reloaded')).toEqual([expect.objectContaining({ changed: ['other.md'] })]);
  });

  it('logs every failed reload with the files that changed, and the next good save reloads', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secretary-watch-'));
    roots.push(dir);
    const page = path.join(dir, 'page.md');
    await writeFile(page, 'good');
    const lines: Array<Record<string, unknown>> = [];
    const reloading = createReloadingAnswerer({
      dir,
      initial: await pageAnswerer(page),
      build: async () => {
        const answerer = await pageAnswerer(page);
        if ((await answerer.answer(input())).reply.startsWith('bad')) throw new Error('refused');
        return answerer;
      },
      logger: createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
    });
    open.push(reloading);
    await reloading.watching;
    await SAVES['by rename (sed -i, atomic savers)']!(page, 'bad 1');
    await until(() => lines.some((line) => line.event === 'knowledge_reload_failed'));
    await writeFile(page, 'bad 2');
    await until(() => lines.filter((line) => line.event === 'knowledge_reload_failed').length === 2);
    expect(lines.filter((line) => line.event === 'knowledge_reload_failed')).toEqual([
      { time: expect.any(String), level: 'warn', event: 'knowledge_reload_failed', reason: 'Error', changed: ['page.md'] },
      { time: expect.any(String), level: 'warn', event: 'knowledge_reload_failed', reason: 'Error', changed: ['page.md'] },
    ]);
    expect((await reloading.answer(input())).reply).toBe('good');
    await writeFile(page, 'good again');
    await until(() => reloading.reloads === 1);
    expect((await reloading.answer(input())).reply).toBe('good again');
  });
});

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
