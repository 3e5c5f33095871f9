import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../helpers/cli.js';

const BIN = fileURLToPath(new URL('../../bin/secretary.js', import.meta.url));

/** Output and exit code of one CLI run. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/secretary.js ...args` (needs a build) and collects its output; bounded by `timeoutMs`. */
export function runCli(args: string[], options: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: childEnv(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts a long-running CLI command and resolves once a stdout line matches `ready`. */
export function startCli(args: string[], ready: RegExp, timeoutMs = 20_000): Promise<{ match: RegExpMatchArray; stop(): Promise<void>; output(): string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`not ready within ${timeoutMs} ms: ${output}`));
    }, timeoutMs);
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('close', () => done());
        child.kill('SIGTERM');
      });
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve({ match, stop, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ready: ${output}`));
    });
  });
}
