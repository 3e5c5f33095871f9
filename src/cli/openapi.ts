import { Command } from 'commander';

/** The `openapi` subcommand (placeholder until its issue lands). */
export function openapiCommand(): Command {
  return new Command('openapi').description('not implemented yet').action(() => {
    throw new Error('not implemented yet');
  });
}
