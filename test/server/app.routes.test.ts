import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, openTransport, TRANSPORTS, type Transport } from '../helpers/transport.js';

const LISTED = 'https://owner.example';
const UNLISTED = 'https://evil.example';
const CORS_NAMES = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
  'access-control-allow-credentials',
];
const corsOf = (headers: Record<string, string>) => CORS_NAMES.filter((name) => name in headers);

describe.each(TRANSPORTS)('routes and CORS (%s)', (kind) => {
  let t: Transport;
  beforeAll(async () => {
    t = await openTransport(kind, { corsOrigins: [LISTED, 'http://localhost:8080'], rateLimit: { limit: 1, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it.each(['/', '/health', '/chat/', '/chat/x', '/CHAT', '/openapi.json', '/%ZZ'])('answers 404 on %s', async (path) => {
    const r = await t.send({ ...chat({ message: 'hi' }), path });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ error: 'not found' });
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers.vary).toBe('Origin');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers 405 with Allow: POST to %s /chat', async (method) => {
    const r = await t.send({ method, path: '/chat' });
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('POST');
    expect(r.json).toEqual({ error: 'method not allowed' });
    expect(corsOf(r.headers)).toEqual([]);
  });

  it('answers HEAD /chat with 405 and no body', async () => {
    const r = await t.send({ method: 'HEAD', path: '/chat' });
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('POST');
    expect(r.text).toBe('');
  });

  it('answers a preflight from a listed origin with 204 and the CORS grant', async () => {
    const r = await t.send({
      method: 'OPTIONS',
      path: '/chat',
      headers: { origin: LISTED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, accept-language' },
    });
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect(r.headers['access-control-allow-origin']).toBe(LISTED);
    expect(r.headers['access-control-allow-methods']).toBe('POST');
    expect(r.headers['access-control-allow-headers']).toBe('Content-Type, Accept-Language');
    expect(Number(r.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    expect(r.headers.vary).toBe('Origin');
  });

  it.each([
    ['an unlisted origin', { origin: UNLISTED, 'access-control-request-method': 'POST' }],
    ['the literal origin null', { origin: 'null', 'access-control-request-method': 'POST' }],
    ['a listed origin with a trailing slash', { origin: `${LISTED}/`, 'access-control-request-method': 'POST' }],
    ['a listed origin in other case', { origin: LISTED.toUpperCase(), 'access-control-request-method': 'POST' }],
    ['a listed origin without Access-Control-Request-Method', { origin: LISTED }],
  ])('gives a preflight from %s no CORS headers', async (_name, headers) => {
    const r = await t.send({ method: 'OPTIONS', path: '/chat', headers });
    expect(r.status).toBe(405);
    expect(corsOf(r.headers)).toEqual([]);
    expect(r.headers.vary).toBe('Origin');
  });

  it('gives a listed origin its CORS headers on a 200, never * or credentials', async () => {
    const r = await t.send(chat({ message: 'hello' }, { origin: LISTED, 'x-forwarded-for': '10.0.0.1' }));
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe(LISTED);
    expect(r.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id');
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    expect(r.headers.vary).toBe('Origin');
  });

  it.each([
    ['404', { ...chat({ message: 'x' }), path: '/nope' }, 404],
    ['405', { method: 'GET', path: '/chat' }, 405],
    ['415', { ...chat({ message: 'x' }), headers: { 'content-type': 'text/plain' } }, 415],
    ['413', chat('x'.repeat(20_000)), 413],
    ['400', chat({ message: '' }), 400],
  ] as const)('gives a listed origin its CORS headers on a %s', async (_name, call, status) => {
    const r = await t.send({ ...call, headers: { ...call.headers, origin: LISTED } });
    expect(r.status).toBe(status);
    expect(r.headers['access-control-allow-origin']).toBe(LISTED);
    expect(r.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id');
  });

  it('gives a listed origin its CORS headers on a 429, so the page can read Retry-After', async () => {
    // The rate is 1 per minute here; one address is used up, then asked again.
    const headers = { origin: LISTED };
    let r = await t.send(chat({ message: 'one' }, headers));
    if (r.status === 200) r = await t.send(chat({ message: 'two' }, headers));
    expect(r.status).toBe(429);
    expect(r.headers['access-control-allow-origin']).toBe(LISTED);
    expect(r.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never reflects an unlisted origin, on any status', async () => {
    for (const call of [chat({ message: 'x' }), chat({ message: '' }), { method: 'GET', path: '/chat' }, { ...chat({}), path: '/x' }]) {
      const r = await t.send({ ...call, headers: { ...call.headers, origin: UNLISTED } });
      expect(corsOf(r.headers)).toEqual([]);
      expect(r.headers.vary).toBe('Origin');
      expect(JSON.stringify(r.headers)).not.toContain('evil');
    }
  });
});
