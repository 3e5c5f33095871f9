import { DEFAULT_LANGUAGE, type Language } from '../contract/index.js';
import { SecretaryError } from '../errors.js';
import { createClient, NetworkError, TimeoutError, type SecretaryClient } from '../client/index.js';
import type { Answerer } from '../server/answerers/types.js';
import { formatSeconds } from '../client/format-seconds.js';
import { EvalUnreachableError } from './errors.js';
import type { Ask } from './run.js';

/** Options of {@link createUrlAsker}. */
export interface UrlAskerOptions {
  /** The deployment's base URL; questions go to `<baseUrl>/chat`. */
  baseUrl: string;
  /** How long one request may take, in milliseconds. */
  timeoutMs: number;
}

/**
 * Asks a deployment over the contract through the project's client, which waits out 429s as
 * `Retry-After` says. Until a first HTTP answer arrives, a refused, unresolvable or silent
 * target is an `EvalUnreachableError`; after that, such a failure fails only its own entry.
 */
export function createUrlAsker(options: UrlAskerOptions): Ask {
  const clients = new Map<Language | undefined, SecretaryClient>();
  const clientFor = (language: Language | undefined) => {
    let client = clients.get(language);
    if (!client) {
      client = createClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, ...(language ? { language } : {}) });
      clients.set(language, client);
    }
    return client;
  };
  let reached = false;
  return async (entry, { signal }) => {
    try {
      const { reply } = await clientFor(entry.lang).ask({ message: entry.question, history: entry.history, signal });
      reached = true;
      return reply;
    } catch (error) {
      const silent = error instanceof NetworkError || error instanceof TimeoutError;
      if (!reached && silent) throw new EvalUnreachableError(`cannot reach ${options.baseUrl}: ${error.message}`, { cause: error });
      // Any HTTP answer, even an error status, shows the target is there.
      if (!silent && !signal.aborted) reached = true;
      throw error;
    }
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
