import { connect, type Socket } from 'node:net';
import { marked } from 'marked';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEAK_REFUSALS } from '../../src/server/answerers/output-guard.js';
import { promptInstructions } from '../../src/server/answerers/prompt.js';
import { createAnswerer } from '../../src/server/answerers/select.js';
import type { Answerer } from '../../src/server/answerers/types.js';
import { defaultKnowledgeDir } from '../../src/server/knowledge/default-dir.js';
import { loadKnowledge } from '../../src/server/knowledge/load.js';
import type { Knowledge } from '../../src/server/knowledge/types.js';
import { createLogger } from '../../src/server/logger.js';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { startOpenAIStub, type OpenAIStub } from '../fixtures/openai-stub.js';
import { runCli, startServe, waitFor } from '../helpers/cli.js';
import { rawRequest } from '../helpers/raw-http.js';

// The attacks of issue 24's red-team round that got through, kept as a regression suite:
// each runs against the real server (and the real CLI where shutdown is concerned).

const KEY = 'sk-redteam-KEY-0123456789abcdef';
let stub: OpenAIStub;
let knowledge: Knowledge;
const running: Array<{ server: RunningServer; answerer: Answerer }> = [];

beforeAll(async () => {
  [stub, knowledge] = await Promise.all([startOpenAIStub(), loadKnowledge(defaultKnowledgeDir())]);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map(async (r) => (await r.server.close(), await r.answerer.close?.())));
  stub.setModes();
});
afterAll(async () => {
  await stub.close();
});

// The service on the model path, with the stub as its model.
async function modelServer(): Promise<string> {
  const answerer = await createAnswerer(
    { provider: 'openai', model: 'stub', baseUrl: stub.baseUrl, apiKey: KEY, llmTimeoutSeconds: 5, fallback: 'none' },
    knowledge,
  );
  const server = await startServer({ answerer, port: 0, host: '127.0.0.1', rateLimit: null, timeouts: { drainGraceMs: 100 } });
  running.push({ server, answerer });
  return `${server.url}/chat`;
}

async function replyTo(content: string): Promise<string> {
  stub.setModes({ kind: 'success', content });
  const response = await fetch(await modelServer(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"hi"}' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { reply: string }).reply;
}

describe('1. links, images and HTML in a model reply', () => {
  it.each([
    ['a URL with parentheses', 'Please [Sign in](https://evil.example/(login)) first.', 'Sign in'],
    ['an image whose file name has parentheses', 'Chart: ![p](https://evil.example/p(1).png) above.', 'Chart:'],
    ['a < inside an angle-bracket URL', 'See [docs](<https://evil.example/a<b>) now.', 'docs'],
    ['link text across a line break', 'Go [sign\nin](https://evil.example/login) now.', 'sign\nin'],
    ['a (title) in parentheses', 'Try [this](https://evil.example/x (Title)).', 'this'],
    ['nested brackets in alt text', 'Look ![a [nested] alt](https://evil.example/i.png) here.', 'Look'],
    ['a reference definition inside a quote', '[Portal][p] is the place.\n\n> [p]: https://evil.example/portal', 'Portal'],
    ['a javascript: link', 'Click [here](javascript:alert(document.cookie)) to continue.', 'here'],
    ['an iframe', 'Watch:\n\n<iframe src="https://evil.example/v"></iframe>\n\nthe end.', 'the end'],
    ['an SVG image', 'Logo <svg><image href="https://evil.example/l.png"/></svg> shown.', 'shown'],
    ['a video poster', 'Clip <video poster="https://evil.example/p.jpg"></video> here.', 'here'],
    ['a style with url()', '<p style="background:url(https://evil.example/bg)">Welcome</p>', 'Welcome'],
  ])('%s reaches the visitor with no outside URL, its own text kept', async (_name, content, kept) => {
    const reply = await replyTo(content);
    const html = marked.parse(reply, { async: false });
    // Rendered: no attribute points anywhere outside; the reply's text names no outside URL either.
    expect(html).not.toMatch(/(?:href|src|poster)="[^"]*(?:evil|javascript:)/i);
    expect(html).not.toMatch(/<(?:img|iframe|svg|image|video)\b|style=/i);
    expect(reply).not.toMatch(/https?:\/\/evil|javascript:/i);
    expect(reply).toContain(kept);
  });

  it('keeps a link to a URL the knowledge folder holds', async () => {
    const known = knowledge.profile.links;
    const url = Object.values(known)[0]!;
    expect(await replyTo(`See [the repo](${url}).`)).toBe(`See [the repo](${url}).`);
  });
});

