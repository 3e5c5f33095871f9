import { randomUUID } from 'node:crypto';

/** The most characters of an incoming `X-Request-Id` that is kept. */
export const MAX_REQUEST_ID_LENGTH = 64;

// Letters, digits and `.`, `_`, `:`, `-`: what proxies and tracing systems put there (UUIDs, nginx's
// hex ids, ULIDs), and nothing that could split a log line, a header or a metric label.
const SAFE_ID = /^[A-Za-z0-9._:-]+$/;

/** A fresh request id (a random UUID). */
export function newRequestId(): string {
  return randomUUID();
}

/**
 * The id of a request: the incoming `X-Request-Id` when it is a short token of
 * safe characters (so a proxy's id follows the request through), else a fresh one.
 */
export function requestIdFor(incoming: string | null | undefined): string {
  return incoming && incoming.length <= MAX_REQUEST_ID_LENGTH && SAFE_ID.test(incoming) ? incoming : newRequestId();
}
