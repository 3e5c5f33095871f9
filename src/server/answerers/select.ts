import type { Language } from '../../contract/index.js';
import { knowledgeFor, translatedLanguages } from '../knowledge/languages.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { buildQuery, createRetriever } from '../retrieval.js';
import type { Metrics } from '../metrics.js';
import { createCircuitBreaker, withBreaker, type BreakerOptions, type CircuitBreaker } from './breaker.js';
import type { AnswererConfig, Provider } from './config.js';
import { createExtractiveAnswerer, createPortfolioIndex } from './builtin/index.js';
import type { Answerer } from './types.js';

/** Options of {@link createAnswerer} beyond the config. */
export interface CreateAnswererOptions {
  logger?: Logger;
  /** Circuit-breaker tuning for the model path. */
  breaker?: BreakerOptions;
  /** A breaker to use instead of a new one: kept across knowledge reloads and read by readiness. */
  circuitBreaker?: CircuitBreaker;
  /** Counts model calls and fallbacks (see metrics.ts). */
  metrics?: Metrics;
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
  // Visitors in a language with pages of its own (NAME.sr-Latn.md) are answered from those pages.
  if (provider === 'extractive') return createExtractiveAnswerer({ knowledge });

  // Loaded here, not at the top, so `secretary --help` and the extractive path never pay for it.
  const [{ createOpenAIAnswerer }, { createContextPicker }, { knowledgeUrls }] = await Promise.all([
    import('./openai/answerer.js'),
    import('./openai/context.js'),
    import('./links.js'),
  ]);
  // The portfolio is read once, for the prompt's retrieval and for the fallback answerer alike.
  const index = createPortfolioIndex(knowledge);
  // One context picker per language, so the prompt for an sr-Latn visitor carries the Serbian pages.
  const pickerOf = (language: Language) =>
    createContextPicker({ knowledge: knowledgeFor(knowledge, language), retriever: createRetriever(index, language), buildQuery, budgetChars: options.contextChars });
  const pickers = new Map<Language, ReturnType<typeof pickerOf>>([['en', pickerOf('en')]]);
  for (const language of translatedLanguages(knowledge)) pickers.set(language, pickerOf(language));
  const model = await createOpenAIAnswerer({
    profile: knowledge.profile,
    pickContext: (message, history, language) => (pickers.get(language) ?? pickers.get('en')!)(message, history),
    model: config.model,
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    maxTokens: config.maxTokens,
    temperature: config.temperature,
    timeoutMs: config.llmTimeoutSeconds * 1000,
    maxResponseBytes: config.maxResponseBytes,
    knownUrls: knowledgeUrls(knowledge),
    logger,
  });
  const fallback = config.fallback === 'extractive' ? createExtractiveAnswerer({ knowledge, index }) : undefined;
  logger.info('answerer_ready', { provider, fallback: config.fallback });
  const breaker = options.circuitBreaker ?? createCircuitBreaker(options.breaker);
  return withBreaker(model, { breaker, fallback, logger, ...(options.metrics ? { metrics: options.metrics } : {}) });
}
