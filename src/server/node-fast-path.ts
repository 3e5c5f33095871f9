import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHAT_PATH } from '../contract/index.js';
import { readNodeBodyLimited } from './body.js';
import type { Handled, RequestView } from './chat-handler.js';
import { corsGrant } from './cors.js';
import { headerList, REASONS } from './http-errors.js';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** A `node:http` handler for `POST /chat` that passes every other request to `fallback`. */
export type NodeFastPath = (req: IncomingMessage, res: ServerResponse, fallback: NodeHandler) => unknown;

/**
 * Answers `POST /chat` from Node's own request and response objects: the same
 * handler, replies, headers and log line as the h3 app, without building a
 * web Request, a URL, a Headers object and a web Response per request (a third
 * of the CPU of a 429 under load, in profiles). Anything else (other paths,
 * query strings, other methods, a repeated Content-Type, which h3 joins and
 * Node does not) goes to `fallback`, the h3 app, so its behaviour is unchanged.
 */
export function createNodeFastPath(handle: (view: RequestView) => Promise<Handled>): NodeFastPath {
  return (req, res, fallback) => {
    if (req.method !== 'POST' || req.url !== CHAT_PATH || isRepeated(req.rawHeaders, 'content-type')) return fallback(req, res);
    const headers = req.headers;
    let controller: AbortController | undefined;
    const view: RequestView = {
      method: 'POST',
      pathname: CHAT_PATH,
      contentType: headers['content-type'] ?? null,
      origin: headerText(headers.origin),
      acceptLanguage: headerText(headers['accept-language']),
      forwardedFor: headerText(headers['x-forwarded-for']),
      requestsMethod: headers['access-control-request-method'] !== undefined,
      ip: req.socket?.remoteAddress,
      signal: () => (controller ??= abortOnClose(req, res)).signal,
      readBody: (limit) => readNodeBodyLimited(req, limit),
    };
    return handle(view).then(({ reply, origin }) => {
      const list = headerList(reply);
      const out = origin === null ? list : [...list, ...Object.entries(corsGrant(origin)).flat()];
      if (res.headersSent) return;
      res.writeHead(reply.status, REASONS[reply.status] ?? '', out as string[]);
      res.end(reply.body ?? undefined);
    }, () => failResponse(res));
  };
}

// As srvx does when a handler throws: a bare 500, or a cut connection once headers went out.
function failResponse(res: ServerResponse): void {
  if (res.writableEnded) return;
  if (res.headersSent) res.destroy();
  else {
    res.statusCode = 500;
    res.end();
  }
}

// Node joins a repeated header with ", " (as the Headers object does) except a few such as Content-Type.
function headerText(value: string | string[] | undefined): string | null {
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
}

function isRepeated(raw: string[], lowerName: string): boolean {
  let seen = false;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!;
    if (key.length === lowerName.length && key.toLowerCase() === lowerName) {
      if (seen) return true;
      seen = true;
    }
  }
  return false;
}

// The visitor left: as srvx does for h3's request.signal, abort when the response
// closes before it was written, or at once if the client is already gone.
function abortOnClose(req: IncomingMessage, res: ServerResponse): AbortController {
  const controller = new AbortController();
  const onClose = () => {
    if (req.errored) controller.abort(req.errored);
    else if (!res.writableEnded) controller.abort();
  };
  res.once('close', onClose);
  if (res.destroyed || req.aborted || !!req.errored || (req.destroyed && !req.complete)) onClose();
  return controller;
}
