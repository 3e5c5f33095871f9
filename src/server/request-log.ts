import { createHash, randomBytes } from 'node:crypto';
import { isoNow, lineWriterOf, type Logger } from './logger.js';

/** What is logged about one request: never message, history or header text. */
export interface RequestLogEntry {
  method: string;
  path: string;
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
  const salt = randomBytes(16);
  const cache = new Map<string, string>();
  const hash = (key: string): string => {
    let hashed = cache.get(key);
    if (hashed === undefined) {
      hashed = createHash('sha256').update(salt).update(key).digest('hex').slice(0, 16);
      if (cache.size >= 10_000) cache.clear();
      cache.set(key, hashed);
    }
    return hashed;
  };
  const write = lineWriterOf(logger, 'info');
  // Not written at this level: nothing to hash or format.
  if (write === null) return () => {};
  if (write === undefined) {
    // Someone else's logger: give it the fields.
    return (entry) => logger.info('request', fields(entry, hash));
  }
  // Our own logger: the same line, formatted by a template instead of an object spread and a
  // JSON.stringify of the whole (a tenth of a 429's JavaScript under load). Only the
  // client-chosen method and path need escaping; the rest are numbers, hex or null.
  let lastAnswerer = '';
  let lastAnswererJson = '';
  return (entry) => {
    const method = entry.method === 'POST' ? '"POST"' : JSON.stringify(entry.method.slice(0, 16));
    const path = entry.path === '/chat' ? '"/chat"' : JSON.stringify(shortPath(entry.path));
    const duration = roundMs(entry.durationMs);
    let answerer = 'null';
    if (entry.answerer !== undefined) {
      if (entry.answerer !== lastAnswerer) {
        lastAnswerer = entry.answerer;
        lastAnswererJson = JSON.stringify(entry.answerer);
      }
      answerer = lastAnswererJson;
    }
    write(
      `{"time":"${isoNow()}","level":"info","event":"request","method":${method},"path":${path},"status":${entry.status},` +
        `"durationMs":${Number.isFinite(duration) ? duration : 'null'},"answerer":${answerer},"client":"${hash(entry.clientKey)}"}`,
    );
  };
}

function fields(entry: RequestLogEntry, hash: (key: string) => string): Record<string, unknown> {
  return {
    method: entry.method.slice(0, 16),
    path: shortPath(entry.path),
    status: entry.status,
    durationMs: roundMs(entry.durationMs),
    answerer: entry.answerer ?? null,
    client: hash(entry.clientKey),
  };
}

// The path is client-chosen; a short prefix is enough to see what was probed.
function shortPath(path: string): string {
  return path.length > 100 ? `${path.slice(0, 100)}…` : path;
}

function roundMs(ms: number): number {
  return Math.round(ms * 100) / 100;
}
