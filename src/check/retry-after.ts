/**
 * Parses a `Retry-After` value (RFC 9110: delta-seconds or an HTTP-date) into
 * milliseconds from `now`; undefined when absent or not valid.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP-date always names a weekday and GMT; Date.parse alone accepts far too much ("1").
  if (!/^[A-Z][a-z]{2,8}, .+ GMT$/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
