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
