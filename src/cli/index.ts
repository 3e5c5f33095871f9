import { CommanderError } from 'commander';
import { SecretaryError } from '../errors.js';
import { EXIT } from './exit-codes.js';
import { createProgram } from './program.js';
import { UsageError, usageHint } from './usage.js';

/**
 * Runs the CLI with `argv` (as `process.argv`). The only place that sets the
 * exit code for errors: a known error prints one line, anything else one line too.
 */
export async function run(argv: string[]): Promise<void> {
  const program = await createProgram(argv);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    process.exitCode = reportError(error, argv);
  }
}

function reportError(error: unknown, argv: string[]): number {
  if (error instanceof CommanderError) {
    // Commander already printed the message and the usage hint; help and version exit 0.
    if (error.exitCode === 0) return EXIT.ok;
    return EXIT.usage;
  }
  if (error instanceof UsageError) {
    process.stderr.write(`secretary: ${error.message}\n${usageHint(subcommandOf(argv))}\n`);
    return error.exitCode;
  }
  if (error instanceof SecretaryError) {
    process.stderr.write(`secretary: ${error.message}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`secretary: unexpected error: ${firstLine(message)}\n`);
  return EXIT.failure;
}

// The subcommand a usage error belongs to: the first word after the script that is not an option.
function subcommandOf(argv: string[]): string | undefined {
  return argv.slice(2).find((arg) => !arg.startsWith('-'));
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}
