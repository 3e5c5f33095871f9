import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIStub, STUB_SECRET, type OpenAIStub } from '../../fixtures/openai-stub.js';

// The real `secretary serve` (from dist/; build first) configured only through the
// environment, as a deployment would be, against the stand-in model server.

const KEY = 'sk-cli-test-key-5566778899';
const MODEL = 'cli-stub-model';
let stub: OpenAIStub;
const children: ChildProcess[] = [];

beforeAll(async () => {
  stub = await startOpenAIStub();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await stub.close();
});

async function serve(env: Record<string, string>): Promise<{ url: string; output: () => string }> {
  const child = spawn(process.execPath, ['bin/secretary.js', 'serve', '--port', '0', '--host', '127.0.0.1', '--rate-limit', 'off'], {
    env: { PATH: process.env.PATH ?? '', OPENAI_BASE_URL: stub.baseUrl, OPENAI_API_KEY: KEY, SECRETARY_MODEL: MODEL, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 10_000);
    const check = () => {
      const match = /listening on (http:\/\/\S+\/chat) \(answerer: openai/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', () => reject(new Error(`serve exited:\n${output}`)));
  });
  return { url, output: () => output };
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
    const { url, output } = await serve({ SECRETARY_LLM_TIMEOUT: '1', SECRETARY_FALLBACK: 'none', SECRETARY_LOG_LEVEL: 'debug' });
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
      const started = Date.now();
      const res = await post(url, 'What is Kestrel? VISITOR-TEXT-2');
      const body = await res.text();
      expect(res.status).toBe(status);
      expect(Date.now() - started).toBeLessThan(2000);
      for (const secret of [STUB_SECRET, KEY, MODEL, stub.baseUrl]) expect(body).not.toContain(secret);
    }
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
