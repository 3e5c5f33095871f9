// Imported from the zod-free contract modules so the browser widget can load this file as it is.
import { LIMITS } from '../contract/limits.js';
import { codePointLength, utf8ByteLength } from '../contract/length.js';
import { historyContentProblem, historyTotalsProblem, isRole, type HistoryLimits } from '../contract/rules.js';
import type { HistoryItem } from '../contract/schemas.js';

export type { HistoryLimits } from '../contract/rules.js';

/**
 * The newest part of `history` that can be sent with `message` within every
 * limit of the contract: item count, total characters and the 16 KiB body.
 * Drops the oldest turns first and never starts with an orphaned assistant
 * turn, so user/assistant pairs stay together. Items that could never be sent
 * (unknown role, empty content, an over-long user item) are left out, and so
 * is the answer to a question left out. Pure and browser-safe: the web widget
 * uses it too.
 */
export function fitHistory(
  history: readonly HistoryItem[],
  message: string,
  limits: HistoryLimits = LIMITS,
): HistoryItem[] {
  const usable = sendableItems(history, limits);
  // Bytes of the body with an empty history; each kept item adds its own JSON and a comma.
  let bytes = utf8ByteLength(JSON.stringify({ message, history: [] }));
  let chars = 0;
  let start = usable.length;
  while (start > 0) {
    const item = usable[start - 1]!;
    const nextBytes = bytes + utf8ByteLength(JSON.stringify(item)) + (start === usable.length ? 0 : 1);
    const nextChars = chars + codePointLength(item.content);
    const count = usable.length - start + 1;
    if (historyTotalsProblem(count, nextChars, limits) !== undefined || nextBytes > limits.bodyBytes) break;
    bytes = nextBytes;
    chars = nextChars;
    start--;
  }
  const kept = usable.slice(start);
  // An assistant turn whose question was cut off would read as an orphan: drop it with its pair.
  while (kept.length > 0 && kept[0]!.role === 'assistant') kept.shift();
  return kept;
}

/** The items that can be sent, copied; an answer whose question cannot be sent goes with it. */
function sendableItems(history: readonly HistoryItem[], limits: HistoryLimits): HistoryItem[] {
  const usable: HistoryItem[] = [];
  // Set after an unsendable question: its answers would otherwise reply to the turn before it.
  let questionDropped = false;
  for (const item of history) {
    const sendable = isSendable(item, limits);
    // Optional chaining because a hand-edited file may hold null or numbers where items belong.
    if ((item as HistoryItem | null)?.role === 'user') questionDropped = !sendable;
    if (!sendable || (questionDropped && item.role === 'assistant')) continue;
    usable.push({ role: item.role, content: item.content });
  }
  return usable;
}

// The contract's item rules, on values a hand-edited history file may hold in any shape.
function isSendable(item: HistoryItem, limits: HistoryLimits): boolean {
  if (item === null || typeof item !== 'object' || !isRole(item.role) || typeof item.content !== 'string') return false;
  return historyContentProblem(item.role, item.content, limits) === undefined;
}
