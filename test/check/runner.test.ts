import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listProbes, runCheck } from '../../src/check/index.js';
import { BaseUrlError, parseBaseUrl } from '../../src/contract/base-url.js';
import { ConfigError } from '../../src/errors.js';
import { startFaultServer, type FaultServer, type FaultServerOptions } from '../fixtures/fault-server.js';

let server: FaultServer | undefined;
const start = async (options: FaultServerOptions = {}) => (server = await startFaultServer(options));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const verdicts = (report: { results: { id: string; verdict: string }[] }) =>
  Object.fromEntries(report.results.map((r) => [r.id, r.verdict]));

describe('budget', () => {
  it('--budget 0 runs only probes that cannot generate, and says which it left out', async () => {
    const { url, posts } = await start();
    const report = await runCheck({ baseUrl: url, budget: 0, timeoutMs: 5_000, skip: ['rate-limit', 'cors.allowed-origin'] });
    const generating = listProbes().filter((p) => p.generates && !p.needs?.({}) && p.category !== 'behaviour');
    expect(report.budget).toEqual({ limit: 0, spent: 0, skipped: generating.map((p) => p.id) });
    expect(report.results.filter((r) => r.generates).every((r) => r.verdict === 'skipped')).toBe(true);
    expect(report.ok).toBe(true);
    // The fixture saw only rejected POSTs: the free probes plus no answered one.
    const free = report.results.filter((r) => !r.generates && r.verdict !== 'skipped');
    expect(posts()).toBeLessThanOrEqual(free.length + 1);
  });

  it('a budget of 3 runs the first three generating probes and counts what they spent', async () => {
    const { url } = await start();
    const report = await runCheck({ baseUrl: url, budget: 3, timeoutMs: 5_000 });
    const ran = report.results.filter((r) => r.generates && r.verdict !== 'skipped').map((r) => r.id);
    expect(ran).toEqual(['response.reply', 'accept.message.max-length', 'accept.message.max-length.multibyte']);
    expect(report.budget.spent).toBe(3);
    expect(report.budget.skipped).toContain('accept.body.max-size');
  });
});

describe('selection', () => {
  it('--only and --skip take ids, id groups and categories, comma-separated', async () => {
    const { url } = await start();
    const report = await runCheck({ baseUrl: url, only: ['message,body.too-large'], skip: ['message.blank'], timeoutMs: 5_000 });
    expect(report.results.map((r) => r.id)).toEqual([
      'message.missing', 'message.empty', 'message.not-string', 'message.too-long', 'body.too-large', 'body.too-large.chunked',
    ]);
  });

  it('an unknown name is a usage error before anything is sent', async () => {
    await expect(runCheck({ baseUrl: 'http://127.0.0.1:9', only: ['mesage'] })).rejects.toBeInstanceOf(ConfigError);
  });
});

