import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ClientValidationError,
  HttpError,
  InvalidResponseError,
  RateLimitedError,
  TimeoutError,
  UnreachableError,
  createClient,
  type RateLimitEvent,
} from '../../src/client/index.js';
import { BaseUrlError } from '../../src/contract/base-url.js';
import { LIMITS, utf8ByteLength, type HistoryItem } from '../../src/contract/index.js';
import { startScriptedChatServer, type ScriptedChatServer } from '../fixtures/scripted-chat-server.js';
import { closedPort } from '../helpers/ports.js';

let server: ScriptedChatServer;
beforeAll(async () => {
  server = await startScriptedChatServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const fastBackoff = { baseMs: 40, capMs: 100 };

describe('createClient().ask against a real server', () => {
  it('posts JSON to /chat with Accept-Language and returns the reply and the new history', async () => {
    const client = createClient({ baseUrl: `${server.url}/`, language: 'sr-Latn' });
    const history: HistoryItem[] = [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello' },
    ];
    const result = await client.ask({ message: 'What do you build?', history });
    expect(result.reply).toBe('echo: What do you build?');
    expect(result.sentHistory).toEqual(history);
    expect(result.history).toEqual([
      ...history,
      { role: 'user', content: 'What do you build?' },
      { role: 'assistant', content: 'echo: What do you build?' },
    ]);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/chat');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['accept-language']).toBe('sr-Latn');
    expect(request?.json).toEqual({ message: 'What do you build?', history });
  });

  it('sends no Accept-Language of its own and no history when none is given', async () => {
    await createClient({ baseUrl: server.url }).ask({ message: 'hi' });
    // Node's fetch sends "*" by default, a browser its own preference; neither names a language.
    expect(server.requests[0]?.headers['accept-language']).toBe('*');
    expect(server.requests[0]?.json).toEqual({ message: 'hi' });
  });

  it('refuses blank and over-long messages without sending anything', async () => {
    const client = createClient({ baseUrl: server.url });
    await expect(client.ask({ message: ' \n\t' })).rejects.toThrow(
      new ClientValidationError('message must not be blank'),
    );
    const error = await client.ask({ message: 'x'.repeat(2001) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientValidationError);
    expect((error as ClientValidationError).message).toBe('message must be at most 2000 characters');
    expect((error as ClientValidationError).exitCode).toBe(2);
    // 2000 emoji are 2000 characters (code points), so they are allowed.
    await client.ask({ message: '😀'.repeat(2000) });
    expect(server.requests).toHaveLength(1);
  });

  it('trims a long history to every limit, ending with the newest turn', async () => {
    const history: HistoryItem[] = [];
    for (let i = 0; i < 120; i++) {
      history.push({ role: 'user', content: `question ${i} ${'q'.repeat(150)}` });
      history.push({ role: 'assistant', content: `answer ${i} ${'a'.repeat(300)}` });
    }
    await createClient({ baseUrl: server.url }).ask({ message: 'next', history });
    const request = server.requests[0]!;
    const sent = (request.json as { history: HistoryItem[] }).history;
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(LIMITS.historyItems);
    expect(sent.reduce((n, item) => n + [...item.content].length, 0)).toBeLessThanOrEqual(LIMITS.historyChars);
    expect(utf8ByteLength(request.body)).toBeLessThanOrEqual(LIMITS.bodyBytes);
    expect(sent[0]?.role).toBe('user');
    expect(sent.at(-1)).toEqual(history.at(-1));
  });

  it('waits as Retry-After seconds says, reports the wait, then retries', async () => {
    server.script({ kind: 'rateLimit', retryAfter: '1' });
    const events: RateLimitEvent[] = [];
    const result = await createClient({ baseUrl: server.url, onRateLimited: (e) => events.push(e) }).ask({
      message: 'hi',
    });
    expect(result.reply).toBe('echo: hi');
    expect(events).toEqual([{ waitMs: 1000, attempt: 1, fromHeader: true, status: 429 }]);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(990);
    expect(server.requests[1]!.body).toBe(server.requests[0]!.body);
  });

  it('waits until a Retry-After HTTP-date', async () => {
    const until = new Date(Date.now() + 2000).toUTCString();
    server.script({ kind: 'rateLimit', retryAfter: until });
    const events: RateLimitEvent[] = [];
    await createClient({ baseUrl: server.url, onRateLimited: (e) => events.push(e) }).ask({ message: 'hi' });
    // HTTP-dates have whole seconds, so the wait is under 2 s; what matters is not retrying before the date.
    expect(events[0]?.fromHeader).toBe(true);
    expect(events[0]!.waitMs).toBeGreaterThan(0);
    expect(events[0]!.waitMs).toBeLessThanOrEqual(2000);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at).toBeGreaterThanOrEqual(Date.parse(until));
  });

  it('backs off with growing waits when Retry-After is absent', async () => {
    server.script({ kind: 'rateLimit' }, { kind: 'rateLimit' }, { kind: 'rateLimit', retryAfter: 'soon' });
    const events: RateLimitEvent[] = [];
    const client = createClient({ baseUrl: server.url, backoff: fastBackoff, onRateLimited: (e) => events.push(e) });
    await client.ask({ message: 'hi' });
    expect(events.map((e) => e.attempt)).toEqual([1, 2, 3]);
    expect(events.every((e) => !e.fromHeader)).toBe(true);
    expect(events[0]!.waitMs).toBeGreaterThanOrEqual(20);
    expect(events[0]!.waitMs).toBeLessThanOrEqual(40);
    expect(events[1]!.waitMs).toBeGreaterThanOrEqual(40);
    expect(events[2]!.waitMs).toBeLessThanOrEqual(100);
    expect(server.requests).toHaveLength(4);
  });

  it('gives up with RateLimitedError when the wait would pass the bound, without waiting', async () => {
    server.script({ kind: 'rateLimit', retryAfter: '120' });
    // Waiting would take 120 s, far past the test's timeout: settling at all means it did not wait.
    const error = await createClient({ baseUrl: server.url, maxRetryWaitMs: 10_000 })
      .ask({ message: 'hi' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(120_000);
    expect((error as RateLimitedError).exitCode).toBe(4);
    expect((error as Error).message).toBe(
      `POST ${server.url}/chat is still rate limited (429) after 1 attempt; retry after 2 min`,
    );
  });

  it('gives up after maxAttempts 429s', async () => {
    server.script({ kind: 'rateLimit', retryAfter: '0' }, { kind: 'rateLimit', retryAfter: '0' });
    const error = await createClient({ baseUrl: server.url, maxAttempts: 2 })
      .ask({ message: 'hi' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(server.requests).toHaveLength(2);
  });

  it('reports a 4xx with the server error message', async () => {
    server.script({ kind: 'status', status: 400, json: { error: 'history[0].role must be "user" or "assistant"' } });
    const error = await createClient({ baseUrl: server.url }).ask({ message: 'hi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).exitCode).toBe(3);
    expect((error as Error).message).toBe(
      `POST ${server.url}/chat failed with status 400: history[0].role must be "user" or "assistant"`,
    );
  });

  it("keeps the service's X-Request-Id on an HttpError, and only a well-formed one", async () => {
    // The widget shows this id under a failed answer, as it is: text that could split a line must not get there.
    server.script(
      { kind: 'status', status: 502, json: { error: 'model unavailable' }, headers: { 'x-request-id': 'edge-7f3a9c' } },
      { kind: 'status', status: 502, json: { error: 'model unavailable' }, headers: { 'x-request-id': 'not a token <b>' } },
      { kind: 'status', status: 502, json: { error: 'model unavailable' } },
    );
    const client = createClient({ baseUrl: server.url });
    const ids: Array<string | undefined> = [];
    for (let i = 0; i < 3; i++) {
      const error = await client.ask({ message: 'hi' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      ids.push((error as HttpError).requestId);
    }
    expect(ids).toEqual(['edge-7f3a9c', undefined, undefined]);
  });

  it('reports a 5xx without a JSON body by its status alone', async () => {
    server.script({ kind: 'status', status: 502, body: '<html>bad gateway</html>' });
    await expect(createClient({ baseUrl: server.url }).ask({ message: 'hi' })).rejects.toThrow(
      `POST ${server.url}/chat failed with status 502`,
    );
    server.script({ kind: 'status', status: 500, json: { error: 'internal error' } });
    await expect(createClient({ baseUrl: server.url }).ask({ message: 'hi' })).rejects.toThrow(
      `POST ${server.url}/chat failed with status 500: internal error`,
    );
  });

  it('rejects a 200 whose body is not a chat response', async () => {
    server.script({ kind: 'status', status: 200, json: { reply: '' } }, { kind: 'status', status: 200, body: 'ok' });
    const client = createClient({ baseUrl: server.url });
    await expect(client.ask({ message: 'hi' })).rejects.toThrow(
      new InvalidResponseError(`POST ${server.url}/chat`, 'reply must not be empty'),
    );
    await expect(client.ask({ message: 'hi' })).rejects.toThrow(
      `POST ${server.url}/chat returned an invalid response: body is not JSON`,
    );
  });

  it('times out a slow answer', async () => {
    server.script({ kind: 'reply', delayMs: 2000 });
    const error = await createClient({ baseUrl: server.url, timeoutMs: 200 })
      .ask({ message: 'hi' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(`POST ${server.url}/chat timed out after 0.2 s`);
  });

  it('reports dropped and refused connections as UnreachableError, saying what to check', async () => {
    server.script({ kind: 'drop' }, { kind: 'dropMidBody' });
    const client = createClient({ baseUrl: server.url });
    const port = new URL(server.url).port;
    await expect(client.ask({ message: 'hi' })).rejects.toThrow(`POST ${server.url}/chat failed: other side closed; is \`secretary serve\` running on port ${port}?`);
    await expect(client.ask({ message: 'hi' })).rejects.toBeInstanceOf(UnreachableError);
    const closed = await closedPort();
    const refused = await createClient({ baseUrl: `http://127.0.0.1:${closed}` })
      .ask({ message: 'hi' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UnreachableError);
    expect((refused as UnreachableError).exitCode).toBe(3);
    expect((refused as Error).message).toBe(
      `POST http://127.0.0.1:${closed}/chat failed: connect ECONNREFUSED 127.0.0.1:${closed}; is \`secretary serve\` running on port ${closed}?`,
    );
  });

  it('waits out a 503 with Retry-After like a 429, and reports a 503 without one at once', async () => {
    server.script({ kind: 'status', status: 503, json: { error: 'busy' }, headers: { 'retry-after': '1' } });
    const events: RateLimitEvent[] = [];
    const result = await createClient({ baseUrl: server.url, onRateLimited: (e) => events.push(e) }).ask({ message: 'hi' });
    expect(result.reply).toBe('echo: hi');
    expect(events).toEqual([{ waitMs: 1000, attempt: 1, fromHeader: true, status: 503 }]);
    server.reset();
    server.script({ kind: 'status', status: 503, json: { error: 'answerer unavailable' } });
    await expect(createClient({ baseUrl: server.url }).ask({ message: 'hi' })).rejects.toThrow(
      `POST ${server.url}/chat failed with status 503: answerer unavailable`,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('does not follow a redirect: the base URL it points to is the fix', async () => {
    server.script({ kind: 'status', status: 301, headers: { location: 'https://elsewhere.example/chat' } });
    await expect(createClient({ baseUrl: server.url }).ask({ message: 'hi' })).rejects.toThrow(
      `POST ${server.url}/chat failed with status 301: a redirect to https://elsewhere.example/chat; give the base URL it points to`,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('sends with the fetch it is given', async () => {
    const seen: string[] = [];
    const fetcher: typeof fetch = (input, init) => {
      seen.push(`${init?.method} ${String(input)}`);
      return fetch(input, init);
    };
    await createClient({ baseUrl: server.url, fetch: fetcher }).ask({ message: 'hi' });
    expect(seen).toEqual([`POST ${server.url}/chat`]);
  });

  it('cancels a request in flight and a wait on 429 when the signal aborts', async () => {
    const client = createClient({ baseUrl: server.url });
    server.script({ kind: 'reply', delayMs: 2000 });
    const inFlight = new AbortController();
    setTimeout(() => inFlight.abort(), 100);
    await expect(client.ask({ message: 'hi', signal: inFlight.signal })).rejects.toMatchObject({ name: 'AbortError' });

    // Waited out, the 30 s would end in a 200, not an AbortError (and pass the test's timeout).
    server.script({ kind: 'rateLimit', retryAfter: '30' });
    const waiting = new AbortController();
    const pending = client.ask({ message: 'hi', signal: waiting.signal });
    setTimeout(() => waiting.abort(), 100);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => createClient({ baseUrl: 'ftp://example.com' })).toThrow(BaseUrlError);
    expect(() => createClient({ baseUrl: 'not a url' })).toThrow('"not a url" is not a URL');
  });

  it('sends to <base>/chat also when given the URL serve prints (ending in /chat)', () => {
    expect(createClient({ baseUrl: 'http://127.0.0.1:3000/chat' }).url).toBe('http://127.0.0.1:3000/chat');
    expect(createClient({ baseUrl: 'http://127.0.0.1:3000/api/' }).url).toBe('http://127.0.0.1:3000/api/chat');
  });
});

describe('createClient().post: one well-formed request, the answer whatever its status', () => {
  it('returns status, headers and body as they came, with extra headers sent', async () => {
    server.script({ kind: 'status', status: 418, json: { error: 'teapot' }, headers: { 'x-extra': 'yes' } });
    const answer = await createClient({ baseUrl: server.url }).post('{"message":"hi","history":[]}', { headers: { Origin: 'https://a.example' } });
    expect([answer.status, answer.headers['x-extra'], JSON.parse(answer.text), answer.truncated]).toEqual([418, 'yes', { error: 'teapot' }, false]);
    expect(server.requests[0]?.headers.origin).toBe('https://a.example');
    // Sent as given: an empty history stays in the body.
    expect(server.requests[0]?.body).toBe('{"message":"hi","history":[]}');
  });

  it('waits out a 429 unless told not to retry', async () => {
    server.script({ kind: 'rateLimit', retryAfter: '0' });
    const client = createClient({ baseUrl: server.url });
    expect((await client.post('{"message":"hi"}')).status).toBe(200);
    // Waited out, the 30 s would pass the test's timeout.
    server.script({ kind: 'rateLimit', retryAfter: '30' });
    expect((await client.post('{"message":"hi"}', { retry: false })).status).toBe(429);
    expect(server.requests).toHaveLength(3);
  });

  it('refuses, before sending, a body a client must never send', async () => {
    const client = createClient({ baseUrl: server.url });
    await expect(client.post('{"message":')).rejects.toThrow(new ClientValidationError('request body is not JSON'));
    await expect(client.post('{"message":"  "}')).rejects.toThrow(new ClientValidationError('request body message must not be blank'));
    await expect(client.post('[1]')).rejects.toThrow(new ClientValidationError('request body has no string `message`'));
    await expect(client.post(JSON.stringify({ message: 'hi', history: [{ role: 'user', content: 'x'.repeat(LIMITS.bodyBytes) }] }))).rejects.toThrow(
      new ClientValidationError(`request body is over ${LIMITS.bodyBytes} bytes`),
    );
    expect(server.requests).toHaveLength(0);
  });
});
