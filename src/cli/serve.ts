import { Command } from 'commander';

/** The `serve` subcommand (placeholder until its issue lands). */
export function serveCommand(): Command {
  return new Command('serve').description('not implemented yet').action(() => {
    throw new Error('not implemented yet');
  });
}
