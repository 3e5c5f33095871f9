import { describe, expect, it } from 'vitest';
import { withReplyCache } from '../../src/server/answerers/reply-cache.js';
import type { AnswerInput, Answerer } from '../../src/server/answerers/types.js';

// Counts calls and echoes what it was asked, so a wrong cache key shows as a wrong reply.
function echo(): Answerer & { calls: number } {
  const answerer = {
    name: 'echo',
    calls: 0,
    async answer(input: AnswerInput) {
      answerer.calls++;
      return { reply: `${input.language}|${input.message}|${input.history.map((h) => `${h.role}:${h.content}`).join(',')}`, answerer: 'echo' };
    },
  };
  return answerer;
}

const ask = (message: string, history: AnswerInput['history'] = [], language: AnswerInput['language'] = 'en'): AnswerInput => ({
  message,
  history,
  language,
  signal: new AbortController().signal,
});

describe('reply cache', () => {
  it('answers a repeated question from the cache, and a different language, message or history afresh', async () => {
    const inner = echo();
    const cached = withReplyCache(inner);
    const first = await cached.answer(ask('Which projects?'));
    expect(await cached.answer(ask('Which projects?'))).toEqual(first);
    expect(inner.calls).toBe(1);
    const history = [{ role: 'user' as const, content: 'Hi' }];
    expect((await cached.answer(ask('Which projects?', history))).reply).toBe('en|Which projects?|user:Hi');
    expect((await cached.answer(ask('Which projects?', [{ role: 'assistant', content: 'Hi' }]))).reply).toBe('en|Which projects?|assistant:Hi');
    expect((await cached.answer(ask('Which projects?', [], 'sr-Latn'))).reply).toBe('sr-Latn|Which projects?|');
    // Separators inside text cannot make two questions share a key.
    expect((await cached.answer(ask('a', [{ role: 'user', content: 'b' }]))).reply).toBe('en|a|user:b');
    expect((await cached.answer(ask('a","user","b'))).reply).toBe('en|a","user","b|');
    expect(inner.calls).toBe(6);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const inner = echo();
    const cached = withReplyCache(inner, { maxEntries: 2 });
    await cached.answer(ask('a'));
    await cached.answer(ask('b'));
    await cached.answer(ask('a')); // a is now the most recent
    await cached.answer(ask('c')); // drops b
    expect(cached.size).toBe(2);
    const before = inner.calls;
    await cached.answer(ask('a'));
    expect(inner.calls).toBe(before);
    await cached.answer(ask('b'));
    expect(inner.calls).toBe(before + 1);
  });

  it('never keeps a question longer than maxKeyChars, nor a failed answer', async () => {
    const inner = echo();
    const cached = withReplyCache(inner, { maxKeyChars: 10 });
    await cached.answer(ask('short', [{ role: 'user', content: 'history!' }]));
    await cached.answer(ask('short', [{ role: 'user', content: 'history!' }]));
    expect(inner.calls).toBe(2);
    expect(cached.size).toBe(0);
    let fail = true;
    const flaky = withReplyCache({
      name: 'flaky',
      answer: async () => {
        if (fail) throw new Error('down');
        return { reply: 'ok', answerer: 'flaky' };
      },
    });
    await expect(flaky.answer(ask('q'))).rejects.toThrow('down');
    fail = false;
    expect((await flaky.answer(ask('q'))).reply).toBe('ok');
  });
});
