import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { SecretaryError } from '../errors.js';
import type { Answerer } from './answerers/types.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';
import { noMetrics, type Metrics } from './metrics.js';

/** Options of {@link createReloadingAnswerer}. */
export interface ReloadingAnswererOptions {
  /** The folder whose changes trigger a reload. */
  dir: string;
  /** Builds a fresh answerer from the folder's current content; throws when it does not load. */
  build: () => Promise<Answerer>;
  /** The answerer built at start, already serving. */
  initial: Answerer;
  logger?: Logger;
  /** Counts reloads, loaded or failed. */
  metrics?: Metrics;
  /** Quiet time after the last change before reloading; an editor's save is several events. Default 150 ms. */
  debounceMs?: number;
  /** Poll interval when the platform cannot watch a folder tree. Default 1,000 ms. */
  pollMs?: number;
  /** `poll` skips `fs.watch`, for file systems that do not report changes (network mounts). Default `auto`. */
  mode?: 'auto' | 'poll';
}

/** An answerer that follows a folder, with a way to stop following it. */
export interface ReloadingAnswerer extends Answerer {
  /** How many reloads have succeeded since start. */
  readonly reloads: number;
  /** Resolves once a change from then on is noticed: the watch is set, or the poller has taken its first look. */
  readonly watching: Promise<void>;
}

/**
 * Wraps the answerer built from a knowledge folder so that a change in the
 * folder rebuilds it: requests in flight finish with the answerer they
 * started with (it is closed once they are done); a change that does not
 * load keeps the current answerer and logs `knowledge_reload_failed` with the
 * loader's one-line reason. Watches with `fs.watch` (recursive), else polls.
 */
export function createReloadingAnswerer(options: ReloadingAnswererOptions): ReloadingAnswerer {
  const logger = options.logger ?? silentLogger;
  const metrics = options.metrics ?? noMetrics;
  const debounceMs = options.debounceMs ?? 150;
  let current = { answerer: options.initial, inFlight: 0, retired: false };
  let reloads = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const retire = (generation: typeof current) => {
    generation.retired = true;
    if (generation.inFlight === 0) void generation.answerer.close?.();
  };

  const reload = async (): Promise<void> => {
    const started = Date.now();
    try {
      const answerer = await options.build();
      if (closed) {
        await answerer.close?.();
        return;
      }
      const previous = current;
      current = { answerer, inFlight: 0, retired: false };
      retire(previous);
      reloads++;
      metrics.knowledgeReload(true);
      logger.info('knowledge_reloaded', { ms: Date.now() - started });
    } catch (error) {
      // The loader's messages name the file and the problem, never the page's text.
      const reason = error instanceof SecretaryError ? error.message : (error as Error).name;
      metrics.knowledgeReload(false);
      logger.warn('knowledge_reload_failed', { reason });
    }
  };

  // One reload at a time; changes during a reload cause one more afterwards.
  const trigger = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) {
        again = true;
        return;
      }
      running = reload().finally(() => {
        running = undefined;
        if (again) {
          again = false;
          trigger();
        }
      });
    }, debounceMs);
  };

  const pollMs = options.pollMs ?? 1_000;
  let markWatching!: () => void;
  const watching = new Promise<void>((resolve) => (markWatching = resolve));
  const stopWatching =
    options.mode === 'poll' ? poll(options.dir, trigger, pollMs, markWatching) : watchTree(options.dir, trigger, pollMs, logger, markWatching);

  return {
    get name() {
      return current.answerer.name;
    },
    get reloads() {
      return reloads;
    },
    watching,
    async answer(input) {
      const generation = current;
      generation.inFlight++;
      try {
        return await generation.answerer.answer(input);
      } finally {
        generation.inFlight--;
        if (generation.retired && generation.inFlight === 0) void generation.answerer.close?.();
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      stopWatching();
      await running;
      await current.answerer.close?.();
    },
  };
}

/** Calls `onChange` when anything under `dir` changes; returns a function that stops watching. */
function watchTree(dir: string, onChange: () => void, pollMs: number, logger: Logger, onWatching: () => void): () => void {
  let watcher: FSWatcher | undefined;
  let stop = () => watcher?.close();
  try {
    // Set up synchronously: changes from here on are reported.
    watcher = watch(dir, { recursive: true, persistent: false }, () => onChange());
    watcher.on('error', () => {
      // The folder was removed or became unreadable: fall back to polling, which notices its return.
      watcher?.close();
      stop = poll(dir, onChange, pollMs, () => {});
    });
    logger.info('knowledge_watching', { mode: 'watch' });
    onWatching();
  } catch {
    logger.info('knowledge_watching', { mode: 'poll', intervalMs: pollMs });
    return poll(dir, onChange, pollMs, onWatching);
  }
  return () => stop();
}

/** Compares the folder's signature every `pollMs`; `onWatching` is called once the first one is taken. */
function poll(dir: string, onChange: () => void, pollMs: number, onWatching: () => void): () => void {
  let last: string | undefined;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    const now = await signature(dir).catch(() => 'unreadable');
    busy = false;
    if (last !== undefined && now !== last) onChange();
    last = now;
    onWatching();
  };
  void tick();
  const interval = setInterval(() => void tick(), pollMs);
  interval.unref();
  return () => clearInterval(interval);
}

// Paths, sizes and modification times of every file below `dir`: what a change alters.
async function signature(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true });
  const parts = await Promise.all(
    entries.sort().map(async (entry) => {
      const info = await stat(path.join(dir, entry)).catch(() => undefined);
      return info ? `${entry}:${info.size}:${info.mtimeMs}` : entry;
    }),
  );
  return parts.join('\n');
}
