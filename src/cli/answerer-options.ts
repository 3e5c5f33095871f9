import { Option, type Command } from 'commander';
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_MAX_TOKENS, DEFAULT_MODEL, SERVE_DEFAULTS } from '../server/settings.js';

/** The options that choose the portfolio and the answerer, shared by `serve` and `eval` so they read alike. */
export function answererOptions() {
  const d = SERVE_DEFAULTS;
  const opt = (flags: string, description: string, env: string) => new Option(flags, description).env(env);
  // Commander shows a default only when there is a value; these have none but still deserve a line.
  const unset = (flags: string, description: string, env: string, shown: string) => opt(flags, `${description} (default: ${shown})`, env);
  return {
    knowledge: unset('--knowledge <dir>', 'folder of Markdown files about the owner', 'SECRETARY_KNOWLEDGE', 'the bundled examples/portfolio'),
    provider: unset(
      '--provider <name>',
      'answerer: extractive (built in) or openai (any OpenAI-compatible server)',
      'SECRETARY_PROVIDER',
      'openai if OPENAI_API_KEY or OPENAI_BASE_URL is set, else extractive',
    ),
    model: unset('--model <name>', 'model name for the openai provider', 'SECRETARY_MODEL', DEFAULT_MODEL),
    baseUrl: unset('--base-url <url>', 'OpenAI-compatible API base URL (the key is read from OPENAI_API_KEY only)', 'OPENAI_BASE_URL', 'https://api.openai.com/v1'),
    maxTokens: unset('--max-tokens <n>', 'cap on tokens in a model reply', 'SECRETARY_MAX_TOKENS', String(DEFAULT_MAX_TOKENS)),
    temperature: unset('--temperature <t>', 'model sampling temperature, 0 to 2', 'SECRETARY_TEMPERATURE', "the model's default"),
    llmTimeout: opt('--llm-timeout <seconds>', 'time budget of a whole model call, retries included', 'SECRETARY_LLM_TIMEOUT').default(
      String(d.llmTimeoutSeconds),
      String(d.llmTimeoutSeconds),
    ),
    llmMaxResponseBytes: unset(
      '--llm-max-response-bytes <n>',
      'most bytes read from one model response; more fails the call',
      'SECRETARY_LLM_MAX_RESPONSE_BYTES',
      String(DEFAULT_MAX_RESPONSE_BYTES),
    ),
    fallback: opt('--fallback <mode>', 'when the model fails: extractive (answer from the portfolio) or none', 'SECRETARY_FALLBACK').default(
      d.fallback,
      d.fallback,
    ),
  };
}

/** Adds the answerer's options (provider to fallback) to `command`, in the one order serve and eval share. */
export function addAnswererOptions(command: Command, a: ReturnType<typeof answererOptions>): Command {
  for (const option of [a.provider, a.model, a.baseUrl, a.maxTokens, a.temperature, a.llmTimeout, a.llmMaxResponseBytes, a.fallback]) {
    command.addOption(option);
  }
  return command;
}
