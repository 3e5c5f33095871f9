import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { createLogger } from '../../src/server/logger.js';
import { AnswererError } from '../../src/server/answerers/errors.js';
import type { Answerer } from '../../src/server/answerers/types.js';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { gatedAnswerer } from '../helpers/answerers.js';
import { startServe, waitFor } from '../helpers/cli.js';
import { rawRequest } from '../helpers/raw-http.js';
import { startTestServer, testApp } from '../helpers/server.js';

// Issue 15: bodies the service does not decode, visitors who leave, requests Node refuses itself.

const post = (body: string, headers: Record<string, string> = {}) =>
  testApp().fetch(new Request('http://x/chat', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }));
const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('bodies the service does not decode', () => {
  // Regression: `Content-Encoding: gzip` on a plain body was answered 200, read as if it were plain.
  it.each(['gzip', 'br', 'deflate', 'x-custom'])('refuses Content-Encoding %s with 415', async (coding) => {
    expect(await json(await post('{"message":"hi"}', { 'content-encoding': coding }))).toEqual({
      status: 415,
      body: { error: 'content encoding must be identity' },
    });
  });

  it('accepts Content-Encoding identity', async () => {
    expect((await post('{"message":"hi"}', { 'content-encoding': 'identity' })).status).toBe(200);
  });

  // Regression: `application/json; charset=utf-16` was answered 200, the body read as UTF-8.
  it.each(['utf-16', 'iso-8859-1', '"utf-16le"'])('refuses charset=%s with 415', async (charset) => {
    expect(await json(await post('{"message":"hi"}', { 'content-type': `application/json; charset=${charset}` }))).toEqual({
      status: 415,
      body: { error: 'charset must be utf-8' },
    });
  });

  it.each(['utf-8', 'UTF-8', '"utf-8"'])('accepts charset=%s', async (charset) => {
    expect((await post('{"message":"hi"}', { 'content-type': `application/json; charset=${charset}` })).status).toBe(200);
  });

  // Regression: an escaped lone surrogate in `message` was answered, though it cannot be sent on as UTF-8.
  it.each([
    ['{"message":"hi \\ud800"}', 'message must not contain a lone surrogate (it is not valid Unicode text)'],
    ['{"message":"hi \\udfff there"}', 'message must not contain a lone surrogate (it is not valid Unicode text)'],
    ['{"message":"hi","history":[{"role":"user","content":"a\\ud83d"}]}', 'history[0].content must not contain a lone surrogate (it is not valid Unicode text)'],
  ])('refuses %s with 400', async (body, error) => {
    expect(await json(await post(body))).toEqual({ status: 400, body: { error } });
  });

  it('accepts a surrogate pair, escaped or not', async () => {
    expect((await post('{"message":"rocket \\ud83d\\ude80 🚀"}')).status).toBe(200);
  });
});

describe('a visitor who leaves mid-answer', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  // Regression: the answerer's error on abort was logged as a 502 with an answer_failed warning.
  it('is logged as 499, with no warning', async () => {
    const lines: Array<Record<string, unknown>> = [];
    let started!: () => void;
    const began = new Promise<void>((resolve) => (started = resolve));
    // Like the model answerer: when the request's signal aborts, the call fails as an upstream error.
    const answerer: Answerer = {
      name: 'slow',
      answer: (input) =>
        new Promise((_resolve, reject) => {
          input.signal.addEventListener('abort', () => reject(new AnswererError('upstream', 'model call aborted')), { once: true });
          started();
        }),
    };
    server = await startTestServer({ answerer, logger: createLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line)) }) });
    const controller = new AbortController();
    const pending = request(`${server.url}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message":"hi"}',
      signal: controller.signal,
    }).catch(() => undefined);
    await began;
    controller.abort();
    await pending;
    await waitFor(() => lines.some((line) => line.event === 'request'));
    expect(lines.filter((line) => line.event === 'request').map((line) => line.status)).toEqual([499]);
    expect(lines.filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([]);
  });
});

describe('requests Node would answer itself', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  // Regression: an HTTP/1.1 request without Host got Node's own 400: empty chunked body, no JSON, no Vary.
  it('answers a missing Host with the service\'s JSON 400 and headers', async () => {
    server = await startTestServer();
    const response = await rawRequest(server.port, ['POST /chat HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}']);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: 'request must have a Host header' });
    expect(response.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      vary: 'Origin',
      connection: 'close',
    });
  });

  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n'],
    ['a header name with a space', 'POST /chat HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
    ['a control character in a header value', 'POST /chat HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n'],
  ])('answers %s with the same JSON shape and headers', async (_name, raw) => {
    server = await startTestServer();
    const response = await rawRequest(server.port, [raw]);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: 'malformed HTTP request' });
    expect(response.headers).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-store', vary: 'Origin' });
    expect(response.headers.date).toMatch(/GMT$/);
  });
});

describe('draining on close', () => {
  // Regression: a response sent while draining said `Connection: keep-alive`.
  it('lets an answer in flight finish with Connection: close, and closes idle and half-sent connections after the grace', async () => {
    const answerer = gatedAnswerer();
    const server = await startServer({ answerer, rateLimit: null, host: '127.0.0.1', port: 0, timeouts: { drainGraceMs: 200 } });
    const inFlight = rawRequest(server.port, ['POST /chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 16\r\n\r\n{"message":"hi"}'], 10_000);
    const idle = await openSocket(server.port);
    const trickling = await openSocket(server.port);
    trickling.socket.write('POST /chat HTTP/1.1\r\nHost: x\r\n');
    await answerer.started;
    const closing = server.close();
    // Both are closed after the drain grace, not a request timeout; the answer in flight is still being made.
    await Promise.all([idle.closed, trickling.closed]);
    answerer.releaseAll();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.connection).toBe('close');
    await closing;
  });
});

describe('secretary serve on SIGTERM', () => {
  // Regression: a client trickling headers kept the process alive for the whole grace period (25 s by default).
  it('exits promptly with nothing in flight, even with a half-sent request and an idle connection open', async () => {
    const serve = await startServe(['--host', '127.0.0.1', '--port', '0', '--log-level', 'warn']);
    const { port } = new URL(serve.url);
    const idle = await openSocket(Number(port));
    const trickling = await openSocket(Number(port));
    trickling.socket.write('POST /chat HTTP/1.1\r\nHost: x\r\n');
    // SIGKILL (code null) after 20 s: generous for a busy machine, short of the 25 s grace period that held it before.
    const code = await serve.stop('SIGTERM', 20_000);
    expect(code).toBe(0);
    await Promise.all([idle.closed, trickling.closed]);
  }, 30_000);
});

// A connected socket and a promise that resolves when the server closes it.
async function openSocket(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed: new Promise((resolve) => socket.once('close', () => resolve())) };
}
