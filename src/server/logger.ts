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
  /** The level it writes at, when known: callers skip preparing fields for a line that would be dropped. */
  readonly level?: LogLevel;
}

/**
 * Creates a logger that writes JSON lines at or above `level` through `write`,
 * synchronously: the caller decides how lines reach their stream (the CLI batches
 * them per tick), and a line written is a line the caller already holds.
 */
export function createLogger(options: { level?: LogLevel; write?: (line: string) => void } = {}): Logger {
  const level = options.level ?? 'info';
  const threshold = LOG_LEVELS.indexOf(level);
  const write = options.write ?? (() => {});
  const at = (name: Exclude<LogLevel, 'silent'>) => {
    if (LOG_LEVELS.indexOf(name) > threshold) return () => {};
    const head = `","level":"${name}","event":`;
    // The line is joined as text rather than spread into a new object: one request line per
    // request made the spread a measurable share of a 429 (docs/benchmarks.md).
    return (event: string, fields?: Record<string, unknown>) => {
      const rest = fields === undefined ? '{}' : JSON.stringify(fields);
      write(`{"time":"${new Date().toISOString()}${head}${JSON.stringify(event)}${rest.length > 2 ? `,${rest.slice(1)}` : '}'}`);
    };
  };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), level };
}

/** Whether `logger` writes lines at `level`; true when it does not say. */
export function logsAt(logger: Logger, level: Exclude<LogLevel, 'silent'>): boolean {
  return logger.level === undefined || LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(logger.level);
}

/** A logger that drops everything, for library use and tests. */
export const silentLogger: Logger = createLogger({ level: 'silent' });
