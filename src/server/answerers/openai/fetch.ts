import { AnswererError } from '../errors.js';
import { DEFAULT_MAX_RESPONSE_BYTES } from './defaults.js';

/** A fetch the OpenAI SDK can use, with the pool it sends through. */
export interface PooledFetch {
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Closes the pool's keep-alive sockets. */
  close(): Promise<void>;
}

/** Options of {@link createPooledFetch}. */
export interface PooledFetchOptions {
  connections?: number;
  /** Most bytes of one response body read from the model server; past it the call fails. Default 1 MiB. */
  maxResponseBytes?: number;
}

/**
 * Creates a fetch on undici's own keep-alive Agent: every model call reuses a
 * pooled connection to the model server. It sends with `undici.request`, which
 * skips the WHATWG fetch machinery (request and body streams, CORS and
 * redirect bookkeeping) and costs less CPU per call than both Node 20's
 * built-in fetch and undici's fetch (see docs/benchmarks.md). The reply is
 * read as a stream and counted: a model server that sends more than
 * `maxResponseBytes` (a runaway or hostile one) has its connection dropped and
 * the call fails with an upstream {@link AnswererError}, so memory stays
 * bounded whatever it sends. Loaded only on the model path.
 */
export async function createPooledFetch(options: PooledFetchOptions = {}): Promise<PooledFetch> {
  const undici = await import('undici');
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const agent = new undici.Agent({
    connections: options.connections ?? 64,
    keepAliveTimeout: 30_000,
  });
  const lean = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    // The SDK always passes a URL string or URL and a plain init.
    if (typeof input !== 'string' && !(input instanceof URL)) throw new TypeError('the model fetch takes a URL');
    const url = new URL(input);
    const reply = await agent.request({
      origin: url.origin,
      path: url.pathname + url.search,
      method: (init.method ?? 'GET') as 'GET',
      headers: toPairs(init.headers),
      body: (init.body ?? null) as string | null,
      signal: init.signal ?? undefined,
    });
    const bytes = await readCapped(reply.body, maxBytes);
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.append(name, value);
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 205 || reply.statusCode === 304;
    return new Response(empty ? null : bytes, { status: reply.statusCode, headers });
  };
  return { fetch: lean, close: () => agent.close() };
}

/**
 * Reads a body stream into one buffer of at most `maxBytes`; one byte more
 * destroys the stream (closing the connection) and throws an upstream
 * {@link AnswererError}. The check is made per chunk, so at most one chunk
 * (undici's are 64 KiB or less) is held beyond the cap.
 */
export async function readCapped(body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown }, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      const error = new AnswererError('upstream', `model response larger than ${maxBytes} bytes`);
      body.destroy(error);
      throw error;
    }
    chunks.push(chunk);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function toPairs(headers: HeadersInit | undefined): Record<string, string> {
  if (headers === undefined) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of new Headers(headers)) out[name] = value;
  return out;
}
