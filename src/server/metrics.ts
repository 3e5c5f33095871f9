import type { BreakerState } from './answerers/breaker.js';
import type { ModelFailureKind } from './answerers/errors.js';

/** How a model call ended: `ok`, or the kind of failure. */
export type ModelOutcome = 'ok' | ModelFailureKind;

/** Why the built-in answerer stood in for the model. */
export type FallbackCause = 'model_failed' | 'circuit_open';

/**
 * What the service counts, as calls its parts make while they work. The
 * default, {@link noMetrics}, does nothing; with the admin listener on,
 * `createPrometheusMetrics` (metrics-prometheus.ts) records them for
 * `/metrics`. Every argument comes from a fixed set or is a number: nothing a
 * visitor sent ever becomes a label.
 */
export interface Metrics {
  /** A request reached the app. */
  requestStarted(): void;
  /** A request was answered: its status, the answerer that replied (or null), its duration, and why it was refused (null when it was not). */
  requestFinished(status: number, answerer: string | null, seconds: number, reason: string | null): void;
  /** The Node server answered a request itself (its parser refused it): counted like a finished request, not in flight. */
  requestRefused(status: number, reason: string): void;
  /** A request the app was handling ended without its own answer: the Node server refused it mid-body and counted it. */
  requestLeft(): void;
  /** A model call ended. */
  modelCall(outcome: ModelOutcome, seconds: number): void;
  /** The built-in answerer answered instead of the model. */
  fallback(cause: FallbackCause): void;
  /** A rate-limit check on the shared store failed. */
  rateLimitStoreError(): void;
  /** An outage of the shared store began: counting moved to this instance's memory, or refuses (closed). */
  rateLimitStoreFailover(): void;
  /** A knowledge reload finished, loaded or not. */
  knowledgeReload(loaded: boolean): void;
}

/** Metrics that record nothing: the default when no admin listener is asked for. */
export const noMetrics: Metrics = {
  requestStarted() {},
  requestFinished() {},
  requestRefused() {},
  requestLeft() {},
  modelCall() {},
  fallback() {},
  rateLimitStoreError() {},
  rateLimitStoreFailover() {},
  knowledgeReload() {},
};

/** Live state read when `/metrics` or `/readyz` is asked, rather than counted. */
export interface LiveState {
  /** The model's circuit, when there is a model. */
  circuit?: () => BreakerState;
  /** Whether the shared rate-limit store is connected, when there is one. */
  rateLimitStoreReady?: () => boolean;
}
