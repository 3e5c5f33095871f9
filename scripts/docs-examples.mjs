// Regenerates every marked example in README.md and docs/*.md from a real run of the current
// code (after `npm run build`): each block after a `<!-- docs:example … -->` comment is run again
// (the CLI as a child process, `secretary serve` on a loopback port) and rewritten when what it
// shows changed. How blocks are marked: DEVELOPERS.md, "Shown output in the docs".
//   node scripts/docs-examples.mjs              rewrite the blocks that changed
//   node scripts/docs-examples.mjs --check      change nothing; exit 1 and show each stale block
//   node scripts/docs-examples.mjs docs/eval.md only these files
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findBlocks, rewrite } from './docs-examples/blocks.mjs';
import { normalise, sameShown } from './docs-examples/normalise.mjs';
import { createSession, killAll, produce, ROOT } from './docs-examples/run.mjs';

/** The Markdown files whose examples are kept: the README and every page under docs/. */
export async function docFiles() {
  const docs = (await readdir(path.join(ROOT, 'docs'))).filter((name) => name.endsWith('.md')).sort();
  return ['README.md', ...docs.map((name) => `docs/${name}`)];
}

/**
 * Runs every marked block of `file` (relative to the repository) and returns, per block, where it
 * is, whether what it shows is still what a fresh run prints (`fresh` lines), or the error that
 * stopped the run. With `write`, a stale block is rewritten in the file.
 */
export async function regenerate(file, { write = false, onBlock } = {}) {
  const text = await readFile(path.resolve(ROOT, file), 'utf8');
  const blocks = findBlocks(text, file);
  if (blocks.length === 0) return [];
  const session = await createSession();
  const results = [];
  try {
    for (const block of blocks) {
      try {
        const fresh = await produce(block, session);
        results.push({ file, line: block.line, stale: !sameShown(block.lines, fresh), shown: block.lines, fresh });
      } catch (error) {
        results.push({ file, line: block.line, error: error instanceof Error ? error.message : String(error) });
      }
      onBlock?.(results.at(-1));
    }
  } finally {
    await session.close();
  }
  const replacements = results.map((result) => (result.stale ? result.fresh : undefined));
  if (write && replacements.some(Boolean)) await writeFile(path.resolve(ROOT, file), rewrite(text, blocks, replacements));
  return results;
}

/** What a stale block shows and what a fresh run prints, normalised, as a short line diff. */
export function describeStale(result) {
  const shown = normalise(result.shown);
  const fresh = normalise(result.fresh);
  const out = [];
  for (let i = 0; i < Math.max(shown.length, fresh.length); i++) {
    if (shown[i] === fresh[i]) continue;
    if (shown[i] !== undefined) out.push(`  - ${shown[i]}`);
    if (fresh[i] !== undefined) out.push(`  + ${fresh[i]}`);
  }
  return out.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const files = args.filter((arg) => !arg.startsWith('--'));
  let failed = false;
  const report = (result) => {
    const where = `${result.file}:${result.line}`;
    if (result.error) {
      failed = true;
      process.stdout.write(`${where}: could not run: ${result.error}\n`);
    } else if (result.stale) {
      failed ||= check;
      process.stdout.write(`${where}: ${check ? 'stale' : 'rewritten'}\n${describeStale(result)}\n`);
    } else {
      process.stdout.write(`${where}: up to date\n`);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (killAll(), process.exit(130)));
  for (const file of files.length > 0 ? files : await docFiles()) await regenerate(file, { write: !check, onBlock: report });
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
