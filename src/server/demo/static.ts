import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** Content types of the only file kinds the demo page serves; anything else is a 404. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** A folder served under a URL prefix, e.g. `/examples/web/` → `<package>/examples/web`. */
export interface Mount {
  prefix: string;
  dir: string;
}

/**
 * The real path of the file `urlPath` names inside one of `mounts`, or undefined when it names
 * nothing servable: undecodable, a NUL byte or backslash, a dot segment, an unlisted extension,
 * outside every mount (also through a symlink), or not a regular file.
 */
export async function resolveStatic(mounts: readonly Mount[], urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // Browsers already resolve dot segments, so any left are hand-made probing: refuse them outright.
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((s) => s === '..' || s === '.')) {
    return undefined;
  }
  if (!Object.hasOwn(CONTENT_TYPES, path.extname(decoded))) return undefined;
  const mount = mounts.find((m) => decoded.startsWith(m.prefix));
  if (!mount) return undefined;
  const root = path.resolve(mount.dir);
  const candidate = path.resolve(root, decoded.slice(mount.prefix.length));
  if (!isInside(root, candidate)) return undefined;
  try {
    // Check again after following symlinks, so a link cannot lead out of the mount.
    const [realRoot, real] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!isInside(realRoot, real)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** The content type for a file that `resolveStatic` returned. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
}

function isInside(root: string, candidate: string): boolean {
  return candidate.startsWith(root + path.sep);
}
