import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HistoryItem, Language } from '../../../src/contract/index.js';
import { createExtractiveAnswerer, createPortfolioIndex } from '../../../src/server/answerers/builtin/index.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';

/** The built-in answerer over a portfolio folder, and a one-call way to ask it with earlier turns. */
export async function answererFor(dir: string) {
  const answerer = createExtractiveAnswerer({ knowledge: await loadKnowledge(dir) });
  const ask = async (message: string, options: { language?: Language; history?: HistoryItem[] } = {}) => {
    const answer = await answerer.answer({ message, history: options.history ?? [], language: options.language ?? 'en', signal: new AbortController().signal });
    return answer.reply;
  };
  /** Asks questions in turn, each with the ones before it and their replies as history; returns the last reply. */
  const conversation = async (questions: string[], language: Language = 'en') => {
    const history: HistoryItem[] = [];
    let reply = '';
    for (const question of questions) {
      reply = await ask(question, { language, history: [...history] });
      history.push({ role: 'user', content: question }, { role: 'assistant', content: reply });
    }
    return reply;
  };
  return { answerer, ask, conversation, dir };
}

/** The built-in answerer over a portfolio written to a temporary folder (file name → text), removed after `use`. */
export async function withPortfolio<T>(files: Record<string, string>, use: (answerer: Awaited<ReturnType<typeof answererFor>>) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'secretary-portfolio-'));
  try {
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    return await use(await answererFor(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What the answerer reads of a portfolio folder (its entries and facts) and its search, for English visitors. */
export async function portfolioOf(dir: string) {
  return createPortfolioIndex(await loadKnowledge(dir)).view('en');
}

/** Replies that decline, or say the portfolio does not answer. */
export const DECLINED = /^Sorry, I can’t/;
export const DECLINED_SR = /^Nažalost, ne mogu/;
export const NOT_FOUND = /^The portfolio doesn’t (say|mention)/;
export const NOT_FOUND_SR = /^Portfolio (to )?ne (navodi|pominje)/;
