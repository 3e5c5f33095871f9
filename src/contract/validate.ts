import { describeIssue } from './issue.js';
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

function refused(violation: Violation, root: string): { ok: false; error: string; rule: ContractRule } {
  return { ok: false, error: describeIssue(violation, root), rule: violation.rule };
}
