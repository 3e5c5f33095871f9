import type { Command } from 'commander';
import { ConfigError, quoteValue } from '../errors.js';

// One way to check option values in every subcommand: the action reads commander's
// raw strings and checks each with these, naming the value where it was given (the
// flag, or the environment variable it came from). A bad value is a UsageError, which
// the CLI prints as `secretary: <what failed>` plus the command's usage hint.

/** A bad option, argument or environment variable: printed with a usage hint. */
export class UsageError extends ConfigError {
  override name = 'UsageError';
}

/** The usage hint printed after every usage error of `command` (e.g. `serve`), commander's included. */
export function usageHint(command?: string): string {
  return `(see secretary ${command ? `${command} ` : ''}--help)`;
}

/** How the user gave option `key` of `command`: its environment variable when the value came from there, else its flag. */
export function optionName(command: Command, key: string): string {
  const option = command.options.find((candidate) => candidate.attributeName() === key);
  if (!option) return key;
  if (command.getOptionValueSource(key) === 'env' && option.envVar) return option.envVar;
  return option.long ?? option.short ?? key;
}

/** A whole number from `min` to `max`. */
export function wholeNumber(value: string, name: string, range: { min: number; max: number }): number {
  const parsed = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < range.min || parsed > range.max) {
    throw new UsageError(`${name} must be a whole number from ${range.min} to ${range.max}, got ${quoteValue(value)}`);
  }
  return parsed;
}

/** A decimal number from `min` to `max` (`max` may be Infinity). */
export function decimal(value: string, name: string, range: { min: number; max: number }): number {
  const parsed = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(parsed) || parsed < range.min || parsed > range.max) {
    const bounds = range.max === Infinity ? `of at least ${range.min}` : `from ${range.min} to ${range.max}`;
    throw new UsageError(`${name} must be a number ${bounds}, got ${quoteValue(value)}`);
  }
  return parsed;
}

/** One of `allowed`. */
export function oneOf<T extends string>(value: string, name: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`${name} must be one of ${allowed.join(', ')}, got ${quoteValue(value)}`);
  }
  return value as T;
}

/** Any text but blank. */
export function nonEmpty(value: string, name: string): string {
  if (value.trim() === '') throw new UsageError(`${name} must not be empty`);
  return value;
}

/** An `http://` or `https://` URL. */
export function httpUrl(value: string, name: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`${name} must be an http:// or https:// URL, got ${quoteValue(value)}`);
  }
  return value;
}

/** Runs a library parser, turning its `ConfigError` into a `UsageError` (its message already names `name`). */
export function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ConfigError && !(error instanceof UsageError)) throw new UsageError(error.message, { cause: error });
    throw error;
  }
}
