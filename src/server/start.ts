import type { Server } from 'node:http';
import { lookup } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from 'h3/node';
import { ConfigError } from '../errors.js';
import { createApp, type SecretaryApp } from './app.js';
import type { Logger } from './logger.js';
import { noMetrics, type Metrics } from './metrics.js';
import { createNodeServer, type NodeHandler, type NodeServer, type Refusal, type ServerTimeouts } from './node-server.js';
import type { AppOptions } from './options.js';
import { SERVE_DEFAULTS } from './options.js';
import { normalizeAddress } from './rate-limit/client-key.js';
import { createRequestLog } from './request-log.js';

/** Builds the app once the server's URL is known (for parts that must know it, such as a demo page). */
export type AppFactory = (listening: { url: string; port: number }) => SecretaryApp | Promise<SecretaryApp>;

export type { ServerTimeouts } from './node-server.js';

/** Where to listen, plus the app: options for `createApp`, a ready app, or a factory. */
export type StartOptions = ({ app: SecretaryApp | AppFactory } | AppOptions) & {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default `localhost`. */
  host?: string;
  /** Overrides of {@link SERVER_TIMEOUTS}, e.g. short ones in tests. */
  timeouts?: Partial<ServerTimeouts>;
  /** Where the Node server's own refusals are logged (one `request` line each); the app's `logger` when options are given. */
  logger?: Logger;
  /** What the Node server's own refusals are counted in; the app's `metrics` when options are given. */
  metrics?: Metrics;
};

/** A listening server. */
export interface RunningServer {
  /** `http://host:port`, with the real port. */
  url: string;
  port: number;
  /**
   * Stops accepting and drains: responses say `Connection: close`; after the
   * drain grace, idle connections and requests still arriving are closed;
   * answers being computed finish; then it resolves.
   */
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
  drainGraceMs: 1_000,
};

/**
 * Serves the app on `node:http` through h3's `toNodeHandler` (not listhen, which
 * pulls a second h3 and crashed in a trial right after a chunked oversize body).
 * What Node would answer itself gets the service's JSON errors (see node-server.ts).
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? SERVE_DEFAULTS.host;
  let handler: NodeHandler | undefined;
  let ready!: (handler: NodeHandler) => void;
  const whenReady = new Promise<NodeHandler>((resolve) => (ready = resolve));
  // A request arriving while a factory still builds the app waits for it.
  const handle: NodeHandler = (req, res) => (handler ? handler(req, res) : void whenReady.then((h) => h(req, res)));
  const servers: NodeServer[] = [];
  const logger = options.logger ?? ('answerer' in options ? options.logger : undefined);
  const metrics = options.metrics ?? ('answerer' in options ? options.metrics : undefined) ?? noMetrics;
  const logRefusal = logger ? createRequestLog(logger) : undefined;
  const onRefused = (refusal: Refusal) => {
    metrics.requestRefused(refusal.status, refusal.reason);
    logRefusal?.({
      method: refusal.method,
      path: null,
      status: refusal.status,
      durationMs: null,
      clientKey: normalizeAddress(refusal.socketAddress) ?? 'unknown',
      requestId: refusal.requestId,
      reason: refusal.reason,
    });
  };
  const closeAll = () => Promise.all(servers.map((server) => server.drain())).then(() => undefined);
  let port = options.port ?? SERVE_DEFAULTS.port;
  for (const [index, address] of (await bindAddresses(host)).entries()) {
    const node = createNodeServer(handle, { timeouts: { ...SERVER_TIMEOUTS, ...options.timeouts }, onRefused });
    const { server } = node;
    try {
      await listen(server, port, address, host);
    } catch (error) {
      // `localhost` may also name an address family this machine lacks; the first one must work.
      if (index === 0) throw error;
      continue;
    }
    servers.push(node);
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
