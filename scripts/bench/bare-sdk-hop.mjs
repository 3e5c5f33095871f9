// The model path's yardstick: a bare node:http handler that parses the body and calls the same
// model server through the same SDK (default settings), then answers { reply }. No validation,
// no rate limit, no prompt building: the least any such service could do.
import OpenAI from 'openai';
import { createServer } from 'node:http';

const baseURL = process.argv[2];
const client = new OpenAI({ baseURL, apiKey: 'bench-key', maxRetries: 0, timeout: 20_000 });
const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const completion = await client.chat.completions.create({
        model: 'bench-model',
        messages: [{ role: 'user', content: String(message) }],
      });
      const body = JSON.stringify({ reply: completion.choices[0]?.message?.content ?? '' });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch {
      res.writeHead(502).end();
    }
  });
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
