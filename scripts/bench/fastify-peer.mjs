// The peer a user would pick instead: fastify with the same contract subset as `secretary serve`
// up to its answer: POST /chat only, a 16 KiB body limit, strict JSON-schema validation of the
// request (no unknown fields, message 1-2000 characters, history of at most 40 items with a
// user/assistant role and non-empty content), a small JSON error on a violation, and a canned 200.
import Fastify from 'fastify';

const LIMITS = { bodyBytes: 16_384, messageChars: 2000, historyItems: 40 };
const schema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['message'],
    properties: {
      message: { type: 'string', minLength: 1, maxLength: LIMITS.messageChars, pattern: '\\S' },
      history: {
        type: 'array',
        maxItems: LIMITS.historyItems,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['role', 'content'],
          properties: { role: { enum: ['user', 'assistant'] }, content: { type: 'string', minLength: 1 } },
        },
      },
    },
  },
};

// Fastify's default Ajv strips unknown fields instead of refusing them; the contract refuses them.
const app = Fastify({ bodyLimit: LIMITS.bodyBytes, ajv: { customOptions: { removeAdditional: false } } });
app.setErrorHandler((error, _request, reply) => {
  reply.code(error.statusCode ?? 500).send({ error: error.validation ? 'body is invalid' : 'request refused' });
});
app.post('/chat', { schema }, async () => ({ reply: 'The owner has built several TypeScript services.' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: Number(new URL(address).port) }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
