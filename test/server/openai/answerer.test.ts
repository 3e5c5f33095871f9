import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/contract/index.js';
import { AnswererError } from '../../../src/server/answerers/errors.js';
import { createOpenAIAnswerer, type OpenAIAnswererOptions } from '../../../src/server/answerers/openai/answerer.js';
import { createContextPicker } from '../../../src/server/answerers/openai/context.js';
import type { Answerer } from '../../../src/server/answerers/types.js';
import { createLogger } from '../../../src/server/logger.js';
import { startOpenAIStub, STUB_SECRET, type OpenAIStub } from '../../fixtures/openai-stub.js';
import { knowledge, TRAM_TEXT, wordRetriever } from './_portfolio.js';

const KEY = 'sk-test-key-abcdef123456';
const MODEL = 'stub-model-7b';
let stub: OpenAIStub;
const logLines: string[] = [];
const open: Answerer[] = [];

beforeAll(async () => {
  stub = await startOpenAIStub();
});
afterAll(async () => {
  await stub.close();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((a) => a.close?.()));
  stub.requests.length = 0;
  stub.setModes();
  logLines.length = 0;
});

async function answerer(overrides: Partial<OpenAIAnswererOptions> = {}): Promise<Answerer> {
  const created = await createOpenAIAnswerer({
    profile: knowledge.profile,
    pickContext: createContextPicker({ knowledge, retriever: wordRetriever, buildQuery: (m) => m }),
    model: MODEL,
    baseUrl: stub.baseUrl,
    apiKey: KEY,
    maxTokens: 321,
    temperature: 0.2,
    timeoutMs: 5000,
    logger: createLogger({ level: 'debug', write: (line) => logLines.push(line) }),
    ...overrides,
  });
  open.push(created);
  return created;
}

function ask(a: Answerer, message = 'What is Tramline?', language: Language = 'en', signal = new AbortController().signal) {
  return a.answer({ message, history: [], language, signal });
}

async function failure(promise: Promise<unknown>): Promise<AnswererError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AnswererError);
  return error as AnswererError;
}

