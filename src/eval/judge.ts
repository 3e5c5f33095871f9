import type { EvalEntry, EvalVerdict } from './types.js';

/**
 * Checks a reply against an entry: every `expect` item, one `anyOf` item, no `absent` item.
 * Matching ignores case and treats typographic quotes as plain ones, so an owner who types
 * "doesn't" matches a reply that says "doesn’t". With `within`, what must appear counts only
 * in the reply's first `within` characters (what a visitor reads first); `absent` anywhere.
 */
export function judge(entry: Pick<EvalEntry, 'expect' | 'anyOf' | 'absent'>, reply: string, options: { within?: number } = {}): EvalVerdict {
  const whole = fold(reply);
  const start = options.within === undefined ? whole : fold([...reply].slice(0, options.within).join(''));
  const has = (needle: string) => start.includes(fold(needle));
  const missing = entry.expect.filter((item) => !has(item));
  const noneOf = entry.anyOf && !entry.anyOf.some(has) ? entry.anyOf : [];
  const present = entry.absent.filter((item) => whole.includes(fold(item)));
  return { pass: missing.length === 0 && noneOf.length === 0 && present.length === 0, missing, noneOf, present };
}

function fold(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[‘’‛′]/g, "'").replace(/[“”„″]/g, '"');
}
