import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, startServe, type ServeProcess } from '../helpers/cli.js';

const running: ServeProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
});

async function serve(args: string[], env: Record<string, string> = {}, command?: string[]): Promise<ServeProcess> {
  const p = await startServe(args, env, command);
  running.push(p);
  return p;
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/chat`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('secretary serve --help', () => {
  it('lists every option with its environment variable and default', async () => {
    const { code, stdout } = await runCli(['serve', '--help']);
    expect(code).toBe(0);
    const help = stdout.replace(/\s+/g, ' ');
    const expected: Array<[string, string, string | null]> = [
      ['--port <port>', 'PORT', '3000'],
      ['--host <host>', 'HOST', 'localhost'],
      ['--knowledge <dir>', 'SECRETARY_KNOWLEDGE', 'the bundled examples/portfolio'],
      ['--cors-origin <origin>', 'SECRETARY_CORS_ORIGINS', 'none'],
      ['--rate-limit <rate>', 'SECRETARY_RATE_LIMIT', '20/1m'],
      ['--trust-proxy <hops>', 'SECRETARY_TRUST_PROXY', '0'],
      ['--default-language <lang>', 'SECRETARY_DEFAULT_LANGUAGE', 'en'],
      ['--log-level <level>', 'SECRETARY_LOG_LEVEL', 'info'],
      ['--max-concurrency <n>', 'SECRETARY_MAX_CONCURRENCY', '64'],
      ['--provider <name>', 'SECRETARY_PROVIDER', 'openai if OPENAI_API_KEY or OPENAI_BASE_URL is set, else extractive'],
      ['--model <name>', 'SECRETARY_MODEL', null],
      ['--base-url <url>', 'OPENAI_BASE_URL', null],
      ['--max-tokens <n>', 'SECRETARY_MAX_TOKENS', null],
      ['--temperature <t>', 'SECRETARY_TEMPERATURE', null],
      ['--llm-timeout <seconds>', 'SECRETARY_LLM_TIMEOUT', '20'],
      ['--llm-max-response-bytes <n>', 'SECRETARY_LLM_MAX_RESPONSE_BYTES', '1048576'],
      ['--fallback <mode>', 'SECRETARY_FALLBACK', 'extractive'],
      ['--redis <url>', 'SECRETARY_REDIS_URL', null],
      ['--redis-failure <mode>', 'SECRETARY_REDIS_FAILURE', 'open'],
      ['--redis-timeout <ms>', 'SECRETARY_REDIS_TIMEOUT', '300'],
      ['--demo-page [port]', 'SECRETARY_DEMO_PAGE', null],
    ];
    for (const [flag, env, defaultValue] of expected) {
      const start = help.indexOf(` ${flag} `);
      expect(start, flag).toBeGreaterThan(-1);
      const next = help.indexOf(' --', start + flag.length + 2);
      const entry = help.slice(start, next === -1 ? undefined : next);
      expect(entry, flag).toContain(`env: ${env})`);
      expect(entry, flag).toContain('default: ');
      if (defaultValue !== null) expect(entry, flag).toContain(`default: ${defaultValue}`);
    }
    expect(help).not.toMatch(/--api-key|--key\b/);
  });
});

describe('secretary serve with bad options', () => {
  // Each case is its own short-lived process; running them side by side keeps the suite quick.
  // Regression (issue 13): an environment variable's bad value was reported under the flag's name.
  it.concurrent.each([
    [['--port', 'abc'], {}, '--port must be a whole number from 0 to 65535, got "abc"'],
    [['--port', '70000'], {}, '--port must be a whole number from 0 to 65535, got "70000"'],
    [[], { PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [['--rate-limit', '20/week'], {}, '--rate-limit must look like 20/1m, 500/1h or 5/30s (count/window, units s m h d), or be "off", got "20/week"'],
    [[], { SECRETARY_RATE_LIMIT: '20/week' }, 'SECRETARY_RATE_LIMIT must look like 20/1m, 500/1h or 5/30s (count/window, units s m h d), or be "off", got "20/week"'],
    [['--cors-origin', '*'], {}, '--cors-origin must be a bare origin such as https://example.com (scheme, host and optional port; no path, no "*"), got "*"'],
    [[], { SECRETARY_CORS_ORIGINS: 'https://ok.example,https://bad.example/path' }, 'SECRETARY_CORS_ORIGINS must be a bare origin such as https://example.com (scheme, host and optional port; no path, no "*"), got "https://bad.example/path"'],
    [['--trust-proxy', '-1'], {}, '--trust-proxy must be a whole number from 0 to 100, got "-1"'],
    [[], { SECRETARY_TRUST_PROXY: '101' }, 'SECRETARY_TRUST_PROXY must be a whole number from 0 to 100, got "101"'],
    [['--default-language', 'de'], {}, '--default-language must be one of en, sr-Latn, got "de"'],
    [['--log-level', 'loud'], {}, '--log-level must be one of silent, error, warn, info, debug, got "loud"'],
    [[], { SECRETARY_LOG_LEVEL: 'loud' }, 'SECRETARY_LOG_LEVEL must be one of silent, error, warn, info, debug, got "loud"'],
    [['--max-concurrency', '0'], {}, '--max-concurrency must be a whole number from 1 to 100000, got "0"'],
    [['--provider', 'anthropic'], {}, '--provider must be one of extractive, openai, got "anthropic"'],
    [[], { SECRETARY_PROVIDER: 'anthropic' }, 'SECRETARY_PROVIDER must be one of extractive, openai, got "anthropic"'],
    [['--llm-timeout', 'soon'], {}, '--llm-timeout must be a number from 0.1 to 600, got "soon"'],
    [['--fallback', 'maybe'], {}, '--fallback must be one of extractive, none, got "maybe"'],
    [['--redis', 'http://user:hunter2@cache'], {}, '--redis must be a redis:// or rediss:// URL'],
    [[], { SECRETARY_REDIS_URL: 'http://user:hunter2@cache' }, 'SECRETARY_REDIS_URL must be a redis:// or rediss:// URL'],
    [['--redis-failure', 'sometimes'], {}, '--redis-failure must be one of open, closed, got "sometimes"'],
    [[], { SECRETARY_REDIS_TIMEOUT: '5' }, 'SECRETARY_REDIS_TIMEOUT must be a whole number from 10 to 60000, got "5"'],
    [['--temperature', '3'], {}, '--temperature must be a number from 0 to 2, got "3"'],
    [[], { SECRETARY_TEMPERATURE: '3' }, 'SECRETARY_TEMPERATURE must be a number from 0 to 2, got "3"'],
    [['--base-url', 'ftp://x'], {}, '--base-url must be an http:// or https:// URL, got "ftp://x"'],
    [['--llm-max-response-bytes', '1M'], {}, '--llm-max-response-bytes must be a whole number from 1024 to 1073741824, got "1M"'],
    [[], { SECRETARY_LLM_MAX_RESPONSE_BYTES: '10' }, 'SECRETARY_LLM_MAX_RESPONSE_BYTES must be a whole number from 1024 to 1073741824, got "10"'],
    [[], { SECRETARY_WATCH: 'sometimes' }, 'SECRETARY_WATCH must be 1, true, yes, on, 0, false, no or off, got "sometimes"'],
    [['--bogus'], {}, "unknown option '--bogus'"],
  ] as Array<[string[], Record<string, string>, string]>)('%j %j exits 2 naming where the value was given', async (args, env, line) => {
    const { code, stdout, stderr } = await runCli(['serve', ...args], env);
    expect({ code, stdout, stderr }).toEqual({ code: 2, stdout: '', stderr: `secretary: ${line}\n(see secretary serve --help)\n` });
  });

  // Regression (issue 13): commander's errors began "error:" and usage hints came in three wordings.
  it.concurrent.each([
    [['nosuch'], "unknown command 'nosuch'", '(see secretary --help)'],
    [['chat', '--lang', 'de'], '--lang must be one of en, sr-Latn, got "de"', '(see secretary chat --help)'],
    [['chat', '--timeout', '0'], '--timeout must be a number of at least 0.1, got "0"', '(see secretary chat --help)'],
    [['chat', 'a', 'b'], "too many arguments for 'chat'. Expected 1 argument but got 2.", '(see secretary chat --help)'],
    [['check', '--concurrency', '0', 'http://x'], '--concurrency must be a whole number from 1 to 1000000, got "0"', '(see secretary check --help)'],
    [['openapi', '--format', 'xml'], "option '--format <format>' argument 'xml' is invalid. Allowed choices are json, yaml.", '(see secretary openapi --help)'],
  ] as Array<[string[], string, string]>)('%j prints one error style and one hint', async (args, line, hint) => {
    const { code, stderr } = await runCli(args, args[0] === 'chat' ? { SECRETARY_URL: 'http://127.0.0.1:9' } : {});
    expect({ code, stderr }).toEqual({ code: 2, stderr: `secretary: ${line}\n${hint}\n` });
  });

  it('names SECRETARY_LANG when the language came from there', async () => {
    const { code, stderr } = await runCli(['chat', '-m', 'hi'], { SECRETARY_LANG: 'de' });
    expect({ code, stderr }).toEqual({ code: 2, stderr: 'secretary: SECRETARY_LANG must be one of en, sr-Latn, got "de"\n(see secretary chat --help)\n' });
  });

  it('exits 2 with one line for a missing knowledge folder', async () => {
    const { code, stderr } = await runCli(['serve', '--port', '0', '--knowledge', '/nonexistent/portfolio']);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^secretary: .*\/nonexistent\/portfolio/);
    expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
  });
});

describe('secretary serve', () => {
  it('serves the example portfolio, rate limits, logs JSON lines, and exits 0 on SIGTERM', async () => {
    const p = await serve(['--host', '127.0.0.1', '--rate-limit', '5/1m'], { PORT: '0' });
    expect(p.startupLine).toMatch(
      /^secretary listening on http:\/\/127\.0\.0\.1:\d+\/chat \(answerer: extractive, knowledge: \S+examples\/portfolio, rate limit: 5\/1m\)$/,
    );
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const r = await post(p.url, { message: 'What projects are in the portfolio?' });
      statuses.push(r.status);
      if (r.status === 200) {
        expect(r.headers.get('x-secretary-answerer')).toBe('extractive');
        expect(Object.keys((await r.json()) as object)).toEqual(['reply']);
      } else {
        retryAfter = r.headers.get('retry-after');
        expect(await r.json()).toEqual({ error: 'too many requests' });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(retryAfter).toMatch(/^\d+$/);
    expect(await p.stop('SIGTERM')).toBe(0);
    const logs = p.stdout().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logs.filter((l) => l.event === 'request').map((l) => l.status)).toEqual(statuses);
    expect(logs.at(-1)).toMatchObject({ event: 'shutdown', signal: 'SIGTERM' });
    expect(p.stdout()).not.toContain('What projects');
    expect(p.stderr()).toBe('');
  });

  it('takes CORS origins and the log level from the environment', async () => {
    const p = await serve(['--host', '127.0.0.1', '--port', '0'], {
      SECRETARY_CORS_ORIGINS: 'https://a.example, https://b.example',
      SECRETARY_LOG_LEVEL: 'silent',
    });
    const preflight = await fetch(`${p.url}/chat`, { method: 'OPTIONS', headers: { origin: 'https://b.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://b.example');
    expect(await p.stop('SIGINT')).toBe(0);
    expect(p.stdout().trim().split('\n')).toEqual([p.startupLine]);
  });

  it('runs through `PORT=<n> npm start`', async () => {
    const port = await freePort();
    const p = await serve([], { PORT: String(port) }, ['npm', 'start', '--silent']);
    expect(p.url).toBe(`http://localhost:${port}`);
    const r = await post(p.url, { message: 'hello' });
    expect(r.status).toBe(200);
  });

  it('serves the demo page on its own port and lets its origin through CORS', async () => {
    const p = await serve(['--host', '127.0.0.1', '--port', '0', '--demo-page', '0', '--log-level', 'warn']);
    const demo = /demo page: (http:\/\/127\.0\.0\.1:(\d+))\/en\/\)$/.exec(p.startupLine);
    expect(demo, p.startupLine).not.toBeNull();
    const origin = demo?.[1] ?? '';
    expect(origin).not.toBe(p.url);
    expect((await fetch(`${origin}/en/`)).status).toBe(200);
    const preflight = await fetch(`${p.url}/chat`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    // The API port still serves POST /chat only.
    expect((await fetch(`${p.url}/en/`)).status).toBe(404);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
