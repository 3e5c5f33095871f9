import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createUrlAsker, runEval, type EvalEntry } from '../../src/eval/index.js';

const entry = (question: string): EvalEntry => ({ question, expect: ['ok'], absent: [], history: [] });

describe('createUrlAsker', () => {
  // A target that answered once, even with an error status, is there: a later refused connection fails one entry, not the run.
  it('calls a target unreachable only before its first HTTP answer', async () => {
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ask = createUrlAsker({ baseUrl, timeoutMs: 5000 });
    let asked = 0;
    const report = await runEval({
      entries: [entry('one'), entry('two')],
      file: 'e.yaml',
      target: baseUrl,
      ask: async (e, options) => {
        // The server goes away after its one answer.
        if (asked++ === 1) await new Promise<void>((resolve) => server.close(() => resolve()));
        return ask(e, options);
      },
    });
    expect(report.unreachable).toBeUndefined();
    expect(report.results.map((r) => r.error)).toEqual([
      `POST ${baseUrl}/chat failed with status 500: boom`,
      expect.stringMatching(/ECONNREFUSED/),
    ]);
    expect(report.summary).toMatchObject({ passed: 0, failed: 2, notRun: 0 });
  });
});
