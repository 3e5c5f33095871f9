import { Command } from 'commander';
import { EXIT } from '../errors.js';

/** The `knowledge` subcommand group: `knowledge lint [dir]`. */
export function knowledgeCommand(): Command {
  const lint = new Command('lint')
    .description('Check a knowledge folder for what makes answers worse; exit 1 on errors, 0 with only warnings.')
    .argument('[dir]', 'the knowledge folder', 'knowledge')
    .exitOverride()
    .action(async (dir: string) => {
      const { lintKnowledge, formatFinding } = await import('../server/knowledge/lint.js');
      const findings = await lintKnowledge(dir);
      for (const finding of findings) process.stdout.write(`${formatFinding(finding)}\n`);
      const errors = findings.filter((f) => f.level === 'error').length;
      const warnings = findings.length - errors;
      process.stdout.write(`${dir}: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
      if (errors > 0) process.exitCode = EXIT.failure;
    });
  return new Command('knowledge').description('Work with a knowledge folder.').addCommand(lint).exitOverride();
}
