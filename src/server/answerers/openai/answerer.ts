import { randomBytes } from 'node:crypto';
import { LANGUAGES, type HistoryItem, type Language } from '../../../contract/index.js';
import type { Profile } from '../../knowledge/types.js';
import type { Logger } from '../../logger.js';
import { silentLogger } from '../../logger.js';
import { AnswererError } from '../errors.js';
import { createOutputGuard } from '../output-guard.js';
import { buildPrompt, promptInstructions, type FencedSection } from '../prompt.js';
import type { Answerer, AnswerInput } from '../types.js';
import { classifyFailure, type Classified } from './classify.js';
import { DEFAULT_BASE_URL, DEFAULT_MAX_TOKENS, DEFAULT_MODEL } from './defaults.js';
import { createPooledFetch } from './fetch.js';

// A second attempt (after an empty reply or a dropped connection) is made only
// when at least this much of the budget is left, so it can plausibly finish.
const MIN_RETRY_BUDGET_MS = 1000;

/** Options of {@link createOpenAIAnswerer}. */
export interface OpenAIAnswererOptions {
  profile: Profile;
  /** Chooses the portfolio sections for a question in the visitor's language (see `createContextPicker`). */
  pickContext: (message: string, history: readonly HistoryItem[], language: Language) => FencedSection[];
  model?: string;
  baseUrl?: string;
  /** Optional for keyless local servers (Ollama, llama.cpp, LM Studio, vLLM). */
  apiKey?: string;
  maxTokens?: number;
  /** Sent only when set: some models accept no temperature but their default. */
  temperature?: number;
  /** Bounds the whole call, the retry included, in milliseconds. */
  timeoutMs: number;
  /** The secret placed in the system message; random per answerer (per process) by default. */
  marker?: string;
  maxReplyChars?: number;
  /** Link and image URLs replies may keep: the knowledge folder's (see `knowledgeUrls`); default none. */
  knownUrls?: ReadonlySet<string>;
  logger?: Logger;
  /** Most bytes of one model response; a larger one fails the call. Default 1 MiB. */
  maxResponseBytes?: number;
}

/**
 * Creates the answerer that asks an OpenAI-compatible chat-completions server,
 * grounded in the portfolio, within a time budget, with guarded output. Loads
 * the `openai` SDK (and undici) on first use of this provider only.
 */
export async function createOpenAIAnswerer(options: OpenAIAnswererOptions): Promise<Answerer> {
  const sdk = await import('openai');
  const logger = options.logger ?? silentLogger;
  const pool = await createPooledFetch({ maxResponseBytes: options.maxResponseBytes });
  const timeoutMs = Math.max(1, options.timeoutMs);
  const model = options.model ?? DEFAULT_MODEL;
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const marker = options.marker ?? `SM-${randomBytes(12).toString('hex')}`;
  // The instructions are the same for every request in a language: made once, for the prompt and the guard.
  const instructions = Object.fromEntries(LANGUAGES.map((language) => [language, promptInstructions({ profile: options.profile, language, marker })])) as Record<Language, string>;
  const guard = createOutputGuard({
    marker,
    instructions,
    secrets: [options.apiKey],
    knownUrls: options.knownUrls,
    maxChars: options.maxReplyChars,
  });
  // One client for the process: it holds no per-request state.
  const client = new sdk.OpenAI({
    apiKey: options.apiKey || 'not-needed',
    baseURL: options.baseUrl || DEFAULT_BASE_URL,
    // The SDK defaults to 10 minutes and 2 retries; the budget is ours to spend.
    timeout: timeoutMs,
    maxRetries: 0,
    // OPENAI_LOG would otherwise make the SDK write to the console.
    logLevel: 'off',
    fetch: pool.fetch,
  });

  async function answer(input: AnswerInput) {
    const started = Date.now();
    let deadlinePassed = false;
    const combined = new AbortController();
    const onCallerAbort = () => combined.abort(input.signal.reason);
    const timer = setTimeout(() => {
      deadlinePassed = true;
      combined.abort();
    }, timeoutMs);
    input.signal.addEventListener('abort', onCallerAbort, { once: true });
    if (input.signal.aborted) onCallerAbort();
    const fail = (attempt: number, { error, status }: Classified) => {
      // The failure class and status only: no upstream text, model, URL, key or visitor text. Per call
      // this is debug: the breaker wrapper warns once per outage (see breaker.ts).
      logger.debug('model_call_failed', { requestId: input.requestId ?? null, failure: error.failure, kind: error.kind, ...(status ? { status } : {}), attempt, ms: Date.now() - started });
      return error;
    };
    try {
      const messages = buildPrompt({
        profile: options.profile,
        sections: options.pickContext(input.message, input.history, input.language),
        history: input.history,
        message: input.message,
        language: input.language,
        marker,
        instructions: instructions[input.language],
      });
      for (let attempt = 1; ; attempt++) {
        let outcome: Classified;
        try {
          const completion = await client.chat.completions.create(
            {
              model,
              messages,
              max_tokens: maxTokens,
              ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
            },
            { signal: combined.signal, timeout: Math.max(1, timeoutMs - (Date.now() - started)), maxRetries: 0 },
          );
          const raw = completion.choices?.[0]?.message?.content ?? '';
          const reply = guard(typeof raw === 'string' ? raw : '', input.language);
          if (reply.trim() !== '') {
            logger.debug('model_call', { requestId: input.requestId ?? null, attempt, ms: Date.now() - started });
            return { reply, answerer: 'openai' };
          }
          outcome = { error: new AnswererError('upstream', 'model returned an empty reply'), transient: true };
        } catch (error) {
          outcome = classifyFailure(error, sdk, { deadlinePassed, callerAborted: input.signal.aborted });
        }
        const left = timeoutMs - (Date.now() - started);
        if (attempt >= 2 || !outcome.transient || left < MIN_RETRY_BUDGET_MS) throw fail(attempt, outcome);
      }
    } finally {
      clearTimeout(timer);
      input.signal.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    name: 'openai',
    answer,
    async close() {
      await pool.close();
    },
  };
}
