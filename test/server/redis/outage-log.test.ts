// Regression (issue 15.5): with Redis down in closed mode, serve logged a `rate_limit_unavailable`
// warning for every refused request instead of one line when the outage began and one when it ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { hasRedisServer, startRedis, type TestRedis } from '../../helpers/redis.js';
import { askOnce, startServe, waitFor, type ServeProcess } from '../../helpers/cli.js';

const ready = hasRedisServer() && existsSync('dist/cli/index.js');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!ready).each(['closed', 'open'] as const)('`serve --redis-failure %s` during a Redis outage (needs dist and redis-server)', (failure) => {
  let redis: TestRedis;
  let server: ServeProcess;

  beforeAll(async () => {
    redis = await startRedis();
    // Port 0: on the default 3000 it failed to start whenever anything else on the machine held that port.
    server = await startServe(['--host', '127.0.0.1', '--port', '0', '--redis', redis.url, '--redis-failure', failure, '--rate-limit', '1000/1m', '--provider', 'extractive']);
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
  });

  const warnings = () => server.logs().filter((l) => l.level === 'warn' || l.level === 'error');
  const outageLines = () => server.logs().filter((l) => String(l.event).startsWith('rate_limit_'));
  let asked = 0;
  const ask = (url: string) => (asked++, askOnce(url));
  // Each request's line is written after whatever it logged on the way: once every one is out, so is
  // any duplicate warning (a fixed sleep was sometimes too short on a busy machine).
  const allLogged = async () => {
    expect(await waitFor(() => server.logs().filter((l) => l.event === 'request').length >= asked, 20_000)).toBe(true);
  };

  it('logs one warning when the outage starts and one line when it ends, whatever the traffic', async () => {
    expect((await ask(server.url)).status).toBe(200);
    await redis.kill();
    for (let i = 0; i < 30; i++) {
      expect((await ask(server.url)).status).toBe(failure === 'closed' ? 503 : 200);
      await sleep(20);
    }
    await allLogged();
    expect(warnings().map((l) => l.event)).toEqual(['rate_limit_store_unavailable']);

    await redis.restart();
    const deadline = Date.now() + 20_000;
    while (!outageLines().some((l) => l.event === 'rate_limit_store_recovered') && Date.now() < deadline) {
      await ask(server.url);
      await sleep(100);
    }
    for (let i = 0; i < 10; i++) await ask(server.url);
    await allLogged();
    expect(outageLines().map((l) => [l.level, l.event])).toEqual([
      ['warn', 'rate_limit_store_unavailable'],
      ['info', 'rate_limit_store_recovered'],
    ]);
  }, 60_000);
});
