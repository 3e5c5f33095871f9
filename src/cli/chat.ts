import { Command, Option } from 'commander';
import { droppedChatPathNotice, parseBaseUrl } from '../contract/base-url.js';
import { LANGUAGES, type Language } from '../contract/languages.js';
import { LIMITS } from '../contract/limits.js';
import { EXIT } from './exit-codes.js';
import { fetchFor } from './node-fetch.js';
import { decimal, oneOf, optionName } from './usage.js';

// Only the zod-free contract modules are imported here, so `secretary --help` stays fast;
// the client and the terminal UI load when the command runs.

/** The base URL used when neither the argument nor `SECRETARY_URL` gives one. */
export const DEFAULT_BASE_URL = 'http://localhost:3000';

/** What `secretary chat` was asked to do, after parsing. */
export interface ChatSettings {
  baseUrl: string;
  /** The one question of one-shot mode, from `-m`. */
  message: string | undefined;
  json: boolean;
  historyFile: string | undefined;
  language: Language | undefined;
  timeoutMs: number;
  /** The fetch for requests longer than Node's own allows (see node-fetch.ts); the platform's otherwise. */
  fetch: typeof fetch | undefined;
}

const HELP_AFTER = `
Modes:
  With -m, or with stdin not a terminal (the question is read from stdin), asks one
  question, prints the reply and exits. Otherwise starts an interactive session:
  /help lists its commands; end a line with \\ to continue it on the next line, or
  put """ on a line of its own to start and end a multi-line block; Ctrl-C cancels
  a request in flight; a second Ctrl-C or Ctrl-D leaves.

Exit codes:
  ${EXIT.ok}  success
  ${EXIT.failure}  unexpected failure
  ${EXIT.usage}  usage: bad option or URL, blank or over-long message, unreadable or corrupt history file
  ${EXIT.http}  the server answered with an HTTP error or an invalid reply, timed out, or could not be reached
  ${EXIT.rateLimited}  still rate limited (429) after the longest wait the client allows`;

/** The `chat` subcommand: one question (`-m` or stdin) or an interactive session. */
export function chatCommand(): Command {
  // Its description is in program.ts, which lists every subcommand without loading its module.
  return new Command('chat')
    .argument('[base-url]', `base URL of the service (default: $SECRETARY_URL or ${DEFAULT_BASE_URL})`)
    .option('-m, --message <text>', 'ask one question, print the reply and exit')
    .option('--json', 'in one-shot mode, print {"reply": ...} instead of the text')
    .option('--history <file>', 'JSON file of earlier turns: loaded (created when missing), each successful turn saved back')
    .addOption(
      new Option('--lang <language>', `reply language, sent as Accept-Language: ${LANGUAGES.join(' or ')}`).env('SECRETARY_LANG'),
    )
    .addOption(new Option('--timeout <seconds>', 'how long to wait for each reply').default(String(LIMITS.clientWaitMs / 1000), String(LIMITS.clientWaitMs / 1000)))
    .addHelpText('after', HELP_AFTER)
    .action(async (baseUrl: string | undefined, options: Record<string, unknown>, command: Command) => {
      const name = (key: string) => optionName(command, key);
      const parsed = parseBaseUrl(baseUrl ?? (process.env.SECRETARY_URL || DEFAULT_BASE_URL));
      if (parsed.droppedChatPath) process.stderr.write(`secretary: ${droppedChatPathNotice(parsed)}\n`);
      const settings: ChatSettings = {
        baseUrl: parsed.url.href,
        message: options.message as string | undefined,
        json: options.json === true,
        historyFile: options.history as string | undefined,
        language: options.lang === undefined ? undefined : oneOf(options.lang as string, name('lang'), LANGUAGES),
        timeoutMs: Math.round(decimal(options.timeout as string, name('timeout'), { min: 0.1, max: Infinity }) * 1000),
        fetch: undefined,
      };
      settings.fetch = await fetchFor(settings.timeoutMs);
      if (settings.message !== undefined || !process.stdin.isTTY) {
        const { runOneShot } = await import('./chat/one-shot.js');
        await runOneShot(settings);
      } else {
        const { runInteractive } = await import('./chat/interactive.js');
        await runInteractive(settings);
      }
    });
}
