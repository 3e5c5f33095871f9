/** How much the server logs. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

/** The log levels, least to most verbose. */
export const LOG_LEVELS: readonly LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug'];

/** A structured logger: one JSON object per line. Never pass visitor text to it. */
export interface Logger {
  error(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  info(event: string, fields?: Record<string, unknown>): void;
  debug(event: string, fields?: Record<string, unknown>): void;
}

/** Creates a logger that writes JSON lines at or above `level` through `write`. */
export function createLogger(options: { level?: LogLevel; write?: (line: string) => void } = {}): Logger {
  const threshold = LOG_LEVELS.indexOf(options.level ?? 'info');
  const write = options.write ?? (() => {});
  const at = (level: Exclude<LogLevel, 'silent'>) => (event: string, fields: Record<string, unknown> = {}) => {
    if (LOG_LEVELS.indexOf(level) > threshold) return;
    write(JSON.stringify({ time: isoNow(), level, event, ...fields }));
  };
  const logger: Logger = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
  writers.set(logger, { threshold, write });
  return logger;
}

// The line writer and threshold of each logger made here, for lineWriterOf.
const writers = new WeakMap<Logger, { threshold: number; write: (line: string) => void }>();

/**
 * For a logger made by `createLogger`: `null` when `level` is not written, else the
 * function that writes one finished JSON line, so a caller on the hot path (the
 * request log) can format its own line. `undefined` for any other logger.
 */
export function lineWriterOf(logger: Logger, level: Exclude<LogLevel, 'silent'>): ((line: string) => void) | null | undefined {
  const entry = writers.get(logger);
  if (entry === undefined) return undefined;
  return LOG_LEVELS.indexOf(level) > entry.threshold ? null : entry.write;
}

// Under load many lines share a millisecond; the timestamp text is made once per millisecond.
let lastMs = Number.NaN;
let lastIso = '';
/** The current time as ISO 8601 text, made once per millisecond. */
export function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

/** A logger that drops everything, for library use and tests. */
export const silentLogger: Logger = createLogger({ level: 'silent' });
