import { LIMITS, ROLES } from './limits.js';
import { fitsCodePoints, isNonBlank, isWellFormed } from './length.js';

// Pure rule checks shared by the zod schemas and by code that must not load zod
// (the browser build of the client, whose fitHistory keeps a history within these
// rules). Each returns the problem as a predicate ("must not be blank") or
// undefined when the value is fine.

/** The limits the history rules check; the contract's `LIMITS` unless a caller narrows them. */
export interface HistoryLimits {
  bodyBytes: number;
  historyItems: number;
  historyChars: number;
  userItemChars: number;
}

// A lone surrogate (`"\ud800"`, escaped or not) cannot be encoded as UTF-8, so it could not be
// passed on to a model or stored; every string of a request is refused with one.
const LONE_SURROGATE = 'must not contain a lone surrogate (it is not valid Unicode text)';

/** The problem with a `message` string, if any: blank, a lone surrogate, or over 2000 code points. */
export function messageProblem(message: string): string | undefined {
  if (!isNonBlank(message)) return 'must not be blank';
  if (!isWellFormed(message)) return LONE_SURROGATE;
  if (!fitsCodePoints(message, LIMITS.messageChars)) return `must be at most ${LIMITS.messageChars} characters`;
  return undefined;
}

/** Whether `value` is a history role (`user` or `assistant`). */
export function isRole(value: unknown): value is (typeof ROLES)[number] {
  return (ROLES as readonly unknown[]).includes(value);
}

/** The problem with a history item's `content` given its role, if any: empty, a lone surrogate, or a user item over 2000 code points. */
export function historyContentProblem(role: string, content: string, limits: HistoryLimits = LIMITS): string | undefined {
  if (content.length === 0) return 'must not be empty';
  if (!isWellFormed(content)) return LONE_SURROGATE;
  if (role === 'user' && !fitsCodePoints(content, limits.userItemChars)) {
    return `must be at most ${limits.userItemChars} characters in a user item`;
  }
  return undefined;
}

/** The problem with a whole history by its item count and total content code points, if any. */
export function historyTotalsProblem(items: number, chars: number, limits: HistoryLimits = LIMITS): string | undefined {
  if (items > limits.historyItems) return `must have at most ${limits.historyItems} items`;
  if (chars > limits.historyChars) return `content must total at most ${limits.historyChars} characters`;
  return undefined;
}
