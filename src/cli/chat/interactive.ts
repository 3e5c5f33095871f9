import { createInterface } from 'node:readline';
import { createClient, type SecretaryClient } from '../../client/index.js';
import { formatSeconds } from '../../client/format-seconds.js';
import type { HistoryItem, Language } from '../../contract/index.js';
import { SecretaryError } from '../../errors.js';
import type { ChatSettings } from '../chat.js';
import { loadHistoryFile, saveHistoryFile } from './history-file.js';
import { createLineJoiner } from './line-joiner.js';
import { createLineQueue } from './line-queue.js';
import { AI_NOTICE, colorsEnabled, createStyles, needsAiNotice, terminalWidth } from './render.js';
import { renderReply } from './reply-text.js';
import { isSlashCommand, runSlashCommand, type SlashContext } from './slash-commands.js';

const WAITING = 'Waiting for the reply…';

/**
 * The interactive session: a readline prompt with line history, a spinner while
 * waiting, a countdown while rate limited, slash commands, multi-line input, and
 * Ctrl-C that cancels a request or, pressed again, leaves.
 */
export async function runInteractive(settings: ChatSettings): Promise<void> {
  const useColor = colorsEnabled(process.env, process.stdout);
  const styles = createStyles(useColor);
  let history: HistoryItem[] = settings.historyFile ? await loadHistoryFile(settings.historyFile) : [];
  let language = settings.language;
  const clientFor = (lang: Language | undefined, onRateLimited?: (waitMs: number) => void): SecretaryClient =>
    createClient({
      baseUrl: settings.baseUrl,
      language: lang,
      timeoutMs: settings.timeoutMs,
      fetch: settings.fetch,
      onRateLimited: ({ waitMs }) => onRateLimited?.(waitMs),
    });
  // Fails before the prompt appears when the base URL is unusable.
  const { url } = clientFor(language);
  const { default: ora } = await import('ora');

  const print = (text: string) => void process.stdout.write(`${text}\n`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true, historySize: 500 });
  const lines = createLineQueue(rl);
  const joiner = createLineJoiner();
  let inFlight: AbortController | undefined;
  let leaveOnCtrlC = false;
  let noticeShown = false;
  const showReply = (reply: string) => {
    const lead = `${styles.speaker('secretary›')} `;
    // Laid out (Markdown, wrapping) only for a terminal; a pipe gets the reply as the server sent it.
    print(process.stdout.isTTY ? renderReply(reply, { width: terminalWidth(process.stdout), lead }) : `${lead}${reply}`);
    print('');
  };

  const prompt = () => {
    rl.setPrompt(joiner.pending ? styles.continuation('...  ') : styles.prompt('you› '));
    // Pasted lines are already on screen; prompting before each of them would interleave prompts.
    if (lines.ready) rl.resume();
    else rl.prompt();
  };
  const onInterrupt = () => {
    if (inFlight) return inFlight.abort();
    if (rl.line !== '' || joiner.pending) {
      // Like a shell: Ctrl-C drops what was typed and gives a fresh prompt.
      rl.write(null, { ctrl: true, name: 'e' });
      rl.write(null, { ctrl: true, name: 'u' });
      joiner.reset();
      leaveOnCtrlC = false;
      process.stdout.write('\n');
      return prompt();
    }
    if (leaveOnCtrlC) return rl.close();
    leaveOnCtrlC = true;
    process.stdout.write('\n');
    print(styles.dim('(Press Ctrl-C again or Ctrl-D to leave.)'));
    prompt();
  };
  // At the prompt readline reads Ctrl-C as a key; while waiting the terminal is in cooked mode and sends SIGINT.
  rl.on('SIGINT', onInterrupt);
  process.on('SIGINT', onInterrupt);

  const context: SlashContext = {
    get history() {
      return history;
    },
    get language() {
      return language;
    },
    historyFile: settings.historyFile,
    styles,
    get columns() {
      return terminalWidth(process.stdout);
    },
    print,
    setLanguage: (value) => {
      language = value;
    },
    clear: async () => {
      history = [];
      if (settings.historyFile) await saveHistoryFile(settings.historyFile, history).catch(reportTo(print, styles));
    },
  };

  async function ask(message: string): Promise<void> {
    const controller = new AbortController();
    inFlight = controller;
    // Cooked mode before anything shows that a request is on its way, so a Ctrl-C typed
    // as soon as the spinner appears is a SIGINT that cancels it, not a key for readline.
    rl.pause();
    setRawMode(false);
    const spinner = ora({
      text: WAITING,
      stream: process.stderr,
      discardStdin: false, // ora would otherwise put stdin in raw mode and swallow keys readline needs
      color: useColor ? 'cyan' : false,
      // A terminal that reports 0 columns (some serial consoles, `stty cols 0`) made ora redraw
      // an endless number of lines; without a width the wait is one plain line instead.
      isEnabled: process.stderr.isTTY === true && (process.stderr.columns ?? 0) > 0,
    }).start();
    let countdown: NodeJS.Timeout | undefined;
    const onRateLimited = (waitMs: number) => {
      clearInterval(countdown);
      const end = Date.now() + waitMs;
      if (!spinner.isEnabled) print(styles.note(`Rate limited; retrying in ${formatSeconds(waitMs)}.`));
      const tick = () => {
        const left = end - Date.now();
        spinner.text = left > 0 ? `Rate limited; retrying in ${formatSeconds(Math.ceil(left / 1000) * 1000)}…` : WAITING;
        if (left <= 0) clearInterval(countdown);
      };
      tick();
      countdown = setInterval(tick, 250);
    };
    try {
      const result = await clientFor(language, onRateLimited).ask({ message, history, signal: controller.signal });
      spinner.stop();
      history = result.history;
      if (!noticeShown && needsAiNotice(result.answerer)) {
        print(styles.dim(AI_NOTICE));
        noticeShown = true;
      }
      showReply(result.reply);
      if (settings.historyFile) await saveHistoryFile(settings.historyFile, history).catch(reportTo(print, styles));
    } catch (error) {
      spinner.stop();
      if (controller.signal.aborted) {
        leaveOnCtrlC = true;
        print(styles.dim('Cancelled. (Ctrl-C again or Ctrl-D to leave.)'));
      } else {
        reportTo(print, styles)(error);
      }
    } finally {
      clearInterval(countdown);
      inFlight = undefined;
      setRawMode(true);
      rl.resume();
    }
  }

  print(`Chatting with ${url}${language ? ` (language ${language})` : ''}. /help for commands, Ctrl-D to leave.`);
  if (history.length > 0) print(styles.dim(`Loaded ${history.length} items from ${settings.historyFile}.`));
  try {
    for (;;) {
      prompt();
      const line = await lines.next();
      if (line === undefined) break;
      leaveOnCtrlC = false;
      const joined = joiner.push(line);
      if (!joined.done) continue;
      if (!joined.multiline && isSlashCommand(joined.text)) {
        if ((await runSlashCommand(joined.text, context)) === 'exit') break;
        continue;
      }
      // An empty Enter just gives a new prompt; other blank or over-long input is refused by the client.
      if (joined.text === '') continue;
      await ask(joined.text.startsWith('//') ? joined.text.slice(1) : joined.text);
    }
  } finally {
    process.off('SIGINT', onInterrupt);
    rl.close();
    process.stdout.write('\n');
  }
}

function setRawMode(on: boolean): void {
  if (process.stdin.isTTY) process.stdin.setRawMode(on);
}

function reportTo(print: (text: string) => void, styles: ReturnType<typeof createStyles>) {
  return (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const line = message.split('\n', 1)[0] ?? '';
    print(styles.error(error instanceof SecretaryError ? `Error: ${line}` : `Unexpected error: ${line}`));
  };
}