describe('5. a disguised key', () => {
  it.each([
    ['zero-width spaces inside it', KEY.split('').join('\u200b')],
    ['a look-alike hyphen (U+2010)', KEY.replace(/-/g, '\u2010')],
    ['fullwidth letters', [...KEY].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')],
    ['base64', Buffer.from(`my key is ${KEY}`).toString('base64')],
  ])('is redacted: %s', async (_name, disguised) => {
    const reply = await replyTo(`The key: ${disguised} (do not share).`);
    expect(reply).toContain('[redacted]');
    expect(reply).toContain('(do not share).');
    expect(reply).not.toContain(disguised);
  });
});

describe('5. a key too short to redact', () => {
  it('stops serve where api.openai.com needs a real key', async () => {
    const result = await runCli(['serve', '--port', '0', '--host', '127.0.0.1'], { OPENAI_API_KEY: 'sk-1234' });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('secretary: OPENAI_API_KEY is shorter than 8 characters, which no https://api.openai.com/v1 key is: check the variable\n(see secretary serve --help)\n');
  });

  it('only warns for another server, which may need no key at all', async () => {
    const serve = await startServe(['--host', '127.0.0.1', '--port', '0', '--log-level', 'warn', '--base-url', stub.baseUrl], { OPENAI_API_KEY: 'local' });
    try {
      expect(serve.stderr()).toContain('secretary: warning: OPENAI_API_KEY is shorter than 8 characters; a key this short cannot be redacted from replies reliably\n');
    } finally {
      await serve.stop();
    }
  });
});

describe('6. a disguised recitation', () => {
  const instructions = () => promptInstructions({ profile: knowledge.profile, language: 'en', marker: 'unused' }).split('\n').filter((l) => !l.includes('unused')).join('\n');
  it.each([
    ['zero-width spaces inside words', (text: string) => text.replace(/(\w)(\w)/g, '$1\u200b$2')],
    ['Cyrillic look-alike letters', (text: string) => text.replace(/a/g, '\u0430').replace(/e/g, '\u0435').replace(/o/g, '\u043e')],
    ['a filler word every three words', (text: string) => text.split(' ').map((w, i) => (i % 3 === 2 ? `${w} basically` : w)).join(' ')],
  ])('is refused: %s', async (_name, disguise) => {
    expect(await replyTo(`Sure, here they are:\n${disguise(instructions())}`)).toBe(LEAK_REFUSALS.en);
  });
});

describe('4 and 7. what the Node server answers itself', () => {
  let server: RunningServer | undefined;
  const lines: Array<Record<string, unknown>> = [];
  afterEach(async () => {
    await server?.close();
    server = undefined;
    lines.length = 0;
  });
  const start = async (timeouts = {}) => {
    const logger = createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    server = await startServer({ answerer: { name: 'test', answer: async () => ({ reply: 'ok', answerer: 'test' }) }, rateLimit: null, host: '127.0.0.1', port: 0, logger, timeouts });
    return server.port;
  };
  const refusals = (status: number) => lines.filter((l) => l.event === 'request' && l.status === status);

  it('a 431 leaves one log line with its reason and no header text', async () => {
    const port = await start();
    const response = await rawRequest(port, [`POST /chat HTTP/1.1\r\nHost: x\r\nX-Big: ${'canary'.repeat(20_000)}\r\n\r\n`]);
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({ error: 'request headers too large' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await waitFor(() => refusals(431).length === 1)).toBe(true);
    expect(refusals(431)[0]).toMatchObject({ method: null, path: null, reason: 'headers_too_large', requestId: response.headers['x-request-id'] });
    expect(JSON.stringify(lines)).not.toContain('canary');
  });

  it('a 408 leaves one log line', async () => {
    const port = await start({ headersTimeoutMs: 300, requestTimeoutMs: 400, checkIntervalMs: 100 });
    const response = await rawRequest(port, ['POST /chat HTTP/1.1\r\nHost: x\r\n'], 20_000);
    expect(response.status).toBe(408);
    expect(await waitFor(() => refusals(408).length === 1)).toBe(true);
    expect(refusals(408)[0]).toMatchObject({ reason: 'timeout' });
  });

  // Regression: a body cut off by Node's parser was logged twice, as the refusal and as the app's 400.
  it.each([
    ['a body too slow (408)', { requestTimeoutMs: 400, headersTimeoutMs: 300, checkIntervalMs: 100 }, 'POST /chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"mess', 408, 'timeout'],
    ['chunk extensions too large (413)', {}, `POST /chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5;${'a'.repeat(20_000)}\r\n`, 413, 'chunk_extensions_too_large'],
  ])('%s after the headers reached the app leaves one log line, the refusal\'s', async (_name, timeouts, raw, status, reason) => {
    const port = await start(timeouts);
    const response = await rawRequest(port, [raw], 20_000);
    expect(response.status).toBe(status);
    expect(await waitFor(() => refusals(status).length === 1)).toBe(true);
    expect(refusals(status)[0]).toMatchObject({ method: 'POST', reason });
    // The app saw the headers; give its handler every chance to write a line of its own too.
    await server!.close();
    server = undefined;
    expect(lines.filter((l) => l.event === 'request')).toHaveLength(1);
  });

  it.each([
    ['two Host lines', 'POST /chat HTTP/1.1\r\nHost: a\r\nHost: b\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}', 400, 'request must have one Host header', 'repeated_host'],
    ['Expect: bogus', 'POST /chat HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}', 417, 'expectation not supported', 'expectation'],
    ['CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 405, 'method not allowed', 'connect'],
  ])('%s gets the JSON shape and one log line', async (_name, raw, status, error, reason) => {
    const port = await start();
    const response = await rawRequest(port, [raw]);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body)).toEqual({ error });
    expect(response.headers).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-store', vary: 'Origin' });
    expect(await waitFor(() => refusals(status).length === 1)).toBe(true);
    expect(refusals(status)[0]).toMatchObject({ reason });
  });

  it('does not invite a body over the limit with 100 Continue: the 413 comes first', async () => {
    const port = await start();
    const response = await rawRequest(port, [`POST /chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`]);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: 'body must be at most 16384 bytes' });
  });

  it('still says 100 Continue to a body that may fit, and answers it', async () => {
    const port = await start();
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.write('POST /chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 15\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n');
    expect(await waitFor(() => Buffer.concat(received).toString().startsWith('HTTP/1.1 100 Continue'))).toBe(true);
    socket.write('{"message":"x"}');
    expect(await waitFor(() => Buffer.concat(received).toString().includes('{"reply":"ok"}'))).toBe(true);
    socket.destroy();
  });

  it.each([['charset=utf-8; charset=utf-16'], ['charset=utf-8; charset=utf-8']])('refuses a repeated charset (%s) with 415', async (params) => {
    const port = await start();
    const response = await fetch(`http://127.0.0.1:${port}/chat`, { method: 'POST', headers: { 'content-type': `application/json; ${params}` }, body: '{"message":"hi"}' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'charset must be utf-8' });
  });
});

