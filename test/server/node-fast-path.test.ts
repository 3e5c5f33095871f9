import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from 'h3/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/start.js';
import { startServer } from '../../src/server/start.js';
import { createApp } from '../../src/server/app.js';
import { recordingAnswerer } from '../helpers/answerers.js';

// startServer answers POST /chat from node:http directly, bypassing h3; this checks that
// it gives exactly what the h3 app served through h3's own node adapter gives.
const ORIGIN = 'https://owner.example';
const options = () => ({ answerer: recordingAnswerer(), rateLimit: { limit: 2, windowMs: 60_000 }, corsOrigins: [ORIGIN] });
const json = { 'content-type': 'application/json' };
const cases: Array<[string, Record<string, string>, string]> = [
  ['answer', json, '{"message":"Which projects?"}'],
  ['answer from a listed origin', { ...json, origin: ORIGIN, 'accept-language': 'sr-Latn' }, '{"message":"Koji projekti?"}'],
  ['schema violation', { ...json, origin: 'https://other.example' }, '{"message":"hi","extra":true}'],
  ['repeated name', json, '{"message":"a","message":"b"}'],
  ['bad JSON', json, '{"message":'],
  ['not JSON', { 'content-type': 'text/plain' }, 'hello'],
  ['too large', json, JSON.stringify({ message: 'x'.repeat(20_000) })],
  // Fixed replies share one prepared header list: a listed origin's CORS headers must not stick to it.
  ['not JSON from a listed origin', { 'content-type': 'text/plain', origin: ORIGIN }, 'hello'],
  ['not JSON again', { 'content-type': 'text/plain' }, 'hello'],
  ['rate limited from a listed origin', { ...json, origin: ORIGIN }, '{"message":"Which projects?"}'],
  ['rate limited', json, '{"message":"Which projects?"}'],
];
const IGNORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

describe('node:http fast path', () => {
  let server: RunningServer;
  let viaH3Server: Server;
  let viaH3Url: string;
  beforeAll(async () => {
    server = await startServer({ ...options(), host: '127.0.0.1', port: 0 });
    viaH3Server = createServer(toNodeHandler(createApp(options())));
    await new Promise<void>((resolve) => viaH3Server.listen(0, '127.0.0.1', resolve));
    viaH3Url = `http://127.0.0.1:${(viaH3Server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    viaH3Server.closeAllConnections();
    await Promise.all([server.close(), new Promise((resolve) => viaH3Server.close(resolve))]);
  });

  it('answers POST /chat as the h3 app does: status, headers and body', async () => {
    for (const [label, headers, body] of cases) {
      const viaNode = await fetch(`${server.url}/chat`, { method: 'POST', headers, body });
      const viaH3 = await fetch(`${viaH3Url}/chat`, { method: 'POST', headers, body });
      const summary = async (response: Response) => ({
        label,
        status: response.status,
        statusText: response.statusText,
        body: await response.text(),
        headers: [...response.headers].filter(([name]) => !IGNORED.has(name)).sort(),
      });
      expect(await summary(viaNode)).toEqual(await summary(viaH3));
    }
  });

  it('leaves other paths, query strings and a repeated Content-Type to h3', async () => {
    const other = await startServer({ answerer: recordingAnswerer(), rateLimit: null, host: '127.0.0.1', port: 0 });
    try {
      const post = (path: string, headers: [string, string][] = [['content-type', 'application/json']]) =>
        fetch(`${other.url}${path}`, { method: 'POST', headers, body: '{"message":"hi"}' }).then((r) => r.status);
      expect(await post('/chat?x=1')).toBe(200);
      expect(await post('/chat/')).toBe(404);
      // Two Content-Type values (fetch sends them joined) are not JSON, on either path.
      expect(await post('/chat', [['content-type', 'application/json'], ['content-type', 'text/plain']])).toBe(415);
      expect((await fetch(`${other.url}/chat`)).status).toBe(405);
    } finally {
      await other.close();
    }
  });
});

describe('node:http fast path with shared replies', () => {
  // A frozen answer (the reply cache's) gets its checked 200 made once and reused; an invalid
  // one must still be refused every time, and a repeat must look exactly like the first.
  it('answers a repeated cached answer identically, and refuses an invalid frozen answer every time', async () => {
    const good = Object.freeze({ reply: 'same reply', answerer: 'frozen' });
    const bad = Object.freeze({ reply: '   ', answerer: 'frozen' });
    const server = await startServer({
      answerer: { name: 'frozen', answer: async (input) => (input.message === 'bad' ? bad : good) },
      rateLimit: null,
      host: '127.0.0.1',
      port: 0,
    });
    try {
      const ask = async (message: string) => {
        const response = await fetch(`${server.url}/chat`, { method: 'POST', headers: json, body: JSON.stringify({ message }) });
        return { status: response.status, body: await response.text(), headers: [...response.headers].filter(([name]) => !IGNORED.has(name)).sort() };
      };
      const first = await ask('good');
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toEqual({ reply: 'same reply' });
      expect(await ask('good')).toEqual(first);
      expect((await ask('bad')).status).toBe(500);
      expect((await ask('bad')).status).toBe(500);
    } finally {
      await server.close();
    }
  });
});
