import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnswererConfig } from '../../../src/server/answerers/config.js';
import { AnswererError } from '../../../src/server/answerers/errors.js';
import { chooseProvider, createAnswerer } from '../../../src/server/answerers/select.js';
import type { Answerer } from '../../../src/server/answerers/types.js';
import { defaultKnowledgeDir } from '../../../src/server/knowledge/default-dir.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';
import type { Knowledge } from '../../../src/server/knowledge/types.js';
import { startOpenAIStub, type OpenAIStub } from '../../fixtures/openai-stub.js';

let stub: OpenAIStub;
let knowledge: Knowledge;
const open: Answerer[] = [];

beforeAll(async () => {
  [stub, knowledge] = await Promise.all([startOpenAIStub(), loadKnowledge(defaultKnowledgeDir())]);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((a) => a.close?.()));
  stub.requests.length = 0;
  stub.setModes();
});
afterAll(async () => {
  await stub.close();
});

async function make(config: Partial<AnswererConfig>): Promise<Answerer> {
  const answerer = await createAnswerer({ llmTimeoutSeconds: 5, fallback: 'extractive', ...config }, knowledge, {
    breaker: { threshold: 2, coolDownMs: 60_000 },
  });
  open.push(answerer);
  return answerer;
}

const ask = (a: Answerer, message = 'Tell me about Kestrel') =>
  a.answer({ message, history: [], language: 'en', signal: new AbortController().signal });

describe('chooseProvider', () => {
  it('takes the explicit provider, else openai with a key or base URL, else extractive', () => {
    expect(chooseProvider({})).toBe('extractive');
    expect(chooseProvider({ apiKey: '' })).toBe('extractive');
    expect(chooseProvider({ apiKey: 'sk-x' })).toBe('openai');
    expect(chooseProvider({ baseUrl: 'http://127.0.0.1:11434/v1' })).toBe('openai');
    expect(chooseProvider({ provider: 'extractive', apiKey: 'sk-x' })).toBe('extractive');
    expect(chooseProvider({ provider: 'openai' })).toBe('openai');
  });
});

describe('createAnswerer with the openai provider', () => {
  it('grounds the model in the relevant portfolio section and names the owner', async () => {
    const a = await make({ baseUrl: stub.baseUrl, model: 'local-model' });
    expect(await ask(a)).toEqual({ reply: 'Hello from the model.', answerer: 'openai' });
    const body = stub.requests[0]!.body;
    expect(body.model).toBe('local-model');
    expect(body.max_tokens).toBe(800);
    expect(stub.requests[0]!.headers.authorization).toBe('Bearer not-needed');
    const system: string = body.messages[0].content;
    expect(system).toContain(knowledge.profile.name);
    expect(system).toContain('Kestrel');
  });

  it('defaults to gpt-4o-mini', async () => {
    const a = await make({ baseUrl: stub.baseUrl, apiKey: 'sk-x' });
    await ask(a);
    expect(stub.requests[0]!.body.model).toBe('gpt-4o-mini');
  });

  it('falls back to the extractive answer when the model fails, then stops calling it', async () => {
    stub.setModes({ kind: 'server-error' });
    const a = await make({ baseUrl: stub.baseUrl });
    for (let i = 0; i < 3; i++) {
      const answer = await ask(a);
      expect(answer.answerer).toBe('extractive');
      expect(answer.reply).toContain('Kestrel');
    }
    // Two calls of two attempts each (500 is retried once), then the circuit is open.
    expect(stub.requests).toHaveLength(4);
  });

  it('with fallback none, surfaces the error and then 503 with the cool-down', async () => {
    stub.setModes({ kind: 'unauthorized' });
    const a = await make({ baseUrl: stub.baseUrl, fallback: 'none' });
    await expect(ask(a)).rejects.toMatchObject({ failure: 'upstream', status: 502 });
    await expect(ask(a)).rejects.toMatchObject({ failure: 'upstream', status: 502 });
    const open = await ask(a).catch((e: unknown) => e);
    expect(open).toBeInstanceOf(AnswererError);
    expect(open).toMatchObject({ failure: 'overloaded', status: 503 });
    expect((open as AnswererError).retryAfterSeconds).toBeGreaterThan(55);
    expect(stub.requests).toHaveLength(2);
  });
});
