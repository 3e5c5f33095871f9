import { constants } from 'node:fs';
import { access, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ROLES } from '../../contract/limits.js';
import type { HistoryItem } from '../../contract/index.js';
import { ConfigError } from '../../errors.js';

/**
 * Reads a conversation saved as a JSON array of `{"role", "content"}` items.
 * A missing (or empty) file is an empty conversation, as long as it could be
 * created; anything else that is not such an array is a `ConfigError`, and the
 * file is left as it is. Items are not trimmed here: the client trims what it sends.
 */
export async function loadHistoryFile(path: string): Promise<HistoryItem[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) {
      await assertWritableFolder(path);
      return [];
    }
    throw new ConfigError(`cannot read history file ${path}: ${reason(error)}`, { cause: error });
  }
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`history file ${path} is not valid JSON (${reason(error)}); fix or remove it`, {
      cause: error,
    });
  }
  const problem = historyProblem(parsed);
  if (problem) throw new ConfigError(`history file ${path} is not a conversation: ${problem}; fix or remove it`);
  return (parsed as HistoryItem[]).map((item) => ({ role: item.role, content: item.content }));
}

/** Writes the conversation atomically: a temporary file in the same folder, then a rename over `path`. */
export async function saveHistoryFile(path: string, history: readonly HistoryItem[]): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(temporary, `${JSON.stringify(history, null, 2)}\n`, 'utf8');
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw new ConfigError(`cannot save history file ${path}: ${reason(error)}`, { cause: error });
  }
}

function historyProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'expected a JSON array of {"role", "content"} items';
  for (const [index, item] of value.entries()) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return `item ${index} is not an object`;
    const { role, content } = item as Record<string, unknown>;
    if (!ROLES.includes(role as HistoryItem['role'])) return `item ${index} has a role other than "user" or "assistant"`;
    if (typeof content !== 'string' || content === '') return `item ${index} has no text content`;
  }
  return undefined;
}

// Refuse at the start rather than after a reply: a turn that cannot be saved would be lost.
async function assertWritableFolder(path: string): Promise<void> {
  try {
    await access(dirname(path), constants.W_OK);
  } catch (error) {
    throw new ConfigError(`cannot create history file ${path}: ${reason(error)}`, { cause: error });
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0] ?? message;
}
