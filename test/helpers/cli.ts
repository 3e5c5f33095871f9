import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The package root, where `bin/secretary.js` and `package.json` live. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What a finished CLI run printed and how it exited. */
export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

// Variables a developer's shell may set that would change what `serve` does.
const SCRUBBED = ['PORT', 'HOST'];

/** A clean environment for a child: no inherited PORT, HOST, SECRETARY_* or OPENAI_* settings, plus `env`. */
export function childEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of Object.keys(base)) {
    if (SCRUBBED.includes(name) || name.startsWith('SECRETARY_') || name.startsWith('OPENAI_')) delete base[name];
  }
  return { ...base, NO_COLOR: '1', ...env };
}

/** Runs `node bin/secretary.js ...args` to completion (bounded by `timeoutMs`). */
export function runCli(args: string[], env: Record<string, string> = {}, timeoutMs = 10_000): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/secretary.js', ...args], { cwd: ROOT, env: childEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`secretary ${args.join(' ')} did not finish in ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A running `serve` child: its URL from the startup line, its output so far, and a way to stop it. */
export interface ServeProcess {
  child: ChildProcess;
  startupLine: string;
  /** `http://host:port`, as printed. */
  url: string;
  stdout(): string;
  stderr(): string;
  /** The JSON log lines printed on stdout so far, parsed. */
  logs(): Array<Record<string, unknown>>;
  /** Sends `signal` and resolves with the exit code (SIGKILL after `timeoutMs`). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

/**
 * The one way tests start `secretary serve` as a child process: `command` (default
 * `node bin/secretary.js serve`) in a clean environment (see childEnv), resolved once
 * it prints its startup line. Log lines arrive later than the responses they
 * describe: read them with `waitFor`, never at the instant a response arrives.
 */
export function startServe(args: string[], env: Record<string, string> = {}, command: string[] = [process.execPath, 'bin/secretary.js', 'serve']): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const [file = process.execPath, ...rest] = command;
    // Its own process group, so an `npm start` wrapper and its node child stop together.
    const child = spawn(file, [...rest, ...args], { cwd: ROOT, env: childEnv(env), detached: true });
    let stdout = '';
    let stderr = '';
    let started = false;
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    const timer = setTimeout(() => fail(new Error(`serve did not start in time:\n${stdout}\n${stderr}`)), 20_000);
    const fail = (error: Error) => {
      if (started) return;
      started = true;
      clearTimeout(timer);
      killGroup(child, 'SIGKILL');
      reject(error);
    };
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('secretary listening on '));
      if (!line || started) return;
      started = true;
      clearTimeout(timer);
      const url = /listening on (http:\/\/\S+?)\/chat/.exec(line)?.[1] ?? '';
      resolve({
        child,
        startupLine: line,
        url,
        stdout: () => stdout,
        stderr: () => stderr,
        logs: () =>
          stdout
            .split('\n')
            .filter((l) => l.startsWith('{'))
            .map((l) => JSON.parse(l) as Record<string, unknown>),
        async stop(signal = 'SIGTERM', timeoutMs = 5000) {
          if (child.exitCode !== null) return child.exitCode;
          killGroup(child, signal);
          const force = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
          const code = await exited;
          clearTimeout(force);
          return code;
        },
      });
    });
    child.on('close', (code) => fail(new Error(`serve exited with ${code} before starting:\n${stdout}\n${stderr}`)));
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Polls `check` until it returns true or `timeoutMs` passes; resolves with its last result. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Posts one valid question to a running serve and resolves with the status and Retry-After. */
export async function askOnce(url: string): Promise<{ status: number; retryAfter: string | null }> {
  const response = await fetch(`${url}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'Which projects did the owner build?' }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}
