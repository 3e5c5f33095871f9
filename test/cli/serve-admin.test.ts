import { appendFile, cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIStub, type OpenAIStub } from '../fixtures/openai-stub.js';
import { ROOT, startServe, waitFor, type ServeProcess } from '../helpers/cli.js';
import { hasRedisServer, startRedis, type TestRedis } from '../helpers/redis.js';

// `serve --admin-port`: health, readiness and Prometheus metrics on a port of their own,
// through the real CLI. The public port keeps its one route.

let serve: ServeProcess | undefined;
afterEach(async () => {
  await serve?.stop('SIGKILL');
  serve = undefined;
});

const adminUrl = (process: ServeProcess) => /admin: (http:\/\/\S+?)\)/.exec(process.startupLine)?.[1] ?? '';
const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/chat`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

// The samples of a Prometheus text exposition, after checking every line is in the format
// (values as Go's ParseFloat reads them: prom-client writes an unset mean as `Nan`).
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})?) (-?[0-9.e+-]+|[Nn][Aa][Nn]|[+-]Inf)$/.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    found.set(match[1]!, Number(match[2]));
  }
  return found;
}
const metrics = async (process: ServeProcess) => samples(await (await fetch(`${adminUrl(process)}/metrics`)).text());

describe('secretary serve --admin-port', () => {
  it('serves /healthz and /readyz on its own loopback port, and the public port still only POST /chat', async () => {
    serve = await startServe(['--host', '127.0.0.1', '--port', '0', '--admin-port', '0', '--log-level', 'warn']);
    const admin = adminUrl(serve);
    expect(admin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${admin}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${admin}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const response = await fetch(`${serve.url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
    }
    expect((await fetch(`${admin}/chat`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('is off by default: no admin listener is started', async () => {
    serve = await startServe(['--host', '127.0.0.1', '--port', '0', '--log-level', 'warn']);
    expect(serve.startupLine).not.toContain('admin:');
  });

  it('counts 200s, rejections by rule, 429s, model failures and fallbacks, and is not ready while the circuit is open', async () => {
    const stub = await startOpenAIStub({ kind: 'server-error' });
    try {
      serve = await startServe(
        ['--host', '127.0.0.1', '--port', '0', '--admin-port', '0', '--log-level', 'warn', '--rate-limit', '6/1h', '--provider', 'openai', '--base-url', stub.baseUrl, '--llm-timeout', '5'],
        { OPENAI_API_KEY: 'sk-admin-test-0123456789' },
      );
      const before = await metrics(serve);
      expect(before.get('secretary_model_circuit_state{state="closed"}')).toBe(1);
      expect((await post(serve.url, '{"message":"hi","extra":1}')).status).toBe(400);
      expect((await post(serve.url, '{"message":""}')).status).toBe(400);
      // The model fails (500, then the retry): the built-in answerer stands in.
      const answered = await post(serve.url, '{"message":"Which projects used Rust?"}');
      expect([answered.status, answered.headers.get('x-secretary-answerer')]).toEqual([200, 'extractive']);
      // Five failures in a row open the circuit: the sixth question skips the model.
      for (let i = 0; i < 5; i++) await post(serve.url, '{"message":"again"}');
      expect((await post(serve.url, '{"message":"one too many"}')).status).toBe(429);
      const after = await metrics(serve);
      expect(after.get('secretary_requests_total{status="400",answerer="none"}')).toBe(2);
      expect(after.get('secretary_rejections_total{reason="unknown_field"}')).toBe(1);
      expect(after.get('secretary_rejections_total{reason="message_invalid"}')).toBe(1);
      expect(after.get('secretary_requests_total{status="200",answerer="extractive"}')).toBe(6);
      expect(after.get('secretary_rate_limited_total')).toBe(1);
      expect(after.get('secretary_model_calls_total{outcome="bad_response"}')).toBe(5);
      expect(after.get('secretary_fallbacks_total{cause="model_failed"}')).toBe(5);
      expect(after.get('secretary_fallbacks_total{cause="circuit_open"}')).toBe(1);
      expect(after.get('secretary_model_call_duration_seconds_count{outcome="bad_response"}')).toBe(5);
      expect(after.get('secretary_model_circuit_state{state="open"}')).toBe(1);
      const readiness = await fetch(`${adminUrl(serve)}/readyz`);
      expect([readiness.status, await readiness.json()]).toEqual([503, { status: 'not ready', failing: { model_circuit: 'open' } }]);
      expect(after.get('secretary_requests_in_flight')).toBe(0);
      // The request duration histogram (counted as plain numbers, rendered when scraped): all nine requests,
      // its buckets cumulative, none of them slower than 30 s.
      expect(after.get('secretary_request_duration_seconds_count')).toBe(9);
      expect(after.get('secretary_request_duration_seconds_bucket{le="+Inf"}')).toBe(9);
      expect(after.get('secretary_request_duration_seconds_bucket{le="30"}')).toBe(9);
      expect(after.get('secretary_request_duration_seconds_bucket{le="0.0005"}')).toBeLessThanOrEqual(after.get('secretary_request_duration_seconds_bucket{le="0.001"}')!);
      expect(after.get('secretary_request_duration_seconds_sum')).toBeGreaterThan(0);
      // Node's own process metrics are there too.
      expect(after.has('nodejs_eventloop_lag_seconds')).toBe(true);
      expect(after.has('nodejs_heap_size_used_bytes')).toBe(true);
    } finally {
      await stub.close();
    }
  }, 30_000);

  it('counts knowledge reloads under --watch, loaded and failed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secretary-admin-watch-'));
    try {
      await cp(path.join(ROOT, 'examples/portfolio'), dir, { recursive: true });
      serve = await startServe(['--host', '127.0.0.1', '--port', '0', '--admin-port', '0', '--log-level', 'info', '--watch', '--knowledge', dir]);
      const reloads = async (result: string) => (await metrics(serve!)).get(`secretary_knowledge_reloads_total{result="${result}"}`) ?? 0;
      expect(await waitFor(() => serve!.logs().some((l) => l.event === 'knowledge_watching'))).toBe(true);
      await appendFile(path.join(dir, 'skills.md'), '\n\nAlso: Zig.\n');
      expect(await waitFor(async () => (await reloads('loaded')) === 1)).toBe(true);
      // Front matter that is not YAML stops the folder from loading: the reload fails, the old answerer stays.
      await writeFile(path.join(dir, 'broken.md'), '---\ntitle: [unclosed\n---\nText.\n');
      expect(await waitFor(async () => (await reloads('failed')) >= 1)).toBe(true);
      expect((await post(serve.url, '{"message":"What skills?"}')).status).toBe(200);
    } finally {
      await serve?.stop('SIGKILL');
      serve = undefined;
      await rm(dir, { recursive: true, force: true });
    }
  }, 40_000);

  it('keeps the series count bounded under 10,000 requests of random paths, bodies and headers', async () => {
    serve = await startServe(['--host', '127.0.0.1', '--port', '0', '--admin-port', '0', '--log-level', 'warn', '--rate-limit', 'off']);
    const url = serve.url;
    const sent = new Set<string>();
    const random = () => {
      const text = `r${Math.random().toString(36).slice(2)}`;
      sent.add(text);
      return text;
    };
    const methods = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'];
    const bodies = () => [`{"message":"${random()}"}`, `{"${random()}":1}`, random(), `{"message":"x","history":[{"role":"${random()}","content":"y"}]}`, ''];
    for (let count = 0; count < 10_000; count += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const method = methods[i % methods.length]!;
          const options: RequestInit = { method, headers: { 'content-type': i % 7 ? 'application/json' : `text/${random()}`, [`x-${random()}`]: random(), 'x-request-id': random() } };
          if (method !== 'GET' && method !== 'OPTIONS') options.body = bodies()[i % 5]!;
          return fetch(`${url}/${i % 3 ? 'chat' : random()}?${random()}=${random()}`, options).then((r) => r.arrayBuffer(), () => undefined);
        }),
      );
    }
    const text = await (await fetch(`${adminUrl(serve)}/metrics`)).text();
    const all = samples(text);
    const series = [...all.keys()].filter((name) => name.startsWith('secretary_'));
    const counted = [...all].filter(([name]) => name.startsWith('secretary_requests_total{')).reduce((sum, [, value]) => sum + value, 0);
    expect(counted).toBe(10_000);
    // Fixed label sets: statuses × answerers, rules, outcomes, histogram buckets. A label per visitor would add thousands.
    expect(series.length).toBeLessThan(300);
    // And not one of the random strings sent became a label value.
    const values = new Set([...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]));
    expect([...values].filter((value) => sent.has(value!))).toEqual([]);
  }, 120_000);

  it('turns /readyz to 503 at once on SIGTERM, while an answer in flight still finishes', async () => {
    const stub = await startOpenAIStub({ kind: 'hang' });
    try {
      serve = await startServe(
        ['--host', '127.0.0.1', '--port', '0', '--admin-port', '0', '--log-level', 'warn', '--provider', 'openai', '--base-url', stub.baseUrl, '--llm-timeout', '8', '--fallback', 'none'],
        { OPENAI_API_KEY: 'sk-admin-test-0123456789' },
      );
      const admin = adminUrl(serve);
      const inFlight = post(serve.url, '{"message":"slow one"}');
      await stub.waitForRequests(1);
      const exited = serve.stop('SIGTERM', 20_000);
      let readiness: { status: number; body: unknown } = { status: 0, body: null };
      expect(
        await waitFor(async () => {
          const response = await fetch(`${admin}/readyz`).catch(() => undefined);
          if (response) readiness = { status: response.status, body: await response.json() };
          return readiness.status === 503;
        }),
      ).toBe(true);
      expect(readiness.body).toEqual({ status: 'not ready', failing: { shutdown: 'shutting down' } });
      // The answer in flight ends on its own deadline (the model hangs: 504) and gets its response.
      expect((await inFlight).status).toBe(504);
      expect(await exited).toBe(0);
    } finally {
      await stub.close();
    }
  }, 40_000);
});

describe.skipIf(!hasRedisServer())('secretary serve --admin-port with --redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('is not ready while Redis is stopped, and ready again once it is back', async () => {
    serve = await startServe(['--host', '127.0.0.1', '--port', '0', '--admin-port', '0', '--log-level', 'warn', '--redis', redis.url]);
    const readyz = async () => {
      const response = await fetch(`${adminUrl(serve!)}/readyz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await waitFor(async () => (await readyz()).status === 200)).toBe(true);
    await redis.kill();
    expect(await waitFor(async () => (await readyz()).status === 503)).toBe(true);
    expect((await readyz()).body).toEqual({ status: 'not ready', failing: { rate_limit_store: 'unreachable' } });
    expect((await metrics(serve)).get('secretary_rate_limit_store_up')).toBe(0);
    await redis.restart();
    expect(await waitFor(async () => (await readyz()).status === 200)).toBe(true);
    expect((await metrics(serve)).get('secretary_rate_limit_store_up')).toBe(1);
  }, 60_000);
});
