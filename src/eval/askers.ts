import { DEFAULT_LANGUAGE, type Language } from '../contract/index.js';
import { SecretaryError } from '../errors.js';
import { createClient, formatSeconds, type SecretaryClient } from '../client/index.js';
import type { Answerer } from '../server/index.js';
import type { Ask } from './run.js';

/** Options of {@link createUrlAsker}. */
export interface UrlAskerOptions {
  /** The deployment's base URL; questions go to `<baseUrl>/chat`. */
  baseUrl: string;
  /** How long one request may take, in milliseconds. */
  timeoutMs: number;
  /** The `fetch` the client sends with (see `createClient`); the platform's by default. */
  fetch?: typeof fetch;
}

/**
 * Asks a deployment over the contract through the project's client, which waits out 429s as
 * `Retry-After` says; a refused, unresolvable or silent target is the client's `UnreachableError`
 * or `TimeoutError` (see `runEval` for when that stops a run).
 */
export function createUrlAsker(options: UrlAskerOptions): Ask {
  const clients = new Map<Language | undefined, SecretaryClient>();
  const clientFor = (language: Language | undefined) => {
    let client = clients.get(language);
    if (!client) {
      client = createClient({
        baseUrl: options.baseUrl,
        timeoutMs: options.timeoutMs,
        ...(language ? { language } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      clients.set(language, client);
    }
    return client;
  };
  return async (entry, { signal }) => {
    const { reply } = await clientFor(entry.lang).ask({ message: entry.question, history: entry.history, signal });
    return reply;
  };
}

/** Options of {@link createAnswererAsker}. */
export interface AnswererAskerOptions {
  /** How long one answer may take, in milliseconds. */
  timeoutMs: number;
  /** The language of entries without `lang`, as `serve --default-language`; `en` by default. */
  defaultLanguage?: Language;
}

/** Asks an answerer built in this process, as `serve` would after validating the request. */
export function createAnswererAsker(answerer: Answerer, options: AnswererAskerOptions): Ask {
  const language = options.defaultLanguage ?? DEFAULT_LANGUAGE;
  return async (entry, { signal }) => {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    try {
      const answer = await answerer.answer({
        message: entry.question,
        history: entry.history,
        language: entry.lang ?? language,
        signal: AbortSignal.any([signal, deadline]),
      });
      return answer.reply;
    } catch (error) {
      if (deadline.aborted && !signal.aborted) {
        throw new SecretaryError(`no reply within ${formatSeconds(options.timeoutMs)}`, { code: 'TIMEOUT', cause: error });
      }
      throw error;
    }
  };
}
