import type { Metric } from 'prom-client';
import type { FallbackCause, LiveState, Metrics, ModelOutcome } from './metrics.js';

/** Metrics recorded for `/metrics`, and how to render them. */
export interface PrometheusMetrics {
  metrics: Metrics;
  /** The `Content-Type` of the exposition. */
  contentType: string;
  /** The Prometheus text exposition of every metric now. */
  render(): Promise<string>;
}

/** The statuses the service sends; any other (none is expected) is counted as `other`. */
const STATUSES = new Set([200, 204, 400, 404, 405, 408, 413, 415, 417, 429, 431, 499, 500, 502, 503, 504]);

/** Answerer names counted by name; a library user's own answerer is `other`, none replying is `none`. */
const ANSWERERS = new Set(['extractive', 'openai']);
const ANSWERER_LABELS = ['extractive', 'openai', 'none', 'other'] as const;
type AnswererLabel = (typeof ANSWERER_LABELS)[number];

// Why requests were refused, as chat-handler.ts, body.ts, violations.ts and node-server.ts name them.
const REASONS = new Set([
  'not_found', 'method', 'content_type', 'charset', 'content_encoding', 'body_too_large', 'body_unreadable',
  'body_empty', 'body_utf8', 'body_depth', 'body_json', 'body_repeated_name', 'body_not_object', 'unknown_field',
  'message_missing', 'message_not_string', 'message_invalid', 'history_not_array', 'history_too_long', 'item_not_object',
  'item_role', 'item_content_missing', 'item_content_not_string', 'item_unknown_field', 'item_content_invalid',
  'rate_limited', 'busy', 'store_unavailable', 'model_timeout', 'model_overloaded', 'model_upstream', 'client_closed',
  'internal', 'answer_rejected', 'malformed', 'headers_too_large', 'chunk_extensions_too_large', 'timeout',
  'missing_host', 'repeated_host', 'expectation', 'connect',
]);

// Service time from a 429 (under a millisecond) to a slow model answer (tens of seconds).
const SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Creates the Prometheus metrics of the service (prom-client, loaded here only)
 * with Node's default process metrics (CPU, memory, heap, event loop lag, GC).
 * Every label value is checked against a fixed set, so no visitor input can add
 * a series; the circuit and the shared store's connection are read when scraped.
 */
