import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { lookup } from 'node:dns/promises';
import type { AddressInfo, Socket } from 'node:net';
import { toNodeHandler } from 'h3/node';
import { ConfigError } from '../errors.js';
import { createApp, type SecretaryApp } from './app.js';
import { errorReply, REASONS, responseHeaders, type Reply } from './http-errors.js';
import type { AppOptions } from './options.js';
import { SERVE_DEFAULTS } from './options.js';

/** Builds the app once the server's URL is known (for parts that must know it, such as a demo page). */
export type AppFactory = (listening: { url: string; port: number }) => SecretaryApp | Promise<SecretaryApp>;

/** Where to listen, plus the app: options for `createApp`, a ready app, or a factory. */
export type StartOptions = ({ app: SecretaryApp | AppFactory } | AppOptions) & {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default `localhost`. */
  host?: string;
  /** Overrides of {@link SERVER_TIMEOUTS}, e.g. short ones in tests. */
  timeouts?: Partial<ServerTimeouts>;
};

/** How long Node's server waits for a client, in milliseconds; see {@link SERVER_TIMEOUTS}. */
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

/** A listening server. */
export interface RunningServer {
  /** `http://host:port`, with the real port. */
  url: string;
  port: number;
  /** Stops accepting, lets requests in flight finish, then resolves. */
  close(): Promise<void>;
}

/**
 * Timeouts for the open internet: a slow client cannot hold a connection with
 * headers dribbled in, a body sent a byte a minute, or an idle keep-alive.
 * Node's request timeout covers only receiving the request (at most 16 KiB), not
 * producing the answer, so it can be short. Node checks both only every
 * `checkIntervalMs` (30 s by default, which let a slowloris hold a socket ~40 s).
 */
export const SERVER_TIMEOUTS: Readonly<ServerTimeouts> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Serves the app on `node:http` through h3's `toNodeHandler` (not listhen, which
 * pulls a second h3 and crashed in a trial right after a chunked oversize body).
 * Requests Node's parser refuses (bad syntax, timeouts, huge headers) get the
 * same small JSON error and `Vary: Origin` as every other response, then the
 * socket is closed; one client's broken request never touches the process.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? SERVE_DEFAULTS.host;
  let handler: NodeHandler | undefined;
  let ready!: (handler: NodeHandler) => void;
  const whenReady = new Promise<NodeHandler>((resolve) => (ready = resolve));
  // A request arriving while a factory still builds the app waits for it.
  const handle: NodeHandler = (req, res) => (handler ? handler(req, res) : void whenReady.then((h) => h(req, res)));
  const servers: Server[] = [];
  const closeAll = () => Promise.all(servers.map(closeServer)).then(() => undefined);
  let port = options.port ?? SERVE_DEFAULTS.port;
  for (const [index, address] of (await bindAddresses(host)).entries()) {
    const server = createNodeServer(handle, { ...SERVER_TIMEOUTS, ...options.timeouts });
    try {
      await listen(server, port, address, host);
    } catch (error) {
      // `localhost` may also name an address family this machine lacks; the first one must work.
      if (index === 0) throw error;
      continue;
    }
    servers.push(server);
    port = (server.address() as AddressInfo).port;
  }
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  try {
    const app = 'app' in options ? (typeof options.app === 'function' ? await options.app({ url, port }) : options.app) : createApp(options);
    handler = toNodeHandler(app) as NodeHandler;
    ready(handler);
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { url, port, close: closeAll };
}

function createNodeServer(handle: NodeHandler, timeouts: ServerTimeouts): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    handle,
  );
  server.on('clientError', answerClientError);
  return server;
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
  // The request's Origin is unknown here, so no allow headers; `Vary` and the rest as on every response.
  const headers = { ...responseHeaders(reply, null), connection: 'close' };
  let lines = '';
  for (const [name, value] of Object.entries(headers)) lines += `${name}: ${value}\r\n`;
  return `HTTP/1.1 ${reply.status} ${REASONS[reply.status] ?? ''}\r\n${lines}\r\n${reply.body ?? ''}`;
}

// `localhost` resolves to 127.0.0.1, ::1 or both depending on the machine; Node would
// bind only the first, and `curl 127.0.0.1` or `curl [::1]` would then miss. Bind each.
async function bindAddresses(host: string): Promise<string[]> {
  if (host !== 'localhost') return [host];
  try {
    const found = await lookup(host, { all: true });
    const addresses = [...new Set(found.map((entry) => entry.address))];
    return addresses.length > 0 ? addresses : [host];
  } catch {
    return [host];
  }
}

function listen(server: Server, port: number, address: string, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? 'the port is in use' : error.code === 'EACCES' ? 'permission denied' : error.code ?? error.message;
      reject(new ConfigError(`cannot listen on ${host}:${port}: ${reason}`, { cause: error }));
    });
    server.listen(port, address, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // `close` stops accepting and waits for open connections. Keep-alive connections
    // would hold it until they time out, so idle ones are closed now and again every
    // 50 ms, catching each busy one as soon as its response is done.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
