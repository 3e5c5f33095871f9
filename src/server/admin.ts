import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '../errors.js';
import { SERVE_DEFAULTS } from './options.js';

/** Checks of readiness: each part's problem in a few words, or null when it is ready. */
export type ReadinessChecks = () => Record<string, string | null>;

/** Options of {@link startAdminServer}. */
export interface AdminServerOptions {
  port: number;
  /** Default `127.0.0.1` (`SERVE_DEFAULTS.adminHost`): the admin routes are for the machine's own probes and scrapers. */
  host?: string;
  /** What `/readyz` reports; every part must be null for a 200. */
  readiness: ReadinessChecks;
  /** The Prometheus exposition for `/metrics`; without it `/metrics` is 404. */
  metrics?: { contentType: string; render(): Promise<string> };
}

/** A listening admin server. */
export interface AdminServer {
  url: string;
  port: number;
  close(): Promise<void>;
}


/**
 * Starts the admin listener, on its own port so the public one keeps its one
 * route: `GET /healthz` (200 while the process answers), `GET /readyz` (200
 * when every readiness check passes, else 503 with each failing part's
 * reason) and `GET /metrics` (Prometheus text). Nothing here reads a visitor's
 * request, and nothing here is logged: probes every few seconds would bury the log.
 */
export async function startAdminServer(options: AdminServerOptions): Promise<AdminServer> {
  const host = options.host ?? SERVE_DEFAULTS.adminHost;
  const server = createServer((req, res) => void route(req, res, options));
  // Probes keep connections open; an idle one should not hold a shutdown.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? 'the port is in use' : error.code === 'EACCES' ? 'permission denied' : (error.code ?? error.message);
      reject(new ConfigError(`cannot listen on ${host}:${options.port} for the admin routes: ${reason}`, { cause: error }));
    });
    server.listen(options.port, host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, close: () => closeServer(server) };
}

async function route(req: IncomingMessage, res: ServerResponse, options: AdminServerOptions): Promise<void> {
  const path = (req.url ?? '/').split('?', 1)[0];
  const known = path === '/healthz' || path === '/readyz' || (path === '/metrics' && options.metrics !== undefined);
  if (!known) return send(res, 404, { error: 'not found' });
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'method not allowed' }, { allow: 'GET, HEAD' });
  if (path === '/healthz') return send(res, 200, { status: 'ok' });
  if (path === '/readyz') {
    const failing = Object.fromEntries(Object.entries(options.readiness()).filter(([, problem]) => problem !== null));
    return Object.keys(failing).length === 0 ? send(res, 200, { status: 'ready' }) : send(res, 503, { status: 'not ready', failing });
  }
  try {
    const text = await options.metrics!.render();
    res.writeHead(200, { 'content-type': options.metrics!.contentType, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
    res.end(req.method === 'HEAD' ? undefined : text);
  } catch {
    send(res, 500, { error: 'metrics could not be collected' });
  }
}

function send(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  headers['content-type'] = 'application/json';
  headers['cache-control'] = 'no-store';
  headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(status, headers);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
