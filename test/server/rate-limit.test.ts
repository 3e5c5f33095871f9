import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { clientKey, normalizeAddress } from '../../src/server/rate-limit/client-key.js';
import { createMemoryStore } from '../../src/server/rate-limit/memory-store.js';
import { formatRate, parseRate } from '../../src/server/rate-limit/parse-rate.js';
import { RateLimitUnavailableError } from '../../src/server/rate-limit/errors.js';
import type { RateLimitStore } from '../../src/server/rate-limit/store.js';
import type { RunningServer } from '../../src/server/start.js';
import { startTestServer, testApp } from '../helpers/server.js';

describe('parseRate', () => {
  it.each([
    ['20/1m', { limit: 20, windowMs: 60_000 }],
    ['500/1h', { limit: 500, windowMs: 3_600_000 }],
    ['5/30s', { limit: 5, windowMs: 30_000 }],
    ['1000/1d', { limit: 1000, windowMs: 86_400_000 }],
    ['20/m', { limit: 20, windowMs: 60_000 }],
    [' 10/2M ', { limit: 10, windowMs: 120_000 }],
    ['off', null],
    ['OFF', null],
  ])('parses %j', (text, rate) => {
    expect(parseRate(text)).toEqual(rate);
  });

  it.each(['', '20', '20/', '/1m', '0/1m', '20/0m', '-1/1m', '20/1w', '1.5/1m', '20 per minute', 'on'])('refuses %j with a ConfigError', (text) => {
    expect(() => parseRate(text)).toThrow(ConfigError);
    expect(() => parseRate(text)).toThrow(/must look like 20\/1m, 500\/1h or 5\/30s/);
  });

  it('formats rates back', () => {
    expect(['20/1m', '500/1h', '5/30s', '7/1d', '3/90s', 'off'].map((r) => formatRate(parseRate(r)))).toEqual(['20/1m', '500/1h', '5/30s', '7/1d', '3/90s', 'off']);
  });
});

describe('createMemoryStore', () => {
  const rate = { limit: 3, windowMs: 10_000 };

  it('counts a fixed window per key and resets it when the window ends', async () => {
    let now = 1_000_000;
    const store = createMemoryStore({ now: () => now });
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await store.hit('a', rate));
    expect(hits.map((h) => [h.allowed, h.remaining])).toEqual([[true, 2], [true, 1], [true, 0], [false, 0]]);
    expect(hits[3]?.resetMs).toBe(10_000);
    now += 9_999;
    expect(await store.hit('a', rate)).toEqual({ allowed: false, remaining: 0, resetMs: 1 });
    expect((await store.hit('b', rate)).allowed).toBe(true);
    now += 1;
    expect(await store.hit('a', rate)).toEqual({ allowed: true, remaining: 2, resetMs: 10_000 });
  });

  it('purges expired windows and never holds more than maxKeys', async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now, maxKeys: 100 });
    for (let i = 0; i < 500; i++) await store.hit(`k${i}`, rate);
    expect(store.size).toBe(100);
    // The newest keys survive eviction; the oldest were dropped first.
    expect((await store.hit('k499', rate)).remaining).toBe(1);
    now += 20_000;
    await store.hit('fresh', rate);
    expect(store.size).toBe(1);
    await store.close();
    expect(store.size).toBe(0);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['[2001:db8::1]:443', '2001:db8:0:0::/64'],
    ['203.0.113.7:5555', '203.0.113.7'],
    ['unknown', undefined],
    ['1.2.3', undefined],
    ['', undefined],
  ])('normalizes %j to %j', (address, key) => {
    expect(normalizeAddress(address)).toBe(key);
  });

  it.each([
    [0, '1.1.1.1, 2.2.2.2', '10.0.0.9'],
    [1, '1.1.1.1, 2.2.2.2', '2.2.2.2'],
    [2, '1.1.1.1, 2.2.2.2', '1.1.1.1'],
    [2, '6.6.6.6, 1.1.1.1, 2.2.2.2', '1.1.1.1'],
    [3, '1.1.1.1, 2.2.2.2', '10.0.0.9'],
    [1, '1.1.1.1, not-an-ip', '10.0.0.9'],
    [1, '1.1.1.1,2001:db8:5:6::1', '2001:db8:5:6::/64'],
    [1, undefined, '10.0.0.9'],
  ])('with trust proxy %i and X-Forwarded-For %j uses %s', (trustProxy, forwardedFor, key) => {
    expect(clientKey({ socketAddress: '::ffff:10.0.0.9', forwardedFor, trustProxy })).toBe(key);
  });

  it('is unknown without any address', () => {
    expect(clientKey({ trustProxy: 0 })).toBe('unknown');
  });
});

