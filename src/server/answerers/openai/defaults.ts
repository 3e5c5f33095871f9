// Kept apart from the answerer so `serve --help` can show them without loading the model path.

/** The model used when none is configured: small, fast and cheap on OpenAI. */
export const DEFAULT_MODEL = 'gpt-4o-mini';
/** The output-token cap (`max_tokens`) used when none is configured. */
export const DEFAULT_MAX_TOKENS = 800;
/** Where requests go when no base URL is configured. */
export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** Most bytes of one model response read before the call fails: a chat completion is a few KiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

/** Secrets shorter than this are not redacted from replies (too likely to be ordinary text). */
export const MIN_REDACTED_SECRET_LENGTH = 8;
