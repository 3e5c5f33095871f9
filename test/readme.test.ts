import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, ROOT, startServe, type ServeProcess } from './helpers/cli.js';

// Regression (issue 13): the README's commands did not run as printed (`secretary` not on PATH, a
// URL that chat and check could not use). Every `$ ` command in its console blocks runs here, as
// printed, against a server started by `npm start`, and must print the output shown under it.

interface Step {
  command: string;
  shown: string[];
}

const README = readFileSync(`${ROOT}README.md`, 'utf8');
// What `init` writes in the README's example; removed before and after so a rerun starts clean.
const INIT_FOLDER = `${ROOT}my-portfolio`;
// The README's examples use the default port; the test's server takes any free one.
const README_ORIGIN = 'http://localhost:3000';

function consoleSteps(markdown: string): Step[] {
  const steps: Step[] = [];
  for (const block of markdown.matchAll(/```console\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.split('\n')) {
      if (line.startsWith('$ ')) steps.push({ command: line.slice(2), shown: [] });
      // "…" stands for lines left out of the README.
      else if (line.trim() !== '' && line.trim() !== '…') steps.at(-1)?.shown.push(line);
    }
  }
  return steps;
}

// Durations differ on every run ("in 0.3 s"); everything else must match.
const normal = (text: string) => text.replace(/\b\d+(\.\d+)? s\b/g, 'N s');

function run(command: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd: ROOT, env: childEnv() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const steps = consoleSteps(README);
// npm ci, npm start and npm test are what this suite itself runs on; the server below is `npm start`.
const commands = steps.filter((step) => !step.command.startsWith('npm '));

describe('the README, run as printed', () => {
  let server: ServeProcess;

  beforeAll(async () => {
    rmSync(INIT_FOLDER, { recursive: true, force: true });
    server = await startServe(['--port', '0'], {}, ['npm', 'start', '--silent', '--']);
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(INIT_FOLDER, { recursive: true, force: true });
  });

  it('starts with the two set-up commands, and shows the start-up line npm start prints', () => {
    expect(steps.slice(0, 2).map((s) => s.command)).toEqual(['npm ci && npm start', 'npm test']);
    const shown = /secretary listening on http:\/\/localhost:3000\/chat \(answerer: extractive, knowledge: \S+examples\/portfolio, rate limit: 20\/1m\)/;
    expect(README).toMatch(shown);
    const port = new URL(server.url).port;
    expect(server.startupLine.replace(`:${port}/`, ':3000/')).toMatch(shown);
  });

  it('has commands to run', () => {
    expect(commands.length).toBeGreaterThanOrEqual(5);
  });

  // In order: `init` comes before `knowledge lint` of the folder it wrote.
  for (const step of commands) {
    it(`runs: ${step.command}`, async () => {
      const origin = new URL(server.url).origin.replace('127.0.0.1', 'localhost');
      const { code, output } = await run(step.command.replaceAll(README_ORIGIN, origin));
      expect(code, output).toBe(0);
      const printed = normal(output.replaceAll(origin, README_ORIGIN));
      for (const line of step.shown) expect(printed).toContain(normal(line));
    }, 60_000);
  }
});
