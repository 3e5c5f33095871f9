import type { EvalResult } from '../types.js';

/** How much of a failing reply the reports show. */
export const REPLY_EXCERPT_CHARS = 160;
// A long anyOf list (every way to say "not found") is shown by its first few items.
const LIST_SHOWN = 4;

/** Why an entry failed, one short line per reason: missing, none of, present, or the error. */
export function failureReasons(result: EvalResult): string[] {
  if (result.error !== undefined) return [`error: ${result.error}`];
  const lines: string[] = [];
  if (result.missing.length > 0) lines.push(`missing: ${list(result.missing)}`);
  if (result.noneOf.length > 0) lines.push(`none of: ${list(result.noneOf)}`);
  if (result.present.length > 0) lines.push(`present: ${list(result.present)}`);
  return lines;
}

/** The reply on one line, cut to about 160 characters, without control characters. */
export function replyExcerpt(reply: string): string {
  // A deployment's reply goes to a terminal: escape sequences in it must not reach one.
  const line = reply.replace(/\s+/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const chars = [...line];
  return chars.length > REPLY_EXCERPT_CHARS ? `${chars.slice(0, REPLY_EXCERPT_CHARS - 1).join('')}…` : line;
}

function list(items: readonly string[]): string {
  const shown = items.slice(0, LIST_SHOWN).map((item) => JSON.stringify(item)).join(', ');
  return items.length > LIST_SHOWN ? `${shown}, … (${items.length} in all)` : shown;
}