export async function createPrometheusMetrics(live: LiveState = {}): Promise<PrometheusMetrics> {
  const client = await import('prom-client');
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  // What every request records is kept in plain counts and handed to prom-client when scraped.
  // prom-client's inc() and observe() hash a label object and build a string key on every call;
  // its histogram's observe() also makes a closure and looks its bucket up by the bound's text.
  // In serve's profile that was about 5 µs of a rejection's CPU time with --admin-port on.
  // Model calls, fallbacks and the rest are rare enough for prom-client's own calls.
  const byStatus = new Map<number | 'other', Record<AnswererLabel, number>>();
  const byReason = new Map<string, number>();
  let limitedCount = 0;
  let inFlight = 0;

  new client.Counter({
    name: 'secretary_requests_total',
    help: 'Requests answered, by status and answerer (none: no answerer replied).',
    labelNames: ['status', 'answerer'],
    registers,
    collect() {
      this.reset();
      for (const [status, row] of byStatus) {
        for (const answerer of ANSWERER_LABELS) if (row[answerer] > 0) this.inc({ status: String(status), answerer }, row[answerer]);
      }
    },
  });
  new client.Counter({
    name: 'secretary_rejections_total',
    help: 'Requests refused (4xx), by the rule or check they failed.',
    labelNames: ['reason'],
    registers,
    collect() {
      this.reset();
      for (const [reason, count] of byReason) this.inc({ reason }, count);
    },
  });
  new client.Counter({ name: 'secretary_rate_limited_total', help: 'Requests refused with 429 by the rate limit.', registers, collect() { this.reset(); this.inc(limitedCount); } });
  new client.Gauge({ name: 'secretary_requests_in_flight', help: 'Requests being handled now.', registers, collect() { this.set(inFlight); } });
  const duration = countedHistogram('secretary_request_duration_seconds', 'Time from a request reaching the app to its reply.', SECONDS);
  registry.registerMetric(duration.metric);

  const modelCalls = new client.Counter({ name: 'secretary_model_calls_total', help: 'Model calls, by outcome (ok or the kind of failure).', labelNames: ['outcome'], registers });
  const modelDuration = new client.Histogram({ name: 'secretary_model_call_duration_seconds', help: 'Duration of model calls, retries included, by outcome.', labelNames: ['outcome'], buckets: SECONDS, registers });
  const fallbacks = new client.Counter({ name: 'secretary_fallbacks_total', help: 'Answers the built-in answerer gave instead of the model, by cause.', labelNames: ['cause'], registers });
  const storeErrors = new client.Counter({ name: 'secretary_rate_limit_store_errors_total', help: 'Rate-limit checks the shared store (Redis) failed.', registers });
  const failovers = new client.Counter({ name: 'secretary_rate_limit_store_failovers_total', help: 'Outages of the shared rate-limit store (each starts the --redis-failure behaviour).', registers });
  const reloads = new client.Counter({ name: 'secretary_knowledge_reloads_total', help: 'Knowledge folder reloads under --watch, by result.', labelNames: ['result'], registers });
  if (live.circuit) {
    const circuit = live.circuit;
    new client.Gauge({
      name: 'secretary_model_circuit_state',
      help: "The model's circuit breaker: 1 for the state it is in (closed, half_open, open), 0 for the others.",
      labelNames: ['state'],
      registers,
      collect() {
        const now = circuit();
        for (const state of ['closed', 'half-open', 'open'] as const) this.set({ state: state.replace('-', '_') }, now === state ? 1 : 0);
      },
    });
  }
  if (live.rateLimitStoreReady) {
    const ready = live.rateLimitStoreReady;
    new client.Gauge({ name: 'secretary_rate_limit_store_up', help: 'Whether the shared rate-limit store (Redis) is connected: 1 or 0.', registers, collect() { this.set(ready() ? 1 : 0); } });
  }

  const count = (status: number, answerer: string | null, seconds: number, reason: string | null) => {
    const statusLabel = STATUSES.has(status) ? status : 'other';
    const answererLabel = answerer === null ? 'none' : ANSWERERS.has(answerer) ? (answerer as AnswererLabel) : 'other';
    let row = byStatus.get(statusLabel);
    if (row === undefined) byStatus.set(statusLabel, (row = { extractive: 0, openai: 0, none: 0, other: 0 }));
    row[answererLabel]++;
    duration.observe(seconds);
    if (status === 429) limitedCount++;
    if (status >= 400 && status < 500 && reason !== null) {
      const label = REASONS.has(reason) ? reason : 'other';
      byReason.set(label, (byReason.get(label) ?? 0) + 1);
    }
  };

  const metrics: Metrics = {
    requestStarted() {
      inFlight++;
    },
    requestFinished(status, answerer, seconds, reason) {
      inFlight--;
      count(status, answerer, seconds, reason);
    },
    requestRefused(status, reason) {
      count(status, null, 0, reason);
    },
    requestLeft() {
      inFlight--;
    },
    modelCall(outcome: ModelOutcome, seconds: number) {
      modelCalls.inc({ outcome });
      modelDuration.observe({ outcome }, seconds);
    },
    fallback(cause: FallbackCause) {
      fallbacks.inc({ cause });
    },
    rateLimitStoreError() {
      storeErrors.inc();
    },
    rateLimitStoreFailover() {
      failovers.inc();
    },
    knowledgeReload(loaded) {
      reloads.inc({ result: loaded ? 'loaded' : 'failed' });
    },
  };
  return { metrics, contentType: registry.contentType, render: () => registry.metrics() };
}

/**
 * A histogram without labels whose counts are plain numbers kept here, and the
 * metric prom-client's registry renders from them when scraped (the same lines
 * as prom-client's own Histogram: a cumulative `_bucket` per bound and `+Inf`,
 * `_sum`, `_count`). observe() finds the bucket and adds one: no allocation.
 */
function countedHistogram(name: string, help: string, bounds: readonly number[]) {
  const perBucket = bounds.map(() => 0); // observations in each bucket (above the previous bound), not cumulative
  let sum = 0;
  let count = 0;
  const values = () => {
    let cumulative = 0;
    return [
      ...bounds.map((le, i) => ({ metricName: `${name}_bucket`, labels: { le }, value: (cumulative += perBucket[i]!) })),
      { metricName: `${name}_bucket`, labels: { le: '+Inf' }, value: count },
      { metricName: `${name}_sum`, labels: {}, value: sum },
      { metricName: `${name}_count`, labels: {}, value: count },
    ];
  };
  const metric = { name, help, type: 'histogram', aggregator: 'sum', get: async () => ({ name, help, type: 'histogram', aggregator: 'sum', values: values() }) };
  return {
    observe(value: number) {
      let i = 0;
      while (i < bounds.length && value > bounds[i]!) i++;
      if (i < bounds.length) perBucket[i]!++;
      sum += value;
      count++;
    },
    // The registry asks a metric only for its name and get(); prom-client's types list its own classes.
    metric: metric as unknown as Metric,
  };
}
