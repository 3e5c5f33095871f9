import type { AppOptions } from '../../src/server/options.js';
import { startServer, type RunningServer, type ServerTimeouts } from '../../src/server/start.js';
import { createApp } from '../../src/server/app.js';
import { recordingAnswerer } from './answerers.js';

/** The app with a recording test answerer and no rate limit unless `options` say otherwise. */
export function testApp(options: Partial<AppOptions> = {}) {
  return createApp({ answerer: recordingAnswerer(), rateLimit: null, ...options });
}

/** Starts the app on 127.0.0.1, on a free port; close it in `afterAll`/`afterEach`. */
export async function startTestServer(
  options: Partial<AppOptions> & { timeouts?: Partial<ServerTimeouts> } = {},
): Promise<RunningServer & { chatUrl: string }> {
  // A short drain grace: close() otherwise gives idle keep-alive connections a second, per test.
  const timeouts = { drainGraceMs: 100, ...options.timeouts };
  const server = await startServer({ answerer: recordingAnswerer(), rateLimit: null, ...options, timeouts, host: '127.0.0.1', port: 0 });
  return { ...server, chatUrl: `${server.url}/chat` };
}

/** A POST /chat in-process through `app.fetch`. */
export function chatRequest(body: string | Uint8Array, headers: Record<string, string> = {}, base = 'http://local.test'): Request {
  return new Request(`${base}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

/** Status, the JSON body and the headers of a response, for one `expect`. */
export async function summarize(response: Response): Promise<{ status: number; body: unknown; headers: Headers }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown), headers: response.headers };
}
