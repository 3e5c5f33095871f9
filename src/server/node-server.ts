import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { LIMITS } from '../contract/limits.js';
import { errorReply, REASONS, responseHeaders, type Reply } from './http-errors.js';
import { markRefusedByServer } from './refused.js';
import { newRequestId } from './request-id.js';

/** A `node:http` request handler. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** How long Node's server waits for a client, in milliseconds; see `SERVER_TIMEOUTS` in start.ts. */
export interface ServerTimeouts {
  /** From connection to the end of the request headers. */
  headersTimeoutMs: number;
  /** From connection to the end of the request body. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two request timeouts. */
  checkIntervalMs: number;
  /** While draining: how long a request still arriving, or an idle keep-alive connection, is given. */
  drainGraceMs: number;
}

/** Why the Node server answered a request itself; a fixed set, for the log and the metrics. */
export type RefusalReason =
  | 'malformed'
  | 'headers_too_large'
  | 'chunk_extensions_too_large'
  | 'timeout'
  | 'missing_host'
  | 'repeated_host'
  | 'expectation'
  | 'connect';

/** A request the Node server answered itself, before the app saw it. */
export interface Refusal {
  status: number;
  reason: RefusalReason;
  /** The request line's method when one was parsed (`CONNECT`, or a request without Host). */
  method: string | null;
  requestId: string;
  /** The peer address, for the hashed client in the log line. */
  socketAddress: string | undefined;
}

/** Options of {@link createNodeServer}. */
export interface NodeServerOptions {
  timeouts: ServerTimeouts;
  /** Told of every request the server answers itself (one log line, one metric). */
  onRefused?: (refusal: Refusal) => void;
}

/** A Node server for the app, and how to drain it. */
export interface NodeServer {
  server: Server;
  /**
   * Stops accepting and drains (see {@link createNodeServer}); resolves once
   * the last connection is closed.
   */
  drain(): Promise<void>;
}

/**
 * Creates the `node:http` server in front of the h3 handler. Everything Node
 * would answer itself gets the service's JSON error, headers and one log line
 * instead: requests its parser refuses (bad syntax, timeouts, huge headers),
 * HTTP/1.1 requests without exactly one Host, `Expect` values other than
 * `100-continue`, and `CONNECT`. `100 Continue` is sent only for a body that
 * may fit. One client's broken request never touches the process.
 *
 * Draining stops accepting at once and then: every response not yet sent says
 * `Connection: close`, and so does the answer to a request that arrives on an
 * open keep-alive connection meanwhile (a proxy does not retry a POST whose
 * connection was reset); after `drainGraceMs` every connection that is not
 * being answered is closed (idle ones, and requests still arriving); after
 * three times that only answers being computed are waited for, each bounded by
 * its own deadline.
 */
export function createNodeServer(handle: NodeHandler, options: NodeServerOptions): NodeServer {
  const { timeouts } = options;
  const sockets = new Set<Socket>();
  let draining = false;
  let drained: Promise<void> | undefined;
  const refuse = (socket: Socket, reply: Reply, reason: RefusalReason, method: string | null) => {
    const requestId = newRequestId();
    options.onRefused?.({ status: reply.status, reason, method, requestId, socketAddress: socket.remoteAddress });
    return { reply, requestId };
  };
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // Node's own answer to a missing Host is a bare 400; ours is below.
      requireHostHeader: false,
    },
    (req, res) => {
      if (draining) res.setHeader('connection', 'close');
      const hosts = hostCount(req.rawHeaders);
      if (hosts !== 1 && (hosts > 1 || req.httpVersion === '1.1')) {
        const [message, reason] = hosts > 1 ? ['request must have one Host header', 'repeated_host'] as const : ['request must have a Host header', 'missing_host'] as const;
        const { reply, requestId } = refuse(req.socket, errorReply(400, message, reason, { connection: 'close' }), reason, req.method ?? null);
        return sendReply(res, reply, requestId);
      }
      return handle(req, res);
    },
  );
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, refuse));
  // A body is invited only when it may fit; the pipeline then answers as for any request.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!declaresMoreThan(req.headers['content-length'], LIMITS.bodyBytes)) res.writeContinue();
    server.emit('request', req, res);
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const { reply, requestId } = refuse(req.socket, errorReply(417, 'expectation not supported', 'expectation', { connection: 'close' }), 'expectation', req.method ?? null);
    sendReply(res, reply, requestId);
  });
  // Without a listener Node closes a CONNECT's socket with no answer at all.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const { reply, requestId } = refuse(socket, errorReply(405, 'method not allowed', 'connect', { allow: 'POST' }), 'connect', 'CONNECT');
    if (socket.writable) socket.end(rawResponse(reply, requestId), () => socket.destroy());
    else socket.destroy();
  });
  return {
    server,
    drain: () => (drained ??= drainServer()),
  };

  function drainServer(): Promise<void> {
    return new Promise((resolve) => {
      draining = true;
      if (!server.listening) return resolve();
      // net's close only stops accepting: http's would also close idle keep-alive connections
      // at once (resetting a request already on its way) and stop Node's request timeouts.
      NetServer.prototype.close.call(server, () => {
        clearTimeout(cut);
        clearTimeout(last);
        // Now http's close too: all it has left to do is stop Node's connection checks.
        server.close();
        resolve();
      });
      for (const socket of sockets) {
        const res = responseOf(socket);
        if (res && !res.headersSent) res.setHeader('connection', 'close');
      }
      const closeUnless = (keep: (res: ServerResponse & { req: IncomingMessage }) => boolean) => {
        for (const socket of sockets) {
          const res = responseOf(socket);
          if (!res || !keep(res)) socket.destroy();
        }
      };
      // After the grace: keep only answers being computed or written.
      const cut = setTimeout(() => closeUnless((res) => res.req.complete), timeouts.drainGraceMs);
      // Later still: a client that does not read its answer cannot hold the process either.
      const last = setTimeout(() => closeUnless((res) => res.req.complete && !res.headersSent), 3 * timeouts.drainGraceMs);
      cut.unref();
      last.unref();
    });
  }
}

