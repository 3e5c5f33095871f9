import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/start.js';
import { startTestServer, testApp } from '../helpers/server.js';

// Bodies near the contract's edges and far outside it: any of them may be refused,
// none may make the service fail (5xx) or answer with anything but small JSON.
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '😀', '\u200b', 'a'.repeat(2000), 'a'.repeat(2001), ' '.repeat(2001)),
);
const role = fc.constantFrom('user', 'assistant', 'system', 'tool', 'User', '', '__proto__');
const item = fc.oneof(
  fc.record({ role, content: text }),
  fc.record({ role, content: text, extra: fc.jsonValue({ maxDepth: 1 }) }),
  fc.record({ role: fc.jsonValue({ maxDepth: 1 }), content: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 1 }),
);
const chatLike = fc.record(
  {
    message: fc.oneof(text, fc.jsonValue({ maxDepth: 1 })),
    history: fc.oneof(fc.array(item, { maxLength: 45 }), fc.jsonValue({ maxDepth: 2 })),
    extra: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
).map((value) => JSON.stringify(value));
const body = fc.oneof(
  { weight: 5, arbitrary: chatLike },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom('['.repeat(3000), '{"a":'.repeat(3000), 'x'.repeat(16_385), `{"message":"${'é'.repeat(8200)}"}`) },
);
const headers = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'APPLICATION/JSON', ''),
    'accept-language': fc.oneof(fc.constantFrom('en', 'sr-Latn', 'de', 'en-US,en;q=0.9'), fc.string({ maxLength: 40 }).filter((v) => /^[\x20-\x7e]*$/.test(v))),
    origin: fc.constantFrom('https://owner.example', 'https://evil.example', 'null'),
  },
  { requiredKeys: [] },
);

function check(status: number, responseText: string): void {
  expect(status).toBeLessThan(500);
  const json = JSON.parse(responseText) as Record<string, unknown>;
  if (status === 200) expect(Object.keys(json)).toEqual(['reply']);
  else expect(Object.keys(json)).toEqual(['error']);
  expect(responseText.length).toBeLessThan(200);
}

describe('no generated body yields a 5xx', () => {
  it('in-process', async () => {
    const app = testApp({ corsOrigins: ['https://owner.example'] });
    await fc.assert(
      fc.asyncProperty(body, headers, async (payload, requestHeaders) => {
        const response = await app.fetch(new Request('http://local.test/chat', { method: 'POST', headers: requestHeaders, body: payload }));
        check(response.status, await response.text());
      }),
      { numRuns: 200 },
    );
  });

  describe('on a real server', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({ corsOrigins: ['https://owner.example'] });
    });
    afterAll(() => server.close());

    it('over loopback', async () => {
      await fc.assert(
        fc.asyncProperty(body, headers, async (payload, requestHeaders) => {
          const response = await fetch(`${server.url}/chat`, { method: 'POST', headers: requestHeaders, body: payload });
          check(response.status, await response.text());
        }),
        { numRuns: 60 },
      );
    });
  });
});
