import { Command } from 'commander';
import { packageVersion } from './version.js';
import { serveCommand } from './serve.js';
import { chatCommand } from './chat.js';
import { checkCommand } from './check.js';
import { openapiCommand } from './openapi.js';
import { usageHint } from './usage.js';

/** Builds the `secretary` commander program; subcommands load their heavy parts only when run. */
export function createProgram(): Command {
  const program = new Command('secretary')
    .description('Portfolio chat assistant: serve the chat service, chat with it, check a deployment.')
    .version(packageVersion(), '-V, --version');
  for (const command of [serveCommand(), chatCommand(), checkCommand(), openapiCommand()]) program.addCommand(command);
  // Commander passes these settings on only to commands made with .command(), so each gets them here.
  for (const command of [program, ...program.commands]) {
    command
      .exitOverride()
      // Commander's own errors ("error: unknown option '--x'") in the one CLI style, then the one hint.
      .configureOutput({ outputError: (text, write) => write(`secretary: ${text.replace(/^error: /, '')}`) })
      .showHelpAfterError(usageHint(command === program ? undefined : command.name()));
  }
  return program;
}
