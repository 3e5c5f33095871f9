import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHAT_PATH } from '../contract/index.js';
import { readNodeBodyLimited } from './body.js';
import type { Handled, RequestView } from './chat-handler.js';
import { COMMON_HEADERS, REASONS, type Reply } from './http-errors.js';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** A `node:http` handler for `POST /chat` that passes every other request to `fallback`. */
export type NodeFastPath = (req: IncomingMessage, res: ServerResponse, fallback: NodeHandler) => unknown;

const COMMON = Object.entries(COMMON_HEADERS).flat();

/**
 * Answers `POST /chat` from Node's own request and response objects: the same
 * handler, replies, headers and log line as the h3 app, without building a
 * web Request, a URL, a Headers object and a web Response per request (a third
 * of the CPU of a 429 under load, in profiles). Anything else (other paths,
 * query strings, other methods, a repeated Content-Type, which h3 joins and
 * Node does not) goes to `fallback`, the h3 app, so its behaviour is unchanged.
 */
export function createNodeFastPath(handle: (view: RequestView) => Promise<Handled>, corsOrigins: ReadonlySet<string>): NodeFastPath {
  return (req, res, fallback) => {
    if (req.method !== 'POST' || req.url !== CHAT_PATH || isRepeated(req.rawHeaders, 'content-type')) return fallback(req, res);
    const headers = req.headers;
    let controller: AbortController | undefined;
    const view: RequestView = {
      method: 'POST',
      pathname: CHAT_PATH,
      contentType: headers['content-type'] ?? null,
      contentLength: headers['content-length'] ?? null,
      origin: headerText(headers.origin),
      acceptLanguage: headerText(headers['accept-language']),
      forwardedFor: headerText(headers['x-forwarded-for']),
      requestsMethod: headers['access-control-request-method'] !== undefined,
      ip: req.socket?.remoteAddress,
      signal: () => (controller ??= abortOnClose(req, res)).signal,
      readBody: (limit) => readNodeBodyLimited(req, limit),
    };
    return handle(view).then(({ reply, origin }) => {
      let out = headerList(reply);
      if (origin !== null && corsOrigins.has(origin)) {
        // As corsHeaders() in cors.ts: the listed origin, and Retry-After readable by the widget.
        out = [...out, 'access-control-allow-origin', origin, 'access-control-expose-headers', 'Retry-After'];
      }
      if (res.headersSent) return;
      res.writeHead(reply.status, REASONS[reply.status] ?? '', out as string[]);
      res.end(reply.body ?? undefined);
    }, () => failResponse(res));
  };
}

// The header list of a frozen (shared) reply is made once: 429s, fixed errors and cached answers
// then cost no array building, spreading or Buffer.byteLength per request.
const prepared = new WeakMap<Reply, readonly string[]>();

function headerList(reply: Reply): readonly string[] {
  let out = prepared.get(reply);
  if (out !== undefined) return out;
  const list: string[] = [];
  for (const name in reply.headers) list.push(name, reply.headers[name]!);
  list.push(...COMMON, 'vary', 'Origin');
  if (reply.body !== null) list.push('content-length', String(Buffer.byteLength(reply.body)));
  out = list;
  if (Object.isFrozen(reply) && Object.isFrozen(reply.headers)) prepared.set(reply, out);
  return out;
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
