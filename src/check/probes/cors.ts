import { answerProblem, ask, observe, postJson } from '../expect.js';
import { QUESTION, json } from '../payloads.js';
import type { Probe, ProbeRequest, ProbeResponse } from '../types.js';
import { judgeAll } from './define.js';

/** An origin no deployment allows: `.invalid` is reserved and never resolves. */
export const INVENTED_ORIGIN = 'https://not-allowed.secretary-check.invalid';

const ACAO = 'access-control-allow-origin';
// What a CORS probe expected when no response came back at all.
const ANY_RESPONSE = 'an HTTP response';
const needsOrigin = (ctx: { origin?: string }) => (ctx.origin ? undefined : 'needs --origin <allowed origin>');
const preflight = (origin: string): ProbeRequest => ({
  method: 'OPTIONS',
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
});
// A body every correct server rejects, so the CORS headers of an error answer are seen for free.
const rejected = (origin: string) => postJson(json({}), { origin });

/** The CORS policy: invented origins are never granted; an allowed one (`--origin`) is. */
export const corsProbes: Probe[] = [
  notGranted('cors.invented-origin', 'a preflight from an invented origin is not granted (no reflection, no *, no null)', [preflight(INVENTED_ORIGIN)]),
  notGranted('cors.invented-origin.post', 'a rejected POST from an invented origin is not granted', [rejected(INVENTED_ORIGIN)]),
  notGranted('cors.null-origin', 'a preflight and a POST from Origin: null are not granted', [preflight('null'), rejected('null')]),
  {
    ...notGranted('cors.invented-origin.reply', 'an answered POST from an invented origin is not granted', [
      ask(json({ message: QUESTION }), { origin: INVENTED_ORIGIN }),
    ]),
    generates: true,
  },
  {
    id: 'cors.allowed-origin.preflight',
    category: 'cors',
    description: 'a preflight from the --origin is granted: 2xx, that origin, Content-Type allowed',
    required: true,
    generates: false,
    needs: needsOrigin,
    run: (ctx) =>
      judgeAll(ctx, [preflight(ctx.origin!)], ANY_RESPONSE, (response) => {
        const expected = `2xx, ${ACAO}: ${ctx.origin}, content-type in access-control-allow-headers`;
        const headers = (response.headers['access-control-allow-headers'] ?? '').toLowerCase().split(',').map((h) => h.trim());
        const ok =
          response.status >= 200 && response.status < 300 &&
          grants(response, ctx.origin!) &&
          (headers.includes('content-type') || headers.includes('*'));
        return { verdict: ok ? 'pass' : 'fail', expected, actual: observe(response, ACAO) };
      }),
  },
  {
    id: 'cors.allowed-origin.post',
    category: 'cors',
    description: 'an answered POST from the --origin is granted that origin',
    required: true,
    generates: true,
    needs: needsOrigin,
    run: (ctx) =>
      judgeAll(ctx, [ask(json({ message: QUESTION }), { origin: ctx.origin! })], ANY_RESPONSE, (response) => {
        const problem = answerProblem(response) ?? (grants(response, ctx.origin!) ? undefined : `${ACAO} is not ${ctx.origin}`);
        const expected = `a valid 200 answer with ${ACAO}: ${ctx.origin}`;
        return { verdict: problem ? 'fail' : 'pass', expected, actual: observe(response, ACAO), note: problem };
      }),
  },
  {
    id: 'cors.vary-origin',
    category: 'cors',
    description: 'responses to the --origin carry Vary: Origin (advisory: keeps caches from mixing origins)',
    required: false,
    generates: false,
    needs: needsOrigin,
    run: (ctx) =>
      judgeAll(ctx, [preflight(ctx.origin!), rejected(ctx.origin!)], ANY_RESPONSE, (response) => {
        const vary = (response.headers.vary ?? '').toLowerCase().split(',').map((v) => v.trim());
        const ok = vary.includes('origin') || vary.includes('*');
        return { verdict: ok ? 'pass' : 'fail', expected: 'Vary: Origin', actual: observe(response, 'vary') };
      }),
  },
];

// `*` grants every origin, the allowed one too; the invented-origin probes are the ones it fails.
function grants(response: ProbeResponse, origin: string): boolean {
  const value = response.headers[ACAO]?.trim();
  return value === origin || value === '*';
}

function notGranted(id: string, description: string, requests: ProbeRequest[]): Probe {
  return {
    id,
    description,
    category: 'cors',
    required: true,
    generates: false,
    run: (ctx) =>
      judgeAll(ctx, requests, ANY_RESPONSE, (response, request) => {
        const origin = request.headers?.origin ?? '';
        const bad = grants(response, origin) || response.headers[ACAO]?.trim() === 'null';
        return {
          verdict: bad ? 'fail' : 'pass',
          expected: `${ACAO} absent or another origin (Origin: ${origin})`,
          actual: observe(response, ACAO),
        };
      }),
  };
}
