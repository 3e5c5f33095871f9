import { hash as digest, randomBytes } from 'node:crypto';
import type { Logger } from './logger.js';

/** What is logged about one request: never message, history or header text. */
export interface RequestLogEntry {
  method: string;
  /** The chat path, or null for any other path (visitor-chosen text is not logged). */
  path: string | null;
  status: number;
  durationMs: number;
  /** The answerer that produced the reply, when one did. */
  answerer?: string | undefined;
  /** The rate-limit key (an address); hashed before it is written. */
  clientKey: string;
}

/** Writes one `request` line per request through `logger`, with the client key hashed. */
export function createRequestLog(logger: Logger): (entry: RequestLogEntry) => void {
  // A per-process salt: the same client can be followed within one run, but the
  // hash cannot be reversed by hashing all 2^32 IPv4 addresses.
  const salt = randomBytes(16).toString('hex');
  // The one-shot digest: no Hash object per request.
  const hash = (key: string): string => digest('sha256', salt + key, 'hex').slice(0, 16);
  return (entry) =>
    logger.info('request', {
      method: entry.method.slice(0, 16),
      path: entry.path,
      status: entry.status,
      durationMs: Math.round(entry.durationMs * 100) / 100,
      answerer: entry.answerer ?? null,
      client: hash(entry.clientKey),
    });
}
