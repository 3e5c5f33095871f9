import { isNonBlank } from './length.js';
import type { ChatResponse } from './schemas.js';
import type { Validation } from './validate.js';

// The 200 reply's rule, zod-free so the browser build of the client can load it as it is (type
// imports vanish from the built file). `chatResponseSchema` describes the same shape for OpenAPI;
// the messages read as its would: the path, then the predicate.

/** Validates a parsed JSON value as a chat response (extra fields allowed, as docs/spec.md reads). */
export function validateChatResponse(value: unknown): Validation<ChatResponse> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'response must be a JSON object' };
  const { reply } = value as { reply?: unknown };
  if (reply === undefined) return { ok: false, error: 'reply is required' };
  if (typeof reply !== 'string') return { ok: false, error: 'reply must be a string' };
  if (!isNonBlank(reply)) return { ok: false, error: 'reply must not be empty' };
  return { ok: true, value: { reply } };
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
