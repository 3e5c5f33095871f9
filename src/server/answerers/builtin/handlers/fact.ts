import type { Handler } from '../context.js';
import { presentFirst } from './present.js';
import { bestHits, quote } from './shared.js';

/** Any other question: the facts that say what it asks, best first (asked in the present, of a job that goes on first). */
export const fact: Handler = {
  name: 'fact',
  answer(context) {
    return quote(context, presentFirst(context, bestHits(context)));
  },
};
