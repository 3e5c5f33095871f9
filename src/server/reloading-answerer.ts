import { SecretaryError } from '../errors.js';
import type { Answerer } from './answerers/types.js';
import { changedFiles, fingerprintFolder, watchFolder, type Fingerprint } from './folder-watch.js';
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
  /** `poll` looks every `pollMs` instead of asking the system, for file systems that do not report changes (network mounts). Default `auto`. */
  mode?: 'auto' | 'poll';
}

/** An answerer that follows a folder, with a way to stop following it. */
export interface ReloadingAnswerer extends Answerer {
  /** How many reloads have succeeded since start. */
  readonly reloads: number;
  /** Resolves once a change from then on is noticed: every folder is watched (or polled) and the content to compare with is read. */
  readonly watching: Promise<void>;
}

/**
 * Wraps the answerer built from a knowledge folder so that a change in the
 * folder rebuilds it: requests in flight finish with the answerer they
 * started with (it is closed once they are done); a change that does not
 * load keeps the current answerer and logs `knowledge_reload_failed` with the
 * loader's one-line reason. Each reload logs `knowledge_reloaded` with the files
 * that changed. An event only leads to a reload when the folder's content
 * fingerprint differs from the last one tried (see folder-watch.ts).
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

  // The fingerprint of the content last loaded or last refused, so the same content is not tried twice.
  let seen: Fingerprint = new Map();
  const baseline = fingerprintFolder(options.dir).then((fingerprint) => void (seen = fingerprint));

  const check = async (): Promise<void> => {
    await baseline;
    await folder.rearm();
    const now = await fingerprintFolder(options.dir);
    const changed = changedFiles(seen, now);
    if (closed || changed.length === 0) return;
    seen = now;
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
      logger.info('knowledge_reloaded', { ms: Date.now() - started, changed: shown(changed) });
    } catch (error) {
      // The loader's messages name the file and the problem, never the page's text.
      const reason = error instanceof SecretaryError ? error.message : (error as Error).name;
      metrics.knowledgeReload(false);
      logger.warn('knowledge_reload_failed', { reason, changed: shown(changed) });
    }
  };

  // One check at a time. An event waits for quiet (an editor's save is several events); events
  // during a check cause one more afterwards. A poll tick looks at once unless a look is due anyway.
  const run = () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = check().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        onEvent();
      }
    });
  };
  const onEvent = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  };
  const onPoll = () => {
    if (!closed && !timer && !running) run();
  };

  const folder = watchFolder({ dir: options.dir, onEvent, onPoll, mode: options.mode ?? 'auto', pollMs: options.pollMs ?? 1_000, logger });
  // Watching once every folder has its watch and the content it is compared with is known.
  const watching = Promise.all([folder.rearm(), baseline]).then(() => undefined);

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
      folder.close();
      await running;
      await current.answerer.close?.();
    },
  };
}

// A log line names at most a few files: a `git checkout` of a branch may change hundreds.
function shown(files: readonly string[]): string[] {
  return files.length <= 10 ? [...files] : [...files.slice(0, 10), `… ${files.length - 10} more`];
}
