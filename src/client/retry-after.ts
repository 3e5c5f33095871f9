// Re-exported so this file stays the one the browser widget imports (no bare imports here).
export { parseRetryAfter, backoffDelay, type BackoffOptions } from '../contract/retry-after.js';
