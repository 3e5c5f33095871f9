import type { IncomingMessage, ServerResponse } from 'node:http';
import { H3, HTTPResponse } from 'h3';
import { readBodyLimited } from './body.js';
import { createChatHandler, type RequestView } from './chat-handler.js';
import { corsHeaders } from './cors.js';
import { COMMON_HEADERS, REASONS } from './http-errors.js';
import { createNodeFastPath, type NodeFastPath } from './node-fast-path.js';
import { resolveAppOptions, type AppOptions } from './options.js';

/** The h3 app `createApp` returns; `app.fetch(request)` is its web-standard handler. */
export type SecretaryApp = H3;

// The node:http fast path of each app made here, for `startServer` (see nodeFastPathOf).
const fastPaths = new WeakMap<SecretaryApp, NodeFastPath>();

/**
 * Creates the chat service as an h3 app: POST /chat and nothing else. Checks
 * run cheapest first (CORS, route, content type, size, UTF-8, JSON, schema), the
 * rate limit counts only requests that passed them, and only then is an answer
 * produced. Bad option values throw a `ConfigError`.
 */
export function createApp(options: AppOptions): SecretaryApp {
  const config = resolveAppOptions(options);
  const handle = createChatHandler(config);
  // Malformed paths are answered by our own 404 (with CORS headers) instead of h3's 400.
  const app = new H3({ allowMalformedURL: true, silent: true });

  app.use(async (event) => {
    const request = event.req;
    const nodeRequest = event.runtime?.node?.req as IncomingMessage | undefined;
    const view: RequestView = {
      method: request.method,
      pathname: event.url.pathname,
      contentType: request.headers.get('content-type'),
      origin: request.headers.get('origin'),
      acceptLanguage: request.headers.get('accept-language'),
      forwardedFor: request.headers.get('x-forwarded-for'),
      requestsMethod: request.headers.has('access-control-request-method'),
      ip: request.ip,
      signal: () => request.signal,
      readBody: (limit) => readBodyLimited(request, limit, nodeRequest),
    };
    const { reply, origin } = await handle(view);
    const headers = { ...reply.headers, ...COMMON_HEADERS, ...corsHeaders(origin) };
    return new HTTPResponse(reply.body, { status: reply.status, statusText: REASONS[reply.status] ?? '', headers });
  });
  fastPaths.set(app, createNodeFastPath(handle));
  return app;
}

/**
 * The `node:http` handler `startServer` puts in front of h3 for an app made by
 * `createApp`: it answers `POST /chat` straight from Node's request (same checks,
 * same replies, same log line) and hands every other request to `fallback`.
 */
export function nodeFastPathOf(
  app: SecretaryApp,
): ((req: IncomingMessage, res: ServerResponse, fallback: (req: IncomingMessage, res: ServerResponse) => unknown) => unknown) | undefined {
  return fastPaths.get(app);
}