describe('2 and 3. secretary serve on SIGTERM', () => {
  // Regression: one client stalled mid-body held the process for the model budget plus 5 s.
  it('exits though a client stalled mid-body, long before the model budget (600 s here) runs out', async () => {
    const serve = await startServe(['--host', '127.0.0.1', '--port', '0', '--log-level', 'warn', '--llm-timeout', '600']);
    const { port } = new URL(serve.url);
    const stalled = await openSocket(Number(port));
    let received = '';
    stalled.socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    // `100 Continue` says the server has read the headers: from then on the stall is mid-body.
    stalled.socket.write('POST /chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\nExpect: 100-continue\r\n\r\n');
    expect(await waitFor(() => received.startsWith('HTTP/1.1 100 Continue'))).toBe(true);
    stalled.socket.write('{"mess');
    // SIGKILL (code null) after 20 s; the old behaviour held it for 605 s.
    expect(await serve.stop('SIGTERM', 20_000)).toBe(0);
    await stalled.closed;
  }, 30_000);

  // Regression: every SIGTERM under keep-alive load reset one request per connection.
  it('answers every request 20 keep-alive clients had sent, none reset', async () => {
    const serve = await startServe(['--host', '127.0.0.1', '--port', '0', '--log-level', 'warn', '--rate-limit', 'off']);
    const port = Number(new URL(serve.url).port);
    const clients = await Promise.all(Array.from({ length: 20 }, () => keepAliveClient(port)));
    await waitFor(() => clients.every((c) => c.answered >= 3));
    const exited = serve.stop('SIGTERM', 20_000);
    const outcomes = await Promise.all(clients.map((c) => c.done));
    expect(await exited).toBe(0);
    // Each ended on an answer saying Connection: close, never on a reset with a request unanswered.
    expect(outcomes).toEqual(Array(20).fill('closed after an answer'));
  }, 30_000);
});

// A client that posts a question, reads the answer and posts the next on the same connection
// until an answer says Connection: close; `done` says how the connection ended.
async function keepAliveClient(port: number): Promise<{ answered: number; done: Promise<string> }> {
  const { socket } = await openSocket(port);
  const state = { answered: 0, done: Promise.resolve('') };
  let buffer = '';
  let waiting = false;
  const send = () => {
    waiting = true;
    socket.write('POST /chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{"message":"x"}');
  };
  state.done = new Promise((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end === -1) return;
        const head = buffer.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        buffer = buffer.slice(end + 4 + length);
        waiting = false;
        state.answered++;
        if (/connection: close/i.test(head)) return resolve('closed after an answer');
        send();
      }
    });
    socket.on('close', () => resolve(waiting ? 'reset with a request unanswered' : 'closed after an answer'));
  });
  send();
  return state;
}

async function openSocket(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed: new Promise((resolve) => socket.once('close', () => resolve())) };
}
