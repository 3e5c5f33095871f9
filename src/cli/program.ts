import { Command } from 'commander';
import { packageVersion } from './version.js';
import { serveCommand } from './serve.js';
import { chatCommand } from './chat.js';
import { checkCommand } from './check.js';
import { openapiCommand } from './openapi.js';
import { evalCommand } from './eval.js';
import { initCommand } from './init.js';
import { knowledgeCommand } from './knowledge.js';
import { usageHint } from './usage.js';

/** Builds the `secretary` commander program; subcommands load their heavy parts only when run. */
export function createProgram(): Command {
  const program = new Command('secretary')
    .description('Portfolio chat assistant: serve the chat service, chat with it, check a deployment, test its answers, start a knowledge folder.')
    .version(packageVersion(), '-V, --version');
  for (const command of [serveCommand(), chatCommand(), checkCommand(), evalCommand(), openapiCommand(), initCommand(), knowledgeCommand()]) program.addCommand(command);
  // Commander passes these settings on only to commands made with .command(), so each gets them here.
  for (const command of withSubcommands(program)) {
    command
      .exitOverride()
      // Commander's own errors ("error: unknown option '--x'") in the one CLI style, then the one hint.
      .configureOutput({ outputError: (text, write) => write(`secretary: ${text.replace(/^error: /, '')}`) })
      .showHelpAfterError(usageHint(command === program ? undefined : commandPath(command)));
  }
  return program;
}

// `knowledge lint` is a subcommand of a subcommand: every level gets the same error style.
function withSubcommands(command: Command): Command[] {
  return [command, ...command.commands.flatMap(withSubcommands)];
}

// "knowledge lint" for a nested command, so the hint names the command that was run.
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at?.parent; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}
