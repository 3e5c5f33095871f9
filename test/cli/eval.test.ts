import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvalReport } from '../../src/eval/index.js';
import { startOpenAIStub, type OpenAIStub } from '../fixtures/openai-stub.js';
import { runCli, startServe, type ServeProcess } from '../helpers/cli.js';
import { closedPort } from '../helpers/ports.js';

// The real `secretary eval` (from dist/; build first) as a child process, asking an answerer
// built in-process and a real `secretary serve` on port 0; the model is a stand-in whose one
// reply is known, so which entries pass is known too.

const REPLY =
  'Kestrel is an open-source rate limiter for Node.js, MIT licensed, that works in memory or across a cluster with one API. ' +
  'It has 2.3k stars. Source: https://github.com/jelena-markovic-dev/kestrel';
const KEY = { OPENAI_API_KEY: 'sk-eval-test-key-1234' };

const MIXED = `
- question: What licence does Kestrel have?
  expect: mit
- question: Is Kestrel open source?
  expect: [Open-Source, "MIT"]
  anyOf: [Apache, licensed]
- question: Is it free?
  lang: sr-Latn
  history:
    - { role: user, content: Tell me about Kestrel HISTORY-MARK }
    - { role: assistant, content: A rate limiter. }
  anyOf: [doesn't say, rate limiter]
- question: Which database does Kestrel use?
  expect: [Redis, MIT]
- question: Write me a poem
  absent: [MIT, sonnet]
`;
const PASSING = `
- question: What is Kestrel?
  expect: rate limiter
- question: Koja je licenca?
  lang: sr-Latn
  expect: MIT
- question: Where is the code?
  expect: github.com/jelena-markovic-dev/kestrel
`;

let stub: OpenAIStub;
let dir: string;
let serve: ServeProcess;
const file = (name: string) => join(dir, name);

beforeAll(async () => {
  [stub, dir] = await Promise.all([startOpenAIStub({ kind: 'success', content: REPLY }), mkdtemp(join(tmpdir(), 'secretary-eval-'))]);
  await Promise.all([writeFile(file('mixed.yaml'), MIXED), writeFile(file('passing.yaml'), PASSING)]);
  serve = await startServe(['--port', '0', '--host', '127.0.0.1', '--rate-limit', 'off', '--provider', 'openai', '--base-url', stub.baseUrl], KEY);
});
afterAll(async () => {
  await Promise.all([serve?.stop(), stub?.close(), rm(dir, { recursive: true, force: true })]);
});

const inProcess = ['--provider', 'openai', '--base-url', () => stub.baseUrl, '--fallback', 'none'] as const;
const args = (...rest: Array<string | (() => string)>) => rest.map((arg) => (typeof arg === 'function' ? arg() : arg));

describe('secretary eval in-process', () => {
  it('prints one line per entry, why each failure failed, the summary, and exits 1', async () => {
    const run = await runCli(args('eval', file('mixed.yaml'), ...inProcess), KEY);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`secretary eval ${file('mixed.yaml')} → in-process (openai, ${join(process.cwd(), 'examples/portfolio')})`);
    expect(lines.slice(2, 13)).toEqual([
      '✓ What licence does Kestrel have?',
      '✓ Is Kestrel open source?',
      '✓ [sr-Latn] Is it free?',
      '✗ Which database does Kestrel use?',
      '    missing: "Redis"',
      `    reply: ${REPLY.slice(0, 159)}…`,
      '✗ Write me a poem',
      '    present: "MIT"',
      `    reply: ${REPLY.slice(0, 159)}…`,
      '',
      expect.stringMatching(new RegExp(`^3 of 5 passed, 2 failed · median reply ${[...REPLY].length} characters · \\d+\\.\\d s$`)),
    ]);
    expect(lines[13]).toBe('result: failed');
  });

  it('sends the history and the language of an entry to the answerer', async () => {
    const before = stub.requests.length;
    const run = await runCli(args('eval', file('mixed.yaml'), ...inProcess), KEY);
    expect(run.code).toBe(1);
    const third = stub.requests[before + 2]!.body as { messages: Array<{ role: string; content: string }> };
    expect(third.messages.map((m) => m.content)).toEqual(
      expect.arrayContaining(['Tell me about Kestrel HISTORY-MARK', 'A rate limiter.', 'Is it free?']),
    );
    expect(third.messages[0]!.content).toContain('Reply in Serbian');
  });

  it('exits 0 when every entry passes', async () => {
    const run = await runCli(args('eval', file('passing.yaml'), ...inProcess), KEY);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\n3 of 3 passed, 0 failed · median reply \d+ characters · [\d.]+ s\nresult: passed\n$/);
  });
});