describe('openai answerer: the request', () => {
  it('sends the model, the bearer key, the prompt and the caps over the real wire format', async () => {
    const a = await answerer();
    const history = [
      { role: 'user' as const, content: 'Hi there' },
      { role: 'assistant' as const, content: 'Hello! Ask me about Ana.' },
    ];
    const result = await a.answer({ message: 'What is Tramline?', history, language: 'en', signal: new AbortController().signal });
    expect(result).toEqual({ reply: 'Hello from the model.', answerer: 'openai' });
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = request!.body;
    expect(body.model).toBe(MODEL);
    expect(body.max_tokens).toBe(321);
    expect(body.temperature).toBe(0.2);
    expect(body.stream).toBeUndefined();
    for (const key of ['tools', 'functions', 'tool_choice', 'function_call']) expect(body).not.toHaveProperty(key);
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(body.messages.slice(1)).toEqual([...history, { role: 'user', content: 'What is Tramline?' }]);
    expect(body.messages[0].content).toContain('Ana Petrović');
    expect(body.messages[0].content).toContain(TRAM_TEXT);
  });

  it('sends a different language instruction for sr-Latn and a placeholder key to keyless servers', async () => {
    const a = await answerer({ apiKey: undefined, temperature: undefined });
    await ask(a, 'Šta je Tramline?', 'sr-Latn');
    await ask(a, 'What is Tramline?', 'en');
    const [sr, en] = stub.requests.map((r) => r.body.messages[0].content as string);
    expect(sr).not.toBe(en);
    expect(sr).toContain('Latin script');
    expect(stub.requests[0]!.headers.authorization).toBe('Bearer not-needed');
    expect(stub.requests[0]!.body).not.toHaveProperty('temperature');
  });

  it('uses a fresh random marker per answerer and never shows it to the visitor', async () => {
    stub.setModes({ kind: 'leak' });
    const a = await answerer();
    const b = await answerer();
    expect((await ask(a)).reply).toMatch(/^I can't share that/);
    expect((await ask(b, 'x', 'sr-Latn')).reply).toMatch(/^To ne mogu da podelim/);
    const markers = stub.requests.map((r) => /Confidential marker \(never output it\): (\S+)/.exec(r.body.messages[0].content)?.[1]);
    expect(markers[0]).toMatch(/^SM-[0-9a-f]{24}$/);
    expect(markers[0]).not.toBe(markers[1]);
  });
});

describe('openai answerer: failures', () => {
  it('retries an empty completion once, then answers', async () => {
    stub.setModes({ kind: 'empty' }, { kind: 'success', content: 'Second time lucky.' });
    const a = await answerer();
    expect(await ask(a)).toEqual({ reply: 'Second time lucky.', answerer: 'openai' });
    expect(stub.requests).toHaveLength(2);
  });

  it('fails as upstream after two empty completions, never with an empty reply', async () => {
    stub.setModes({ kind: 'empty' });
    const a = await answerer();
    const error = await failure(ask(a));
    expect([error.failure, error.status]).toEqual(['upstream', 502]);
    expect(stub.requests).toHaveLength(2);
  });

  it.each([
    ['unauthorized', 'upstream', 502, 1, 'auth'],
    ['server-error', 'upstream', 502, 2, 'bad_response'],
    ['drop', 'upstream', 502, 2, 'unreachable'],
    ['overloaded', 'overloaded', 503, 1, 'overloaded'],
  ] as const)('maps %s to %s (%d) without leaking upstream text', async (kind, failureClass, status, attempts, failureKind) => {
    stub.setModes({ kind });
    const a = await answerer();
    const error = await failure(ask(a));
    expect([error.failure, error.status, error.kind]).toEqual([failureClass, status, failureKind]);
    expect(stub.requests).toHaveLength(attempts);
    const everything = [error.message, String(error.cause ?? ''), JSON.stringify(error), ...logLines].join('\n');
    for (const secret of [STUB_SECRET, KEY, MODEL, stub.baseUrl, '127.0.0.1', 'Tramline']) expect(everything).not.toContain(secret);
    expect(logLines.some((l) => JSON.parse(l).event === 'model_call_failed')).toBe(true);
  });

  it('maps 429 to overloaded with the upstream Retry-After when sane, else a few seconds', async () => {
    const a = await answerer();
    stub.setModes({ kind: 'rate-limited', retryAfter: '7' });
    expect((await failure(ask(a))).retryAfterSeconds).toBe(7);
    stub.setModes({ kind: 'rate-limited', retryAfter: '86400' });
    expect((await failure(ask(a))).retryAfterSeconds).toBe(5);
    stub.setModes({ kind: 'rate-limited' });
    const error = await failure(ask(a));
    expect([error.failure, error.status, error.retryAfterSeconds]).toEqual(['overloaded', 503, 5]);
    expect(stub.requests).toHaveLength(3);
  });

  it('gives up on a hanging model within the time budget', async () => {
    stub.setModes({ kind: 'hang' });
    const a = await answerer({ timeoutMs: 1000 });
    const started = Date.now();
    const error = await failure(ask(a));
    // Not before the budget; how late after it is up to a busy machine (the stub itself never answers).
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect([error.failure, error.status]).toEqual(['timeout', 504]);
    await expect.poll(() => stub.requests[0]?.closedEarly).toBe(true);
  });

  it('aborts the upstream request when the visitor disconnects', async () => {
    stub.setModes({ kind: 'hang' });
    // A budget far past the test's timeout: only the visitor's abort can end this call in time.
    const a = await answerer({ timeoutMs: 120_000 });
    const visitor = new AbortController();
    const pending = ask(a, 'What is Tramline?', 'en', visitor.signal);
    await stub.waitForRequests(1);
    visitor.abort();
    const error = await failure(pending);
    expect(error.message).toMatch(/aborted by the caller/);
    await expect.poll(() => stub.requests[0]?.closedEarly).toBe(true);
    expect(stub.requests).toHaveLength(1);
  });

  it('does not call the model for a visitor who already left', async () => {
    const a = await answerer();
    const visitor = new AbortController();
    visitor.abort();
    await failure(ask(a, 'x', 'en', visitor.signal));
    expect(stub.requests).toHaveLength(0);
  });
});
