// Produces a marked block afresh: runs its commands (the real CLI as a child process, a real
// `secretary serve` on a loopback port) and returns the block's new lines.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandsOf, elide } from './blocks.mjs';
import { linesOf, run, startServe } from './processes.mjs';
import { recipes } from './recipes.mjs';
import { startStandIn } from './standins.mjs';

/** The repository, whose `bin/secretary.js` every command runs. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
/** How the docs show the repository's path: the reader's clone, not this machine's. */
export const SHOWN_ROOT = '/home/you/secretary';

export { killAll, toReal } from './processes.mjs';

/**
 * A place for a run of the docs: a folder with a `secretary` command on the PATH, scratch
 * folders by name (blocks naming the same one share it, in document order), and cleanup.
 */
export async function createSession() {
  const home = await mkdtemp(path.join(tmpdir(), 'secretary-docs-'));
  const bin = path.join(home, 'bin');
  await mkdir(bin);
  await writeFile(path.join(bin, 'secretary'), `#!/bin/sh\nexec "${process.execPath}" "${ROOT}/bin/secretary.js" "$@"\n`);
  await chmod(path.join(bin, 'secretary'), 0o755);
  const scratch = new Map();
  return {
    env: childEnv(bin),
    /** The scratch folder called `name`, made on first use. */
    async scratch(name) {
      if (!scratch.has(name)) {
        const dir = path.join(home, `scratch-${name}`);
        await mkdir(dir);
        scratch.set(name, dir);
      }
      return scratch.get(name);
    },
    close: () => rm(home, { recursive: true, force: true }),
  };
}

/** The new lines of `block`, produced by running it in `session`. */
export async function produce(block, session) {
  const { options } = block;
  const cwd = options.cwd ? await session.scratch(options.cwd) : ROOT;
  const context = { block, session, cwd, ports: new Map(), servers: [] };
  try {
    await setUp(context);
    if (options.recipe) {
      const recipe = recipes[options.recipe];
      if (!recipe) throw new Error(`no recipe called "${options.recipe}" (known: ${Object.keys(recipes).join(', ')})`);
      return shown(context, await recipe(context, helpers));
    }
    if (options.transcript) return await transcript(context);
    if (options.startup) return shown(context, [context.startupLine]);
    return await shell(context);
  } finally {
    await Promise.allSettled(context.servers.map((server) => server.close()));
  }
}

/** What recipes may use: the pieces a shell block is made of. */
export const helpers = { run, startServe, shown, post };

async function setUp(context) {
  const { options } = context.block;
  // A model stand-in comes first: the serve below is pointed at it (`{model}` in `env`).
  let model;
  if (options.standin === 'model') {
    const standin = await startStandIn('model', options);
    context.servers.push(standin);
    model = `http://127.0.0.1:${standin.port}/v1`;
  }
  if (options.serve !== undefined) {
    const env = options.env ? `${String(options.env).replaceAll('{model}', model ?? '')} ` : '';
    const serve = await startServe(context, `${env}secretary serve ${options.serve === true ? '' : options.serve}`, options.port);
    if (serve.code !== undefined) throw new Error(`serve did not start: ${serve.lines.join('\n')}`);
    context.startupLine = serve.lines.at(-1);
    context.api = serve.url;
    context.output = serve.output;
    // `warm=N`: N questions asked first, as by the blocks before (a rate limit they used up).
    for (let i = 0; i < Number(options.warm ?? 0); i++) await post(context, { message: 'Hi' });
  }
  // Files the block's commands need, made before them and not shown (the block shows them, e.g. with cat).
  if (options.setup) {
    const made = await run(context, options.setup);
    if (made.code !== 0) throw new Error(`setup failed (exit ${made.code}): ${made.lines.join('\n')}`);
  }
  if (options.standin && options.standin !== 'model') {
    const standin = await startStandIn(options.standin, options);
    context.servers.push(standin);
    context.ports.set(standin.port, String(options.port));
  }
}

// A block of `$ ` commands: each is run and the lines under it replaced by what it printed.
async function shell(context) {
  const { options } = context.block;
  const lines = [];
  const commands = commandsOf(context.block.lines);
  for (const command of commands) {
    const text = command.shown.join('\n').slice(2);
    const result = /(^|[\s;&|])secretary serve\b/.test(text) && !/[|;&]/.test(text) ? await startServe(context, text) : await run(context, text);
    const output = elide(result.lines, { head: Number(options.head ?? 0), tail: Number(options.tail ?? 0), ellipsis: options.ellipsis ?? '…' });
    lines.push(...command.shown, ...shown(context, output));
    // `exit`: the exit code after each command; `exit=last`, or `exit=1,3`: after those only (counted from 1).
    const number = commands.indexOf(command) + 1;
    const showExit =
      options.exit === true ||
      (options.exit === 'last' && number === commands.length) ||
      String(options.exit ?? '').split(',').includes(String(number));
    if (showExit && result.code !== undefined) lines.push(`exit ${result.code}`);
  }
  return lines;
}

/** POSTs `body` to the block's serve and resolves with the parsed reply. */
async function post(context, body, language = 'en') {
  const response = await fetch(`${context.api}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  });
  return response.json();
}

// `> question` lines asked of a real serve in turn; a `(follow-up) >` line keeps the conversation,
// any other starts a new one. The lines after each question are its reply.
async function transcript(context) {
  const { options } = context.block;
  const language = options.lang ?? 'en';
  const lines = [];
  let history = [];
  for (const line of context.block.lines) {
    const question = /^(\s*\(follow-up\) )?> (.*)$/.exec(line);
    if (!question) continue;
    if (!question[1]) history = [];
    const { reply } = await post(context, { message: question[2], history }, language);
    if (lines.length > 0) lines.push('');
    lines.push(line, ...reply.split('\n'));
    history = [...history, { role: 'user', content: question[2] }, { role: 'assistant', content: reply }];
  }
  return lines;
}

/** `lines` as the docs show them: real ports and folders replaced by the ones the docs name. */
function shown(context, lines) {
  return lines.map((line) => {
    let text = line.split(ROOT).join(SHOWN_ROOT);
    if (context.cwd !== ROOT) text = text.split(`${context.cwd}/`).join('').split(context.cwd).join('.');
    for (const [real, port] of context.ports) text = text.replace(new RegExp(`(localhost|127\\.0\\.0\\.1|\\[::1\\]):${real}\\b`, 'g'), `$1:${port}`);
    return text;
  });
}

// As test/helpers/cli.ts childEnv: nothing of the caller's PORT, HOST, SECRETARY_* or OPENAI_*.
function childEnv(bin) {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'PORT' || name === 'HOST' || name.startsWith('SECRETARY_') || name.startsWith('OPENAI_')) delete env[name];
  }
  return { ...env, NO_COLOR: '1', PATH: `${bin}:${env.PATH}` };
}
