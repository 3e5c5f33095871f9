import { JSON_MEDIA_TYPE, mediaType } from '../contract/index.js';
import { excerpt } from './excerpt.js';
import type { ProbeResponse } from './types.js';

// Statuses that say "no such operation here": the route is missing, the method is not allowed
// on it, or the server does not do POST at all (Python's http.server answers 501).
const NOT_HERE = new Set([404, 405, 501]);

/**
 * Whether the first POST to `<base>/chat` shows that the target is not a chat service; returns
 * the one line that says so, or undefined. `valid` is true when the request was a valid chat
 * request, which a chat service answers with JSON; for an invalid one a non-JSON rejection is
 * allowed, since docs/spec.md guarantees no error body shape.
 */
export function diagnoseFirstResponse(response: ProbeResponse, chatUrl: string, valid: boolean): string | undefined {
  const question = 'is this the base URL of a chat service?';
  if (NOT_HERE.has(response.status)) return `POST ${chatUrl} answered ${response.status}: ${question}`;
  // A redirect (http to https, a moved host) is not followed by a POST client; the fix is the other URL.
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.location;
    return `POST ${chatUrl} answered ${response.status}, a redirect${location ? ` to ${excerpt(location)}` : ''}: give the base URL it points to`;
  }
  if (response.status === 429 || response.status >= 500) return undefined;
  // A 2xx page is never a chat service's answer to anything; a 4xx page only counts for a valid request.
  if (!valid && (response.status < 200 || response.status >= 300)) return undefined;
  if (isJson(response)) return undefined;
  const type = mediaType(response.headers['content-type']) ?? 'no Content-Type';
  return `POST ${chatUrl} answered ${response.status} with ${type}, not JSON: ${question}`;
}

/** The one line for a first request that got no response at all. */
export function diagnoseNoResponse(chatUrl: string, why: string): string {
  return `POST ${chatUrl} got ${why.startsWith('no response') ? why : `no response (${why})`}: is the service up and answering?`;
}

function isJson(response: ProbeResponse): boolean {
  if (mediaType(response.headers['content-type']) === JSON_MEDIA_TYPE) return true;
  try {
    JSON.parse(response.body);
    return true;
  } catch {
    return false;
  }
}
