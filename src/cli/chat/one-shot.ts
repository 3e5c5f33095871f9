import { createClient } from '../../client/index.js';
import { formatSeconds } from '../../client/format-seconds.js';
import type { ChatSettings } from '../chat.js';
import { loadHistoryFile, saveHistoryFile } from './history-file.js';
import { readQuestion } from './read-stdin.js';
import { AI_NOTICE, colorsEnabled, createStyles, needsAiNotice, terminalWidth } from './render.js';
import { renderReply } from './reply-text.js';

/**
 * Asks one question (from `-m` or stdin), prints the reply on stdout and, with
 * `--history`, saves the conversation with the new turn. Errors propagate to
 * `run()`, which prints them as one line and sets the exit code.
 */
export async function runOneShot(settings: ChatSettings): Promise<void> {
  const client = createClient({
    baseUrl: settings.baseUrl,
    language: settings.language,
    timeoutMs: settings.timeoutMs,
    fetch: settings.fetch,
    onRateLimited: ({ waitMs, attempt, status }) => {
      // A note, not a failure: stdout stays the reply alone.
      const why = status === 503 ? 'busy (503)' : 'rate limited';
      process.stderr.write(`secretary: ${why} (attempt ${attempt}); retrying in ${formatSeconds(waitMs)}\n`);
    },
  });
  const history = settings.historyFile ? await loadHistoryFile(settings.historyFile) : [];
  const message = settings.message ?? (await readQuestion(process.stdin));
  const result = await client.ask({ message, history });
  // A person reading at a terminal is told when a model wrote the reply, as in a session;
  // a pipe or --json gets the reply alone, for scripts.
  if (process.stdout.isTTY && !settings.json && needsAiNotice(result.answerer)) {
    process.stderr.write(`${createStyles(colorsEnabled(process.env, process.stderr)).dim(AI_NOTICE)}\n`);
  }
  process.stdout.write(`${formatOutput(result.reply, settings.json)}\n`);
  if (settings.historyFile) await saveHistoryFile(settings.historyFile, result.history);
}

function formatOutput(reply: string, json: boolean): string {
  if (json) return JSON.stringify({ reply });
  // A pipe or a file gets the reply exactly as the server sent it; a terminal gets it laid out.
  if (!process.stdout.isTTY) return reply;
  // renderReply styles with kleur, which createStyles switches on or off for NO_COLOR and the like.
  createStyles(colorsEnabled(process.env, process.stdout));
  return renderReply(reply, { width: terminalWidth(process.stdout) });
}
