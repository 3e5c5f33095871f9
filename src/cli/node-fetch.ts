// Node's built-in fetch gives up on an answer after 300 s (undici's default header and body
// timeouts), whatever the client's own timeout says. A longer --timeout needs undici's own fetch
// with those turned off: the one place the CLI loads undici for the client.

/** The longest wait Node's built-in fetch allows for headers and for the body, in milliseconds. */
export const NODE_FETCH_LIMIT_MS = 300_000;

/** The `fetch` for a client whose one request may take `timeoutMs`: undefined (the platform's) up to 300 s, else undici's with no timeouts of its own. */
export async function fetchFor(timeoutMs: number): Promise<Fetch | undefined> {
  if (timeoutMs <= NODE_FETCH_LIMIT_MS) return undefined;
  const undici = await import('undici');
  // The client's own timer bounds every request; these would only cut it short.
  const dispatcher = new undici.Agent({ headersTimeout: 0, bodyTimeout: 0 });
  type Init = Parameters<typeof undici.fetch>[1];
  // The client passes only a URL string and plain init fields, which both fetch types take alike.
  return ((input: string, init?: RequestInit) => undici.fetch(input, { ...(init as Init), dispatcher })) as unknown as Fetch;
}

type Fetch = typeof globalThis.fetch;
