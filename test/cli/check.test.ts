import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/index.js';
import { startFaultServer, type FaultServer } from '../fixtures/fault-server.js';
import { runCli } from '../check/_cli.js';
import { closedPort } from '../helpers/ports.js';

const ORIGIN = 'https://portfolio.example';

describe('secretary check (the CLI as a child process)', () => {
  let good: FaultServer;
  let bad: FaultServer;
  let dir: string;
  beforeAll(async () => {
    [good, bad, dir] = await Promise.all([
      startFaultServer({ allowedOrigins: [ORIGIN] }),
      startFaultServer({ fault: 'reflect-origin' }),
      mkdtemp(join(tmpdir(), 'secretary-check-')),
    ]);
  });
  afterAll(async () => {
    await Promise.all([good.close(), bad.close(), rm(dir, { recursive: true, force: true })]);
  });

  it('exits 0 on a correct server and prints the table', async () => {
    const run = await runCli(['check', good.url, '--origin', ORIGIN, '--timeout', '5', '--skip', 'rate-limit']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^PASS {2}message\.missing {2,}required {2}a body without `message` is rejected$/m);
    expect(run.stdout).not.toContain('rate-limit.retry-after');
    expect(run.stdout).toContain('result: passed');
  });

  // Issue 14: a run without --origin ended "result: passed", exit 0, though required probes never ran.
  it('a run whose required probes could not run is incomplete, exit 1, naming the options; --skip lets it pass', async () => {
    const run = await runCli(['check', good.url, '--timeout', '5']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('  cors.allowed-origin.preflight, cors.allowed-origin.post: needs --origin <allowed origin>\n');
    expect(run.stdout).toContain('  rate-limit.retry-after: needs --rate-limit-probe <n>\n');
    expect(run.stdout).toMatch(/result: incomplete\n$/);
    const skipped = await runCli(['check', good.url, '--timeout', '5', '--skip', 'cors', '--skip', 'rate-limit']);
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toMatch(/result: passed\n$/);
  });

  it('exits 1 on origin reflection, naming the probe with expected and actual', async () => {
    const run = await runCli(['check', bad.url, '--budget', '0']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('FAIL  cors.invented-origin ');
    expect(run.stdout).toContain('actual:   status 204, access-control-allow-origin: https://not-allowed.secretary-check.invalid');
    expect(run.stdout).toContain('result: failed');
  });

  it('takes the base URL from SECRETARY_URL, and --budget 0 spends nothing', async () => {
    const run = await runCli(['check', '--budget', '0', '--reporter', 'json', '--origin', ORIGIN, '--skip', 'rate-limit'], { env: { SECRETARY_URL: good.url } });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as CheckReport;
    expect(report.target).toBe(`${good.url}/`);
    expect(report.budget.spent).toBe(0);
    expect(report.budget.skipped).toContain('response.reply');
    expect(report.results.filter((r) => r.generates).every((r) => r.verdict === 'skipped')).toBe(true);
  });

  it('writes JUnit XML that an XML parser reads back, failures included', async () => {
    const file = join(dir, 'check.xml');
    const run = await runCli(['check', bad.url, '--only', 'cors,message.missing', '--reporter', 'junit', '--output', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('result: failed');
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(await readFile(file, 'utf8'));
    const suite = xml.testsuites.testsuite;
    const cases = suite.testcase as Array<{ name: string; classname: string; failure?: { message: string }; skipped?: { message: string } }>;
    expect(cases.map((c) => c.name)).toContain('message.missing');
    expect(cases.find((c) => c.name === 'cors.invented-origin')!.failure).toBeDefined();
    // A required probe that could not run is a failure in the CI report, not a quiet skip.
    expect(cases.find((c) => c.name === 'cors.allowed-origin.preflight')!.failure!.message).toBe('not run: needs --origin <allowed origin>');
    expect(Number(suite.failures)).toBe(cases.filter((c) => c.failure).length);
  });

  it('--list prints the probes without sending anything', async () => {
    const run = await runCli(['check', '--list', '--reporter', 'json', '--only', 'accept']);
    expect(run.code).toBe(0);
    const probes = JSON.parse(run.stdout) as Array<{ id: string; generates: boolean; required: boolean }>;
    expect(probes.map((p) => p.id)).toContain('accept.message.max-length.multibyte');
    expect(probes.every((p) => p.generates)).toBe(true);
    expect(probes.find((p) => p.id === 'accept.language.unsupported')!.required).toBe(false);
  });

  it('exits 2 on usage errors and on an unreachable target', async () => {
    const noUrl = await runCli(['check'], { env: { SECRETARY_URL: '' } });
    const badOption = await runCli(['check', good.url, '--budget', 'lots']);
    const badName = await runCli(['check', good.url, '--only', 'nope']);
    const port = await closedPort();
    const unreachable = await runCli(['check', `http://127.0.0.1:${port}`, '--timeout', '2']);
    expect([noUrl.code, badOption.code, badName.code, unreachable.code]).toEqual([2, 2, 2, 2]);
    expect(badName.stderr).toBe('secretary: no probe or category is named "nope" (see secretary check --list)\n');
    expect(unreachable.stderr).toBe(
      `secretary: cannot reach http://127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}; is \`secretary serve\` running on port ${port}?\n`,
    );
  });
});
