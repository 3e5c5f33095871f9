import type { Knowledge } from '../knowledge/types.js';
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { buildQuery, createRetriever } from '../retrieval.js';
import { createCircuitBreaker, withBreaker, type BreakerOptions } from './breaker.js';
import type { AnswererConfig, Provider } from './config.js';
import { createExtractiveAnswerer } from './extractive.js';
import type { Answerer } from './types.js';

/** Options of {@link createAnswerer} beyond the config. */
export interface CreateAnswererOptions {
  logger?: Logger;
  /** Circuit-breaker tuning for the model path. */
  breaker?: BreakerOptions;
  /** Characters of portfolio text the model prompt may carry. */
  contextChars?: number;
}

/** The provider `config` selects: explicit, else `openai` when a key or base URL is set, else `extractive`. */
export function chooseProvider(config: Pick<AnswererConfig, 'provider' | 'apiKey' | 'baseUrl'>): Provider {
  return config.provider ?? (config.apiKey || config.baseUrl ? 'openai' : 'extractive');
}

/**
 * Builds the answerer `config` asks for over `knowledge`. The model path is
 * wrapped in a circuit breaker and, unless `fallback` is `none`, falls back to
 * the built-in answerer. The model SDK is loaded only when `openai` is chosen.
 */
export async function createAnswerer(
  config: AnswererConfig,
  knowledge: Knowledge,
  options: CreateAnswererOptions = {},
): Promise<Answerer> {
  const logger = options.logger ?? silentLogger;
  const provider = chooseProvider(config);
  if (provider === 'extractive') return createExtractiveAnswerer({ knowledge });

  // Loaded here, not at the top, so `secretary --help` and the extractive path never pay for it.
  const [{ createOpenAIAnswerer }, { createContextPicker }] = await Promise.all([
    import('./openai/answerer.js'),
    import('./openai/context.js'),
  ]);
  const retriever = createRetriever(knowledge);
  const model = await createOpenAIAnswerer({
    profile: knowledge.profile,
    pickContext: createContextPicker({ knowledge, retriever, buildQuery, budgetChars: options.contextChars }),
    model: config.model,
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    maxTokens: config.maxTokens,
    temperature: config.temperature,
    timeoutMs: config.llmTimeoutSeconds * 1000,
    logger,
  });
  const fallback = config.fallback === 'extractive' ? createExtractiveAnswerer({ knowledge, retriever }) : undefined;
  logger.info('answerer_ready', { provider, fallback: config.fallback });
  return withBreaker(model, { breaker: createCircuitBreaker(options.breaker), fallback, logger });
}
