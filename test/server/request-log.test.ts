import { describe, expect, it } from 'vitest';
import { createLogger, type Logger } from '../../src/server/logger.js';
import { createRequestLog, type RequestLogEntry } from '../../src/server/request-log.js';
import type { RunningServer } from '../../src/server/start.js';
import { AnswererError } from '../../src/server/answerers/errors.js';
import { throwingAnswerer } from '../helpers/answerers.js';
import { startTestServer, testApp } from '../helpers/server.js';

const CANARY = 'canary-5c1e';

describe('request log', () => {
  it('writes one JSON line per request with method, path, status, duration, answerer and a hashed client', async () => {
    const lines: string[] = [];
    let server: RunningServer | undefined;
    try {
      server = await startTestServer({ logger: createLogger({ level: 'info', write: (line) => lines.push(line) }) });
      const headers = { 'content-type': 'application/json', 'accept-language': CANARY, 'user-agent': CANARY, origin: `https://${CANARY}.example` };
      const body = JSON.stringify({ message: `question ${CANARY}`, history: [{ role: 'user', content: CANARY }] });
      expect((await fetch(`${server.url}/chat`, { method: 'POST', headers, body })).status).toBe(200);
      expect((await fetch(`${server.url}/chat`, { method: 'POST', headers, body: `{"message":1,"${CANARY}":2}` })).status).toBe(400);
      expect((await fetch(`${server.url}/nope`)).status).toBe(404);
    } finally {
      await server?.close();
    }
    expect(lines).toHaveLength(3);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => Object.keys(e).sort())).toEqual(
      Array(3).fill(['answerer', 'client', 'durationMs', 'event', 'level', 'method', 'path', 'status', 'time']),
    );
    expect(entries.map((e) => [e.event, e.method, e.path, e.status, e.answerer])).toEqual([
      ['request', 'POST', '/chat', 200, 'test'],
      ['request', 'POST', '/chat', 400, null],
      ['request', 'GET', '/nope', 404, null],
    ]);
    for (const entry of entries) {
      expect(entry.client).toMatch(/^[0-9a-f]{16}$/);
      expect(typeof entry.durationMs).toBe('number');
    }
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

  // The request line of our own logger is formatted by a template, not JSON.stringify of an
  // object; it must say exactly what the generic path says, escaping client-chosen text.
  it('formats the same fields as the generic logger path, escaping client-chosen method and path', () => {
    const fast: string[] = [];
    const generic: Array<Record<string, unknown>> = [];
    const logFast = createRequestLog(createLogger({ level: 'info', write: (line) => fast.push(line) }));
    // As the generic path writes it: through JSON (which also turns -0 into 0).
    const foreign: Logger = { error() {}, warn() {}, debug() {}, info: (event, fields) => void generic.push(JSON.parse(JSON.stringify({ event, ...fields }))) };
    const logGeneric = createRequestLog(foreign);
    const entries: RequestLogEntry[] = [
      { method: 'POST', path: '/chat', status: 429, durationMs: 0.123456, clientKey: '203.0.113.7' },
      { method: 'POST', path: '/chat', status: 200, durationMs: 12.005, answerer: 'extractive', clientKey: '203.0.113.7' },
      { method: 'G"E\\T\n\u0001ÉTÉ-very-long-method', path: `/x"y\\z\u2028${'é'.repeat(150)}`, status: 404, durationMs: -0, clientKey: 'unknown' },
      { method: 'OPTIONS', path: '/chat', status: 204, durationMs: 1e-9, answerer: 'a "quoted" name', clientKey: '2001:db8::/64' },
    ];
    for (const entry of entries) {
      logFast(entry);
      logGeneric(entry);
    }
    const parsed = fast.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of parsed) {
      expect(Object.keys(entry)).toEqual(['time', 'level', 'event', 'method', 'path', 'status', 'durationMs', 'answerer', 'client']);
      expect(entry.level).toBe('info');
    }
    // Salts differ per request log, so the hashes differ between the two; everything else is equal.
    const strip = (e: Record<string, unknown>) => ({ ...e, time: undefined, level: undefined, client: typeof e.client });
    expect(parsed.map(strip)).toEqual(generic.map(strip));
    expect(parsed[2]?.path).toBe(`${entries[2]!.path.slice(0, 100)}…`);
    expect(parsed[2]?.method).toBe(entries[2]!.method.slice(0, 16));
  });

  it('formats nothing when the info level is off', () => {
    const lines: string[] = [];
    const log = createRequestLog(createLogger({ level: 'warn', write: (line) => lines.push(line) }));
    log({ method: 'POST', path: '/chat', status: 429, durationMs: 1, clientKey: 'k' });
    expect(lines).toEqual([]);
  });
});
