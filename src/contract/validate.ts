import { chatRequestViolation, type ChatRequest, type ContractRule, type Violation } from './violations.js';

/** The outcome of a validation: the typed value, or one short message naming the field and the rule it breaks. */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: string; rule?: ContractRule };

/**
 * Validates a parsed JSON value as a chat request: one walk over it
 * (violations.ts), with no zod behind it, so the server does not load zod.
 */
export function validateChatRequest(value: unknown): Validation<ChatRequest> {
  const violation = chatRequestViolation(value);
  return violation === undefined ? { ok: true, value: value as ChatRequest } : refused(violation, 'body');
}

// One step of an issue's path: a key (zod), or a segment object holding one (Standard Schema).
type PathSegment = PropertyKey | { readonly key: PropertyKey };

/** Turns a zod or Standard Schema issue into a one-line message such as `history[3].role must be "user" or "assistant"`. */
export function describeIssue(
  issue: { readonly message: string; readonly path?: readonly PathSegment[] | undefined },
  root = 'body',
): string {
  return `${formatPath(issue.path ?? [], root)} ${issue.message}`;
}

/** Formats a zod path as `history[3].role`; the empty path is `root`. */
export function formatPath(path: readonly PathSegment[], root = 'body'): string {
  if (path.length === 0) return root;
  let out = '';
  for (const segment of path) {
    const key = typeof segment === 'object' ? segment.key : segment;
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** The failed {@link Validation} for `violation`: its one-line message (the path from `root`) and its rule. */
export function refused(violation: Violation, root: string): { ok: false; error: string; rule: ContractRule } {
  return { ok: false, error: describeIssue(violation, root), rule: violation.rule };
}
