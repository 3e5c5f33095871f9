import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startCli } from '../check/_cli.js';

// Issue 13: pasting the URL `serve` prints (…/chat) into chat gave a 404 and into check 22 passed, 10 failed.
describe('chat and check take the URL that serve prints', () => {
  let serve: Awaited<ReturnType<typeof startCli>>;
  beforeAll(async () => {
    serve = await startCli(['serve', '--port', '0', '--host', '127.0.0.1', '--log-level', 'error'], /listening on (http:\/\/\S+\/chat)/);
  });
  afterAll(() => serve?.stop());

  it('chat drops the trailing /chat, says so once on stderr, and gets a reply', async () => {
    const printed = serve.match[1]!;
    const run = await runCli(['chat', printed, '-m', 'What projects have you worked on?']);
    expect(run.code).toBe(0);
    expect(run.stdout.length).toBeGreaterThan(10);
    expect(run.stderr).toBe(`secretary: using base URL ${printed.slice(0, -'chat'.length)} (dropped the trailing /chat: requests go to ${printed})\n`);
  });

  it('check drops it too, says so once, and the run is about the real endpoint', async () => {
    const printed = serve.match[1]!;
    const run = await runCli(['check', printed, '--only', 'message,response', '--reporter', 'json']);
    expect(run.code).toBe(0);
    expect(run.stderr.match(/dropped the trailing \/chat/g)).toHaveLength(1);
    const report = JSON.parse(run.stdout) as { target: string; results: Array<{ verdict: string }> };
    expect(report.target).toBe(printed.slice(0, -'chat'.length));
    expect(report.results.every((r) => r.verdict === 'pass')).toBe(true);
  });

  it('a base URL with a query or credentials is one usage line, exit 2', async () => {
    const chat = await runCli(['chat', 'http://127.0.0.1:1/?x=1', '-m', 'hi']);
    const check = await runCli(['check', 'http://me:pw@127.0.0.1:1/']);
    expect([chat.code, check.code]).toEqual([2, 2]);
    expect(chat.stderr).toBe('secretary: the base URL must not have a query (?…): "http://127.0.0.1:1/?x=1"\n');
    expect(check.stderr).toBe('secretary: the base URL must not contain credentials (user:password@): 127.0.0.1:1\n');
  });

  // Issue 22: `chat localhost:48200` said "the base URL must be http or https, not localhost:" (the host read as a scheme).
  it('an address without http:// is one usage line that suggests the URL meant, in chat, check and eval alike', async () => {
    const chat = await runCli(['chat', 'localhost:48200', '-m', 'hi']);
    const check = await runCli(['check', 'chat.example.com']);
    const evaluated = await runCli(['eval', 'examples/portfolio/evals.yaml', '--url', '127.0.0.1:3000']);
    expect([chat.code, check.code, evaluated.code]).toEqual([2, 2, 2]);
    expect(chat.stderr).toBe('secretary: "localhost:48200" has no http:// or https://; did you mean http://localhost:48200?\n');
    expect(check.stderr).toBe('secretary: "chat.example.com" has no http:// or https://; did you mean https://chat.example.com?\n');
    expect(evaluated.stderr).toBe('secretary: "127.0.0.1:3000" has no http:// or https://; did you mean http://127.0.0.1:3000?\n');
  });
});