// The response Node is sending on `socket`, until it has finished: Node's own
// handler checks `_httpMessage` the same way.
function responseOf(socket: Socket): (ServerResponse & { req: IncomingMessage }) | undefined {
  const res = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  return res && !res.writableFinished ? (res as ServerResponse & { req: IncomingMessage }) : undefined;
}

// Node keeps the first Host of a request and drops the others; RFC 9112 §3.2 wants a 400 for two.
function hostCount(raw: string[]): number {
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host') count++;
  }
  return count;
}

// A well-formed declared Content-Length over the limit.
function declaresMoreThan(declared: string | undefined, limit: number): boolean {
  return declared !== undefined && /^\d+$/.test(declared.trim()) && Number(declared) > limit;
}

function sendReply(res: ServerResponse, reply: Reply, requestId: string): void {
  reply.headers['x-request-id'] = requestId;
  res.writeHead(reply.status, REASONS[reply.status] ?? '', responseHeaders(reply, null));
  res.end(reply.body ?? undefined);
}

// Node's default answer to an unparsable request is a bare status line with no
// body and no `Vary`; this one matches the app's errors. Like Node's default, it
// writes only when no reply to this socket has started, then closes the socket.
function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Socket,
  refuse: (socket: Socket, reply: Reply, reason: RefusalReason, method: string | null) => { reply: Reply; requestId: string },
): void {
  const inFlight = (socket as Socket & { _httpMessage?: (ServerResponse & { req?: IncomingMessage }) | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message, reason] = PARSER_REFUSALS[error.code ?? ''] ?? [400, 'malformed HTTP request', 'malformed'];
  // A request whose headers the app already has: its body was cut off, and this is its one line.
  if (inFlight) markRefusedByServer(inFlight);
  const { reply, requestId } = refuse(socket, errorReply(status, message, reason), reason, inFlight?.req?.method ?? null);
  socket.end(rawResponse(reply, requestId), () => socket.destroy());
}

// What Node's parser reports, as the status Node's own handler would send and our message.
const PARSER_REFUSALS: Record<string, [number, string, RefusalReason]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request timed out', 'timeout'],
  HPE_HEADER_OVERFLOW: [431, 'request headers too large', 'headers_too_large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'chunk extensions too large', 'chunk_extensions_too_large'],
};

function rawResponse(reply: Reply, requestId: string): string {
  // The request's Origin is unknown here, so no allow headers; `Vary`, `Date` and the rest as on every response.
  reply.headers['x-request-id'] = requestId;
  const headers = responseHeaders(reply, null);
  headers.date = new Date().toUTCString();
  headers.connection = 'close';
  let lines = '';
  for (const name in headers) lines += `${name}: ${headers[name]}\r\n`;
  return `HTTP/1.1 ${reply.status} ${REASONS[reply.status] ?? ''}\r\n${lines}\r\n${reply.body ?? ''}`;
}
