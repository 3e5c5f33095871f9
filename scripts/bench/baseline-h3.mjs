// The baseline: a bare h3 route that reads the same POST body and returns a small JSON.
// It does what any JSON endpoint must (parse the body, answer JSON) and nothing else.
import { H3 } from 'h3';
import { toNodeHandler } from 'h3/node';
import { createServer } from 'node:http';

const app = new H3().post('/chat', async (event) => {
  const body = await event.req.json();
  return { reply: typeof body?.message === 'string' ? 'ok' : 'no' };
});
const server = createServer(toNodeHandler(app));
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
