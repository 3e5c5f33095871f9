import { request } from 'undici';
import type { AppOptions } from '../../src/server/options.js';
import { startTestServer, testApp } from './server.js';

/** One request, described the same way for both transports. */
export interface Call {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/** A response: status, lower-case headers, raw text and the parsed JSON body (null when empty). */
export interface Result {
  status: number;
  headers: Record<string, string>;
  text: string;
  json: unknown;
}

/** Sends calls to one app, either in-process through `app.fetch` or over a real loopback socket. */
export interface Transport {
  send(call: Call): Promise<Result>;
  close(): Promise<void>;
}

/** The two ways every rule is checked: in-process and on a real server on 127.0.0.1. */
export const TRANSPORTS = ['in-process', 'loopback'] as const;

/** A POST /chat with a JSON content type and `body` serialized when it is not a string. */
export function chat(body: unknown, headers: Record<string, string> = {}): Call {
  return {
    method: 'POST',
    path: '/chat',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  };
}

/** Builds a transport of `kind` over an app made from `options`. */
export async function openTransport(kind: (typeof TRANSPORTS)[number], options: Partial<AppOptions> = {}): Promise<Transport> {
  if (kind === 'in-process') {
    const app = testApp(options);
    return {
      async send(call) {
        const response = await app.fetch(
          new Request(`http://local.test${call.path ?? '/chat'}`, {
            method: call.method ?? 'POST',
            headers: call.headers ?? {},
            ...(call.body === undefined ? {} : { body: call.body }),
          }),
        );
        return toResult(response.status, Object.fromEntries(response.headers), await response.text());
      },
      async close() {},
    };
  }
  const server = await startTestServer(options);
  return {
    async send(call) {
      const response = await request(`${server.url}${call.path ?? '/chat'}`, {
        method: (call.method ?? 'POST') as 'POST',
        headers: call.headers ?? {},
        ...(call.body === undefined ? {} : { body: call.body }),
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      return toResult(response.statusCode, headers, await response.body.text());
    },
    close: () => server.close(),
  };
}

function toResult(status: number, headers: Record<string, string>, text: string): Result {
  return { status, headers, text, json: text === '' ? null : (JSON.parse(text) as unknown) };
}
