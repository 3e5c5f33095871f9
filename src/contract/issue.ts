// How a broken rule reads: the path to the field, then the predicate. Zod-free, so the browser
// build of the client (response.ts) words a bad reply as the server words a bad request.

// One step of an issue's path: a key (zod), or a segment object holding one (Standard Schema).
type PathSegment = PropertyKey | { readonly key: PropertyKey };

/** Turns a zod or Standard Schema issue into a one-line message such as `history[3].role must be "user" or "assistant"`. */
export function describeIssue(
  issue: { readonly message: string; readonly path?: readonly PathSegment[] | undefined },
  root = 'body',
): string {
  return `${formatPath(issue.path ?? [], root)} ${issue.message}`;
}

/** Formats a zod path as `history[3].role`; the empty path is `root`. */
export function formatPath(path: readonly PathSegment[], root = 'body'): string {
  if (path.length === 0) return root;
  let out = '';
  for (const segment of path) {
    const key = typeof segment === 'object' ? segment.key : segment;
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}
