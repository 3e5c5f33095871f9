import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 19: an answerer that grew into one long chain of cases did not generalise; its units stay small.
describe('the built-in answerer’s units', () => {
  it('are files of at most 250 lines', async () => {
    const files: string[] = [];
    for (const dir of ['src/server/answerers/builtin', 'src/server/language']) {
      for (const entry of await readdir(dir, { recursive: true })) if (entry.endsWith('.ts')) files.push(path.join(dir, entry));
    }
    expect(files.length).toBeGreaterThan(20);
    const long: string[] = [];
    for (const file of files) {
      const lines = (await readFile(file, 'utf8')).split('\n').length;
      if (lines > 251) long.push(`${file}: ${lines - 1} lines`);
    }
    expect(long).toEqual([]);
  });
});
