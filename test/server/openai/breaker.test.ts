import { describe, expect, it } from 'vitest';
import { createCircuitBreaker, withBreaker } from '../../../src/server/answerers/breaker.js';
import { AnswererError } from '../../../src/server/answerers/errors.js';
import type { Answerer, AnswerInput } from '../../../src/server/answerers/types.js';
import { createLogger } from '../../../src/server/logger.js';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function scripted(outcomes: Array<'ok' | AnswererError>): Answerer & { calls: number } {
  const model = {
    name: 'openai',
    calls: 0,
    async answer() {
      const outcome = outcomes[Math.min(model.calls++, outcomes.length - 1)]!;
      if (outcome === 'ok') return { reply: 'model reply', answerer: 'openai' };
      throw outcome;
    },
  };
  return model;
}

const fallback: Answerer = { name: 'extractive', answer: async () => ({ reply: 'quoted section', answerer: 'extractive' }) };
const input = (signal = new AbortController().signal): AnswerInput => ({ message: 'q', history: [], language: 'en', signal });
const upstream = () => new AnswererError('upstream', 'model call failed: upstream status 500');

describe('createCircuitBreaker', () => {
  it('opens after N consecutive failures, half-opens after the cool-down, closes on a good trial', () => {
    const c = clock();
    const breaker = createCircuitBreaker({ threshold: 3, coolDownMs: 10_000, now: c.now });
    breaker.failure();
    breaker.failure();
    breaker.success(); // a success resets the run
    breaker.failure();
    breaker.failure();
    expect(breaker.acquire()).toEqual({ ok: true });
    breaker.failure();
    expect(breaker.state()).toBe('open');
    c.advance(4000);
    expect(breaker.acquire()).toEqual({ ok: false, retryAfterMs: 6000 });
    c.advance(6000);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.acquire()).toEqual({ ok: true });
    // Only one trial at a time.
    expect(breaker.acquire().ok).toBe(false);
    breaker.success();
    expect(breaker.state()).toBe('closed');
  });

  it('re-opens at once when the half-open trial fails', () => {
    const c = clock();
    const breaker = createCircuitBreaker({ threshold: 2, coolDownMs: 1000, now: c.now });
    breaker.failure();
    breaker.failure();
    c.advance(1000);
    expect(breaker.acquire().ok).toBe(true);
    breaker.failure();
    expect(breaker.state()).toBe('open');
    expect(breaker.acquire()).toEqual({ ok: false, retryAfterMs: 1000 });
  });
});

describe('withBreaker', () => {
  it('answers with the fallback when the model fails, and skips the model while open', async () => {
    const c = clock();
    const model = scripted([upstream()]);
    const a = withBreaker(model, { breaker: createCircuitBreaker({ threshold: 2, coolDownMs: 5000, now: c.now }), fallback });
    expect(await a.answer(input())).toEqual({ reply: 'quoted section', answerer: 'extractive' });
    expect(await a.answer(input())).toEqual({ reply: 'quoted section', answerer: 'extractive' });
    expect(model.calls).toBe(2);
    expect(await a.answer(input())).toEqual({ reply: 'quoted section', answerer: 'extractive' });
    expect(model.calls).toBe(2);
  });

  it('without a fallback, passes the model error on, then 503 with the remaining cool-down while open', async () => {
    const c = clock();
    const model = scripted([new AnswererError('timeout', 'model call timed out'), upstream(), 'ok']);
    const a = withBreaker(model, { breaker: createCircuitBreaker({ threshold: 2, coolDownMs: 30_000, now: c.now }) });
    await expect(a.answer(input())).rejects.toMatchObject({ failure: 'timeout', status: 504 });
    await expect(a.answer(input())).rejects.toMatchObject({ failure: 'upstream', status: 502 });
    c.advance(12_500);
    await expect(a.answer(input())).rejects.toMatchObject({ failure: 'overloaded', status: 503, retryAfterSeconds: 18 });
    expect(model.calls).toBe(2);
    c.advance(17_500);
    expect(await a.answer(input())).toEqual({ reply: 'model reply', answerer: 'openai' });
    expect(model.calls).toBe(3);
  });

  it('does not count a visitor who hung up as a model failure, nor answer them', async () => {
    const visitor = new AbortController();
    visitor.abort();
    const model = scripted([new AnswererError('upstream', 'model call aborted by the caller')]);
    const breaker = createCircuitBreaker({ threshold: 1 });
    const a = withBreaker(model, { breaker, fallback });
    await expect(a.answer(input(visitor.signal))).rejects.toBeInstanceOf(AnswererError);
    expect(breaker.state()).toBe('closed');
  });

  // Regression (issue 13.6): each failed request logged its own warning; the owner needs one per outage.
  it('logs one warning per outage with its kind, the circuit opening once, and the recovery once', async () => {
    const c = clock();
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line)) });
    const auth = () => new AnswererError('upstream', 'model call failed: upstream status 401', { kind: 'auth', upstreamStatus: 401 });
    const model = scripted([auth(), auth(), auth(), 'ok', upstream()]);
    const a = withBreaker(model, { breaker: createCircuitBreaker({ threshold: 2, coolDownMs: 1000, now: c.now }), fallback, logger, now: c.now });
    for (let i = 0; i < 6; i++) {
      await a.answer(input());
      c.advance(600);
    }
    const hanging = new AbortController();
    hanging.abort();
    await a.answer(input(hanging.signal)).catch(() => {});
    expect(lines.map((l) => [l.level, l.event, l.kind ?? null])).toEqual([
      ['warn', 'model_unavailable', 'auth'],
      ['info', 'model_circuit_open', 'auth'],
      ['info', 'model_recovered', null],
    ]);
    expect(lines[0]).toMatchObject({ status: 401, fallback: 'extractive' });
  });
});