describe('rate limiting', () => {
  // Regression: the fixture's window ran on the clock from its start, so a busy machine could outlast it and meet no 429 at all.
  it('the fixture refuses request limit + 1 however slowly it comes, and answers again once its Retry-After has passed', async () => {
    const { url } = await start({ rateLimit: { limit: 1, windowMs: 1_000 } });
    const post = async () => {
      const res = await fetch(`${url}/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"hi"}' });
      await res.arrayBuffer();
      return [res.status, res.headers.get('retry-after')];
    };
    expect(await post()).toEqual([200, null]);
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // a slow client: longer than the window
    expect(await post()).toEqual([429, '1']);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // as Retry-After said
    expect(await post()).toEqual([200, null]);
  });

  it('a 429 is waited out as Retry-After says and the probe repeated, never failed', async () => {
    const { url } = await start({ rateLimit: { limit: 3, windowMs: 1_000 } });
    const waits: number[] = [];
    const report = await runCheck({
      baseUrl: url, only: ['message'], timeoutMs: 5_000,
      onProgress: (event) => event.type === 'wait' && waits.push(event.ms),
    });
    expect(Object.values(verdicts(report))).toEqual(['pass', 'pass', 'pass', 'pass', 'pass']);
    expect(waits).toEqual([1_000]);
  });

  it('a Retry-After longer than the checker waits skips the probe instead of failing it', async () => {
    const { url } = await start({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const report = await runCheck({ baseUrl: url, only: ['message.missing', 'message.empty'], retry: { maxWaitMs: 500 } });
    expect(verdicts(report)).toEqual({ 'message.missing': 'pass', 'message.empty': 'skipped' });
    expect(report.results[1]!.note).toBe('rate limited; waiting 60 s more would pass the 0.5 s the checker waits for one request');
    // A required probe that could not run leaves the run incomplete, never green.
    expect([report.ok, report.result, report.incomplete.map((i) => i.id)]).toEqual([false, 'incomplete', ['message.empty']]);
  });

  // Regression: a target that kept answering 429 without Retry-After made every probe wait its full backoff, until the run's deadline.
  it('stops waiting once one probe used up its attempts: later probes skip at their first 429', async () => {
    const { url } = await start({ rateLimit: { limit: 1, windowMs: 600_000 }, fault: 'retry-after-missing' });
    const waits: number[] = [];
    const report = await runCheck({
      baseUrl: url, only: ['message.missing', 'message.empty', 'message.not-string'], concurrency: 1, timeoutMs: 5_000,
      retry: { attempts: 3, backoffMs: 50 },
      onProgress: (event) => event.type === 'wait' && waits.push(event.ms),
    });
    expect(verdicts(report)).toEqual({ 'message.missing': 'pass', 'message.empty': 'skipped', 'message.not-string': 'skipped' });
    expect(waits).toEqual([50, 100]);
    expect(report.results[2]!.note).toMatch(/earlier probe already waited out every attempt/);
    expect(report.result).toBe('incomplete');
  });

  it('--rate-limit-probe passes on a 429 with a valid Retry-After that then ends', async () => {
    const { url } = await start({ rateLimit: { limit: 2, windowMs: 1_000 } });
    const report = await runCheck({ baseUrl: url, only: ['rate-limit'], rateLimitProbe: 5 });
    expect(verdicts(report)).toEqual({ 'rate-limit.retry-after': 'pass' });
  });

  it('fails on an invalid Retry-After, and when no 429 comes', async () => {
    const { url } = await start({ rateLimit: { limit: 2, windowMs: 1_000 }, fault: 'retry-after-invalid' });
    const invalid = await runCheck({ baseUrl: url, only: ['rate-limit'], rateLimitProbe: 5 });
    expect(invalid.results[0]).toMatchObject({ verdict: 'fail', actual: { status: 429, header: { name: 'retry-after', value: 'soon' } } });
    await server!.close();
    const unlimited = await start();
    const none = await runCheck({ baseUrl: unlimited.url, only: ['rate-limit'], rateLimitProbe: 3 });
    expect(none.results[0]).toMatchObject({ verdict: 'fail', note: 'no 429 within 3 requests' });
  });

  it('warns, without failing, when the 429 has no Retry-After', async () => {
    const { url } = await start({ rateLimit: { limit: 2, windowMs: 1_000 }, fault: 'retry-after-missing' });
    const report = await runCheck({ baseUrl: url, only: ['rate-limit'], rateLimitProbe: 5 });
    expect(verdicts(report)).toEqual({ 'rate-limit.retry-after': 'warn' });
    expect(report.ok).toBe(true);
  });
});

describe('verdicts and targets', () => {
  it('--strict turns an advisory warning into a failed run', async () => {
    const { url } = await start({ fault: 'no-vary', allowedOrigins: ['https://a.example'] });
    const relaxed = await runCheck({ baseUrl: url, origin: 'https://a.example', only: ['cors'], budget: 0 });
    const strict = await runCheck({ baseUrl: url, origin: 'https://a.example', only: ['cors'], budget: 0, strict: true });
    expect([relaxed.ok, strict.ok, strict.summary.warned]).toEqual([true, false, 1]);
  });

  it('a target with nothing listening gives an unreachable report that says what to check, and sends nothing', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const report = await runCheck({ baseUrl: `http://127.0.0.1:${port}` });
    const why = `cannot reach http://127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}; is \`secretary serve\` running on port ${port}?`;
    expect([report.ok, report.result, report.unreachable]).toEqual([false, 'unreachable', why]);
    expect(report.results).toMatchObject([{ id: 'check.reachable', verdict: 'error', note: why }]);
  });

  it('keeps a path prefix of the base URL and refuses other schemes', () => {
    expect(new URL('chat', parseBaseUrl('https://x.example/api').url).href).toBe('https://x.example/api/chat');
    expect(() => parseBaseUrl('ftp://x.example')).toThrow(BaseUrlError);
  });
});
