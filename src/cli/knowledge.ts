import { stat } from 'node:fs/promises';
import { Command } from 'commander';
import { ConfigError, EXIT } from '../errors.js';

/** The `knowledge` subcommand group: `knowledge lint [dir]`. */
export function knowledgeCommand(): Command {
  const lint = new Command('lint')
    .description('Check a knowledge folder for what makes answers worse; exit 1 on errors, 0 with only warnings.')
    .argument('[dir]', 'the knowledge folder', 'knowledge')
    .exitOverride()
    .action(async (dir: string) => {
      await assertFolder(dir);
      const { lintKnowledge, formatFinding } = await import('../server/index.js');
      const findings = await lintKnowledge(dir);
      for (const finding of findings) process.stdout.write(`${formatFinding(finding)}\n`);
      const errors = findings.filter((f) => f.level === 'error').length;
      const warnings = findings.length - errors;
      process.stdout.write(`${dir}: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
      if (errors > 0) process.exitCode = EXIT.failure;
    });
  // Its description is in program.ts, which lists every subcommand without loading its module.
  return new Command('knowledge').addCommand(lint).exitOverride();
}

// A folder that is not there is a usage error like any other (`secretary: …`, exit 2), not a lint
// finding: there is nothing to lint, and the fix is to name the right folder or make one.
async function assertFolder(dir: string): Promise<void> {
  const found = await stat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new ConfigError(`knowledge folder ${dir} does not exist; give the folder your pages are in, or start one with secretary init ${dir}`);
    throw new ConfigError(`cannot read knowledge folder ${dir}: ${error.code ?? error.message}`, { cause: error });
  });
  if (!found.isDirectory()) throw new ConfigError(`${dir} is a file, not a knowledge folder; give the folder your pages are in`);
}
