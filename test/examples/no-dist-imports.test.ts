import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

// Regression (issue 12): the widget imported ../../dist/... paths, so renaming a file in src/client
// or src/contract broke it silently; examples reach the package through its exports only.

const TEXT_FILES = new Set(['.js', '.mjs', '.ts', '.html', '.css', '.md', '.json', '.yaml', '.yml']);

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILES.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('examples/', () => {
  it('never reference dist/', async () => {
    const files = await textFiles(path.join(ROOT, 'examples'));
    expect(files.length).toBeGreaterThan(5);
    const offending: string[] = [];
    for (const file of files) {
      if (/\bdist\//.test(await readFile(file, 'utf8'))) offending.push(path.relative(ROOT, file));
    }
    expect(offending).toEqual([]);
  });

  it('import the widget\'s shared modules through the package\'s "./browser" export', async () => {
    const widget = await readFile(path.join(ROOT, 'examples/web/secretary-widget.js'), 'utf8');
    expect(widget).toMatch(/from 'secretary\/browser'/);
    const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(manifest.exports['./browser']).toEqual({ types: './dist/browser.d.ts', import: './dist/browser.js' });
  });

  // Issue 21: the widget had its own fetch loop and retry policy beside the package's client.
  it('the widget sends through the package\'s client: it calls no fetch of its own', async () => {
    const widget = await readFile(path.join(ROOT, 'examples/web/secretary-widget.js'), 'utf8');
    expect(widget).toMatch(/\bcreateClient\(/);
    expect(widget).not.toMatch(/\bfetch\(/);
    expect(widget).not.toMatch(/parseRetryAfter|backoffDelay|abortableSleep/);
  });
});
