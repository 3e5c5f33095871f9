import { chatRequestViolation, chatResponseViolation, type ChatRequest, type ChatResponse, type ContractRule, type Violation } from './violations.js';

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

/** Validates a parsed JSON value as a chat response. */
export function validateChatResponse(value: unknown): Validation<ChatResponse> {
  const violation = chatResponseViolation(value);
  return violation === undefined ? { ok: true, value: value as ChatResponse } : refused(violation, 'response');
}

// One step of an issue's path: a key (zod), or a segment object holding one (Standard Schema).
type PathSegment = PropertyKey | { readonly key: PropertyKey };

/** Parses a 200 body's text and validates it as a chat response; text that is not JSON gives `body is not JSON`. */
export function parseChatResponse(text: string): Validation<ChatResponse> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'body is not JSON' };
  }
  return validateChatResponse(value);
}

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

function refused(violation: Violation, root: string): { ok: false; error: string; rule: ContractRule } {
  return { ok: false, error: describeIssue(violation, root), rule: violation.rule };
}
