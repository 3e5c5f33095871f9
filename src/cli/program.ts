import { Command } from 'commander';
import { packageVersion } from './version.js';
import { serveCommand } from './serve.js';
import { chatCommand } from './chat.js';
import { checkCommand } from './check.js';
import { openapiCommand } from './openapi.js';
import { evalCommand } from './eval.js';
import { initCommand } from './init.js';
import { knowledgeCommand } from './knowledge.js';

/** Builds the `secretary` commander program; subcommands load their heavy parts only when run. */
export function createProgram(): Command {
  const program = new Command('secretary')
    .description('Portfolio chat assistant: serve the chat service, chat with it, check a deployment, test its answers.')
    .version(packageVersion(), '-V, --version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  program.addCommand(serveCommand());
  program.addCommand(chatCommand());
  program.addCommand(checkCommand());
  program.addCommand(evalCommand());
  program.addCommand(openapiCommand());
  program.addCommand(initCommand());
  program.addCommand(knowledgeCommand());
  return program;
}
