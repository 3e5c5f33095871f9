// Regression (issue 13.6): a stray OPENAI_API_KEY silently switched serve to the model, and every
// request then logged a model_call_failed warning while nothing told the owner why.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIStub, STUB_SECRET, type OpenAIStub } from '../../fixtures/openai-stub.js';
import { startServe, type ServeProcess } from '../../helpers/cli.js';

const KEY = 'sk-outage-test-key-0011223344';
let stub: OpenAIStub;
let serve: ServeProcess | undefined;

beforeAll(async () => {
  stub = await startOpenAIStub();
});
afterEach(async () => {
  await serve?.stop();
  serve = undefined;
});
afterAll(async () => {
  await stub.close();
});

const logs = () =>
  serve!
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
// Each request's line is written after whatever it logged on the way: once all `count` are out, so is
// any duplicate warning (a fixed sleep was sometimes too short on a busy machine).
const allLogged = (count: number) =>
  expect.poll(() => logs().filter((l) => l.event === 'request').length, { timeout: 20_000 }).toBe(count);

function ask(url: string): Promise<number> {
  return fetch(`${url}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'What is Kestrel?' }),
  }).then(async (res) => (await res.arrayBuffer(), res.status));
}

describe('what serve tells the owner about the model', () => {
  it('says on the start-up line why openai was chosen, only when it was chosen automatically', async () => {
    serve = await startServe(['--port', '0', '--host', '127.0.0.1'], { OPENAI_API_KEY: KEY });
    expect(serve.startupLine).toMatch(
      /^secretary listening on http:\/\/127\.0\.0\.1:\d+\/chat \(answerer: openai \(because OPENAI_API_KEY is set; --provider extractive to use the built-in one\), knowledge: /,
    );
    await serve.stop();
    serve = await startServe(['--port', '0', '--host', '127.0.0.1'], { OPENAI_BASE_URL: stub.baseUrl });
    expect(serve.startupLine).toContain('(answerer: openai (because OPENAI_BASE_URL is set; --provider extractive to use the built-in one),');
    await serve.stop();
    serve = await startServe(['--port', '0', '--host', '127.0.0.1', '--provider', 'openai'], { OPENAI_API_KEY: KEY });
    expect(serve.startupLine).toContain('(answerer: openai, knowledge: ');
  });

  it('warns once per outage with its kind and says once when the model is back', async () => {
    serve = await startServe(['--port', '0', '--host', '127.0.0.1', '--rate-limit', 'off'], { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: stub.baseUrl });
    stub.setModes({ kind: 'unauthorized' });
    // Past the breaker's threshold (5) and into its open state: the fallback answers each one.
    for (let i = 0; i < 8; i++) expect(await ask(serve.url)).toBe(200);
    await allLogged(8);
    expect(logs().filter((l) => l.event === 'model_circuit_open')).toHaveLength(1);
    const warnings = logs().filter((l) => l.level === 'warn' || l.level === 'error');
    expect(warnings).toEqual([expect.objectContaining({ event: 'model_unavailable', kind: 'auth', status: 401, fallback: 'extractive' })]);
    expect(serve.stdout()).not.toContain(STUB_SECRET);
    expect(serve.stdout()).not.toContain(KEY);
    await serve.stop();

    // A model server that is not there at all is "unreachable"; when it answers again, one line says so.
    serve = await startServe(['--port', '0', '--host', '127.0.0.1', '--rate-limit', 'off'], {
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: stub.baseUrl,
    });
    stub.setModes({ kind: 'drop' });
    for (let i = 0; i < 3; i++) expect(await ask(serve.url)).toBe(200);
    stub.setModes({ kind: 'success', content: 'Kestrel is a rate limiter.' });
    for (let i = 0; i < 3; i++) expect(await ask(serve.url)).toBe(200);
    await allLogged(6);
    expect(logs().filter((l) => String(l.event).startsWith('model_')).map((l) => [l.level, l.event, l.kind ?? null])).toEqual([
      ['warn', 'model_unavailable', 'unreachable'],
      ['info', 'model_recovered', null],
    ]);
  }, 60_000);

  it('with --fallback none, the visitors get 502 and 503 and the log still holds one warning', async () => {
    serve = await startServe(['--port', '0', '--host', '127.0.0.1', '--rate-limit', 'off', '--fallback', 'none'], {
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: stub.baseUrl,
    });
    stub.setModes({ kind: 'unauthorized' });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push(await ask(serve.url));
    expect(statuses).toEqual([502, 502, 502, 502, 502, 503, 503]);
    await allLogged(7);
    expect(logs().filter((l) => l.level === 'warn' || l.level === 'error').map((l) => l.event)).toEqual(['model_unavailable']);
  }, 60_000);
});
