import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, childEnv } from './helpers/cli.js';

// The boundaries of docs/architecture.md are a dependency-cruiser configuration that `npm test`
// runs on src/. Here it runs on a small src/ tree that breaks each rule once, so a rule that
// stopped matching (a renamed folder, a typo in a path) fails a test instead of passing silently.

const BREAKS: Record<string, string> = {
  // One file per broken rule; each imports exactly what its rule forbids.
  'src/check/uses-cli.ts': "import { run } from '../cli/index.js';\nexport const x = run;\n",
  'src/eval/uses-server-internals.ts': "import { load } from '../server/knowledge/load.js';\nexport const x = load;\n",
  'src/contract/uses-client.ts': "import { ask } from '../client/ask.js';\nexport const x = ask;\n",
  'src/client/uses-check.ts': "import { probe } from '../check/probe.js';\nexport const x = probe;\n",
  'src/client/uses-node.ts': "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
  'src/client/uses-zod-contract.ts': "import { schema } from '../contract/schemas.js';\nexport const x = schema;\n",
  'src/server/uses-report.ts': "import { report } from '../report/report.js';\nexport const x = report;\n",
  'src/server/loads-openai-early.ts': "import OpenAI from 'openai';\nexport const x = OpenAI;\n",
  'src/report/uses-check.ts': "import { probe } from '../check/probe.js';\nexport const x = probe;\n",
  'src/init/uses-eval.ts': "import { runEval } from '../eval/run.js';\nexport const x = runEval;\n",
  'src/init/uses-service-door.ts': "import { serve } from '../server/service.js';\nexport const x = serve;\n",
  'src/check/uses-dev-dependency.ts': "import fc from 'fast-check';\nexport const x = fc;\n",
  'src/server/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
  'src/server/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
};

const OK: Record<string, string> = {
  // What the rules allow, so that nothing above is flagged for a missing file.
  'src/cli/index.ts': "import { load } from '../server/index.js';\nexport const run = load;\n",
  'src/server/index.ts': "export { load } from './knowledge/load.js';\n",
  'src/server/knowledge/load.ts': "export const load = 1;\n",
  'src/server/service.ts': "export const serve = 1;\n",
  'src/cli/serve-run.ts': "import { serve } from '../server/service.js';\nexport const run = serve;\n",
  'src/client/ask.ts': "import { LIMITS } from '../contract/limits.js';\nexport const ask = LIMITS;\n",
  'src/contract/limits.ts': 'export const LIMITS = 1;\n',
  'src/contract/schemas.ts': "import { z } from 'zod';\nexport const schema = z;\n",
  'src/check/probe.ts': "import { ask } from '../client/ask.js';\nexport const probe = ask;\n",
  'src/report/report.ts': 'export const report = 1;\n',
  'src/eval/run.ts': "import { load } from '../server/index.js';\nexport const runEval = load;\n",
  // A type-only import back is no runtime cycle, and a dynamic import of a heavy dependency is allowed.
  'src/cli/chat.ts': "export interface Settings { a: number }\nexport const start = () => import('./chat/one-shot.js');\n",
  'src/cli/chat/one-shot.ts': "import type { Settings } from '../chat.js';\nexport const s = (x: Settings) => x;\n",
  'src/server/model.ts': "export const load = () => import('openai');\n",
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'secretary-boundaries-'));
  for (const [file, text] of Object.entries({ ...OK, ...BREAKS })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  // The package's manifest and installed packages, so npm and npm-dev imports are told apart as in the repo.
  await copyFile(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function depcruise(cwd: string): Promise<{ code: number | null; stdout: string }> {
  // The json output lists every violation; the exit code is the err reporters' business.
  const bin = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'src', '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'], {
      cwd,
      env: childEnv(),
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

describe('the dependency-cruiser boundaries (.dependency-cruiser.cjs)', () => {
  it('flag each broken arrow of docs/architecture.md by its rule, and nothing that keeps them', async () => {
    const { stdout } = await depcruise(dir);
    const violations = (JSON.parse(stdout) as { summary: { violations: { from: string; to: string; rule: { name: string } }[] } }).summary.violations;
    const found = violations.map((v) => `${v.rule.name}: ${v.from}`).sort();
    expect(found).toEqual([
      'browser-safe: src/client/uses-node.ts',
      'browser-stays-zod-free: src/client/uses-zod-contract.ts',
      'check-client-contract-report: src/check/uses-cli.ts',
      'client-only-contract: src/client/uses-check.ts',
      'contract-imports-nothing-else: src/contract/uses-client.ts',
      'eval-client-contract-report-server-surface: src/eval/uses-server-internals.ts',
      'heavy-dependencies-load-late: src/server/loads-openai-early.ts',
      'init-server-surface-only: src/init/uses-eval.ts',
      'no-dev-dependencies-in-src: src/check/uses-dev-dependency.ts',
      'no-runtime-cycles: src/server/a.ts',
      'nothing-imports-cli: src/check/uses-cli.ts',
      'only-serve-uses-the-service-door: src/init/uses-service-door.ts',
      'report-stands-alone: src/report/uses-check.ts',
      'server-internals-stay-inside: src/eval/uses-server-internals.ts',
      'server-only-contract: src/server/uses-report.ts',
    ]);
  }, 60_000);
});
