import { attempt, observe } from '../expect.js';
import type { Probe } from '../types.js';

/** The surface docs/spec.md allows: one operation, no other routes. */
export const surfaceProbes: Probe[] = [
  {
    id: 'surface.get-chat',
    category: 'surface',
    description: 'GET /chat is not a 2xx (docs/spec.md: one operation); 405 is recommended',
    required: true,
    generates: false,
    run: (ctx) =>
      attempt(ctx, { method: 'GET' }, 'not 2xx; 405 recommended', (response) => {
        const actual = observe(response, 'allow');
        if (response.status >= 200 && response.status < 300) {
          return { verdict: 'fail', expected: 'not 2xx', actual };
        }
        if (response.status !== 405) {
          return { verdict: 'warn', expected: '405 Method Not Allowed', actual, note: `got ${response.status}; 405 is recommended` };
        }
        return { verdict: 'pass', expected: '405 Method Not Allowed', actual };
      }),
  },
  {
    id: 'surface.no-health',
    category: 'surface',
    description: 'no health route answers 2xx under the base URL (advisory: docs/spec.md advertises none)',
    required: false,
    generates: false,
    async run(ctx) {
      for (const path of ['health', 'healthz']) {
        const outcome = await attempt(ctx, { method: 'GET', path }, `GET /${path} is not 2xx`, (response) => ({
          verdict: response.status >= 200 && response.status < 300 ? 'fail' : 'pass',
          expected: `GET /${path} is not 2xx`,
          actual: observe(response),
        }));
        if (outcome.verdict !== 'pass') return outcome;
      }
      return { verdict: 'pass', expected: 'GET /health and /healthz are not 2xx' };
    },
  },
];