describe('secretary eval --url against a real serve', () => {
  it('asks over the contract and reports JSON', async () => {
    const before = stub.requests.length;
    const run = await runCli(['eval', file('mixed.yaml'), '--url', serve.url, '--reporter', 'json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as EvalReport;
    expect(report.target).toBe(serve.url);
    expect(report.summary).toEqual({ total: 5, passed: 3, failed: 2, notRun: 0, medianReplyChars: [...REPLY].length });
    expect(report.results.map((r) => [r.index, r.pass, r.reply])).toEqual([
      [1, true, REPLY],
      [2, true, REPLY],
      [3, true, REPLY],
      [4, false, REPLY],
      [5, false, REPLY],
    ]);
    expect(report.results[3]).toMatchObject({ missing: ['Redis'], noneOf: [], present: [] });
    // The serve answered through the stand-in model: the entry's language and history went over HTTP.
    const third = stub.requests[before + 2]!.body as { messages: Array<{ content: string }> };
    expect(third.messages[0]!.content).toContain('Reply in Serbian');
    expect(third.messages.map((m) => m.content)).toContain('Tell me about Kestrel HISTORY-MARK');
  });

  it('writes JUnit XML to -o, one testcase per entry named by its question, and the verdict to stderr', async () => {
    const out = file('eval.xml');
    const run = await runCli(['eval', file('mixed.yaml'), '--url', serve.url, '--reporter', 'junit', '-o', out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^3 of 5 passed, 2 failed · .*\nresult: failed\n$/);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(await readFile(out, 'utf8'));
    const suite = xml.testsuites.testsuite;
    const cases = suite.testcase as Array<{ name: string; failure?: { message: string; '#text': string } }>;
    expect(cases.map((c) => c.name)).toEqual([
      'What licence does Kestrel have?',
      'Is Kestrel open source?',
      'Is it free? [sr-Latn]',
      'Which database does Kestrel use?',
      'Write me a poem',
    ]);
    expect([suite.tests, suite.failures, suite.errors, suite.skipped]).toEqual(['5', '2', '0', '0']);
    expect(cases[3]!.failure!.message).toBe('missing: "Redis"');
    expect(cases[4]!.failure!['#text']).toBe(`present: "MIT"\nreply: ${REPLY}`);
  });

  it('waits out a 429 as Retry-After says and still asks every entry', async () => {
    const limited = await startServe(
      // An 8 s window: the third question meets its 429 however slowly a busy machine asks them (in a 2 s one a slow run could miss it).
      ['--port', '0', '--host', '127.0.0.1', '--rate-limit', '2/8s', '--provider', 'openai', '--base-url', stub.baseUrl, '--log-level', 'info'],
      KEY,
    );
    try {
      const run = await runCli(['eval', file('passing.yaml'), '--url', limited.url, '--reporter', 'json'], {}, 45_000);
      expect(run.code).toBe(0);
      const report = JSON.parse(run.stdout) as EvalReport;
      expect(report.results.map((r) => r.pass)).toEqual([true, true, true]);
      // The request log line may trail the response it describes; wait for it.
      await until(() => /"status":429/.test(limited.stdout()));
    } finally {
      await limited.stop();
    }
  }, 60_000);

  it('exits 2 on an unreachable target and still writes the report', async () => {
    const port = await closedPort();
    const out = file('unreachable.json');
    const run = await runCli(['eval', file('mixed.yaml'), '--url', `http://127.0.0.1:${port}`, '--reporter', 'json', '-o', out]);
    expect(run.code).toBe(2);
    // The same one error, and the same hint, as `chat` and `check` give for a server that is down.
    const why = `POST http://127.0.0.1:${port}/chat failed: connect ECONNREFUSED 127.0.0.1:${port}; is \`secretary serve\` running on port ${port}?`;
    expect(run.stderr.split('\n').filter(Boolean).at(-1)).toBe(`secretary: ${why}`);
    const report = JSON.parse(await readFile(out, 'utf8')) as EvalReport;
    expect(report.ok).toBe(false);
    expect(report.unreachable).toBe(why);
    expect(report.summary).toMatchObject({ total: 5, passed: 0, failed: 0, notRun: 5 });
    expect(report.results.map((r) => r.question)).toHaveLength(5);
  });
});

describe('secretary eval usage errors', () => {
  it.each([
    ['a field of the wrong type', '- question: Hi\n  expect: x\n- question: Yo\n  expect: {a: 1}\n', 'entry 2: expect must be a string or a list of strings'],
    ['YAML that does not parse', '- question: [Hi\n', 'is not valid YAML at line 2: '],
    // Issue 22: the parser's words ("Nested mappings are not allowed in compact mappings") named no fix.
    ['a colon in a value', '- question: What is her role: nurse or doctor?\n  expect: nurse\n', 'is not valid YAML at line 1: the value has a colon in it, which YAML reads as another key; put the value in quotes: - question: "What is her role: nurse or doctor?"'],
    ['an unknown field', '- question: Hi\n  expects: x\n', 'entry 1 has an unknown field "expects"'],
  ])('exits 2 with one line on %s', async (_, text, message) => {
    const bad = file('bad.yaml');
    await writeFile(bad, text);
    const run = await runCli(['eval', bad]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toContain(`secretary: ${bad}`);
    expect(run.stderr).toContain(message);
  });

  it('exits 2 on a missing file, a bad option, and answerer options given with --url', async () => {
    const missing = await runCli(['eval', file('nope.yaml')]);
    expect([missing.code, missing.stderr]).toEqual([2, `secretary: cannot read eval file ${file('nope.yaml')}: no such file\n`]);
    const reporter = await runCli(['eval', file('passing.yaml'), '--reporter', 'tap']);
    expect(reporter.code).toBe(2);
    const both = await runCli(['eval', file('passing.yaml'), '--url', serve.url, '--knowledge', 'examples/portfolio']);
    expect([both.code, both.stderr]).toEqual([2, 'secretary: --knowledge builds an answerer here; with --url the deployment answers with its own\n']);
    const badUrl = await runCli(['eval', file('passing.yaml'), '--url', 'ftp://example.com']);
    expect(badUrl.code).toBe(2);
    const noDir = await runCli(['eval', file('passing.yaml'), '--provider', 'extractive', '-o', file('no/such/dir.xml')]);
    expect([noDir.code, noDir.stderr]).toEqual([2, `secretary: cannot write the report to ${file('no/such/dir.xml')}: ENOENT\n`]);
  });
});

describe('the shipped eval files (a smoke test of the CLI; the answerer is judged elsewhere)', () => {
  it.each([
    ['examples/portfolio/evals.yaml', 'examples/portfolio'],
    ['test/fixtures/portfolios/noor/evals.yaml', 'test/fixtures/portfolios/noor'],
    ['test/fixtures/portfolios/halvard/evals.yaml', 'test/fixtures/portfolios/halvard'],
    ['test/fixtures/portfolios/ana/evals.yaml', 'test/fixtures/portfolios/ana'],
  ])('%s runs against the built-in answerer', async (evals, knowledge) => {
    const run = await runCli(['eval', evals, '--knowledge', knowledge, '--provider', 'extractive'], {}, 30_000);
    expect(run.stderr).toBe('');
    expect([0, 1]).toContain(run.code);
    const total = Number(/ of (\d+) passed/.exec(run.stdout)?.[1]);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(run.stdout.split('\n').filter((line) => /^[✓✗] /.test(line))).toHaveLength(total);
  });
});

async function until(condition: () => boolean, deadlineMs = 20_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met before the deadline');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

