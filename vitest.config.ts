import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Half the cores: most test files start child processes (serve, check, chat, Chromium) that need CPU too.
    maxWorkers: Math.max(1, Math.floor(availableParallelism() / 2)),
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-artifacts/vitest-report.json' },
  },
});
