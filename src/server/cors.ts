import { ConfigError } from '../errors.js';

// CORS for an exact list of origins. Never `*`, never `null`, never an unlisted
// origin reflected back, never credentials: the endpoint is public but only the
// owner's pages may read its answers from a browser.

/** How long a browser may cache a successful preflight, in seconds. */
export const CORS_MAX_AGE_SECONDS = 600;

/** Checks that `value` is a bare origin such as `https://example.com` and returns it; else a `ConfigError`. */
export function parseCorsOrigin(value: string): string {
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
      `CORS origin ${JSON.stringify(value)} must be a bare origin such as https://example.com (scheme, host and optional port; no path, no "*")`,
    );
  }
  return trimmed;
}

/** Splits a comma-separated list of origins (as in `SECRETARY_CORS_ORIGINS`) and checks each. */
export function parseCorsOriginList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseCorsOrigin);
}

/**
 * The CORS headers of any response to a request from `origin`: `Vary: Origin`
 * always, and the allow headers only when `origin` is listed.
 */
export function corsHeaders(origin: string | null, allowed: ReadonlySet<string>): Record<string, string> {
  if (origin === null || !allowed.has(origin)) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    // Lets the widget read how long to wait after a 429 or 503.
    'access-control-expose-headers': 'Retry-After',
  };
}

/** Whether `request` is a CORS preflight: OPTIONS with `Origin` and `Access-Control-Request-Method`. */
export function isPreflight(method: string, headers: Headers): boolean {
  return method === 'OPTIONS' && headers.has('origin') && headers.has('access-control-request-method');
}

/** The extra headers of a 204 answer to a preflight from a listed origin. */
export function preflightHeaders(): Record<string, string> {
  return {
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'Content-Type, Accept-Language',
    'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
  };
}
