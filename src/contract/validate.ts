import type { z } from 'zod';
import { chatRequestSchema, type ChatRequest } from './schemas.js';

/** The outcome of a validation: the typed value, or one short message naming the field. */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

/** Validates a parsed JSON value as a chat request. */
export function validateChatRequest(value: unknown): Validation<ChatRequest> {
  return run(chatRequestSchema, value, 'body');
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

// Through the Standard Schema interface rather than safeParse: a failed safeParse returns
// an object with its own getter closure, a new hidden class per result, which V8 promoted
// out of the young generation on every scavenge under a flood of rejected requests.
function run<T>(schema: z.ZodType<T>, value: unknown, root: string): Validation<T> {
  const result = schema['~standard'].validate(value);
  // The contract's schemas have no async refinements, so the result is never a promise.
  if (result instanceof Promise) throw new TypeError('contract schemas must validate synchronously');
  if (result.issues === undefined) return { ok: true, value: result.value };
  const issue = result.issues[0];
  if (issue === undefined) return { ok: false, error: `${root} is invalid` };
  return { ok: false, error: describeIssue(issue, root) };
}
