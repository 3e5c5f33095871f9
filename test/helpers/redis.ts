import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

/** A real `redis-server` on a loopback port, owned by one test file. */
export interface TestRedis {
  port: number;
  url: string;
  /** Kills the server (SIGKILL: an outage, not a shutdown) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port, so clients reconnect to the same URL. */
  restart(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open but nothing answers, a "slow Redis". */
  pause(): void;
  /** Thaws a paused server (SIGCONT). */
  resume(): void;
  /** Sends one command in inline form and resolves with the raw reply. */
  command(line: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts `redis-server` on a free loopback port with persistence off and waits for PONG. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port);
  const command = (line: string) => send(port, line);
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    async restart() {
      await kill();
      child = await launch(port);
    },
    command,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    stop: kill,
  };
}

/** Whether `redis-server` is on the PATH, so a suite can skip with a reason instead of failing obscurely. */
export function hasRedisServer(): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && existsSync(`${dir}/redis-server`));
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} on port ${port}`);
    try {
      if ((await send(port, 'PING')).startsWith('+PONG')) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer PING on port ${port} within 20 s`);
}

function send(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`redis on port ${port} did not reply to ${line}`));
    }, 5000);
    socket.on('connect', () => socket.write(`${line}\r\n`));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.endsWith('\r\n')) {
        clearTimeout(timer);
        socket.end();
        resolve(reply);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
