import { existsSync } from 'node:fs';
import type { AnswerInput, Answerer } from '../../src/server/answerers/types.js';
import { startDemoPage, type DemoPage } from '../../src/server/demo-page.js';
import { createLogger } from '../../src/server/logger.js';
import type { Rate, RateLimitStore } from '../../src/server/rate-limit/store.js';
import { startServer, type RunningServer } from '../../src/server/start.js';

/** One line of the service's request log, as the test reads it back. */
export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  requestId: string;
}

/** The real chat service with a listed demo page, plus what the test can observe of them. */
export interface Stack {
  api: RunningServer;
  demo: DemoPage;
  /** What the answerer was asked, in order: only requests that passed every check get here. */
  calls: AnswerInput[];
  /** Every request the service logged, preflights included. */
  requests: LoggedRequest[];
  close(): Promise<void>;
}

/**
 * Starts the real service (createApp through startServer, CORS, rate limit and all) on
 * 127.0.0.1 port 0, with a recording answerer, and a demo page whose origin is its one
 * listed CORS origin. The page starts first so its origin is known; it learns the
 * API's address through a function. `corsOrigins` lists more origins.
 */
export async function startStack(
  options: { rateLimit?: Rate | null; rateLimitStore?: RateLimitStore; answerer?: Answerer; corsOrigins?: string[] } = {},
): Promise<Stack> {
  if (!existsSync(new URL('../../dist/browser.js', import.meta.url))) {
    throw new Error('dist/ is missing: the widget imports the built secretary/browser export; run `npm run build` (npm test does) first');
  }
  const calls: AnswerInput[] = [];
  const requests: LoggedRequest[] = [];
  let apiUrl = '';
  const demo = await startDemoPage({ host: '127.0.0.1', port: 0, apiBaseUrl: () => apiUrl });
  const recording: Answerer = {
    name: 'recording',
    async answer(input) {
      calls.push({ ...input, history: input.history.map((item) => ({ ...item })) });
      if (options.answerer) return options.answerer.answer(input);
      return { reply: `Answer ${calls.length}: you asked "${input.message}".`, answerer: 'recording' };
    },
  };
  const logger = createLogger({
    level: 'info',
    write: (line) => {
      const entry = JSON.parse(line) as { event: string } & LoggedRequest;
      if (entry.event === 'request') requests.push({ method: entry.method, path: entry.path, status: entry.status, requestId: entry.requestId });
    },
  });
  const api = await startServer({
    host: '127.0.0.1',
    port: 0,
    answerer: recording,
    corsOrigins: [demo.origin, ...(options.corsOrigins ?? [])],
    rateLimit: options.rateLimit === undefined ? null : options.rateLimit,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    logger,
  });
  apiUrl = api.url;
  return {
    api,
    demo,
    calls,
    requests,
    close: async () => {
      await Promise.all([api.close(), demo.close()]);
    },
  };
}
