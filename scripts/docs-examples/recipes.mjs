// Blocks that are no plain list of commands: a terminal session with typed answers, a file a
// command wrote, a server's log while files change under it (and, from recipes-serve.mjs, requests
// sent to the block's serve). Each recipe gets the block's context
// and the runner's helpers, and returns the block's new lines.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { commandsOf, elide } from './blocks.mjs';
import { toReal, until, UNTIL_DEADLINE_MS } from './processes.mjs';
import { serveRecipes } from './recipes-serve.mjs';
import { ROOT } from './run.mjs';

export const recipes = {
  ...serveRecipes,

  /**
   * `$ command` run in a terminal `cols` wide (default 200), typing each of `answers` (separated
   * by `|`; `^D` is Ctrl-D) at each prompt in turn (a screen whose last line ends in a match of
 * the regular expression `prompt`, default ": "):
   * the block shows the command and the screen, the typed answers included.
   */
  async pty(context) {
    const { options } = context.block;
    const [command] = commandsOf(context.block.lines);
    const answers = options.answers === undefined ? [] : String(options.answers).split('|');
    const prompt = new RegExp(`(${options.prompt ?? ': '})$`);
    const { spawn } = await import('node-pty');
    const args = words(command.shown.join(' ').slice(2));
    if (args[0] !== 'secretary') throw new Error('a pty block runs one secretary command');
    const term = spawn(process.execPath, [path.join(ROOT, 'bin/secretary.js'), ...toReal(context, args.slice(1))], {
      cols: Number(options.cols ?? 200),
      rows: 50,
      cwd: context.cwd,
      env: { ...context.session.env, TERM: 'xterm-256color' },
    });
    let raw = '';
    term.onData((data) => (raw += data));
    const exited = new Promise((resolve) => term.onExit(({ exitCode }) => resolve(exitCode)));
    try {
      for (const answer of answers) {
        // A prompt is printed and waits: the screen's last line ends with the prompt.
        const seen = raw.length;
        await until(() => raw.length > seen && prompt.test(screen(raw).at(-1) ?? ''), `a prompt for ${JSON.stringify(answer)}`);
        term.write(answer === '^D' ? '\x04' : `${answer}\r`);
      }
      await Promise.race([exited, new Promise((_, reject) => setTimeout(() => reject(new Error('the command did not end')), UNTIL_DEADLINE_MS))]);
    } finally {
      term.kill();
    }
    return [...command.shown, ...elide(trimmed(screen(raw)), optionsOf(context))];
  },

  /** The file `path` (in the block's folder) as an earlier block's command left it, less its first `skip` lines. */
  async file(context) {
    const text = await readFile(path.join(context.cwd, String(context.block.options.path)), 'utf8');
    return elide(lines(text).slice(Number(context.block.options.skip ?? 0)), optionsOf(context));
  },

  /**
   * `secretary serve --watch` on a folder `init` wrote, while `contact.md` is edited with
   * `sed -i` and then broken: the startup line and the log lines about the folder.
   */
  async 'watch-log'(context, { run, startServe }) {
    await run(context, 'rm -rf my-portfolio && secretary init my-portfolio --yes > /dev/null');
    const serve = await startServe(context, 'secretary serve --knowledge my-portfolio --watch', context.block.options.port);
    const events = () => serve.output().filter((line) => /"event":"knowledge_(reloaded|reload_failed)"/.test(line));
    await run(context, "sed -i 's/The best way/The quickest way/' my-portfolio/contact.md");
    await until(() => events().length === 1, 'the reload');
    const contact = path.join(context.cwd, 'my-portfolio/contact.md');
    await writeFile(contact, (await readFile(contact, 'utf8')).replace('tags: [contact, email, hire, availability]', 'tags: [contact, email'));
    await until(() => events().length === 2, 'the failed reload');
    return [serve.lines.at(-1), ...events()];
  },
};

function optionsOf(context) {
  const { head, tail, ellipsis } = context.block.options;
  return { head: Number(head ?? 0), tail: Number(tail ?? 0), ellipsis: ellipsis ?? '…' };
}

// The lines a terminal shows for `text`: cursor moves and erasures applied (a spinner that
// replaces itself leaves nothing), colours and other escape sequences dropped.
function screen(text) {
  const rows = [''];
  let row = 0;
  let col = 0;
  const put = (ch) => {
    const line = rows[row].padEnd(col);
    rows[row] = line.slice(0, col) + ch + line.slice(col + 1);
    col++;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\x1b') {
      const csi = /^\x1b\[([0-9;?]*)([A-Za-z])/.exec(text.slice(i, i + 16));
      const osc = /^\x1b\][^\x07]*\x07/.exec(text.slice(i));
      if (csi) {
        const n = Number(csi[1] || 1);
        if (csi[2] === 'K') rows[row] = csi[1] === '2' ? '' : rows[row].slice(0, col);
        else if (csi[2] === 'G') col = n - 1;
        else if (csi[2] === 'A') row = Math.max(0, row - n);
        else if (csi[2] === 'C') col += n;
        else if (csi[2] === 'D') col = Math.max(0, col - n);
        else if (csi[2] === 'J') rows.splice(row + 1), (rows[row] = rows[row].slice(0, col));
        i += csi[0].length - 1;
      } else if (osc) i += osc[0].length - 1;
      else i += 1;
    } else if (ch === '\r') col = 0;
    else if (ch === '\n') {
      row++;
      if (rows.length <= row) rows.push('');
    } else if (ch === '\b') col = Math.max(0, col - 1);
    else if (ch >= ' ' || ch === '\t') put(ch);
  }
  return rows;
}

// A command line's words as a shell splits them: quotes group, and are dropped.
function words(text) {
  return [...text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

function lines(text) {
  return trimmed(text.split('\n'));
}

function trimmed(rows) {
  const all = rows.map((line) => line.trimEnd());
  while (all.length > 0 && all.at(-1) === '') all.pop();
  return all;
}
