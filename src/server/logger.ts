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

/**
 * Creates a logger that writes JSON lines at or above `level` through `write`,
 * synchronously: the caller decides how lines reach their stream (the CLI batches
 * them per tick), and a line written is a line the caller already holds.
 */
export function createLogger(options: { level?: LogLevel; write?: (line: string) => void } = {}): Logger {
  const threshold = LOG_LEVELS.indexOf(options.level ?? 'info');
  const write = options.write ?? (() => {});
  const at = (level: Exclude<LogLevel, 'silent'>) => {
    if (LOG_LEVELS.indexOf(level) > threshold) return () => {};
    return (event: string, fields: Record<string, unknown> = {}) =>
      write(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
  };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/** A logger that drops everything, for library use and tests. */
export const silentLogger: Logger = createLogger({ level: 'silent' });
