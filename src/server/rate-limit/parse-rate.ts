import { ConfigError, quoteValue } from '../../errors.js';
import type { Rate } from './store.js';

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const RATE = /^(\d{1,9})\/(\d{0,6})([smhd])$/;

/**
 * Parses a rate such as `20/1m`, `500/1h`, `5/30s` (units s, m, h, d; the window
 * number may be left out: `20/m`) or `off` (no limit, `null`). Bad input throws
 * a one-line `ConfigError` that calls the value `name` (the CLI passes the flag or
 * variable it came from).
 */
export function parseRate(text: string, name = 'rate limit'): Rate | null {
  const value = text.trim().toLowerCase();
  if (value === 'off') return null;
  const match = RATE.exec(value);
  const limit = Number(match?.[1]);
  const windowCount = match?.[2] === '' ? 1 : Number(match?.[2]);
  const unitMs = UNIT_MS[match?.[3] ?? ''];
  if (!match || unitMs === undefined || limit < 1 || windowCount < 1) {
    throw new ConfigError(
      `${name} must look like 20/1m, 500/1h or 5/30s (count/window, units s m h d), or be "off", got ${quoteValue(text)}`,
    );
  }
  return { limit, windowMs: windowCount * unitMs };
}

/** Formats a rate back into the `20/1m` notation, for the startup line. */
export function formatRate(rate: Rate | null): string {
  if (rate === null) return 'off';
  for (const unit of ['d', 'h', 'm', 's'] as const) {
    const ms = UNIT_MS[unit] as number;
    if (rate.windowMs % ms === 0) return `${rate.limit}/${rate.windowMs / ms}${unit}`;
  }
  return `${rate.limit}/${rate.windowMs}ms`;
}
