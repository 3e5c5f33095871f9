import { z } from 'zod';
import { messageProblem } from './rules.js';
import {
  chatRequestViolation,
  chatResponseViolation,
  historyItemViolation,
  historyViolation,
  type ChatRequest,
  type ChatResponse,
  type HistoryItem,
  type Violation,
} from './violations.js';

// zod views of the contract's rules, for code that builds larger zod schemas from them (eval
// files). Each one runs the same checks as `validateChatRequest` (violations.ts), so a rule is
// written once; the server itself never loads zod. Messages are predicates; `describeIssue`
// puts the field path in front of them ("history[3].role must be ...").

/** The current question: a non-blank string of 1 to 2000 code points. */
export const messageSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
  .check((ctx) => {
    const problem = messageProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem });
  });

/** One earlier turn: a strict object with a `user` or `assistant` role and non-empty content. */
export const historyItemSchema: z.ZodType<HistoryItem> = fromViolations<HistoryItem>(historyItemViolation);

/** Earlier turns, oldest first: at most 40 items and 12,000 code points of content together. */
export const historySchema: z.ZodType<HistoryItem[]> = fromViolations<HistoryItem[]>(historyViolation);

/** The chat request body: a strict object with `message` and optional `history`. */
export const chatRequestSchema: z.ZodType<ChatRequest> = fromViolations<ChatRequest>(chatRequestViolation);

/** The 200 response body: an object whose `reply` is a non-empty string. */
export const chatResponseSchema: z.ZodType<ChatResponse> = fromViolations<ChatResponse>(chatResponseViolation);

export type { ChatRequest, ChatResponse, HistoryItem, Role } from './violations.js';

// A zod schema that accepts what `violation` finds nothing wrong with, reporting its path and message.
function fromViolations<T>(violation: (value: unknown) => Violation | undefined): z.ZodType<T> {
  return z.custom<T>().check((ctx) => {
    const found = violation(ctx.value);
    if (found) ctx.issues.push({ code: 'custom', input: ctx.value, path: found.path, message: found.message });
  });
}
