import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBaseUrl } from '../contract/base-url.js';
import type { Language } from '../contract/languages.js';
import { ConfigError } from '../errors.js';
import { contentTypeOf, resolveStatic, type Mount } from './demo/static.js';
import { loadBrowserModules } from './demo/browser-modules.js';
import { describeOwner } from './demo/owner.js';
import { demoPagePolicy, importMapFor, renderDemoPage } from './demo/page.js';
import { pageTexts } from './demo/texts.js';
import { defaultKnowledgeDir } from './knowledge/default-dir.js';
import { loadKnowledge } from './knowledge/load.js';
import type { Knowledge } from './knowledge/types.js';
import { silentLogger, type Logger } from './logger.js';

/** What `startDemoPage` takes. */
export interface DemoPageOptions {
  /** Interface to listen on, e.g. `localhost`; wildcard hosts get the origin `http://localhost:port`. */
  host: string;
  /** Port for the page, never the API's own; 0 picks a free one. */
  port: number;
  /**
   * The chat service's base URL the widget calls, or a function giving it, for when the
   * service starts after the page (both on port 0, each needing the other's address).
   */
  apiBaseUrl: string | (() => string);
  /**
   * The served folder, or a function giving its latest load (under `--watch`): the page greets
   * with its owner's name and offers questions about what it covers. Default: the bundled example.
   */
  knowledge?: Knowledge | (() => Knowledge);
  /** Receives one debug line per request; silent by default. */
  logger?: Logger;
  /** Closes the page server when aborted. */
  signal?: AbortSignal;
}

/** A listening demo page server. */
export interface DemoPage {
  /** The address to open: the English page, `http://host:port/en/`. */
  url: string;
  /** `http://host:port`, the origin the page is announced at. */
  origin: string;
  /**
   * Every origin a browser on this machine may use for the page, to add to the
   * service's CORS list: for a loopback or wildcard bind, the same port as
   * `localhost`, `127.0.0.1` and `[::1]`, which are one server, not another site.
   */
  origins: string[];
  /** Stops the server and drops its connections. */
  close(): Promise<void>;
}

// dist/server/demo-page.js and src/server/demo-page.ts both sit two folders below the package root.
const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEMPLATE = `${PACKAGE_ROOT}examples/web/index.html`;
const MOUNTS: readonly Mount[] = [{ prefix: '/examples/web/', dir: `${PACKAGE_ROOT}examples/web` }];
// The modules of the package's `./browser` export, which the widget imports by name; the page's
// import map points the name here.
const MODULES_PREFIX = '/modules/';
const PAGES: Readonly<Record<string, Language | undefined>> = { '/': undefined, '/en/': 'en', '/sr-Latn/': 'sr-Latn' };
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

/**
 * Serves the demo page (`/`, `/en/`, `/sr-Latn/`), the widget and the built modules it imports
 * on its own `node:http` server, apart from the API, whose port stays POST /chat only.
 */
export async function startDemoPage(options: DemoPageOptions): Promise<DemoPage> {
  const logger = options.logger ?? silentLogger;
  const apiBaseUrl = typeof options.apiBaseUrl === 'function' ? options.apiBaseUrl : constant(checkBaseUrl(options.apiBaseUrl));
  let template: string;
  try {
    template = await readFile(TEMPLATE, 'utf8');
  } catch (cause) {
    throw new ConfigError(`demo page: cannot read its template ${TEMPLATE}`, { cause });
  }
  const knowledge = options.knowledge ?? (await loadKnowledge(defaultKnowledgeDir()));
  const modules = await loadBrowserModules(PACKAGE_ROOT);
  const moduleFiles = new Map([...modules.files].map((file) => [moduleUrl(modules.root, file), file]));
  const importMap = importMapFor(modules.specifier, moduleUrl(modules.root, modules.entry));
  const site: Site = { template, importMap, moduleFiles, apiBaseUrl, knowledge: typeof knowledge === 'function' ? knowledge : constant(knowledge) };
  const server = createServer((request, response) => {
    handle(request, response, site).then(
      (status) => logger.debug('demo page request', { method: request.method, path: pathOf(request), status }),
      (error: unknown) => {
        logger.error('demo page request failed', { error: error instanceof Error ? error.name : typeof error });
        if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Internal Server Error');
        else response.destroy();
      },
    );
  });
  await listen(server, options.port, options.host);
  const { port } = server.address() as AddressInfo;
  const origin = `http://${originHost(options.host)}:${port}`;
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  }));
  options.signal?.addEventListener('abort', () => void close(), { once: true });
  if (options.signal?.aborted) await close();
  return { url: `${origin}/en/`, origin, origins: pageOrigins(options.host, origin, port), close };
}

