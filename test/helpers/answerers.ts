import type { Answer, AnswerInput, Answerer } from '../../src/server/answerers/types.js';

/** A recorded call to a test answerer. */
export type Call = Omit<AnswerInput, 'signal'> & { signal: AbortSignal };

/** An answerer that replies `reply:<language>:<message length>` and records every call. */
export function recordingAnswerer(name = 'test'): Answerer & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    name,
    calls,
    async answer(input: AnswerInput): Promise<Answer> {
      calls.push(input);
      return { reply: `reply:${input.language}:${input.message.length}`, answerer: name };
    },
  };
}

/** An answerer whose calls wait until released, to hold requests in flight. */
export function gatedAnswerer(): Answerer & { waiting: number; releaseAll(): void; started: Promise<void>; aborted: Promise<void> } {
  const pending = new Set<() => void>();
  let markStarted!: () => void;
  let markAborted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const aborted = new Promise<void>((resolve) => (markAborted = resolve));
  return {
    name: 'gated',
    /** Calls waiting for release; an aborted call stops waiting. */
    get waiting() {
      return pending.size;
    },
    started,
    aborted,
    answer(input) {
      return new Promise<Answer>((resolve, reject) => {
        const release = () => {
          pending.delete(release);
          input.signal.removeEventListener('abort', onAbort);
          resolve({ reply: 'released', answerer: 'gated' });
        };
        const onAbort = () => {
          pending.delete(release);
          markAborted();
          reject(input.signal.reason ?? new Error('aborted'));
        };
        input.signal.addEventListener('abort', onAbort, { once: true });
        pending.add(release);
        markStarted();
      });
    },
    releaseAll() {
      for (const release of [...pending]) release();
    },
  };
}

/** An answerer that always throws `error`. */
export function throwingAnswerer(error: unknown): Answerer {
  return {
    name: 'throwing',
    async answer() {
      throw error;
    },
  };
}

/** An answerer that returns `reply` as given (even an invalid one). */
export function fixedAnswerer(reply: unknown, name = 'fixed'): Answerer {
  return {
    name,
    async answer() {
      return { reply, answerer: name } as Answer;
    },
  };
}