const OK = JSON.stringify({ message: 'hi' });
const post = (url: string, body = OK, headers: Record<string, string> = {}) =>
  fetch(`${url}/chat`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then(async (r) => ({
    status: r.status,
    retryAfter: r.headers.get('retry-after'),
    cacheControl: r.headers.get('cache-control'),
    json: (await r.json()) as unknown,
  }));

describe('rate limiting on a real server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: parseRate('5/1m'), trustProxy: 0 });
  });
  afterAll(() => server.close());

  it('answers five, then 429 with whole-second Retry-After and no-store; rejected requests never count', async () => {
    // Requests that fail before answering work cost nothing and are not counted.
    for (const body of ['{}', 'nope', '{"message":" "}', 'x'.repeat(17_000)]) expect((await post(server.url, body)).status).toBeLessThan(500);
    expect((await post(server.url, OK, { 'content-type': 'text/plain' })).status).toBe(415);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(server.url)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // Without --trust-proxy a forged X-Forwarded-For changes nothing.
    const limited = await post(server.url, OK, { 'x-forwarded-for': '198.51.100.1' });
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toMatch(/^\d+$/);
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(59);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
    expect(limited.cacheControl).toBe('no-store');
    expect(limited.json).toEqual({ error: 'too many requests' });
    // Invalid requests are still told what is wrong, not 429.
    expect((await post(server.url, '{}')).status).toBe(400);
  });
});

describe('rate limiting behind proxies', () => {
  it('keys by the address --trust-proxy hops from the right, never a forged leftmost entry', async () => {
    const app = testApp({ rateLimit: { limit: 1, windowMs: 60_000 }, trustProxy: 1 });
    const send = (xff: string) =>
      app.fetch(new Request('http://local.test/chat', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': xff }, body: OK }));
    expect((await send('203.0.113.1')).status).toBe(200);
    expect((await send('1.1.1.1, 203.0.113.1')).status).toBe(429);
    expect((await send('2.2.2.2, 203.0.113.1')).status).toBe(429);
    expect((await send('203.0.113.2')).status).toBe(200);
    expect((await send('2001:db8:7:7::1')).status).toBe(200);
    expect((await send('2001:db8:7:7:ffff::2')).status).toBe(429); // same /64
    expect((await send('::ffff:203.0.113.2')).status).toBe(429); // IPv4-mapped is the same client
  });

  it('rounds Retry-After up to whole seconds, at least 1', async () => {
    for (const [resetMs, expected] of [[1, '1'], [1000, '1'], [1001, '2'], [59_999, '60'], [0, '1']] as const) {
      const store: RateLimitStore = { hit: async () => ({ allowed: false, remaining: 0, resetMs }), close: async () => {} };
      const app = testApp({ rateLimit: { limit: 1, windowMs: 1000 }, rateLimitStore: store });
      const r = await app.fetch(new Request('http://local.test/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: OK }));
      expect([r.status, r.headers.get('retry-after')]).toEqual([429, expected]);
    }
  });

  it('answers 503 with Retry-After when a store fails closed', async () => {
    const store: RateLimitStore = {
      hit: async () => {
        throw new RateLimitUnavailableError('redis down', { retryAfterSeconds: 5 });
      },
      close: async () => {},
    };
    const app = testApp({ rateLimit: { limit: 1, windowMs: 1000 }, rateLimitStore: store });
    const r = await app.fetch(new Request('http://local.test/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: OK }));
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('5');
    expect(await r.json()).toEqual({ error: 'service busy, retry later' });
  });

  it('counts nothing when the rate limit is off', async () => {
    const calls: string[] = [];
    const store: RateLimitStore = { hit: async (key) => (calls.push(key), { allowed: false, remaining: 0, resetMs: 1 }), close: async () => {} };
    const app = testApp({ rateLimit: null, rateLimitStore: store });
    const r = await app.fetch(new Request('http://local.test/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: OK }));
    expect(r.status).toBe(200);
    expect(calls).toEqual([]);
  });
});
