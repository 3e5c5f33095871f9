import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/contract/index.js';
import { createAnswerer } from '../../../src/server/answerers/select.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';
import { startOpenAIStub, type OpenAIStub } from '../../fixtures/openai-stub.js';

const BILINGUAL = fileURLToPath(new URL('../../fixtures/portfolios/bilingual/', import.meta.url));
let stub: OpenAIStub;
beforeAll(async () => {
  stub = await startOpenAIStub();
});
afterAll(async () => {
  await stub.close();
});

describe('the model path with Serbian pages', () => {
  it('puts the Serbian page in the prompt for sr-Latn visitors and the English one for en visitors', async () => {
    const knowledge = await loadKnowledge(BILINGUAL);
    const answerer = await createAnswerer({ llmTimeoutSeconds: 5, fallback: 'extractive', baseUrl: stub.baseUrl }, knowledge);
    try {
      const prompt = async (language: Language) => {
        stub.requests.length = 0;
        await answerer.answer({ message: 'Koliko pliva? / How far does she swim?', history: [], language, signal: new AbortController().signal });
        return JSON.stringify(stub.requests[0]!.body.messages);
      };
      const serbian = await prompt('sr-Latn');
      expect(serbian).toContain('Svakog jutra pliva dva kilometra');
      expect(serbian).not.toContain('two kilometres');
      expect(serbian).toContain('predicts tram delays'); // no Serbian twin: the English page stays
      const english = await prompt('en');
      expect(english).toContain('two kilometres');
      expect(english).not.toContain('dva kilometra');
    } finally {
      await answerer.close?.();
    }
  });
});
