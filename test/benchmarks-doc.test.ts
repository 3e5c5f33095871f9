import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeMethod } from '../scripts/bench/report.mjs';

// Findings written into docs/benchmarks.md by hand were dropped by the next `npm run bench`, which rewrites the page.
describe('docs/benchmarks.md', () => {
  it('holds, above its latest run, exactly what the bench report writes', () => {
    const page = readFileSync(new URL('../docs/benchmarks.md', import.meta.url), 'utf8');
    const output = page.split('\n```\n')[1] ?? '';
    const written = describeMethod({ rounds: 5, seconds: 2, connections: 16, output }) as string;
    const head = (text: string) => text.slice(0, text.indexOf('## Latest run'));
    expect(head(page).length).toBeGreaterThan(1000);
    expect(head(page)).toBe(head(written));
  });
});
