// Regression (issue 15.6): after 200k fresh client keys, two clients that were rate limited were
// answered again before their window ended, because the full memory store evicted them first.
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server/rate-limit/memory-store.js';
import type { RunningServer } from '../../src/server/start.js';
import { startTestServer } from '../helpers/server.js';

const rate = { limit: 2, windowMs: 60_000 };

describe('the memory store under a flood of fresh keys', () => {
  it('keeps two limited clients limited through 200k fresh keys (default maxKeys)', async () => {
    const store = createMemoryStore();
    for (const client of ['limited-a', 'limited-b']) {
      for (let i = 0; i < 3; i++) await store.hit(client, rate);
      expect((await store.hit(client, rate)).allowed).toBe(false);
    }
    for (let i = 0; i < 200_000; i++) await store.hit(`fresh-${i}`, rate);
    expect(store.size).toBe(100_000);
    expect((await store.hit('limited-a', rate)).allowed).toBe(false);
    expect((await store.hit('limited-b', rate)).allowed).toBe(false);
    // The newest fresh keys are still counted; the oldest made room.
    expect((await store.hit('fresh-199999', rate)).remaining).toBe(0);
    expect((await store.hit('fresh-0', rate)).remaining).toBe(1);
  });

  it('makes room from still-allowed windows, oldest first, and from limited ones only when nothing else is left', async () => {
    const store = createMemoryStore({ maxKeys: 3 });
    const strict = { limit: 1, windowMs: 60_000 };
    await store.hit('limited', strict);
    await store.hit('limited', strict);
    await store.hit('allowed-old', rate);
    await store.hit('allowed-new', rate);
    await store.hit('fresh', rate); // full: the oldest still-allowed window goes, not the older limited one
    expect((await store.hit('limited', strict)).allowed).toBe(false);
    expect((await store.hit('allowed-new', rate)).remaining).toBe(0);
    expect((await store.hit('allowed-old', rate)).remaining).toBe(1); // forgotten, so a new window
    for (const key of ['x', 'y', 'z']) for (let i = 0; i < 2; i++) await store.hit(key, strict);
    // Only limited windows are left (x, y, z); the oldest of them made room.
    expect(store.size).toBe(3);
    expect((await store.hit('limited', strict)).allowed).toBe(true);
  });
});

describe('over HTTP, with a spoofable X-Forwarded-For', () => {
  let server: RunningServer & { chatUrl: string };
  afterAll(async () => {
    await server?.close();
  });

  it('a flood of fresh forwarded addresses does not free a limited client', async () => {
    server = await startTestServer({ rateLimit: rate, rateLimitStore: createMemoryStore({ maxKeys: 200 }), trustProxy: 1 });
    const ask = (address: string) =>
      fetch(server.chatUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ message: 'hello' }),
      }).then(async (res) => (await res.arrayBuffer(), res.status));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await ask('198.51.100.7'));
    expect(statuses).toEqual([200, 200, 429]);
    for (let i = 0; i < 600; i += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, j) => ask(`10.0.${(i + j) >> 8}.${(i + j) & 255}`)));
    }
    expect(await ask('198.51.100.7')).toBe(429);
  });
});
