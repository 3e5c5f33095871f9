import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Plain JavaScript modules (scripts/ runs on node without a build step of its own).
import { describeStale, docFiles, regenerate } from '../scripts/docs-examples.mjs';
import { commandsOf, elide, findBlocks, parseOptions } from '../scripts/docs-examples/blocks.mjs';
import { normalise, sameShown } from '../scripts/docs-examples/normalise.mjs';

// Every output README.md and docs/ show must be what the current code prints: each marked block is
// run again (`npm run docs:examples` rewrites them; this only compares) and must match.

interface Result {
  file: string;
  line: number;
  error?: string;
  stale?: boolean;
  shown?: string[];
  fresh?: string[];
}

const FRESH_RUN_MS = 600_000;

describe('the docs show what the current code prints', async () => {
  const files = (await docFiles()) as string[];
  const marked: string[] = [];
  for (const file of files) if (findBlocks(await readFile(file, 'utf8'), file).length > 0) marked.push(file);

  it('marks the shown outputs of the README and the owner-facing docs', () => {
    for (const file of ['README.md', 'docs/answerers.md', 'docs/check.md', 'docs/eval.md', 'docs/knowledge.md', 'docs/owner-guide.md']) expect(marked).toContain(file);
  });

  it.each(marked)('%s', async (file) => {
    const results = (await regenerate(file)) as Result[];
    const problems = results
      .filter((result) => result.error || result.stale)
      .map((result) => `${result.file}:${result.line}: ${result.error ? `could not run: ${result.error}` : `stale (run npm run docs:examples)\n${describeStale(result)}`}`);
    expect(problems.join('\n\n')).toBe('');
  }, FRESH_RUN_MS);
});

describe('npm run docs:examples', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'secretary-docs-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds a block shown wrong, rewrites it from a real run, and then finds it up to date', async () => {
    const file = path.join(dir, 'page.md');
    const before = ['# Page', '', '<!-- docs:example -->', '```', '$ secretary knowledge lint examples/portfolio', 'examples/portfolio: 3 errors, 0 warnings', '```', '', 'After.', ''].join('\n');
    await writeFile(file, before);
    const [stale] = (await regenerate(file)) as Result[];
    expect(stale).toMatchObject({ line: 3, stale: true, fresh: ['$ secretary knowledge lint examples/portfolio', 'examples/portfolio: 0 errors, 0 warnings'] });
    expect(describeStale(stale)).toBe('  - examples/portfolio: 3 errors, 0 warnings\n  + examples/portfolio: 0 errors, 0 warnings');
    expect(await readFile(file, 'utf8')).toBe(before);

    await regenerate(file, { write: true });
    expect(await readFile(file, 'utf8')).toBe(before.replace('3 errors', '0 errors'));
    expect(((await regenerate(file)) as Result[])[0]).toMatchObject({ stale: false });
  }, 60_000);

  it('says which marker is not one, instead of skipping it', () => {
    expect(() => findBlocks('<!-- docs:examples -->\n```\n$ x\n```\n', 'a.md')).toThrow('a.md:1: not a docs:example marker: <!-- docs:examples -->');
    expect(() => findBlocks('<!-- docs:example -->\ntext\n', 'a.md')).toThrow('a.md:1: a docs:example marker must be followed by a fenced block');
  });

  it('reads options, commands with continued lines, and elisions', () => {
    expect(parseOptions(' serve="--knowledge x --cors-origin https://a.example" port=3000 exit')).toEqual({
      serve: '--knowledge x --cors-origin https://a.example',
      port: '3000',
      exit: true,
    });
    expect(commandsOf(['$ curl -i \\', '    -d x', 'HTTP/1.1 200 OK', '$ echo $?', '0'])).toEqual([
      { shown: ['$ curl -i \\', '    -d x'], output: ['HTTP/1.1 200 OK'] },
      { shown: ['$ echo $?'], output: ['0'] },
    ]);
    expect(elide(['a', 'b', 'c', 'd', 'e'], { head: 1, tail: 2 })).toEqual(['a', '…', 'd', 'e']);
    expect(elide(['a', 'b'], { head: 1, tail: 2 })).toEqual(['a', 'b']);
  });

  it('compares without the times, durations and salts that differ between runs, and nothing else', () => {
    expect(normalise(['{"time":"2026-11-23T19:45:19.192Z","event":"knowledge_reloaded","ms":392,"client":"e5cfad6ac6880f04"}  ', '', ''])).toEqual([
      '{"time":"<time>","event":"knowledge_reloaded","ms":<n>,"client":"<hash>"}',
    ]);
    expect(sameShown(['108 of 108 passed · 0.9 s', 'retry after 9 min 59 s'], ['108 of 108 passed · 1.2 s', 'retry after 10 min'])).toBe(true);
    expect(sameShown(['108 of 108 passed'], ['107 of 108 passed'])).toBe(false);
    // Request ids the service makes up, and summed durations in Prometheus text; a proxy's id is no UUID and stays compared.
    expect(sameShown(['x-request-id: e6fd3a69-4fd1-4919-97b2-3b37384bba8d'], ['x-request-id: 363b065e-e214-49a8-93d5-325f482f04ff'])).toBe(true);
    expect(sameShown(['"requestId":"edge-7f3a9c"'], ['"requestId":"edge-7f3a9d"'])).toBe(false);
    expect(sameShown(['secretary_request_duration_seconds_sum 0.0186738579999992'], ['secretary_request_duration_seconds_sum 0.021'])).toBe(true);
    expect(sameShown(['secretary_request_duration_seconds_count 8'], ['secretary_request_duration_seconds_count 9'])).toBe(false);
  });
});
