import { spawn, type ChildProcess } from 'node:child_process';

/** A `secretary serve` child process and what it has printed. */
export interface ServeProcess {
  url: string;
  /** JSON log lines printed so far. */
  logs(): Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

/** Runs `node bin/secretary.js serve --port 0 ...args` and resolves once it prints its listening line. */
export function startServe(args: string[]): Promise<ServeProcess> {
  const child: ChildProcess = spawn(process.execPath, ['bin/secretary.js', 'serve', '--host', '127.0.0.1', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  const logs = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`serve did not start in 10 s: ${stderr}`))), 10_000);
    const onEarlyExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${stderr.trim()}`));
    };
    child.once('exit', onEarlyExit);
    const onData = () => {
      const match = /listening on (http:\/\/[^\s/]+)\/chat/.exec(stdout);
      if (!match?.[1]) return;
      clearTimeout(timer);
      // Detach once: later output must not remove the 'exit' listener stop() relies on.
      child.stdout!.off('data', onData);
      child.removeListener('exit', onEarlyExit);
      resolve({ url: match[1], logs, stop });
    };
    child.stdout!.on('data', onData);
  });
}

/** Posts one valid question and resolves with the status and Retry-After. */
export async function ask(url: string): Promise<{ status: number; retryAfter: string | null }> {
  const response = await fetch(`${url}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'Which projects did the owner build?' }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}
