import { afterEach, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { request } from 'undici';
import { startServer, SERVER_TIMEOUTS, type RunningServer } from '../../src/server/start.js';
import { ConfigError } from '../../src/errors.js';
import { gatedAnswerer, recordingAnswerer } from '../helpers/answerers.js';
import { chunkedRequest, fixedRequest, rawRequest } from '../helpers/raw-http.js';
import { startTestServer } from '../helpers/server.js';

const OK_BODY = JSON.stringify({ message: 'Still there?' });
let server: (RunningServer & { chatUrl?: string }) | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function postOk(url: string): Promise<number> {
  const response = await fetch(`${url}/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: OK_BODY });
  await response.arrayBuffer();
  return response.status;
}

describe('startServer', () => {
  // Regression: behind listhen the whole process died right after a chunked oversize body got its 413.
  it('answers a chunked oversize body with 413 and keeps serving', async () => {
    server = await startTestServer();
    const big = 'x'.repeat(4096);
    const chunks = Array.from({ length: 6 }, () => big); // 24 KiB in 4 KiB chunks, no Content-Length
    const response = await rawRequest(server.port, chunkedRequest('/chat', chunks));
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.body)).toEqual({ error: 'body must be at most 16384 bytes' });
    // The same server, new connections, several times over.
    for (let i = 0; i < 3; i++) expect(await postOk(server.url)).toBe(200);
    const again = await rawRequest(server.port, chunkedRequest('/chat', chunks));
    expect(again.status).toBe(413);
    expect(await postOk(server.url)).toBe(200);
  });

  it('answers a declared oversize Content-Length with 413 before the body arrives', async () => {
    server = await startTestServer();
    const head = fixedRequest('/chat', '', {}, 1_000_000)[0] as string;
    // Only the headers are sent: the 413 must not wait for a megabyte that never comes.
    const response = await rawRequest(server.port, [head], 3000);
    expect(response.status).toBe(413);
    expect(await postOk(server.url)).toBe(200);
  });

  it('sets timeouts fit for the open internet', async () => {
    expect(SERVER_TIMEOUTS.headersTimeoutMs).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeoutMs);
    // Node's request timeout ends when the request is in (16 KiB at most), not when the answer is out.
    expect(SERVER_TIMEOUTS.requestTimeoutMs).toBeLessThanOrEqual(20_000);
    expect(SERVER_TIMEOUTS.keepAliveTimeoutMs).toBeGreaterThan(0);
  });

  // Regression: Node checked the headers timeout only every 30 s, so a stalled request held its socket ~40 s.
  it('answers stalled headers with a JSON 408 soon after the headers timeout', async () => {
    const timeouts = { headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 };
    server = await startTestServer({ timeouts });
    // The raw request gives up at 20 s: generous for a busy machine, well short of the 30 s Node's default check allowed.
    const response = await rawRequest(server.port, ['POST /chat HTTP/1.1\r\nHost: x\r\n'], 20_000);
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body)).toEqual({ error: 'request timed out' });
    expect(response.headers.vary).toBe('Origin');
  });

  // Regression: requests Node's parser refuses got a bare 400 with no body and no Vary: Origin.
  it.each([
    ['a lower-case method', 'post /chat HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a folded header', 'POST /chat HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n X-Injected: 1\r\n\r\n'],
    ['both Content-Length and chunked', 'POST /chat HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
  ])('answers %s with the service\'s own JSON 400', async (_name, raw) => {
    server = await startTestServer();
    const response = await rawRequest(server.port, [raw]);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: 'malformed HTTP request' });
    expect(response.headers).toMatchObject({ vary: 'Origin', 'content-type': 'application/json', connection: 'close' });
    expect(await postOk(server.url)).toBe(200);
  });

  // Regression: the socket was destroyed right after the 413, so a client still uploading got a
  // reset (fetch reported EPIPE instead of the 413 it had already been sent).
  it('keeps reading an oversize upload for a moment after its 413, then closes', async () => {
    server = await startTestServer();
    // Half-open, as an uploading HTTP client is: the server's FIN must not end our side.
    const socket = connect({ port: server.port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    let failure: string | undefined;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => (failure = error.code ?? 'error'));
    const ended = new Promise((resolve) => socket.once('end', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n');
    await ended; // the 413 came, and the server half-closed
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    const chunk = Buffer.alloc(65_536, 0x20);
    for (let i = 0; i < 40 && !failure; i++) {
      socket.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(failure).toBeUndefined();
    socket.destroy();
    expect(await postOk(server.url)).toBe(200);
  });

  it('close() stops accepting, lets a request in flight finish, then resolves', async () => {
    const answerer = gatedAnswerer();
    server = await startServer({ answerer, rateLimit: null, host: '127.0.0.1', port: 0 });
    const { url } = server;
    const inFlight = request(`${url}/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: OK_BODY });
    await answerer.started;
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    server = undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    await expect(fetch(`${url}/chat`, { method: 'POST', body: OK_BODY })).rejects.toThrow();
    answerer.releaseAll();
    const response = await inFlight;
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toEqual({ reply: 'released' });
    await closing;
    expect(closed).toBe(true);
  });

  it('reports a port in use as a one-line ConfigError', async () => {
    server = await startTestServer();
    const clash = startServer({ answerer: recordingAnswerer(), host: '127.0.0.1', port: server.port });
    await expect(clash).rejects.toThrow(ConfigError);
    await expect(clash).rejects.toThrow(`cannot listen on 127.0.0.1:${server.port}: the port is in use`);
  });

  it('builds the app from a factory that is given the listening URL', async () => {
    let seen = '';
    server = await startServer({
      host: '127.0.0.1',
      port: 0,
      app: async ({ url }) => {
        seen = url;
        const { createApp } = await import('../../src/server/app.js');
        return createApp({ answerer: recordingAnswerer(), rateLimit: null });
      },
    });
    expect(seen).toBe(server.url);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await postOk(server.url)).toBe(200);
  });
});
