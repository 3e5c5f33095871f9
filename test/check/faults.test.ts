import { afterAll, describe, expect, it } from 'vitest';
import { listProbes, runCheck } from '../../src/check/index.js';
import { FAULTS, startFaultServer, type Fault, type FaultServer } from '../fixtures/fault-server.js';

const ORIGIN = 'https://portfolio.example';
const ANSWERING = [
  'response.reply',
  'accept.message.max-length',
  'accept.message.max-length.multibyte',
  'accept.history.max-items',
  'accept.history.max-chars',
  'accept.history.long-assistant-item',
  'accept.body.max-size',
  'accept.min-length',
  'accept.language.en',
  'accept.language.sr-Latn',
  'cors.allowed-origin.post',
];
const ASTRAL = 'accept.message.max-length.astral';
const ADVISORY_ANSWERS = ['accept.language.unsupported', ASTRAL];
const INVENTED = ['cors.invented-origin', 'cors.invented-origin.post', 'cors.null-origin', 'cors.invented-origin.reply'];
// The rejection probes whose body reaches validation (not size, not syntax).
const VALIDATED = listProbes()
  .filter((p) => ['message', 'history'].includes(p.category) || p.id.startsWith('body.unknown-field') || p.id === 'body.json-array')
  .map((p) => p.id);

// Each planted fault must fail exactly these required probes (and warn exactly these advisory ones).
const EXPECTED: Record<Exclude<Fault, 'retry-after-invalid' | 'retry-after-missing'>, { fail: string[]; warn?: string[] }> = {
  'unknown-field-top': { fail: ['body.unknown-field', 'body.unknown-field.proto'] },
  'unknown-field-item': { fail: ['history.item.unknown-field', 'history.item.unknown-field.proto'] },
  'proto-field': { fail: ['history.item.unknown-field.proto', 'body.unknown-field.proto'] },
  'message-limit-1999': { fail: ['accept.message.max-length', 'accept.message.max-length.multibyte'], warn: [ASTRAL] },
  'message-limit-2001': { fail: ['message.too-long'] },
  'items-limit-39': { fail: ['accept.history.max-items'] },
  'items-limit-41': { fail: ['history.too-many-items'] },
  'history-chars-11999': { fail: ['accept.history.max-chars'] },
  'history-chars-12001': { fail: ['history.too-many-chars'] },
  'user-item-1999': { fail: ['accept.history.max-chars'] },
  'user-item-2001': { fail: ['history.user-item.too-long'] },
  'assistant-item-capped': { fail: ['accept.history.long-assistant-item'] },
  'body-limit-16383': { fail: ['accept.body.max-size'] },
  'body-limit-16385': { fail: ['body.too-large', 'body.too-large.chunked'] },
  'chunked-unchecked': { fail: ['body.too-large.chunked'] },
  // docs/spec.md does not say what a character is, so counting UTF-16 units is only a warning.
  'utf16-lengths': { fail: [], warn: [ASTRAL] },
  'message-bytes': { fail: ['accept.message.max-length.multibyte'], warn: [ASTRAL] },
  'role-system': { fail: ['history.role.system'] },
  'role-any': { fail: ['history.role.system', 'history.role.tool'] },
  'blank-message': { fail: ['message.blank'] },
  'coerce-message': { fail: ['message.not-string'] },
  'missing-message-ok': { fail: ['message.missing'] },
  'empty-item-content': { fail: ['history.item.empty-content'] },
  'accepts-array': { fail: ['body.json-array'] },
  // docs/spec.md allows any HTTP error status for a failure: a 5xx refuses the request, so it only warns.
  'invalid-json-500': { fail: [], warn: ['body.invalid-json'] },
  'validation-500': { fail: [], warn: VALIDATED },
  // A server that never answers a chunked upload has not accepted it.
  'chunked-hangs': { fail: [], warn: ['body.too-large.chunked'] },
  'message-min-2': { fail: ['accept.min-length'] },
  'item-min-2': { fail: ['accept.min-length'] },
  'history-min-1': { fail: ['accept.min-length'] },
  'reflect-origin': { fail: INVENTED },
  'cors-wildcard': { fail: INVENTED },
  'cors-null': { fail: ['cors.null-origin'] },
  'no-cors': { fail: ['cors.allowed-origin.preflight', 'cors.allowed-origin.post'] },
  'reply-text-plain': { fail: ANSWERING, warn: ADVISORY_ANSWERS },
  'reply-number': { fail: ANSWERING, warn: ADVISORY_ANSWERS },
  'reply-empty': { fail: ANSWERING, warn: ADVISORY_ANSWERS },
  'reply-missing': { fail: ANSWERING, warn: ADVISORY_ANSWERS },
  'requires-auth': { fail: ANSWERING, warn: ADVISORY_ANSWERS },
  'rejects-sr-Latn': { fail: ['accept.language.sr-Latn'] },
  'get-chat-200': { fail: ['surface.get-chat'] },
  'get-chat-404': { fail: [], warn: ['surface.get-chat'] },
  'health-route': { fail: [], warn: ['surface.no-health'] },
  'content-type-400': { fail: [], warn: ['body.wrong-content-type'] },
  'accepts-any-content-type': { fail: [], warn: ['body.wrong-content-type'] },
  'no-vary': { fail: [], warn: ['cors.vary-origin'] },
  'size-400': { fail: [], warn: ['body.too-large', 'body.too-large.chunked'] },
  'rejects-unsupported-language': { fail: [], warn: ['accept.language.unsupported'] },
};

describe('each planted fault fails exactly the probes that exist for it', () => {
  let server: FaultServer | undefined;
  afterAll(() => server?.close());

  it('covers every fault the fixture can plant', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(FAULTS.filter((f) => !f.startsWith('retry-after')).sort());
  });

  it.each(Object.entries(EXPECTED))('%s', async (fault, expected) => {
    server = await startFaultServer({ fault: fault as Fault, allowedOrigins: [ORIGIN] });
    try {
      // The hanging fault is seen through the timeout, so that run gets a short one.
      const timeoutMs = fault === 'chunked-hangs' ? 1_000 : 5_000;
      const report = await runCheck({ baseUrl: server.url, origin: ORIGIN, timeoutMs, concurrency: 4, skip: ['rate-limit'] });
      const ids = (verdict: string) => report.results.filter((r) => r.verdict === verdict).map((r) => r.id).sort();
      expect({ fail: ids('fail'), warn: ids('warn') }).toEqual({ fail: [...expected.fail].sort(), warn: [...(expected.warn ?? [])].sort() });
      // A required failure fails the run; an advisory one only under --strict.
      expect(report.ok).toBe(expected.fail.length === 0);
    } finally {
      await server.close();
      server = undefined;
    }
  });
});
