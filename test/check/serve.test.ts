import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/index.js';
import { runCli, startCli } from './_cli.js';

const ORIGIN = 'https://portfolio.example';

// The checker and `secretary serve` must agree: both are built from the one contract module,
// and the real server, with its rate limit on, must pass every probe (the 429s waited out).
describe('secretary check against the real secretary serve', () => {
  let serve: Awaited<ReturnType<typeof startCli>>;
  beforeAll(async () => {
    serve = await startCli(
      // A 5 s window: 26 quick requests fit in it even on a busy machine (in 2 s a slow run could miss the 429).
      ['serve', '--port', '0', '--host', '127.0.0.1', '--cors-origin', ORIGIN, '--rate-limit', '25/5s', '--log-level', 'error'],
      /listening on (http:\/\/\S+)\/chat/,
    );
  });
  afterAll(() => serve?.stop());

  it('exits 0 with every probe passed, the rate-limit probe included', async () => {
    const run = await runCli(['check', serve.match[1]!, '--origin', ORIGIN, '--rate-limit-probe', '60', '--reporter', 'json', '--timeout', '10'], {
      timeoutMs: 80_000,
    });
    const report = JSON.parse(run.stdout) as CheckReport;
    const notPassed = report.results.filter((r) => r.verdict !== 'pass').map((r) => `${r.id}: ${r.verdict} ${r.note ?? ''}`);
    expect(notPassed).toEqual([]);
    expect(run.code).toBe(0);
  }, 90_000);
});
