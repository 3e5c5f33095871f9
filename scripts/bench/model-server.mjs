// A local, instant OpenAI-compatible chat-completions server: it reads the request and answers
// at once, so the model path's measured cost is the service's own, not a model's. It counts the
// requests and request bytes per base path (`/v1`, `/bare/v1`), served at GET /stats, so the
// bench can show how much each caller sends per call.
import { createServer } from 'node:http';

const reply = 'The owner has built several TypeScript services, among them a portfolio chat assistant.';
const stats = {};
const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
    return;
  }
  let bytes = 0;
  req.on('data', (chunk) => (bytes += chunk.length));
  req.on('end', () => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const prefix = req.url.slice(0, -'/chat/completions'.length);
    const entry = (stats[prefix] ??= { requests: 0, bytes: 0 });
    entry.requests++;
    entry.bytes += bytes;
    const body = JSON.stringify({
      id: 'chatcmpl-bench',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'bench-model',
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
