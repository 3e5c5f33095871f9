import { fitHistory } from '../../client/fit-history.js';
import { LANGUAGES, isLanguage, type Language } from '../../contract/languages.js';
import type { HistoryItem } from '../../contract/index.js';
import { saveHistoryFile } from './history-file.js';
import { historyLine, type Styles } from './render.js';

/** What a slash command may read and change in the running session. */
export interface SlashContext {
  readonly history: readonly HistoryItem[];
  readonly language: Language | undefined;
  readonly historyFile: string | undefined;
  readonly styles: Styles;
  /** The terminal's width, for lines that must not wrap. */
  readonly columns: number;
  print(text: string): void;
  setLanguage(language: Language): void;
  /** Empties the conversation (and the `--history` file, which mirrors it). */
  clear(): Promise<void>;
}

/** Whether the session should go on after a command. */
export type SlashOutcome = 'continue' | 'exit';

/** The help text of the interactive session. */
export const SESSION_HELP = `Commands:
  /help               this help
  /history            the conversation so far, and how much of it the next question sends
  /clear              forget the conversation (also empties the --history file)
  ${`/lang [${LANGUAGES.join('|')}]`.padEnd(19)} show or set the reply language (Accept-Language)
  /save <file>        save the conversation as JSON (load it later with --history <file>)
  /exit               leave (also /quit, Ctrl-D, or Ctrl-C twice)
Input:
  a line ending in \\  continues on the next line
  """                 on a line of its own starts a block; another """ ends it
  //text              sends "/text" (a question that starts with a slash)
  Ctrl-C              cancels the request in flight, or clears the line`;

/** Whether a finished input is a command rather than a question (`//` escapes a leading slash). */
export function isSlashCommand(input: string): boolean {
  return input.startsWith('/') && !input.startsWith('//');
}

/** Runs one slash command; problems are printed, never thrown, so the session goes on. */
export async function runSlashCommand(input: string, context: SlashContext): Promise<SlashOutcome> {
  const [name = '', ...args] = input.trim().split(/\s+/);
  const { styles, print } = context;
  switch (name) {
    case '/help':
      print(SESSION_HELP);
      return 'continue';
    case '/exit':
    case '/quit':
      return 'exit';
    case '/history':
      showHistory(context);
      return 'continue';
    case '/clear':
      await context.clear();
      print(styles.dim('Conversation cleared.'));
      return 'continue';
    case '/lang': {
      const [value] = args;
      if (value === undefined) {
        print(`Language: ${context.language ?? 'not set (no Accept-Language is sent)'}`);
      } else if (isLanguage(value)) {
        context.setLanguage(value);
        print(styles.dim(`Language set to ${value}.`));
      } else {
        print(styles.error(`Unknown language "${value}"; choose one of ${LANGUAGES.join(', ')}.`));
      }
      return 'continue';
    }
    case '/save': {
      const file = args.join(' ');
      if (!file) {
        print(styles.error('Usage: /save <file>'));
        return 'continue';
      }
      try {
        await saveHistoryFile(file, context.history);
        print(styles.dim(`Saved ${context.history.length} items to ${file}.`));
      } catch (error) {
        print(styles.error((error as Error).message));
      }
      return 'continue';
    }
    default:
      print(styles.error(`Unknown command ${name}; /help lists the commands.`));
      return 'continue';
  }
}

function showHistory({ history, print, styles, columns }: SlashContext): void {
  if (history.length === 0) {
    print(styles.dim('The conversation is empty.'));
    return;
  }
  history.forEach((item, index) => print(historyLine(index + 1, item.role, item.content, columns)));
  // The real message is not known yet; a one-character one leaves the most room, so this is the most sent.
  const sent = fitHistory(history, '?').length;
  print(styles.dim(`${history.length} items; the next question sends the newest ${sent} within the service's limits.`));
}
