import { createHash } from 'node:crypto';
import { watch, type FSWatcher, type Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { RESUME_FILE } from './knowledge/sources.js';
import { SYNONYMS_FILE } from './knowledge/synonyms.js';
import type { Logger } from './logger.js';

/** What {@link watchFolder} takes. */
export interface FolderWatchOptions {
  /** The folder to follow, with every folder below it. */
  dir: string;
  /** Called on each event the system reports; the caller compares fingerprints to be sure of a change. */
  onEvent: () => void;
  /** Called every `pollMs` while polling, for the caller to look for itself. */
  onPoll: () => void;
  /** `poll` polls instead of asking the system, for file systems that report nothing (network mounts). */
  mode: 'auto' | 'poll';
  pollMs: number;
  logger: Logger;
}

/** A running watch of a folder tree. */
export interface FolderWatch {
  /**
   * Watches every folder of the tree as it is now: new folders are added, and folders that
   * were replaced (same path, another inode) or removed are watched afresh or dropped.
   * Called before each comparison, so a watch follows the tree as editors and git rewrite it.
   */
  rearm(): Promise<void>;
  close(): void;
}

// Bounds as the loader's: a mistaken folder (a home directory) must not open thousands of watches.
const MAX_DEPTH = 12;
const MAX_FOLDERS = 500;
// The files the loader reads: pages anywhere, and resume.json and synonyms.yaml at the root. Images,
// evals.yaml and the widget snippet never change an answer, so they are no reason to reload.
const PAGE = /\.(md|markdown)$/i;
const ROOT_FILES = new Set([RESUME_FILE, SYNONYMS_FILE]);

/**
 * Follows a folder tree by watching each of its folders (not each file): a folder's watch
 * reports changes to the names in it, so a file replaced by rename, deleted and created again,
 * or rewritten by `git checkout` is still followed afterwards, which a watch on the file's
 * inode is not. Falls back to polling where the system cannot watch, and while the folder
 * itself is missing.
 */
export function watchFolder(options: FolderWatchOptions): FolderWatch {
  const { dir, onEvent, logger } = options;
  const watchers = new Map<string, { watcher: FSWatcher; ino: number }>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const startPolling = (reason: string) => {
    if (timer) return;
    logger.info('knowledge_watching', { mode: 'poll', intervalMs: options.pollMs, reason });
    timer = setInterval(options.onPoll, options.pollMs);
    timer.unref();
  };
  const stopPolling = () => {
    if (!timer) return;
    clearInterval(timer);
    timer = undefined;
    logger.info('knowledge_watching', { mode: 'watch' });
  };
  const drop = (folder: string) => {
    watchers.get(folder)?.watcher.close();
    watchers.delete(folder);
  };

  const rearm = async () => {
    if (closed || options.mode === 'poll') return;
    const folders = await listFolders(dir).catch(() => undefined);
    if (closed) return;
    if (!folders) {
      // The folder is gone (moved away, or replaced in two steps): look again until it is back.
      for (const folder of [...watchers.keys()]) drop(folder);
      startPolling('folder missing');
      return;
    }
    for (const folder of [...watchers.keys()]) if (folders.get(folder) !== watchers.get(folder)!.ino) drop(folder);
    for (const [folder, ino] of folders) {
      if (watchers.has(folder)) continue;
      try {
        const watcher = watch(folder, { persistent: false }, () => onEvent());
        // A watched folder that disappears reports an error on some systems: forget it, and look again.
        watcher.on('error', () => {
          drop(folder);
          onEvent();
        });
        watchers.set(folder, { watcher, ino });
      } catch (error) {
        if (folder !== dir) continue; // removed between listing and watching; the next rearm sees it
        startPolling((error as NodeJS.ErrnoException).code ?? 'watch unavailable');
        return;
      }
    }
    stopPolling();
  };

  if (options.mode === 'poll') startPolling('asked');
  else logger.info('knowledge_watching', { mode: 'watch' });
  return {
    rearm,
    close() {
      closed = true;
      clearInterval(timer);
      for (const folder of [...watchers.keys()]) drop(folder);
    },
  };
}

/** Each file the loader may read, by path relative to `dir`, with the SHA-256 of its content. */
export type Fingerprint = ReadonlyMap<string, string>;

/**
 * The fingerprint of a folder's content: what decides whether an event changed anything
 * (a `touch`, or a save that put back the same text, does not) and which files changed.
 * Content, not modification times: a second write within the file system's clock tick, or
 * `git checkout` of an older version, leaves a time that proves nothing. A folder that
 * cannot be read has no files.
 */
export async function fingerprintFolder(dir: string): Promise<Fingerprint> {
  const hashes = new Map<string, string>();
  for (const file of await listFiles(dir)) {
    const bytes = await readFile(path.join(dir, file)).catch(() => undefined);
    if (bytes) hashes.set(file, createHash('sha256').update(bytes).digest('base64'));
  }
  return hashes;
}

/** The files added, removed or changed from `before` to `after`, in path order. */
export function changedFiles(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

// Folders below `dir` (and `dir` itself) → their inode, skipping names that start with "." as the loader does.
async function listFolders(dir: string): Promise<Map<string, number>> {
  const folders = new Map<string, number>([[dir, (await stat(dir)).ino]]);
  await walk(dir, 0, (kind, full, info) => {
    if (kind !== 'folder' || folders.size >= MAX_FOLDERS) return false;
    folders.set(full, info.ino);
    return true;
  });
  return folders;
}

async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  await walk(dir, 0, (kind, full) => {
    const file = path.relative(dir, full).split(path.sep).join('/');
    if (kind === 'file' && (PAGE.test(file) || ROOT_FILES.has(file))) files.push(file);
    return kind === 'folder';
  });
  return files.sort();
}

type Visit = (kind: 'file' | 'folder', full: string, info: Stats) => boolean;

// Calls `visit` for each file and folder below `folder` whose name does not start with "." (symlinks
// followed, as the loader follows them), and descends, down to MAX_DEPTH, where it returns true.
async function walk(folder: string, depth: number, visit: Visit): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    const info = await stat(full).catch(() => undefined);
    if (!info || !(info.isFile() || info.isDirectory())) continue;
    if (visit(info.isFile() ? 'file' : 'folder', full, info) && depth < MAX_DEPTH) await walk(full, depth + 1, visit);
  }
}
