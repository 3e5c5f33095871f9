import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/index.js';
import { startFaultServer, type Fault } from '../fixtures/fault-server.js';

// Regression: a 41-item history opening with an assistant turn let a server that demands a user
// turn first hide an accepted 41st item (found against an independent Python server).
describe('probes stay sharp against servers that also check the order of history', () => {
  const cases: Array<['user-first' | 'assistant-last', Fault | undefined, string[]]> = [
    ['user-first', undefined, []],
    ['assistant-last', undefined, []],
    ['user-first', 'items-limit-41', ['history.too-many-items']],
    ['assistant-last', 'items-limit-41', ['history.too-many-items']],
    ['assistant-last', 'role-system', ['history.role.system']],
  ];

  it.each(cases)('order %s, fault %s', async (historyOrder, fault, failing) => {
    const server = await startFaultServer({ historyOrder, fault });
    try {
      const report = await runCheck({ baseUrl: server.url, timeoutMs: 5_000, concurrency: 4, only: ['message', 'history', 'accept', 'response'] });
      expect(report.results.filter((r) => r.verdict === 'fail').map((r) => r.id)).toEqual(failing);
      expect(report.ok).toBe(failing.length === 0);
    } finally {
      await server.close();
    }
  });
});
