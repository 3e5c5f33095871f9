import type { z } from 'zod';
import { chatRequestSchema, chatResponseSchema, type ChatRequest, type ChatResponse } from './schemas.js';

/** The outcome of a validation: the typed value, or one short message naming the field. */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

/** Validates a parsed JSON value as a chat request. */
export function validateChatRequest(value: unknown): Validation<ChatRequest> {
  return toValidation(chatRequestSchema.safeParse(value), 'body');
}

/** Validates a parsed JSON value as a chat response. */
export function validateChatResponse(value: unknown): Validation<ChatResponse> {
  return toValidation(chatResponseSchema.safeParse(value), 'response');
}

/** Turns the first zod issue into a one-line message such as `history[3].role must be "user" or "assistant"`. */
export function describeIssue(issue: z.core.$ZodIssue, root = 'body'): string {
  return `${formatPath(issue.path, root)} ${issue.message}`;
}

/** Formats a zod path as `history[3].role`; the empty path is `root`. */
export function formatPath(path: readonly PropertyKey[], root = 'body'): string {
  if (path.length === 0) return root;
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function toValidation<T>(result: z.ZodSafeParseResult<T>, root: string): Validation<T> {
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: issue ? describeIssue(issue, root) : `${root} is invalid` };
}
