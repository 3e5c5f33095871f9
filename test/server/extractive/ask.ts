import type { Language } from '../../../src/contract/index.js';
import { createExtractiveAnswerer } from '../../../src/server/answerers/extractive.js';
import type { Answerer } from '../../../src/server/answerers/types.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';

/** An answerer over a portfolio folder and a one-call way to ask it. */
export async function answererFor(dir: string) {
  const answerer: Answerer = createExtractiveAnswerer({ knowledge: await loadKnowledge(dir) });
  const ask = async (message: string, options: { language?: Language; previous?: string } = {}) => {
    const history = options.previous
      ? [
          { role: 'user' as const, content: options.previous },
          { role: 'assistant' as const, content: 'Noted.' },
        ]
      : [];
    const answer = await answerer.answer({
      message,
      history,
      language: options.language ?? 'en',
      signal: new AbortController().signal,
    });
    return answer.reply;
  };
  return { answerer, ask };
}

/** Phrases that show a reply declines or says the portfolio does not answer. */
export const DECLINED = /^Sorry, I can’t/;
export const DECLINED_SR = /^Nažalost, ne mogu/;
export const NOT_FOUND = /The portfolio doesn’t (say|mention)/;
