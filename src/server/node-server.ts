import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorReply, REASONS, responseHeaders, type Reply } from './http-errors.js';

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
}

/** A Node server for the app, and how to drain it. */
export interface NodeServer {
  server: Server;
  /**
   * Stops accepting and drains: connections without a request being answered
   * (idle keep-alive, or a request still arriving) are closed at once; responses
   * still to be sent say `Connection: close`; resolves when the last one is done.
   */
  drain(): Promise<void>;
}

/**
 * Creates the `node:http` server in front of the h3 handler. Everything Node
 * would answer itself gets the service's JSON error and headers instead: requests
 * its parser refuses (bad syntax, timeouts, huge headers) and HTTP/1.1 requests
 * without Host. One client's broken request never touches the process.
 */
export function createNodeServer(handle: NodeHandler, timeouts: ServerTimeouts): NodeServer {
  const sockets = new Set<Socket>();
  const answering = new Map<Socket, ServerResponse>();
  let draining = false;
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
      answering.set(req.socket, res);
      res.once('close', () => answering.delete(req.socket));
      if (draining) res.setHeader('connection', 'close');
      if (req.headers.host === undefined && req.httpVersion === '1.1') {
        return sendReply(res, errorReply(400, 'request must have a Host header', { connection: 'close' }));
      }
      return handle(req, res);
    },
  );
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('clientError', answerClientError);
  return {
    server,
    drain: () =>
      new Promise((resolve) => {
        draining = true;
        if (!server.listening) return resolve();
        server.close(() => resolve());
        for (const [, res] of answering) if (!res.headersSent) res.setHeader('connection', 'close');
        // Node's server.close() also stops checking header timeouts, so a request still
        // arriving would hold the drain until the client gave up: it is closed now.
        for (const socket of sockets) if (!answering.has(socket)) socket.destroy();
      }),
  };
}

function sendReply(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, REASONS[reply.status] ?? '', responseHeaders(reply, null));
  res.end(reply.body ?? undefined);
}

// Node's default answer to an unparsable request is a bare status line with no
// body and no `Vary`; this one matches the app's errors. Like Node's default, it
// writes only when no reply to this socket has started, then closes the socket.
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // `_httpMessage` is the reply in flight on this socket, as Node's own handler checks it.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const reply =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? errorReply(408, 'request timed out')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? errorReply(431, 'request headers too large')
        : errorReply(400, 'malformed HTTP request');
  socket.end(rawResponse(reply), () => socket.destroy());
}

function rawResponse(reply: Reply): string {
  // The request's Origin is unknown here, so no allow headers; `Vary`, `Date` and the rest as on every response.
  const headers = { ...responseHeaders(reply, null), date: new Date().toUTCString(), connection: 'close' };
  let lines = '';
  for (const [name, value] of Object.entries(headers)) lines += `${name}: ${value}\r\n`;
  return `HTTP/1.1 ${reply.status} ${REASONS[reply.status] ?? ''}\r\n${lines}\r\n${reply.body ?? ''}`;
}
