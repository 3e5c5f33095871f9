import { writeFile } from 'node:fs/promises';
import { Command, Option } from 'commander';
import { openApiDocument } from '../contract/openapi.js';
import { httpUrl } from './usage.js';

/** The `openapi` subcommand: prints the OpenAPI 3.1 description generated from the contract module. */
export function openapiCommand(): Command {
  // Its description is in program.ts, which lists every subcommand without loading its module.
  return new Command('openapi')
    .option('--server <url>', 'the deployment base URL to put in servers (default: the {base_url} template)')
    .addOption(new Option('--format <format>', 'json or yaml').choices(['json', 'yaml']).default('json'))
    .option('-o, --output <file>', 'write to a file instead of stdout')
    .action(async (options: { server?: string; format: 'json' | 'yaml'; output?: string }) => {
      if (options.server !== undefined) httpUrl(options.server, '--server');
      const document = openApiDocument({ serverUrl: options.server });
      const text =
        options.format === 'yaml'
          ? (await import('yaml')).stringify(document)
          : `${JSON.stringify(document, null, 2)}\n`;
      if (options.output) await writeFile(options.output, text);
      else process.stdout.write(text);
    });
}
