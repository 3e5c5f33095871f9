import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, ROOT, startServe, waitFor, type ServeProcess } from '../helpers/cli.js';

// The systemd unit docs/deploying.md tells owners to install: systemd must accept it, its
// ExecStart line must start the service as written, and a SIGTERM (what systemd sends) must
// drain and end it. And why the unit runs node, not `npm start`: npm does not pass SIGTERM on.

const UNIT = path.join(ROOT, 'examples/deploy/secretary.service');
const SYSTEMD_ANALYZE = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => existsSync(file));

/** The unit with its install paths pointed at this checkout, as an owner adjusts them. */
async function localUnit(): Promise<string> {
  return (await readFile(UNIT, 'utf8'))
    .replaceAll('/usr/bin/node', process.execPath)
    .replaceAll('/opt/secretary', ROOT.replace(/\/$/, ''))
    .replaceAll('/srv/portfolio', path.join(ROOT, 'examples/portfolio'));
}

/** The values of `key=` lines in the unit's [Service] section. */
function settings(unit: string, key: string): string[] {
  return [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]!.trim());
}

let dir: string;
const running: ServeProcess[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'secretary-unit-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('examples/deploy/secretary.service', () => {
  it.skipIf(!SYSTEMD_ANALYZE)('passes systemd-analyze verify without a warning', async () => {
    const file = path.join(dir, 'secretary.service');
    await writeFile(file, await localUnit());
    const { stdout, stderr } = await promisify(execFile)(SYSTEMD_ANALYZE!, ['verify', file], { env: childEnv() });
    expect(stdout + stderr).toBe('');
  });

  it('starts the service with its ExecStart line and environment, and drains and exits 0 on SIGTERM', async () => {
    const unit = await localUnit();
    const [execStart] = settings(unit, 'ExecStart');
    const environment = Object.fromEntries(settings(unit, 'Environment').map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]));
    expect(environment).toMatchObject({ HOST: '127.0.0.1', SECRETARY_TRUST_PROXY: '1' });
    // The unit's port may be taken on this machine: any free one, as PORT=0.
    const server = await startServe([], { ...environment, PORT: '0' }, execStart!.split(' '));
    running.push(server);
    expect(server.startupLine).toContain(`knowledge: ${path.join(ROOT, 'examples/portfolio')}`);
    const response = await fetch(`${server.url}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ message: 'Where does she work now?' }),
    });
    expect(response.status).toBe(200);
    expect(await server.stop('SIGTERM', 30_000)).toBe(0);
    expect(server.logs()).toContainEqual(expect.objectContaining({ event: 'shutdown', signal: 'SIGTERM' }));
  });

  it('gives systemd a stop timeout longer than a drain, and restarts nothing a restart cannot fix', async () => {
    const unit = await localUnit();
    // A drain waits for answers in flight, each bounded by --llm-timeout (20 s) plus 5 s of grace.
    expect(Number(settings(unit, 'TimeoutStopSec')[0])).toBeGreaterThanOrEqual(25);
    expect(settings(unit, 'ExecStart')[0]).not.toMatch(/\bnpm\b/);
    // Exit 2 is a configuration error (EXIT.usage): not worth a restart.
    expect(settings(unit, 'RestartPreventExitStatus')).toEqual(['2']);
  });
});

describe('npm start under a process manager', () => {
  // Regression: a process manager that stopped `npm start` with SIGTERM left the node server running.
  it('does not pass SIGTERM on: npm exits and the server it started keeps answering', async () => {
    const server = await startServe(['--port', '0'], {}, ['npm', 'start', '--silent', '--']);
    running.push(server);
    const npmExited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await npmExited;
    const answers = async () => {
      const response = await fetch(`${server.url}/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"hi"}' }).catch(() => undefined);
      return response?.status === 200;
    };
    expect(await waitFor(answers)).toBe(true);
  });
});
