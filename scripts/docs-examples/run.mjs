// Produces a marked block afresh: runs its commands (the real CLI as a child process, a real
// `secretary serve` on a loopback port) and returns the block's new lines.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandsOf, elide } from './blocks.mjs';
import { recipes } from './recipes.mjs';
import { startStandIn } from './standins.mjs';

/** The repository, whose `bin/secretary.js` every command runs. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
/** How the docs show the repository's path: the reader's clone, not this machine's. */
export const SHOWN_ROOT = '/home/you/secretary';

const COMMAND_TIMEOUT_MS = 180_000;

// Every process group started and not yet ended: killed if the run itself is stopped, so no
// server outlives it.
const running = new Set();
/** Stops every command and server still running (on exit, or when the run is interrupted). */
export function killAll() {
  for (const child of running) killGroup(child, 'SIGKILL');
}
process.on('exit', killAll);

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
const START_TIMEOUT_MS = 30_000;

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

/**
 * Runs one shell command as the docs show it (`npx secretary` is the `secretary` on the PATH; a
 * port the docs show is the real one), stdout and stderr together in the order printed.
 */
async function run(context, text) {
  // Each command runs in a shell of its own: `$?` is the exit code of the command before it.
  const command = toReal(context, text.replace(/(^|[\s;&|(])npx secretary\b/g, '$1secretary')).replaceAll('$?', String(context.lastCode ?? 0));
  // `streams=stdout`: what a reader of stdout alone sees (a report without the progress lines on stderr).
  const redirect = context.block.options.streams === 'stdout' ? '2>/dev/null' : '2>&1';
  const child = spawn('bash', ['-c', `{ ${command}\n} ${redirect}`], { cwd: context.cwd, env: context.session.env, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  running.add(child);
  child.on('close', () => running.delete(child));
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), COMMAND_TIMEOUT_MS);
  const code = await new Promise((resolve) => child.on('close', (c) => resolve(c)));
  clearTimeout(timer);
  context.lastCode = code;
  return { code, lines: linesOf(out) };
}

/**
 * Starts `secretary serve` as the docs show it, on free ports instead of the ones shown (mapped
 * back in what it prints), and keeps it running for the rest of the block. Resolves with what it
 * printed up to its startup line, or, when it exits instead, with that and its exit code.
 */
async function startServe(context, text, shownPort) {
  const port = shownPort ?? /--port[ =](\d+)/.exec(text)?.[1] ?? /\bPORT=(\d+)/.exec(text)?.[1] ?? '3000';
  const demo = /--demo-page(?:[ =](\d+))?/.exec(text);
  let command = toReal(context, text.replace(/(^|[\s;&|(])npx secretary\b/g, '$1secretary'));
  // A free port instead of the one shown; a PORT the command sets (even a wrong one) is left as it is.
  if (/--port[ =]\d+/.test(command)) command = command.replace(/--port[ =]\d+/, '--port 0');
  else if (/\bPORT=\d+\b/.test(command)) command = command.replace(/\bPORT=\d+\b/, 'PORT=0');
  else if (!/\bPORT=/.test(command)) command = `${command} --port 0`;
  if (demo) command = command.replace(/--demo-page(?:[ =]\d+)?/, '--demo-page 0');
  // Its own process group, so stopping it stops bash and the server under it.
  const child = spawn('bash', ['-c', `${command} 2>&1`], { cwd: context.cwd, env: context.session.env, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  running.add(child);
  child.on('close', () => running.delete(child));
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  const started = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
    const look = () => {
      if (/^secretary listening on .*$/m.test(out)) (clearTimeout(timer), resolve(true));
    };
    child.stdout.on('data', look);
    exited.then(() => (clearTimeout(timer), resolve(false)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killGroup(child, 'SIGTERM');
    const force = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
  };
  if (!started) {
    await stop();
    context.lastCode = await exited;
    return { code: context.lastCode, lines: linesOf(out) };
  }
  context.servers.push({ close: stop });
  const line = /^secretary listening on .*$/m.exec(out)[0];
  const url = /listening on (http:\/\/[^/\s]+)\/chat/.exec(line)[1];
  context.ports.set(Number(new URL(url).port), String(port));
  const demoUrl = /demo page: (http:\/\/[^/\s]+)\//.exec(line)?.[1];
  if (demo && demoUrl) context.ports.set(Number(new URL(demoUrl).port), demo[1] ?? String(Number(port) + 1));
  const printed = linesOf(out.slice(0, out.indexOf(line) + line.length));
  return {
    url,
    lines: printed,
    /** Everything it has printed so far, startup line included. */
    output: () => linesOf(out),
  };
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

/** The command as it is run: ports the docs show are the real ones (also for a list of arguments). */
export function toReal(context, text) {
  if (Array.isArray(text)) return text.map((part) => toReal(context, part));
  let command = text;
  for (const [real, port] of context.ports) command = command.replace(new RegExp(`(localhost|127\\.0\\.0\\.1|\\[::1\\]):${port}\\b`, 'g'), `$1:${real}`);
  return command;
}

function linesOf(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

// As test/helpers/cli.ts childEnv: nothing of the caller's PORT, HOST, SECRETARY_* or OPENAI_*.
function childEnv(bin) {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'PORT' || name === 'HOST' || name.startsWith('SECRETARY_') || name.startsWith('OPENAI_')) delete env[name];
  }
  return { ...env, NO_COLOR: '1', PATH: `${bin}:${env.PATH}` };
}
