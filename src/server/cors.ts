import { ConfigError, quoteValue } from '../errors.js';

// CORS for an exact list of origins. Never `*`, never `null`, never an unlisted
// origin reflected back, never credentials: the endpoint is public but only the
// owner's pages may read its answers from a browser.

/** How long a browser may cache a successful preflight, in seconds. */
export const CORS_MAX_AGE_SECONDS = 600;

/** Checks that `value` is a bare origin such as `https://example.com` and returns it; else a `ConfigError` calling it `name`. */
export function parseCorsOrigin(value: string, name = 'CORS origin'): string {
  const trimmed = value.trim();
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    url = undefined;
  }
  // `new URL(x).origin === x` holds only for scheme://host[:port] written canonically,
  // which is exactly what a browser sends in `Origin`, so the exact match can work.
  // A `*` is refused outright: wildcards are never honoured, so it can only mislead.
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== trimmed || trimmed.includes('*')) {
    throw new ConfigError(
      `${name} must be a bare origin such as https://example.com (scheme, host and optional port; no path, no "*"), got ${quoteValue(value)}`,
    );
  }
  return trimmed;
}

/** Splits a comma-separated list of origins (as in `SECRETARY_CORS_ORIGINS`) and checks each. */
export function parseCorsOriginList(value: string, name = 'CORS origin'): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => parseCorsOrigin(part, name));
}

/** The headers a listed origin may read besides the simple ones: how long to wait after a 429 or 503, and the request id to quote. */
export const EXPOSED_HEADERS = 'Retry-After, X-Request-Id';

/** Adds to `headers` what lets the listed `origin` read a response. */
export function grantCors(headers: Record<string, string>, origin: string): void {
  headers['access-control-allow-origin'] = origin;
  headers['access-control-expose-headers'] = EXPOSED_HEADERS;
}

/** The extra headers of a 204 answer to a preflight from a listed origin. */
export function preflightHeaders(): Record<string, string> {
  return {
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'Content-Type, Accept-Language',
    'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
  };
}
