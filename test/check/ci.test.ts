import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/index.js';
import { startFaultServer } from '../fixtures/fault-server.js';
import { startNotFoundServer, startRedirectServer, startSilentServer, startStaticSite, type RunningServer } from '../fixtures/misbehaving-servers.js';
import { runCli } from './_cli.js';

// Issue 14: `check` runs in CI against staging; a CI step must end, say why it failed, and never be green unchecked.

const lines = (run: { stdout: string; stderr: string }) => `${run.stdout}${run.stderr}`.split('\n').filter(Boolean);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'secretary-ci-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a server that accepts connections and never answers', () => {
  let silent: RunningServer;
  beforeAll(async () => {
    silent = await startSilentServer();
  });
  afterAll(() => silent.close());

  // It never ended (killed at 100 s): body.too-large.chunked kept its socket open.
  it('the chunked upload probe ends on --timeout although the server never reads', async () => {
    const run = await runCli(['check', silent.url, '--only', 'body.too-large.chunked', '--timeout', '1', '--reporter', 'json'], { timeoutMs: 30_000 });
    expect(run.code).not.toBeNull();
    const report = JSON.parse(run.stdout) as CheckReport;
    expect(report.results[0]).toMatchObject({ id: 'body.too-large.chunked', actual: { error: 'no response within 1 s' } });
  }, 40_000);

  // With a forced GC every 200 ms that probe alone never ended: its deadline was held only weakly.
  it('the chunked upload probe ends also when garbage is collected every 200 ms', async () => {
    const gc = fileURLToPath(new URL('../fixtures/force-gc.cjs', import.meta.url));
    const run = await runCli(['check', silent.url, '--only', 'body.too-large', '--timeout', '2', '--reporter', 'json'], {
      env: { NODE_OPTIONS: `--expose-gc --require ${gc}` },
      timeoutMs: 30_000,
    });
    const report = JSON.parse(run.stdout) as CheckReport;
    expect(report.results.map((r) => [r.id, r.actual?.error])).toEqual([
      ['body.too-large', 'no response within 2 s'],
      ['body.too-large.chunked', 'no response within 2 s'],
    ]);
  }, 40_000);

  it('a whole run stops after the first request with one line, exit 1', async () => {
    const run = await runCli(['check', silent.url, '--timeout', '1', '--concurrency', '8', '--origin', 'https://a.example'], { timeoutMs: 30_000 });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`POST ${silent.url}/chat got no response within 1 s: is the service up and answering?`);
    expect(lines(run).length).toBeLessThanOrEqual(15);
  }, 40_000);

  it('the run deadline ends a run whose every probe hangs; probes still running fail, the rest are not run', async () => {
    const run = await runCli(
      ['check', silent.url, '--only', 'body,surface,cors', '--timeout', '30', '--deadline', '2', '--reporter', 'json'],
      { timeoutMs: 30_000 },
    );
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as CheckReport;
    expect(report.results[0]).toMatchObject({ verdict: 'fail', note: 'the run deadline of 2 s passed before this probe ended (--deadline)' });
    expect(report.results.slice(1).every((r) => r.verdict === 'skipped' || r.note?.includes('deadline'))).toBe(true);
    // Not a timing assertion: without the deadline each hanging probe waits its 30 s --timeout, so the run would take 30 s or more.
    expect(report.durationMs).toBeLessThan(25_000);
  }, 40_000);
});

describe('a slow model is not a dead service', () => {
  it('when the reply probe times out but a rejection is answered, the run goes on and each timeout says so', async () => {
    // A 3 s timeout that a busy machine's rejections meet with room to spare, and answers 10 s late that never do.
    const server = await startFaultServer({ answerDelayMs: 10_000 });
    try {
      const run = await runCli(['check', server.url, '--timeout', '3', '--concurrency', '4', '--skip', 'cors,rate-limit', '--reporter', 'json'], { timeoutMs: 80_000 });
      const report = JSON.parse(run.stdout) as CheckReport;
      expect(run.code).toBe(1);
      expect(report.diagnosis).toBeUndefined();
      const byId = Object.fromEntries(report.results.map((r) => [r.id, r]));
      expect(byId['response.reply']).toMatchObject({ verdict: 'fail', actual: { error: 'no response within 3 s' } });
      expect(byId['message.missing']!.verdict).toBe('pass');
      expect(byId['history.too-many-items']!.verdict).toBe('pass');
    } finally {
      await server.close();
    }
  }, 90_000);
});

