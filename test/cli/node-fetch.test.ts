import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/index.js';
import { fetchFor, NODE_FETCH_LIMIT_MS } from '../../src/cli/node-fetch.js';
import { startScriptedChatServer, type ScriptedChatServer } from '../fixtures/scripted-chat-server.js';

// Node's built-in fetch gives up on an answer after 300 s whatever the client's timeout says; a
// longer --timeout sends through undici's fetch with those limits off. (Waiting 300 s to show the
// limit itself has no place in a test suite; what is tested is which fetch is used, and that it works.)
let server: ScriptedChatServer;
beforeAll(async () => {
  server = await startScriptedChatServer();
});
afterAll(() => server.close());

describe('fetchFor', () => {
  it('keeps the platform fetch up to 300 s, and sends through undici past it', async () => {
    expect(await fetchFor(30_000)).toBeUndefined();
    expect(await fetchFor(NODE_FETCH_LIMIT_MS)).toBeUndefined();
    const long = await fetchFor(NODE_FETCH_LIMIT_MS + 1);
    expect(long).toBeTypeOf('function');
    expect(long).not.toBe(globalThis.fetch);
    const result = await createClient({ baseUrl: server.url, timeoutMs: 600_000, fetch: long }).ask({ message: 'hi' });
    expect(result.reply).toBe('echo: hi');
    expect(server.requests.at(-1)?.json).toEqual({ message: 'hi' });
  });
});
