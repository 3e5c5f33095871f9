import { randomUUID } from 'node:crypto';
import { isRequestId } from '../contract/request-id.js';

/** A fresh request id (a random UUID). */
export function newRequestId(): string {
  return randomUUID();
}

/**
 * The id of a request: the incoming `X-Request-Id` when it is a short token of
 * safe characters (so a proxy's id follows the request through), else a fresh one.
 */
export function requestIdFor(incoming: string | null | undefined): string {
  return isRequestId(incoming) ? incoming : newRequestId();
}
