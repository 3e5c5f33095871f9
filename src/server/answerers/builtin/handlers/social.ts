import type { Handler } from '../context.js';

/** A greeting, thanks, or a question about the assistant: answered in kind, with topics to ask about. */
export const social: Handler = {
  name: 'social',
  answer({ question, say, portfolio, topics }) {
    if (!question.social) return undefined;
    return say(question.social, { name: portfolio.owner.first, full: portfolio.owner.full, topics });
  },
};
