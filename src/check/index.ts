export type {
  CheckReport,
  Observation,
  Probe,
  ProbeCategory,
  ProbeContext,
  ProbeOutcome,
  ProbeRequest,
  ProbeResponse,
  ProbeResult,
  RunResult,
  Verdict,
} from './types.js';
export type { CheckOptions, CheckProgress } from './run.js';
export type { RetryPolicy as CheckRetryPolicy } from './sender.js';
export { runCheck, DEFAULT_DEADLINE_MS } from './run.js';
export { listProbes } from './probes/index.js';
export { selectProbes, matches } from './select.js';
export { formatHuman, formatProbeList, formatSummary } from './report/human.js';
export { formatJson, formatProbeListJson } from './report/json.js';
export { formatJunit } from './report/junit.js';
