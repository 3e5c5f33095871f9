import { z } from 'zod';
import { LIMITS, ROLES } from './limits.js';
import { codePointLength, isNonBlank } from './length.js';
import { historyContentProblem, historyTotalsProblem, messageProblem } from './rules.js';

// Messages are predicates; `describeIssue` puts the field path in front of them
// ("history[3].role must be ..."). None of them ever repeats submitted text.

const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

/** The current question: a non-blank string of 1 to 2000 code points. */
export const messageSchema = z
  .string({ error: typeError('a string') })
  .check((ctx) => {
    const problem = messageProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem });
  });

/** One earlier turn: a strict object with a `user` or `assistant` role and non-empty content. */
export const historyItemSchema = z
  .strictObject(
    {
      role: z.enum(ROLES, { error: `must be "${ROLES[0]}" or "${ROLES[1]}"` }),
      content: z.string({ error: typeError('a string') }),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'has an unknown field' : 'must be an object') },
  )
  .check((ctx) => {
    const problem = historyContentProblem(ctx.value.role, ctx.value.content);
    if (problem) ctx.issues.push({ code: 'custom', input: ctx.value.content, path: ['content'], message: problem });
  });

/** Earlier turns, oldest first: at most 40 items and 12,000 code points of content together. */
export const historySchema = z
  .array(historyItemSchema, { error: typeError('an array') })
  .check((ctx) => {
    // UTF-16 length bounds the code point count from above, so the exact count is needed only past the limit.
    let units = 0;
    for (const item of ctx.value) units += item.content.length;
    let total = units;
    if (units > LIMITS.historyChars) {
      total = 0;
      for (const item of ctx.value) total += codePointLength(item.content);
    }
    const problem = historyTotalsProblem(ctx.value.length, total);
    if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem });
  });

/** The chat request body: a strict object with `message` and optional `history`. */
export const chatRequestSchema = z.strictObject(
  {
    message: messageSchema,
    history: historySchema.optional(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'has an unknown field' : 'must be a JSON object'),
  },
);

/** The 200 response body: an object whose `reply` is a non-empty string. */
export const chatResponseSchema = z.object(
  {
    reply: z
      .string({ error: typeError('a string') })
      .refine(isNonBlank, { error: 'must not be empty' }),
  },
  { error: 'must be a JSON object' },
);

/** A history item as the contract defines it. */
export type HistoryItem = z.infer<typeof historyItemSchema>;
/** A history role. */
export type Role = HistoryItem['role'];
/** A chat request as the contract defines it. */
export type ChatRequest = z.infer<typeof chatRequestSchema>;
/** A chat response as the contract defines it. */
export type ChatResponse = z.infer<typeof chatResponseSchema>;
