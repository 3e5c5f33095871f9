import { Command } from 'commander';

/** The `chat` subcommand (placeholder until its issue lands). */
export function chatCommand(): Command {
  return new Command('chat').description('not implemented yet').action(() => {
    throw new Error('not implemented yet');
  });
}
