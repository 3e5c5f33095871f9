/** What a typed line did: finished an input, or asked for more lines. */
export type Joined = { done: true; text: string; multiline: boolean } | { done: false };

/** The marker that opens and closes a multi-line block when it stands alone on a line. */
export const BLOCK_MARKER = '"""';

/**
 * Joins typed lines into one input. A line ending in `\` continues on the next
 * line (the backslash becomes a line break); a line that is only `"""` opens a
 * block that the next such line closes, keeping every line in between as typed.
 */
export function createLineJoiner() {
  let parts: string[] = [];
  let inBlock = false;
  let continuing = false;

  return {
    /** Whether an input is unfinished, so the prompt should show a continuation. */
    get pending(): boolean {
      return inBlock || continuing;
    },
    /** Forgets an unfinished input (Ctrl-C at the prompt). */
    reset(): void {
      parts = [];
      inBlock = false;
      continuing = false;
    },
    /** Takes one typed line. */
    push(line: string): Joined {
      if (inBlock) {
        if (line.trim() === BLOCK_MARKER) return finish(true);
        parts.push(line);
        return { done: false };
      }
      if (!continuing && line.trim() === BLOCK_MARKER) {
        inBlock = true;
        return { done: false };
      }
      if (line.endsWith('\\')) {
        parts.push(line.slice(0, -1));
        continuing = true;
        return { done: false };
      }
      parts.push(line);
      return finish(parts.length > 1);
    },
  };

  function finish(multiline: boolean): Joined {
    const text = parts.join('\n');
    parts = [];
    inBlock = false;
    continuing = false;
    return { done: true, text, multiline };
  }
}

/** A line joiner, as `createLineJoiner` returns it. */
export type LineJoiner = ReturnType<typeof createLineJoiner>;
