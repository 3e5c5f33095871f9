import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.js';
import { createRequestLog } from '../../src/server/request-log.js';
import type { RunningServer } from '../../src/server/start.js';
import { AnswererError } from '../../src/server/answerers/errors.js';
import { throwingAnswerer } from '../helpers/answerers.js';
import { startTestServer, testApp } from '../helpers/server.js';

const CANARY = 'canary-5c1e';

describe('request log', () => {
  it('writes one JSON line per request with method, path, status, duration, answerer, reason, request id and a hashed client', async () => {
    const lines: string[] = [];
    let server: RunningServer | undefined;
    try {
      server = await startTestServer({ logger: createLogger({ level: 'info', write: (line) => lines.push(line) }) });
      const headers = { 'content-type': 'application/json', 'accept-language': CANARY, 'user-agent': CANARY, origin: `https://${CANARY}.example` };
      const body = JSON.stringify({ message: `question ${CANARY}`, history: [{ role: 'user', content: CANARY }] });
      expect((await fetch(`${server.url}/chat`, { method: 'POST', headers, body })).status).toBe(200);
      expect((await fetch(`${server.url}/chat`, { method: 'POST', headers, body: `{"message":1,"${CANARY}":2}` })).status).toBe(400);
      expect((await fetch(`${server.url}/nope-${CANARY}`)).status).toBe(404);
    } finally {
      await server?.close();
    }
    expect(lines).toHaveLength(3);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => Object.keys(e).sort())).toEqual(
      Array(3).fill(['answerer', 'client', 'durationMs', 'event', 'level', 'method', 'path', 'reason', 'requestId', 'status', 'time']),
    );
    expect(entries.map((e) => [e.event, e.method, e.path, e.status, e.answerer, e.reason])).toEqual([
      ['request', 'POST', '/chat', 200, 'test', null],
      // The rule broken, by name: never the field's text.
      ['request', 'POST', '/chat', 400, null, 'message_not_string'],
      // Regression (issue 15): the 404's path was logged as sent, text the visitor chose.
      ['request', 'GET', null, 404, null, 'not_found'],
    ]);
    for (const entry of entries) {
      expect(entry.client).toMatch(/^[0-9a-f]{16}$/);
      expect(typeof entry.durationMs).toBe('number');
      expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(entries.map((e) => e.requestId)).size).toBe(3);
    // The same client hashes the same within a run; its address never appears.
    expect(new Set(entries.map((e) => e.client)).size).toBe(1);
    const all = lines.join('\n');
    expect(all).not.toContain(CANARY);
    expect(all).not.toContain('127.0.0.1');
  });

  it('logs a failed answer by class, never by visitor text', async () => {
    const lines: string[] = [];
    const app = testApp({
      answerer: throwingAnswerer(new AnswererError('timeout', 'model call timed out')),
      logger: createLogger({ level: 'debug', write: (line) => lines.push(line) }),
    });
    const r = await app.fetch(new Request('http://x/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: CANARY }) }));
    expect(r.status).toBe(504);
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((e) => e.event)).toEqual(['answer_failed', 'request']);
    expect(events[0]).toMatchObject({ level: 'debug', error: 'AnswererError', code: 'ANSWERER_TIMEOUT' });
    expect(lines.join('\n')).not.toContain(CANARY);
  });

  it('logs an unexpected error by class only, since its message may quote the visitor', async () => {
    const lines: string[] = [];
    const app = testApp({
      answerer: throwingAnswerer(new TypeError(`cannot read ${CANARY}`)),
      logger: createLogger({ level: 'info', write: (line) => lines.push(line) }),
    });
    const r = await app.fetch(new Request('http://x/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"x"}' }));
    expect(r.status).toBe(500);
    expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(['request_failed', 'request']);
    expect(lines.join('\n')).not.toContain(CANARY);
  });

  it('formats nothing when the info level is off', () => {
    const lines: string[] = [];
    const log = createRequestLog(createLogger({ level: 'warn', write: (line) => lines.push(line) }));
    log({ method: 'POST', path: '/chat', status: 429, durationMs: 1, clientKey: 'k', requestId: 'r', reason: 'rate_limited' });
    expect(lines).toEqual([]);
  });
});
