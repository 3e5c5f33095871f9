// Part of `npm run build`: tsc compiles only TypeScript, so the data files that
// modules read at run time (every `data/` folder under src/) are copied beside
// their compiled modules in dist/.
import { cpSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'src');

for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isDirectory() || entry.name !== 'data') continue;
  const from = join(entry.parentPath, entry.name);
  cpSync(from, join(root, 'dist', relative(src, from)), { recursive: true });
}
