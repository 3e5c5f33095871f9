// The processes a block runs: one shell command at a time, and `secretary serve` kept running for
// the rest of the block. Every process group is tracked, so none outlives the run.
import { spawn } from 'node:child_process';

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
/** How long `until` waits, and a recipe for a command to end. */
export const UNTIL_DEADLINE_MS = 30_000;

/**
 * Runs one shell command as the docs show it (`npx secretary` is the `secretary` on the PATH; a
 * port the docs show is the real one), stdout and stderr together in the order printed.
 */
export async function run(context, text) {
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
 * Starts `secretary serve` as the docs show it, on free ports instead of the ones shown (the
 * API's, the demo page's and the admin listener's, mapped back in what it prints), and keeps it
 * running for the rest of the block. Resolves with what it printed up to its startup line, or,
 * when it exits instead, with that and its exit code.
 */
export async function startServe(context, text, shownPort) {
  const port = shownPort ?? /--port[ =](\d+)/.exec(text)?.[1] ?? /\bPORT=(\d+)/.exec(text)?.[1] ?? '3000';
  const demo = /--demo-page(?:[ =](\d+))?/.exec(text);
  const admin = /--admin-port[ =](\d+)/.exec(text);
  let command = toReal(context, text.replace(/(^|[\s;&|(])npx secretary\b/g, '$1secretary'));
  // A free port instead of the one shown; a PORT the command sets (even a wrong one) is left as it is.
  if (/--port[ =]\d+/.test(command)) command = command.replace(/--port[ =]\d+/, '--port 0');
  else if (/\bPORT=\d+\b/.test(command)) command = command.replace(/\bPORT=\d+\b/, 'PORT=0');
  else if (!/\bPORT=/.test(command)) command = `${command} --port 0`;
  if (demo) command = command.replace(/--demo-page(?:[ =]\d+)?/, '--demo-page 0');
  if (admin) command = command.replace(/--admin-port[ =]\d+/, '--admin-port 0');
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
  const adminUrl = /admin: (http:\/\/[^/\s)]+)/.exec(line)?.[1];
  if (admin && adminUrl) context.ports.set(Number(new URL(adminUrl).port), admin[1]);
  const printed = linesOf(out.slice(0, out.indexOf(line) + line.length));
  return {
    url,
    lines: printed,
    /** Everything it has printed so far, startup line included. */
    output: () => linesOf(out),
  };
}

/** The command as it is run: ports the docs show are the real ones (also for a list of arguments). */
export function toReal(context, text) {
  if (Array.isArray(text)) return text.map((part) => toReal(context, part));
  let command = text;
  for (const [real, port] of context.ports) command = command.replace(new RegExp(`(localhost|127\\.0\\.0\\.1|\\[::1\\]):${port}\\b`, 'g'), `$1:${real}`);
  return command;
}

/** `text` as lines, without the empty ones at its end. */
export function linesOf(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** Resolves once `check()` is true; rejects naming `what` after 30 s. */
export async function until(check, what) {
  const deadline = Date.now() + UNTIL_DEADLINE_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
