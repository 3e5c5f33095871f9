import type { Interface } from 'node:readline';

/**
 * Lines from a readline interface, one `next()` at a time. Lines that arrive
 * while the session is busy (pasted or typed ahead) wait their turn instead of
 * being lost; `next()` gives `undefined` once the interface has closed.
 */
export function createLineQueue(rl: Interface) {
  const waiting: string[] = [];
  let wake: ((line: string | undefined) => void) | undefined;
  let closed = false;
  rl.on('line', (line: string) => {
    if (wake) {
      const resolve = wake;
      wake = undefined;
      resolve(line);
    } else {
      waiting.push(line);
    }
  });
  rl.on('close', () => {
    closed = true;
    wake?.(undefined);
    wake = undefined;
  });
  return {
    /** Whether a line is already waiting, so showing a prompt for it would only clutter the screen. */
    get ready(): boolean {
      return waiting.length > 0;
    },
    /** The next line, or `undefined` after Ctrl-D or `close()`. */
    next(): Promise<string | undefined> {
      if (waiting.length > 0) return Promise.resolve(waiting.shift());
      if (closed) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        wake = resolve;
      });
    },
  };
}
