import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import type { Answerer, AnswerInput } from '../../src/server/answerers/types.js';
import { createLogger } from '../../src/server/logger.js';
import { createReloadingAnswerer, type ReloadingAnswerer } from '../../src/server/reloading-answerer.js';

let dir: string;
const open: ReloadingAnswerer[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'secretary-reload-'));
  await writeFile(path.join(dir, 'page.md'), 'v1');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((a) => a.close?.()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const input = (): AnswerInput => ({ message: 'q', history: [], language: 'en', signal: new AbortController().signal });

/** An answerer that replies with its version, waits for `gate` first when given one, and records being closed. */
function versioned(version: number, gate?: Promise<void>) {
  const state = { closed: false };
  const answerer: Answerer = {
    name: 'test',
    async answer() {
      await gate;
      return { reply: `v${version}`, answerer: 'test' };
    },
    async close() {
      state.closed = true;
    },
  };
  return { answerer, state };
}

async function until(check: () => boolean | Promise<boolean>, what: string, deadlineMs = 15_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(['auto', 'poll'] as const)('createReloadingAnswerer (%s)', (mode) => {
  it('finishes a request in flight with the old answerer, closes it afterwards, and answers new requests from the new one', async () => {
    let release!: () => void;
    const first = versioned(1, new Promise<void>((r) => (release = r)));
    let builds = 0;
    const reloading = createReloadingAnswerer({
      dir,
      initial: first.answerer,
      build: async () => versioned(1 + ++builds).answerer,
      mode,
      pollMs: 100,
    });
    open.push(reloading);
    const inFlight = reloading.answer(input());
    // Regression: a fixed 500 ms for the poller's first look could pass on a busy machine before it was taken, and the write then went unseen.
    await reloading.watching;
    await writeFile(path.join(dir, 'page.md'), `v2 ${mode}`);
    await until(() => reloading.reloads === 1, 'the reload');
    expect((await reloading.answer(input())).reply).toBe('v2');
    expect(first.state.closed).toBe(false);
    release();
    expect((await inFlight).reply).toBe('v1');
    await until(() => first.state.closed, 'the old answerer to close');
  });

  it('keeps the current answerer when the new content does not load, and logs the reason', async () => {
    const lines: string[] = [];
    const reloading = createReloadingAnswerer({
      dir,
      initial: versioned(1).answerer,
      build: async () => {
        throw new ConfigError(`${dir}/page.md: invalid YAML front matter at line 2`);
      },
      logger: createLogger({ level: 'info', write: (line) => lines.push(line) }),
      mode,
      pollMs: 100,
    });
    open.push(reloading);
    await reloading.watching;
    await writeFile(path.join(dir, 'page.md'), `broken ${mode}`);
    await until(() => lines.some((line) => line.includes('knowledge_reload_failed')), 'the failure log line');
    expect(JSON.parse(lines.find((line) => line.includes('knowledge_reload_failed'))!)).toMatchObject({
      level: 'warn',
      reason: `${dir}/page.md: invalid YAML front matter at line 2`,
    });
    expect((await reloading.answer(input())).reply).toBe('v1');
    expect(reloading.reloads).toBe(0);
  });
});