interface Site {
  template: string;
  importMap: string;
  /** URL path → file of the browser export's modules: only these, never the rest of the build. */
  moduleFiles: ReadonlyMap<string, string>;
  apiBaseUrl: () => string;
  knowledge: () => Knowledge;
}

async function handle(request: IncomingMessage, response: ServerResponse, site: Site): Promise<number> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return send(response, 405, 'text/plain; charset=utf-8', 'Method Not Allowed', { allow: 'GET, HEAD' });
  }
  const path = pathOf(request);
  if (Object.hasOwn(PAGES, path)) {
    const base = site.apiBaseUrl();
    const language = PAGES[path] ?? 'en';
    const texts = pageTexts(describeOwner(site.knowledge(), language), language);
    const html = renderDemoPage(site.template, { language, texts, apiBaseUrl: base, importMap: site.importMap });
    const policy = demoPagePolicy(base, site.importMap);
    return send(response, 200, 'text/html; charset=utf-8', html, { 'content-security-policy': policy });
  }
  if (Object.hasOwn(PAGES, `${path}/`)) return send(response, 301, 'text/plain; charset=utf-8', '', { location: `${path}/` });
  if (path === '/favicon.ico') return send(response, 204, 'text/plain; charset=utf-8', '');
  const file = path.startsWith(MODULES_PREFIX) ? site.moduleFiles.get(path) : await resolveStatic(MOUNTS, path);
  if (!file) return send(response, 404, 'text/plain; charset=utf-8', 'Not Found');
  return send(response, 200, contentTypeOf(file), await readFile(file));
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): number {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  response.writeHead(status, { ...BASE_HEADERS, 'content-type': type, 'content-length': bytes.byteLength, ...headers });
  response.end(response.req.method === 'HEAD' || status === 204 ? undefined : bytes);
  return status;
}

function moduleUrl(root: string, file: string): string {
  return MODULES_PREFIX + relative(root, file).split(sep).join('/');
}

function pathOf(request: IncomingMessage): string {
  // Only the path matters; a query string or fragment never selects a file.
  return (request.url ?? '/').split(/[?#]/, 1)[0] || '/';
}

// The chat service's base URL, read by the contract's one parser (a trailing /chat is dropped).
function checkBaseUrl(value: string): string {
  try {
    return parseBaseUrl(value).url.href.replace(/\/+$/, '');
  } catch (error) {
    throw new ConfigError(`demo page: API base URL: ${(error as Error).message}`, { cause: error });
  }
}

function constant<T>(value: T): () => T {
  return () => value;
}

function originHost(host: string): string {
  // A page opened through a wildcard bind is reached as localhost; IPv6 literals need brackets.
  const name = host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return name.includes(':') ? `[${name}]` : name;
}

const LOOPBACK_NAMES = new Set(['', '0.0.0.0', '::', 'localhost', '127.0.0.1', '::1']);

function pageOrigins(host: string, origin: string, port: number): string[] {
  if (!LOOPBACK_NAMES.has(host)) return [origin];
  return [...new Set([origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`])];
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(new ConfigError(`demo page: cannot listen on ${host}:${port} (${error.code ?? error.message})`, { cause: error }));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
