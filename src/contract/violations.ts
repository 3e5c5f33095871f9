import { historyContentProblem, historyTotalsProblem, messageProblem } from './rules.js';
import { LIMITS, ROLES } from './limits.js';
import { codePointLength, isNonBlank } from './length.js';

/** A history role. */
export type Role = (typeof ROLES)[number];

/** One earlier turn of the conversation. */
export interface HistoryItem {
  role: Role;
  content: string;
}

/** A chat request as the contract defines it. */
export interface ChatRequest {
  message: string;
  history?: HistoryItem[];
}

/** A chat response as the contract defines it. */
export interface ChatResponse {
  reply: string;
}

/** The name of a contract rule, a fixed set: what a rejection is counted and logged by, never the text sent. */
export type ContractRule =
  | 'body_not_object'
  | 'unknown_field'
  | 'message_missing'
  | 'message_not_string'
  | 'message_invalid'
  | 'history_not_array'
  | 'history_too_long'
  | 'item_not_object'
  | 'item_role'
  | 'item_content_missing'
  | 'item_content_not_string'
  | 'item_unknown_field'
  | 'item_content_invalid'
  | 'response_not_object'
  | 'reply_invalid';

/** Where a value breaks the contract: the path to the field, a predicate naming the problem, and the rule. */
export interface Violation {
  /** `['history', 3, 'role']`; empty for the value itself. */
  path: Array<string | number>;
  /** A predicate such as `must be "user" or "assistant"`; never the submitted text. */
  message: string;
  rule: ContractRule;
}

const ROLE_MESSAGE = `must be "${ROLES[0]}" or "${ROLES[1]}"`;

/**
 * The first way `value` (parsed JSON) breaks the chat request rules, or
 * undefined. One walk over the value; the rules are the predicates of
 * rules.ts, checked in the order a reader would list them: the body is an
 * object, then `message`, then `history` (its type, each item in order, then
 * its totals), then unknown fields.
 */
export function chatRequestViolation(value: unknown): Violation | undefined {
  if (!isObject(value)) return at([], 'must be a JSON object', 'body_not_object');
  const message = messageViolation(value.message);
  if (message) return prefixed('message', message);
  if (value.history !== undefined) {
    const history = historyViolation(value.history);
    if (history) return prefixed('history', history);
  }
  for (const key in value) {
    if (key !== 'message' && key !== 'history') return at([], 'has an unknown field', 'unknown_field');
  }
  return undefined;
}

/** The first way `value` breaks the rules of `message`, or undefined. */
export function messageViolation(value: unknown): Violation | undefined {
  if (value === undefined) return at([], 'is required', 'message_missing');
  if (typeof value !== 'string') return at([], 'must be a string', 'message_not_string');
  const problem = messageProblem(value);
  return problem === undefined ? undefined : at([], problem, 'message_invalid');
}

/** The first way `value` breaks the rules of `history` (its path starts at the array), or undefined. */
export function historyViolation(value: unknown): Violation | undefined {
  if (!Array.isArray(value)) return at([], 'must be an array', 'history_not_array');
  // UTF-16 length bounds the code point count from above, so the exact count is needed only past the limit.
  let units = 0;
  for (let i = 0; i < value.length; i++) {
    const item = historyItemViolation(value[i]);
    if (item) return prefixed(i, item);
    units += (value[i] as HistoryItem).content.length;
  }
  let total = units;
  if (units > LIMITS.historyChars) {
    total = 0;
    for (const item of value as HistoryItem[]) total += codePointLength(item.content);
  }
  const problem = historyTotalsProblem(value.length, total);
  return problem === undefined ? undefined : at([], problem, 'history_too_long');
}

/** The first way `value` breaks the rules of one history item, or undefined. */
export function historyItemViolation(value: unknown): Violation | undefined {
  if (!isObject(value)) return at([], 'must be an object', 'item_not_object');
  const { role, content } = value;
  if (role !== ROLES[0] && role !== ROLES[1]) return at(['role'], ROLE_MESSAGE, 'item_role');
  if (content === undefined) return at(['content'], 'is required', 'item_content_missing');
  if (typeof content !== 'string') return at(['content'], 'must be a string', 'item_content_not_string');
  for (const key in value) {
    if (key !== 'role' && key !== 'content') return at([], 'has an unknown field', 'item_unknown_field');
  }
  const problem = historyContentProblem(role, content);
  return problem === undefined ? undefined : at(['content'], problem, 'item_content_invalid');
}

/** The first way `value` breaks the rules of a 200 body (an object whose `reply` is a non-blank string), or undefined. */
export function chatResponseViolation(value: unknown): Violation | undefined {
  if (!isObject(value)) return at([], 'must be a JSON object', 'response_not_object');
  const { reply } = value;
  if (reply === undefined) return at(['reply'], 'is required', 'reply_invalid');
  if (typeof reply !== 'string') return at(['reply'], 'must be a string', 'reply_invalid');
  return isNonBlank(reply) ? undefined : at(['reply'], 'must not be empty', 'reply_invalid');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function at(path: Array<string | number>, message: string, rule: ContractRule): Violation {
  return { path, message, rule };
}

function prefixed(segment: string | number, violation: Violation): Violation {
  violation.path.unshift(segment);
  return violation;
}
