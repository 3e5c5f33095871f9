// Regression (issue 15.1): a model server that streamed 400 MB of whitespace before a valid
// completion took `serve` from 85 MiB to 2.1 GB, because the whole response was held in memory.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIStub, type OpenAIStub } from '../../fixtures/openai-stub.js';
import { startServe, type ServeProcess } from '../../helpers/cli.js';

const MiB = 1024 * 1024;
let stub: OpenAIStub;
let serve: ServeProcess | undefined;

beforeAll(async () => {
  stub = await startOpenAIStub();
});
afterAll(async () => {
  await serve?.stop('SIGKILL');
  await stub.close();
});

// Resident memory of a Linux process, read from /proc (the child is sampled from outside).
function rssBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

function ask(url: string): Promise<Response> {
  return fetch(`${url}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'What does the owner build?' }),
  });
}

describe.skipIf(process.platform !== 'linux')('the model response byte cap, in a real serve process', () => {
  it('a 400 MB response is cut off past the cap: a 502, the stub sees the client leave, RSS stays flat', async () => {
    serve = await startServe(['--port', '0', '--host', '127.0.0.1', '--rate-limit', 'off', '--fallback', 'none', '--log-level', 'warn'], {
      OPENAI_BASE_URL: stub.baseUrl,
      OPENAI_API_KEY: 'sk-cap-test-key-000111222333',
    });
    const pid = serve.child.pid!;
    // Warm up the model path (SDK, undici, JIT) so the baseline includes everything a call loads.
    stub.setModes({ kind: 'success', content: 'Warm.' });
    for (let i = 0; i < 3; i++) expect((await ask(serve.url)).status).toBe(200);
    const baseline = rssBytes(pid);

    stub.setModes({ kind: 'flood', bytes: 400 * MiB, content: 'Too late.' });
    let peak = baseline;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssBytes(pid));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const res = await ask(serve.url);
    sampling = false;
    await sampler;

    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    // Generous for a busy machine and GC timing; without the cap the growth is hundreds of MiB.
    expect((peak - baseline) / MiB).toBeLessThan(32);
    await expect.poll(() => stub.requests.at(-1)?.closedEarly, { timeout: 10_000 }).toBe(true);
    // The failure is an ordinary upstream one: a bad response from the model server.
    await expect.poll(() => serve!.stdout(), { timeout: 10_000 }).toContain('"event":"model_unavailable","kind":"bad_response"');
  }, 60_000);
});
