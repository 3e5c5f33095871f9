import type { Answer, AnswerInput, Answerer } from './types.js';

/** Bounds of {@link withReplyCache}. */
export interface ReplyCacheOptions {
  /** Most replies kept; past it the least recently used is dropped. Default 1,000. */
  maxEntries?: number;
  /** Longest question (message plus history, in UTF-16 units) whose reply is kept; longer ones are always answered afresh. Default 2,000. */
  maxKeyChars?: number;
}

/** The defaults of {@link withReplyCache}: at most about 1,000 × (2 KB key + reply) of memory. */
export const REPLY_CACHE_DEFAULTS = { maxEntries: 1_000, maxKeyChars: 2_000 } as const;

/**
 * Wraps a deterministic answerer (the built-in one) with an LRU cache of its
 * replies keyed by language, message and history: the same question in the same
 * conversation always gets the same reply, and popular first questions repeat
 * across visitors, so a repeat costs a map lookup instead of a retrieval. Only
 * successful answers are kept. A cached reply is returned without looking at
 * the request's abort signal (it costs nothing to produce).
 */
export function withReplyCache(answerer: Answerer, options: ReplyCacheOptions = {}): Answerer & { readonly size: number } {
  const maxEntries = options.maxEntries ?? REPLY_CACHE_DEFAULTS.maxEntries;
  const maxKeyChars = options.maxKeyChars ?? REPLY_CACHE_DEFAULTS.maxKeyChars;
  // A Map iterates in insertion order; a hit is re-inserted, so the first key is the least recently used.
  const entries = new Map<string, Answer>();
  return {
    name: answerer.name,
    get size() {
      return entries.size;
    },
    async answer(input: AnswerInput): Promise<Answer> {
      const key = cacheKey(input, maxKeyChars);
      if (key === undefined) return answerer.answer(input);
      const cached = entries.get(key);
      if (cached !== undefined) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const answer = Object.freeze({ ...(await answerer.answer(input)) });
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, answer);
      return answer;
    },
    ...(answerer.close ? { close: () => answerer.close!() } : {}),
  };
}

// JSON of strings is unambiguous: no message or history text can make two questions share a key.
function cacheKey(input: AnswerInput, maxChars: number): string | undefined {
  let size = input.message.length;
  for (const item of input.history) size += item.content.length;
  if (size > maxChars) return undefined;
  const parts: string[] = [input.language, input.message];
  for (const item of input.history) parts.push(item.role, item.content);
  return JSON.stringify(parts);
}
