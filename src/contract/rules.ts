import { LIMITS } from './limits.js';
import { fitsCodePoints, isNonBlank } from './length.js';

// Pure rule checks shared by the zod schemas and by code that must not load zod
// (the browser build of the client). Each returns the problem as a predicate
// ("must not be blank") or undefined when the value is fine.

/** The problem with a `message` string, if any: blank, or over 2000 code points. */
export function messageProblem(message: string): string | undefined {
  if (!isNonBlank(message)) return 'must not be blank';
  if (!fitsCodePoints(message, LIMITS.messageChars)) return `must be at most ${LIMITS.messageChars} characters`;
  return undefined;
}
