import type { Knowledge } from '../knowledge/types.js';
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { ConfigError } from '../../errors.js';
import type { AnswererConfig } from './config.js';
import type { Answerer } from './types.js';
import { createExtractiveAnswerer } from './extractive.js';

/**
 * Builds the answerer `config` asks for over `knowledge`. The model SDK is
 * loaded only when the `openai` provider is chosen.
 */
export async function createAnswerer(
  config: AnswererConfig,
  knowledge: Knowledge,
  options: { logger?: Logger } = {},
): Promise<Answerer> {
  void (options.logger ?? silentLogger);
  const provider = config.provider ?? (config.apiKey || config.baseUrl ? 'openai' : 'extractive');
  if (provider === 'extractive') return createExtractiveAnswerer({ knowledge });
  throw new ConfigError('the openai provider is not available yet');
}
