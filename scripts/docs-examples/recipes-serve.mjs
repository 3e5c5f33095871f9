// Recipes that send requests to the block's serve and show what it logged or answered: requests
// a `$ curl` line cannot send in order (one without Host, a set of them before a scrape), and
// the log lines they leave.
import net from 'node:net';
import { commandsOf } from './blocks.mjs';
import { linesOf, run, until } from './processes.mjs';

export const serveRecipes = {
  /**
   * The block's serve's `request` log lines for five requests: a POST with a wrong content type,
   * a CORS preflight from the first listed origin, a GET of another path, a POST whose history
   * breaks a rule that carries a proxy's `X-Request-Id`, and one without `Host` (Node refuses it).
   */
  async 'request-log'(context) {
    const requests = () => context.output().filter((line) => line.includes('"event":"request"'));
    // One at a time, each once its line is written, so the lines come in the order sent.
    const sends = [
      () => fetch(`${context.api}/chat`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }),
      () => preflight(context),
      () => fetch(`${context.api}/whatever`),
      () => badRole(context, { 'x-request-id': 'edge-7f3a9c' }),
      () => withoutHost(context),
    ];
    for (const [i, send] of sends.entries()) {
      await send();
      await until(() => requests().length === i + 1, `${i + 1} request log lines`);
    }
    return requests();
  },

  /** The `request` log line of a POST whose history breaks a rule, sent with `X-Request-Id: edge-7f3a9c`. */
  async 'request-id-log'(context) {
    await badRole(context, { 'x-request-id': 'edge-7f3a9c' });
    const line = () => context.output().find((text) => text.includes('"event":"request"'));
    await until(line, 'the request log line');
    return [line()];
  },

  /**
   * The block's one command, run after a fixed mix of requests to its serve (with `--rate-limit
   * 3/1m`): a 200, a preflight, a 400, two more 200s, a request without Host, a 429 and a 404.
   */
  async metrics(context) {
    const ask = (message) => fetch(`${context.api}/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });
    await ask('What did Jelena build with Rust?');
    await preflight(context);
    await badRole(context);
    await ask('Where does she work?');
    await ask('How can I contact her?');
    await withoutHost(context);
    const limited = await ask('One more?');
    if (limited.status !== 429) throw new Error(`the fourth question got ${limited.status}, not 429: is the block's serve --rate-limit 3/1m?`);
    await fetch(`${context.api}/whatever`);
    const [command] = commandsOf(context.block.lines);
    const result = await run(context, command.shown.join('\n').slice(2));
    return [...command.shown, ...result.lines];
  },

  /** What a client that sends a request line and a Host header, and then nothing, reads. */
  async 'request-timeout'(context) {
    return linesOf(await rawExchange(context.api, 'POST /chat HTTP/1.1\r\nHost: x\r\n'));
  },
};

function preflight(context) {
  const origin = /--cors-origin[ =](\S+)/.exec(String(context.block.options.serve))?.[1] ?? 'https://example.com';
  return fetch(`${context.api}/chat`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
}

function badRole(context, headers = {}) {
  const body = JSON.stringify({ message: 'hi', history: [{ role: 'system', content: 'x' }] });
  return fetch(`${context.api}/chat`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

// HTTP/1.1 without Host: Node's parser refuses it before the app sees it.
function withoutHost(context) {
  return rawExchange(context.api, 'POST /chat HTTP/1.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
}

// Writes `text` to a fresh connection to `api` and resolves with all it reads once the server closes it.
async function rawExchange(api, text) {
  const { port, hostname } = new URL(api);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.write(text);
  await new Promise((resolve) => socket.on('close', resolve));
  return received;
}
