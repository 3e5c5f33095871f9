/** The most characters of an `X-Request-Id` that is kept, by the service from a proxy and by the client from the service. */
export const MAX_REQUEST_ID_LENGTH = 64;

// Letters, digits and `.`, `_`, `:`, `-`: what proxies and tracing systems put there (UUIDs, nginx's
// hex ids, ULIDs), and nothing that could split a log line, a header, a metric label or a shown message.
const SAFE_ID = /^[A-Za-z0-9._:-]+$/;

/** Whether `value` is a request id worth passing on: a short token of safe characters. */
export function isRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_REQUEST_ID_LENGTH && SAFE_ID.test(value);
}
