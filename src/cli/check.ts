import { Command } from 'commander';

/** The `check` subcommand (placeholder until its issue lands). */
export function checkCommand(): Command {
  return new Command('check').description('not implemented yet').action(() => {
    throw new Error('not implemented yet');
  });
}