describe('nothing listening', () => {
  // It exited 2 and wrote no XML, so the CI report showed nothing.
  it('with --reporter junit -o: exit 2, one line on stderr, and the XML has one errored testcase saying why', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const file = join(dir, 'unreachable.xml');
    const run = await runCli(['check', `http://127.0.0.1:${port}`, '--reporter', 'junit', '-o', file]);
    expect(run.code).toBe(2);
    const why = `cannot reach http://127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}; is \`secretary serve\` running on port ${port}?`;
    expect(run.stderr).toBe(`secretary: ${why}\n`);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(await readFile(file, 'utf8'));
    const suite = xml.testsuites.testsuite;
    expect([suite.tests, suite.errors, suite.failures]).toEqual(['1', '1', '0']);
    expect(suite.testcase.name).toBe('check.reachable');
    expect(suite.testcase.error.message).toBe(why);
  });
});

describe('not a chat service, said once', () => {
  const servers: RunningServer[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  // A 404-everything server gave "22 passed, 10 failed, 6 warnings" over 99 lines.
  it.each([
    ['a server answering 404 to everything', () => startNotFoundServer(), 'answered 404: is this the base URL of a chat service?'],
    ['a static site answering POST with 405', () => startStaticSite(405), 'answered 405: is this the base URL of a chat service?'],
    ['a static site answering POST with 501', () => startStaticSite(501), 'answered 501: is this the base URL of a chat service?'],
    ['a static site answering POST with its page', () => startStaticSite(200), 'answered 200 with text/html, not JSON: is this the base URL of a chat service?'],
  ])('%s: one line, exit 1, at most 15 lines, bodies cut short', async (_, start, said) => {
    const server = await start();
    servers.push(server);
    const run = await runCli(['check', server.url, '--origin', 'https://a.example', '--rate-limit-probe', '5']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`POST ${server.url}/chat ${said}`);
    expect(run.stdout.split(said).length - 1).toBe(1);
    expect(lines(run).length).toBeLessThanOrEqual(15);
    // A quoted body is an excerpt, never the page.
    expect(lines(run).every((line) => line.length < 400)).toBe(true);
  });

  it('with --only behaviour the first behaviour probe tells it, instead of a green run of skipped judgments', async () => {
    const server = await startNotFoundServer();
    servers.push(server);
    const run = await runCli(['check', server.url, '--only', 'behaviour']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`POST ${server.url}/chat answered 404: is this the base URL of a chat service?`);
  });

  it('a redirect is said once, with where it points', async () => {
    const server = await startRedirectServer('https://chat.example/chat');
    servers.push(server);
    const run = await runCli(['check', server.url, '--skip', 'cors,rate-limit']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`POST ${server.url}/chat answered 301, a redirect to https://chat.example/chat: give the base URL it points to`);
    expect(lines(run).length).toBeLessThanOrEqual(15);
  });

  it('with --budget 0 the first free probe tells it as well', async () => {
    const server = await startNotFoundServer();
    servers.push(server);
    const run = await runCli(['check', server.url, '--budget', '0', '--skip', 'cors,rate-limit']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`POST ${server.url}/chat answered 404: is this the base URL of a chat service?`);
    expect(lines(run).length).toBeLessThanOrEqual(15);
  });
});

describe('CI logs never sit silent', () => {
  it('a probe still running after 10 s says so on stderr', async () => {
    // The answer comes 5 s after the notice is due and 5 s before the next one: room for a busy machine's late timers.
    const server = await startFaultServer({ answerDelayMs: 15_000 });
    try {
      const run = await runCli(['check', server.url, '--only', 'response.reply', '--timeout', '30', '-o', join(dir, 'slow.txt')], { timeoutMs: 50_000 });
      expect(run.code).toBe(0);
      // A late timer says 11 s: the seconds are measured, not assumed.
      expect(run.stderr).toMatch(/^still waiting on response\.reply \(1[0-4] s\)\n\[1\/1\] PASS response\.reply$/m);
    } finally {
      await server.close();
    }
  }, 60_000);

  // With -o or non-terminal output, a rate-limited run printed nothing for 57 s.
  it('off a terminal, each finished probe and each wait is a plain line on stderr', async () => {
    const server = await startFaultServer({ rateLimit: { limit: 3, windowMs: 1_000 } });
    try {
      const file = join(dir, 'progress.json');
      const run = await runCli(['check', server.url, '--only', 'message', '--reporter', 'json', '-o', file]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('[1/5] PASS message.missing\n');
      expect(run.stderr).toContain('[5/5] PASS message.too-long\n');
      // What is waited for, why and how long (issue 22: a 61 s wait once passed without a word).
      expect(run.stderr).toMatch(/^rate limited: the target answered 429 to message\.[a-z-]+ with Retry-After 1 s; every probe waits 1 s, then the run goes on$/m);
      expect(run.stderr).toMatch(/result: passed\n$/);
    } finally {
      await server.close();
    }
  });
});
