import type { Handler } from '../context.js';
import { bestHits, quote } from './shared.js';

/** Any other question: the facts that say what it asks, best first. */
export const fact: Handler = {
  name: 'fact',
  answer(context) {
    return quote(context, bestHits(context));
  },
};
