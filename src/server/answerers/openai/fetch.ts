/** A fetch the OpenAI SDK can use, with the pool it sends through. */
export interface PooledFetch {
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Closes the pool's keep-alive sockets. */
  close(): Promise<void>;
}

/**
 * Creates a fetch on undici's own keep-alive Agent: every model call reuses a
 * pooled connection to the model server. It sends with `undici.request`, which
 * skips the WHATWG fetch machinery (request and body streams, CORS and
 * redirect bookkeeping) and costs less CPU per call than both Node 20's
 * built-in fetch and undici's fetch (see BENCHMARKS.md); the reply is read
 * whole (a chat completion is small and not streamed here) and handed to
 * the SDK as a standard `Response`. Loaded only on the model path.
 */
export async function createPooledFetch(options: { connections?: number } = {}): Promise<PooledFetch> {
  const undici = await import('undici');
  const agent = new undici.Agent({
    connections: options.connections ?? 64,
    keepAliveTimeout: 30_000,
  });
  const lean = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    // The SDK always passes a URL string and a plain init; a Request falls back to undici's fetch.
    if (typeof input !== 'string' && !(input instanceof URL)) {
      return undici.fetch(input as never, { ...(init as object), dispatcher: agent }) as unknown as Promise<Response>;
    }
    const reply = await agent.request({
      origin: (input = new URL(input)).origin,
      path: input.pathname + input.search,
      method: (init.method ?? 'GET') as 'GET',
      headers: toPairs(init.headers),
      body: (init.body ?? null) as string | null,
      signal: init.signal ?? undefined,
    });
    const bytes = await reply.body.arrayBuffer();
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

function toPairs(headers: HeadersInit | undefined): Record<string, string> {
  if (headers === undefined) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of new Headers(headers)) out[name] = value;
  return out;
}
