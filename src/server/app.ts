import { H3, type H3Event } from 'h3';
import { CHAT_PATH } from '../contract/limits.js';
import { FastResponse } from 'srvx';
import { createChatHandler } from './chat-handler.js';
import { REASONS, responseHeaders } from './http-errors.js';
import { resolveAppOptions, type AppOptions } from './options.js';

/** The h3 app `createApp` returns; `app.fetch(request)` is its web-standard handler. */
export type SecretaryApp = H3;

/**
 * Creates the chat service as an h3 app: POST /chat and nothing else. Every
 * request, on any runtime, takes this one path: the chat handler decides the
 * reply (see chat-handler.ts for the order of checks) and `responseHeaders`
 * adds the headers. Bad option values throw a `ConfigError`.
 */
export function createApp(options: AppOptions): SecretaryApp {
  const handle = createChatHandler(resolveAppOptions(options));
  // Malformed paths are answered by our own 404 (with CORS headers) instead of h3's 400.
  const app = new H3({ allowMalformedURL: true, silent: true });
  const respond = async (event: H3Event) => {
    const { reply, origin } = await handle(event);
    // srvx's response (what h3 itself returns): on Node it writes the plain header object
    // straight to Node's response, where h3's HTTPResponse first builds a web Headers from it.
    return new FastResponse(reply.body, {
      status: reply.status,
      statusText: REASONS[reply.status] ?? '',
      headers: responseHeaders(reply, origin),
    });
  };
  // One handler for every path, registered twice: the chat path as a static route, found
  // by h3's router with one map lookup; any other path through the catch-all, which the
  // handler answers with its 404. (As middleware, every request paid the router's path
  // splitting for a route that did not exist.)
  app.all(CHAT_PATH, respond);
  app.all('/**', respond);
  return app;
}
