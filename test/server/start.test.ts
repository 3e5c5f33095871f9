import { afterEach, describe, expect, it } from 'vitest';
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
    expect(SERVER_TIMEOUTS.requestTimeoutMs).toBeGreaterThan(30_000); // the client's own patience fits inside
    expect(SERVER_TIMEOUTS.keepAliveTimeoutMs).toBeGreaterThan(0);
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
