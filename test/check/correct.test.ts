import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/index.js';
import { startFaultServer, type FaultServer } from '../fixtures/fault-server.js';

const ORIGIN = 'https://portfolio.example';

describe('runCheck against a correct server written from docs/spec.md', () => {
  let server: FaultServer;
  beforeAll(async () => {
    server = await startFaultServer({ allowedOrigins: [ORIGIN] });
  });
  afterAll(() => server.close());

  it('passes every probe, with no warning, when given the allowed origin', async () => {
    const report = await runCheck({ baseUrl: server.url, origin: ORIGIN, timeoutMs: 5_000 });
    const notPassed = report.results.filter((r) => r.verdict !== 'pass').map((r) => `${r.id}: ${r.verdict} ${r.note ?? ''} ${JSON.stringify(r.actual)}`);
    expect(notPassed).toEqual(['rate-limit.retry-after: skipped needs --rate-limit-probe <n> undefined']);
    // The rate-limit probe is required, so without its option the run is incomplete, not green.
    expect([report.ok, report.result]).toEqual([false, 'incomplete']);
    const skipped = await runCheck({ baseUrl: server.url, origin: ORIGIN, timeoutMs: 5_000, skip: ['rate-limit'] });
    expect([skipped.ok, skipped.result]).toEqual([true, 'passed']);
  });
});
