import { hash as digest, randomBytes } from 'node:crypto';
import { logsAt, type Logger } from './logger.js';

/** What is logged about one request: never message, history or header text. */
export interface RequestLogEntry {
  /** The request's method; null when Node refused the request before one was read. */
  method: string | null;
  /** The chat path, or null for any other path (visitor-chosen text is not logged). */
  path: string | null;
  status: number;
  /** Null for a request the Node server refused before the app saw it. */
  durationMs: number | null;
  /** The answerer that produced the reply, when one did. */
  answerer?: string | undefined;
  /** The rate-limit key (an address); hashed before it is written. */
  clientKey: string;
  /** The request's id, as its `X-Request-Id` says. */
  requestId: string;
  /** Why it was refused, from a fixed set (the contract rule broken, the parser's complaint); null when answered. */
  reason: string | null;
}

// A per-process salt: the same client can be followed within one run (in the app's lines and
// the Node server's refusals alike), but the hash cannot be reversed by hashing all 2^32
// IPv4 addresses, and it changes on every start.
const SALT = randomBytes(16).toString('hex');

/** Writes one `request` line per request through `logger`, with the client key hashed. */
export function createRequestLog(logger: Logger): (entry: RequestLogEntry) => void {
  // Below `info` no line is written, so neither the hash nor the fields are made.
  if (!logsAt(logger, 'info')) return () => {};
  return (entry) =>
    logger.info('request', {
      method: entry.method === null ? null : entry.method.slice(0, 16),
      path: entry.path,
      status: entry.status,
      durationMs: entry.durationMs === null ? null : Math.round(entry.durationMs * 100) / 100,
      answerer: entry.answerer ?? null,
      reason: entry.reason,
      requestId: entry.requestId,
      // The one-shot digest: no Hash object per request.
      client: digest('sha256', SALT + entry.clientKey, 'hex').slice(0, 16),
    });
}
