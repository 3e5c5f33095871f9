/** The answerer providers. */
export const PROVIDERS = ['extractive', 'openai'] as const;
/** An answerer provider. */
export type Provider = (typeof PROVIDERS)[number];

/** How `serve` chooses and configures its answerer (issue 3's options). */
export interface AnswererConfig {
  /** Undefined means automatic: `openai` when an API key or base URL is set, else `extractive`. */
  provider?: Provider;
  model?: string;
  baseUrl?: string;
  /** From `OPENAI_API_KEY` only; never a flag, never logged. */
  apiKey?: string;
  maxTokens?: number;
  temperature?: number;
  /** Bounds the whole model call, retries included. */
  llmTimeoutSeconds: number;
  /** Most bytes of one model response read; a larger one is an upstream failure. Default 1 MiB. */
  maxResponseBytes?: number;
  /** What answers when the model fails. */
  fallback: 'extractive' | 'none';
}
