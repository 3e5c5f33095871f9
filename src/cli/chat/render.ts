import kleur from 'kleur';
import wrapAnsi from 'wrap-ansi';

/** Whether to colour output: off for `NO_COLOR`, `TERM=dumb` and non-terminals; `FORCE_COLOR` turns it on. */
export function colorsEnabled(env: NodeJS.ProcessEnv, stream: { isTTY?: boolean }): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** The styles of the interactive session, plain when colours are off. */
export function createStyles(enabled: boolean) {
  // kleur's switch is global; the CLI is the only user of kleur in this process.
  kleur.enabled = enabled;
  return {
    prompt: (text: string) => kleur.bold().green(text),
    continuation: (text: string) => kleur.dim(text),
    speaker: (text: string) => kleur.bold().cyan(text),
    dim: (text: string) => kleur.dim(text),
    error: (text: string) => kleur.red(text),
    note: (text: string) => kleur.yellow(text),
  };
}

/** The notice shown once per session, before the first reply a model wrote. */
export const AI_NOTICE = 'Replies are AI-generated and can be inaccurate; do not send passwords or other private data.';

// The answerers (X-Secretary-Answerer) that are language models; the built-in one quotes the portfolio.
const MODEL_ANSWERERS: ReadonlySet<string> = new Set(['openai']);

/** Whether a reply needs the AI notice: a model wrote it, or the server did not say who did. */
export function needsAiNotice(answerer: string | undefined): boolean {
  return answerer === undefined || MODEL_ANSWERERS.has(answerer);
}

/** The width to lay replies out at: the terminal's, or 80 columns when it does not say. */
export function terminalWidth(stream: { columns?: number }): number {
  return stream.columns && stream.columns > 0 ? stream.columns : 80;
}

/** The styles `createStyles` returns. */
export type Styles = ReturnType<typeof createStyles>;

/**
 * One line of a conversation for `/history`: number, speaker and the start of the text, cut to
 * `columns` by display width (wide characters take two), so it never wraps.
 */
export function historyLine(index: number, role: string, content: string, columns = 100): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const prefix = `${String(index).padStart(3)}  ${role === 'user' ? 'you' : 'secretary'}: `;
  const room = Math.max(10, columns - prefix.length);
  // wrap-ansi measures display width; a text that fits its room comes back as one line.
  const fits = !wrapAnsi(flat, room, { hard: true, trim: false }).includes('\n');
  const shown = fits ? flat : `${wrapAnsi(flat, room - 1, { hard: true, trim: true }).split('\n', 1)[0]}…`;
  return prefix + shown;
}
