import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, waitFor, type ServeProcess } from '../../helpers/cli.js';
import { startOpenAIStub, STUB_SECRET, type OpenAIStub } from '../../fixtures/openai-stub.js';

// The real `secretary serve` (from dist/; build first) configured only through the
// environment, as a deployment would be, against the stand-in model server.

const KEY = 'sk-cli-test-key-5566778899';
const MODEL = 'cli-stub-model';
let stub: OpenAIStub;
const servers: ServeProcess[] = [];

beforeAll(async () => {
  stub = await startOpenAIStub();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await stub.close();
});

async function serve(env: Record<string, string>): Promise<{ url: string; output: () => string; logs: ServeProcess['logs'] }> {
  const server = await startServe(['--port', '0', '--host', '127.0.0.1', '--rate-limit', 'off'], {
    OPENAI_BASE_URL: stub.baseUrl,
    OPENAI_API_KEY: KEY,
    SECRETARY_MODEL: MODEL,
    ...env,
  });
  servers.push(server);
  return { url: `${server.url}/chat`, output: () => server.stdout() + server.stderr(), logs: server.logs };
}

function post(url: string, message: string, language?: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
    body: JSON.stringify({ message }),
  });
}

describe('secretary serve with the openai provider', () => {
  it('sends model and key from the environment, and fails in time without leaking', async () => {
    // 5 s: room for the first, answered, call on a busy machine (1 s could run out), short enough for the hang below.
    const { url, output, logs } = await serve({ SECRETARY_LLM_TIMEOUT: '5', SECRETARY_FALLBACK: 'none', SECRETARY_LOG_LEVEL: 'debug' });
    stub.setModes({ kind: 'success', content: 'Kestrel is a rate limiter.' });
    const ok = await post(url, 'What is Kestrel? VISITOR-TEXT-1', 'sr-Latn');
    expect([ok.status, await ok.json()]).toEqual([200, { reply: 'Kestrel is a rate limiter.' }]);
    const sent = stub.requests.at(-1)!;
    expect(sent.body.model).toBe(MODEL);
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body.messages[0].content).toContain('Kestrel');
    expect(sent.body.messages[0].content).not.toContain('VISITOR-TEXT');

    for (const [kind, status] of [['unauthorized', 502], ['empty', 502], ['hang', 504]] as const) {
      stub.setModes({ kind });
      // 'hang' never answers: its 504 at all is the 5 s budget at work.
      const res = await post(url, 'What is Kestrel? VISITOR-TEXT-2');
      const body = await res.text();
      expect(res.status).toBe(status);
      for (const secret of [STUB_SECRET, KEY, MODEL, stub.baseUrl]) expect(body).not.toContain(secret);
    }
    await waitFor(() => logs().filter((line) => line.event === 'model_call_failed').length >= 3);
    const log = output();
    expect(log).toContain('"event":"model_call_failed"');
    for (const secret of [STUB_SECRET, KEY, MODEL, stub.baseUrl, 'VISITOR-TEXT']) expect(log).not.toContain(secret);
  });

  it('answers with the built-in answerer when the model fails, by default', async () => {
    const { url } = await serve({});
    stub.setModes({ kind: 'unauthorized' });
    const res = await post(url, 'What is Kestrel?');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-secretary-answerer')).toBe('extractive');
    expect((await res.json()).reply).toContain('Kestrel');
  });
});
