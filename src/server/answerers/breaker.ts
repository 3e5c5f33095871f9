import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { noMetrics, type FallbackCause, type Metrics } from '../metrics.js';
import { AnswererError } from './errors.js';
import type { Answer, Answerer, AnswerInput } from './types.js';

/** Where a circuit breaker is: calling the model, skipping it, or letting one trial through. */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** Options of {@link createCircuitBreaker}. */
export interface BreakerOptions {
  /** Consecutive failures that open the circuit. */
  threshold?: number;
  /** How long an open circuit skips the model before a trial call, in milliseconds. */
  coolDownMs?: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

/** A consecutive-failure circuit breaker. */
export interface CircuitBreaker {
  /** May a call go to the model now? Otherwise, how many milliseconds until a trial is allowed. */
  acquire(): { ok: true } | { ok: false; retryAfterMs: number };
  success(): void;
  failure(): void;
  /** Ends a call that proved nothing about the model (the caller went away). */
  release(): void;
  state(): BreakerState;
}

/** Defaults: five failures in a row skip the model for 30 seconds. */
export const BREAKER_DEFAULTS = { threshold: 5, coolDownMs: 30_000 } as const;

/**
 * Creates a circuit breaker: after `threshold` consecutive failures it opens for
 * `coolDownMs`, then lets one trial call through (half-open); the trial's
 * success closes it, its failure opens it again.
 */
export function createCircuitBreaker(options: BreakerOptions = {}): CircuitBreaker {
  const threshold = Math.max(1, options.threshold ?? BREAKER_DEFAULTS.threshold);
  const coolDownMs = Math.max(0, options.coolDownMs ?? BREAKER_DEFAULTS.coolDownMs);
  const now = options.now ?? Date.now;
  let failures = 0;
  let openedAt: number | undefined;
  let trialInFlight = false;

  const state = (): BreakerState => {
    if (openedAt === undefined) return 'closed';
    return now() - openedAt >= coolDownMs ? 'half-open' : 'open';
  };
  return {
    state,
    acquire() {
      const current = state();
      if (current === 'closed') return { ok: true };
      if (current === 'half-open' && !trialInFlight) {
        trialInFlight = true;
        return { ok: true };
      }
      // While a trial runs, others wait as if the circuit were open; a whole cool-down is a fair hint.
      const left = current === 'open' ? coolDownMs - (now() - (openedAt ?? 0)) : coolDownMs;
      return { ok: false, retryAfterMs: Math.max(1, left) };
    },
    success() {
      failures = 0;
      openedAt = undefined;
      trialInFlight = false;
    },
    failure() {
      failures++;
      if (trialInFlight || failures >= threshold) openedAt = now();
      trialInFlight = false;
    },
    release() {
      trialInFlight = false;
    },
  };
}

/** Options of {@link withBreaker}. */
export interface GuardedAnswererOptions {
  breaker: CircuitBreaker;
  /** Answers instead of the model when it fails or its circuit is open; none means fail with the model's error. */
  fallback?: Answerer;
  logger?: Logger;
  /** Counts model calls by outcome with their duration, and fallbacks by cause. */
  metrics?: Metrics;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

/**
 * Wraps a model answerer with a circuit breaker and an optional fallback: model
 * failures count toward the breaker; an open circuit skips the model; either
 * way the fallback answers, or the visitor gets the error (503 with Retry-After
 * while the circuit is open). The log tells an outage, not each request: one
 * `model_unavailable` warning with the kind of failure (auth, unreachable,
 * timeout, overloaded, bad_response) when calls start failing, one
 * `model_circuit_open` line when the breaker first opens, and one
 * `model_recovered` line when a call succeeds again.
 */
export function withBreaker(model: Answerer, options: GuardedAnswererOptions): Answerer {
  const logger = options.logger ?? silentLogger;
  const metrics = options.metrics ?? noMetrics;
  const { breaker, fallback } = options;
  const now = options.now ?? Date.now;
  let outage: { since: number; failures: number; circuitLogged: boolean } | undefined;

  const fallBack = async (input: AnswerInput, error: AnswererError, cause: FallbackCause): Promise<Answer> => {
    // A visitor who left needs no answer; the fallback would only waste work.
    if (!fallback || input.signal.aborted) throw error;
    metrics.fallback(cause);
    const answer = await fallback.answer(input);
    return { ...answer, answerer: fallback.name };
  };

  const failed = (failure: AnswererError) => {
    if (outage === undefined) {
      outage = { since: now(), failures: 0, circuitLogged: false };
      const status = failure.upstreamStatus === undefined ? {} : { status: failure.upstreamStatus };
      logger.warn('model_unavailable', { kind: failure.kind, ...status, fallback: fallback ? fallback.name : 'none' });
    }
    outage.failures++;
    if (!outage.circuitLogged && breaker.state() !== 'closed') {
      outage.circuitLogged = true;
      logger.info('model_circuit_open', { kind: failure.kind, failures: outage.failures });
    }
  };

  return {
    name: model.name,
    async answer(input) {
      const permit = breaker.acquire();
      if (!permit.ok) {
        const retryAfterSeconds = Math.ceil(permit.retryAfterMs / 1000);
        logger.debug('model_skipped', { reason: 'circuit_open', retryAfterSeconds });
        return fallBack(input, new AnswererError('overloaded', 'model skipped: circuit open', { retryAfterSeconds }), 'circuit_open');
      }
      const started = performance.now();
      try {
        const answer = await model.answer(input);
        metrics.modelCall('ok', (performance.now() - started) / 1000);
        breaker.success();
        if (outage !== undefined) {
          logger.info('model_recovered', { outageMs: now() - outage.since, failures: outage.failures });
          outage = undefined;
        }
        return answer;
      } catch (error) {
        const failure = error instanceof AnswererError ? error : new AnswererError('upstream', 'model answerer failed', { cause: error });
        metrics.modelCall(input.signal.aborted ? 'aborted' : failure.kind, (performance.now() - started) / 1000);
        // The caller's own abort (a visitor hanging up) says nothing about the model's health.
        if (input.signal.aborted) {
          breaker.release();
        } else {
          breaker.failure();
          failed(failure);
        }
        return fallBack(input, failure, 'model_failed');
      }
    },
    async close() {
      await Promise.all([model.close?.(), fallback?.close?.()]);
    },
  };
}
