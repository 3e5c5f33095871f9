// Child processes for the bench: each server runs alone so its RSS is its own.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

/** Starts a script that prints `{"port":N}` on its first line; resolves with its pid, port and stop(). */
export function startScript(file, args = []) {
  const child = spawn(process.execPath, [file, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${file} did not start within 10 s`)), 10_000);
    const fail = (error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('exit', (code) => fail(new Error(`${file} exited with ${code} before listening`)));
    let out = '';
    child.stdout.on('data', function onData(chunk) {
      out += chunk;
      const line = out.split('\n')[0];
      if (!out.includes('\n')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve(handle(child, JSON.parse(line).port));
    });
  });
}

/** Starts `secretary serve` on a free loopback port and waits until the port accepts connections. */
export async function startSecretary(args, env = {}) {
  const port = await freePort();
  const drain = spawn('wc', ['-lc'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const child = spawn(
    process.execPath,
    ['bin/secretary.js', 'serve', '--host', '127.0.0.1', '--port', String(port), ...args],
    // stdout is a pipe to its own reader (`wc`), as under a supervisor that collects logs: the
    // request log (one JSON line per request at --log-level info) is written and read, not
    // dropped, and reading it does not stall the load generator's event loop in this process.
    { stdio: ['ignore', drain.stdin, 'pipe'], env: { ...process.env, ...env } },
  );
  drain.stdin.destroy(); // the child holds the pipe now; wc sees its end when the child exits
  let counted = '';
  drain.stdout.on('data', (chunk) => (counted += chunk));
  const drained = new Promise((resolve) => drain.once('close', resolve));
  /** Lines and bytes serve wrote to stdout, once it has exited. */
  const log = () => drained.then(() => {
    const [lines = 0, bytes = 0] = counted.trim().split(/\s+/).map(Number);
    return { lines, bytes };
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`secretary serve ${args.join(' ')} exited: ${stderr.trim()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`secretary serve ${args.join(' ')} did not listen within 10 s`);
    }
    await sleep(10);
  }
  return { ...handle(child, port), log };
}

/** Peak resident set size of a process so far (VmHWM), in MiB; undefined off Linux. */
export function peakRssMiB(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a TCP connection to the loopback port succeeds. */
export function canConnect(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function handle(child, port) {
  return {
    pid: child.pid,
    port,
    url: `http://127.0.0.1:${port}`,
    stop() {
      if (child.exitCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 2000);
      return exited.finally(() => clearTimeout(force));
    },
  };
}
