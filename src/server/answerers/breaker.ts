import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
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
}

/**
 * Wraps a model answerer with a circuit breaker and an optional fallback: model
 * failures count toward the breaker; an open circuit skips the model; either
 * way the fallback answers, or the visitor gets the error (503 with Retry-After
 * while the circuit is open).
 */
export function withBreaker(model: Answerer, options: GuardedAnswererOptions): Answerer {
  const logger = options.logger ?? silentLogger;
  const { breaker, fallback } = options;

  const fallBack = async (input: AnswerInput, error: AnswererError): Promise<Answer> => {
    // A visitor who left needs no answer; the fallback would only waste work.
    if (!fallback || input.signal.aborted) throw error;
    const answer = await fallback.answer(input);
    return { ...answer, answerer: fallback.name };
  };

  return {
    name: model.name,
    async answer(input) {
      const permit = breaker.acquire();
      if (!permit.ok) {
        const retryAfterSeconds = Math.ceil(permit.retryAfterMs / 1000);
        logger.debug('model_skipped', { reason: 'circuit_open', retryAfterSeconds });
        return fallBack(input, new AnswererError('overloaded', 'model skipped: circuit open', { retryAfterSeconds }));
      }
      try {
        const answer = await model.answer(input);
        breaker.success();
        return answer;
      } catch (error) {
        // The caller's own abort (a visitor hanging up) says nothing about the model's health.
        const visitorLeft = input.signal.aborted;
        if (visitorLeft) breaker.release();
        else breaker.failure();
        const failure = error instanceof AnswererError ? error : new AnswererError('upstream', 'model answerer failed', { cause: error });
        if (!visitorLeft && breaker.state() !== 'closed') logger.warn('model_circuit_open', { failure: failure.failure });
        return fallBack(input, failure);
      }
    },
    async close() {
      await Promise.all([model.close?.(), fallback?.close?.()]);
    },
  };
}
