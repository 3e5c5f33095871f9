import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore } from '../../../src/server/rate-limit/redis-store.js';
import { createFailoverStore } from '../../../src/server/rate-limit/failover-store.js';
import { createMemoryStore } from '../../../src/server/rate-limit/memory-store.js';
import { RateLimitUnavailableError } from '../../../src/server/rate-limit/errors.js';
import type { RateLimitStore } from '../../../src/server/rate-limit/store.js';
import { createLogger } from '../../../src/server/logger.js';
import { hasRedisServer, startRedis, type TestRedis } from '../../helpers/redis.js';

const rate = { limit: 3, windowMs: 10_000 };

describe.skipIf(!hasRedisServer())('the failover store over a real Redis that goes away', () => {
  let redis: TestRedis;
  let store: RateLimitStore | undefined;
  let lines: Array<{ level: string; event: string }>;
  let primaryCalls = 0;

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    redis.resume();
    await redis.command('FLUSHALL').catch(() => redis.restart());
  });
  afterAll(async () => {
    await redis?.stop();
  });

  async function build(failure: 'open' | 'closed') {
    lines = [];
    const logger = createLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
    const redisStore = await createRedisStore({ url: redis.url, commandTimeoutMs: 200, logger });
    primaryCalls = 0;
    const primary = { ...redisStore, hit: (...args: Parameters<typeof redisStore.hit>) => (primaryCalls++, redisStore.hit(...args)) };
    store = createFailoverStore({ primary, fallback: createMemoryStore(), failure, logger, probeIntervalMs: 200 });
    return store;
  }
  const outageLines = () => lines.filter((l) => l.event.startsWith('rate_limit_store_'));

  it('open: the memory store stands in at once, the outage is logged once, and shared counting resumes', async () => {
    const s = await build('open');
    expect((await s.hit('a', rate)).remaining).toBe(2);
    await redis.kill();
    // An unbounded wait would never settle: the answers at all are the bound at work.
    const during = await Promise.all(Array.from({ length: 20 }, () => s.hit('a', rate)));
    // The in-memory stand-in starts its own window: 3 allowed, the rest refused.
    expect(during.filter((d) => d.allowed)).toHaveLength(3);
    await s.hit('a', rate);
    expect(outageLines()).toEqual([expect.objectContaining({ level: 'warn', event: 'rate_limit_store_unavailable' })]);

    await redis.restart();
    await waitFor(async () => (await s.hit('b', rate)).remaining === 2 && outageLines().length === 2);
    expect(outageLines()[1]).toMatchObject({ level: 'info', event: 'rate_limit_store_recovered' });
    // Counting is shared again: the key lives in Redis.
    expect(await redis.command('EXISTS secretary:rl:10000:b')).toBe(':1\r\n');
  });

  it('closed: requests are refused with RateLimitUnavailableError within the bounded wait', async () => {
    const s = await build('closed');
    expect((await s.hit('c', rate)).allowed).toBe(true);
    await redis.kill();
    // An unbounded wait would never settle: the refusal at all is the bound at work.
    const error = await s.hit('c', rate).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitUnavailableError);
    expect(error).toMatchObject({ status: 503, retryAfterSeconds: 1, code: 'RATE_LIMIT_UNAVAILABLE' });
    await redis.restart();
    await waitFor(async () => (await s.hit('c2', rate).then(() => true, () => false)));
  });

  it('a frozen (slow) Redis costs one bounded wait, not one per request', async () => {
    const s = await build('open');
    await s.hit('d', rate);
    redis.pause();
    const started = performance.now();
    await s.hit('d', rate); // waits for the command timeout, then the stand-in answers
    // Not before the 200 ms command timeout; how late after it is up to a busy machine (a frozen Redis never answers).
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    // The next requests do not each wait on the frozen store: at most one is the interval's probe.
    const callsBefore = primaryCalls;
    await Promise.all(Array.from({ length: 10 }, () => s.hit('d', rate)));
    expect(primaryCalls - callsBefore).toBeLessThanOrEqual(1);
    expect(outageLines()).toHaveLength(1);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 4000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
