import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore, REDIS_KEY_PREFIX, type RedisStore } from '../../../src/server/rate-limit/redis-store.js';
import { RedisUnavailableError } from '../../../src/server/rate-limit/errors.js';
import { hasRedisServer, startRedis, type TestRedis } from '../../helpers/redis.js';

describe.skipIf(!hasRedisServer())('the Redis rate-limit store against a real redis-server', () => {
  let redis: TestRedis;
  let store: RedisStore;

  beforeAll(async () => {
    redis = await startRedis();
    store = await createRedisStore({ url: redis.url });
  });
  afterAll(async () => {
    await store?.close();
    await redis?.stop();
  });

  it('allows exactly the limit out of 100 concurrent hits, counting down remaining', async () => {
    const rate = { limit: 10, windowMs: 5000 };
    const decisions = await Promise.all(Array.from({ length: 100 }, () => store.hit('atomic', rate)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.map((d) => d.remaining).sort((a, b) => b - a).slice(0, 10)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    for (const d of decisions) {
      expect(d.resetMs).toBeGreaterThan(0);
      expect(d.resetMs).toBeLessThanOrEqual(5000);
    }
  });

  it('gives every key a TTL from Redis, under the secretary prefix', async () => {
    await store.hit('ttl-check', { limit: 3, windowMs: 4000 });
    const key = `${REDIS_KEY_PREFIX}4000:ttl-check`;
    const pttl = Number((await redis.command(`PTTL ${key}`)).slice(1));
    expect(pttl).toBeGreaterThan(3000);
    expect(pttl).toBeLessThanOrEqual(4000);
    // A key left without a TTL (by hand, or an old version) gets one on its next hit rather than living forever.
    await redis.command('SET secretary:rl:4000:no-ttl 1');
    await store.hit('no-ttl', { limit: 3, windowMs: 4000 });
    expect(Number((await redis.command('PTTL secretary:rl:4000:no-ttl')).slice(1))).toBeGreaterThan(3000);
  });

  it('still counts after SCRIPT FLUSH empties the script cache (NOSCRIPT falls back to EVAL)', async () => {
    const rate = { limit: 2, windowMs: 5000 };
    expect((await store.hit('flush', rate)).allowed).toBe(true);
    expect(await redis.command('SCRIPT FLUSH')).toBe('+OK\r\n');
    expect((await store.hit('flush', rate)).allowed).toBe(true);
    expect(await store.hit('flush', rate)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('opens a new window once the old one expires', async () => {
    const rate = { limit: 1, windowMs: 150 };
    expect((await store.hit('window', rate)).allowed).toBe(true);
    const refused = await store.hit('window', rate);
    expect(refused.allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, refused.resetMs + 20));
    expect(await store.hit('window', rate)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('fails within the bounded wait with RedisUnavailableError when Redis is gone, and recovers when it is back', async () => {
    const rate = { limit: 5, windowMs: 5000 };
    await redis.kill();
    // An unbounded wait would never settle: the rejection at all is the bound at work.
    await expect(store.hit('outage', rate)).rejects.toBeInstanceOf(RedisUnavailableError);
    await waitUntil(() => !store.isReady());
    await redis.restart();
    await waitUntil(() => store.isReady(), 3000);
    // A restarted Redis has an empty script cache: the NOSCRIPT fallback covers it.
    expect(await store.hit('outage', rate)).toMatchObject({ allowed: true, remaining: 4 });
  });

  it('finds a Redis that comes up only after the store was created', async () => {
    await redis.kill();
    const late = await createRedisStore({ url: redis.url, commandTimeoutMs: 200 });
    try {
      await expect(late.hit('late', { limit: 1, windowMs: 5000 })).rejects.toBeInstanceOf(RedisUnavailableError);
      await redis.restart();
      await waitUntil(() => late.isReady(), 3000);
      expect(await late.hit('late', { limit: 1, windowMs: 5000 })).toMatchObject({ allowed: true, remaining: 0 });
    } finally {
      await late.close();
    }
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 1000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
