// The chat service as a web-standard handler: `fetch(Request) → Promise<Response>`,
// in the `export default { fetch }` shape that fetch-based platforms run
// (`bun handler.js`, `deno serve handler.js`, or any adapter that calls fetch).
import { createAnswerer, createApp, loadKnowledge } from 'secretary';

const knowledgeDir = process.env.SECRETARY_KNOWLEDGE ?? new URL('../portfolio/', import.meta.url).pathname;
const knowledge = await loadKnowledge(knowledgeDir);
const answerer = await createAnswerer({ provider: 'extractive', llmTimeoutSeconds: 20, fallback: 'none' }, knowledge);

const app = createApp({
  answerer,
  rateLimit: { limit: 20, windowMs: 60_000 },
  // A fetch handler sees no socket address: the platform's proxy puts the visitor's
  // address last in X-Forwarded-For, so trust exactly that one hop.
  trustProxy: 1,
});

export default {
  fetch: (request) => app.fetch(request),
};
