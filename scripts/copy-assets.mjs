// Copies the data files under src/ (YAML) to the same places under dist/, after tsc.
import { cpSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'src');
for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) continue;
  const from = join(entry.parentPath, entry.name);
  cpSync(from, join(root, 'dist', relative(src, from)));
}
