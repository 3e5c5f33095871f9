/**
 * How long a `Retry-After` header asks to wait, in milliseconds: delta-seconds
 * (`"2"`) or an HTTP-date (`"Wed, 21 Oct 2026 07:28:00 GMT"`). A date in the past
 * means no wait; a missing or unreadable value gives `undefined`.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only an HTTP-date counts (all three forms start with the weekday and have a time);
  // Date.parse alone also accepts "1.5", "-3" or "Someday 99".
  if (!/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,? .*\d{1,2}:\d{2}:\d{2}/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** The options of the backoff used when a 429 has no usable `Retry-After`. */
export interface BackoffOptions {
  /** The wait before the first retry, before jitter, in milliseconds. */
  baseMs?: number;
  /** The longest single wait, in milliseconds. */
  capMs?: number;
  /** A number in [0, 1); `Math.random` by default, injectable for tests. */
  random?: () => number;
}

/**
 * Exponential backoff with jitter for the retry after `attempt` 429s (1-based):
 * between half and all of `baseMs * 2^(attempt-1)`, capped, so clients that were
 * limited together do not all come back at the same moment.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = 1000, capMs = 30_000, random = Math.random } = options;
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
