import { describeIssue } from './issue.js';
import type { Validation } from './validate.js';
import { chatResponseViolation, type ChatResponse } from './violations.js';

// The 200 reply's rule (violations.ts), zod-free so the browser build of the client can load it
// as it is. `chatResponseSchema` describes the same shape for OpenAPI, from the same walk.

/** Validates a parsed JSON value as a chat response (extra fields allowed, as docs/spec.md reads). */
export function validateChatResponse(value: unknown): Validation<ChatResponse> {
  const violation = chatResponseViolation(value);
  return violation === undefined ? { ok: true, value: value as ChatResponse } : { ok: false, error: describeIssue(violation, 'response'), rule: violation.rule };
}

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
