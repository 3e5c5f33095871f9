import { CommanderError } from 'commander';
import { SecretaryError } from '../errors.js';
import { EXIT } from './exit-codes.js';
import { createProgram } from './program.js';

/**
 * Runs the CLI with `argv` (as `process.argv`). The only place that sets the
 * exit code for errors: a known error prints one line, anything else one line too.
 */
export async function run(argv: string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    process.exitCode = reportError(error);
  }
}

function reportError(error: unknown): number {
  if (error instanceof CommanderError) {
    // Commander already printed the usage message; help and version exit 0.
    if (error.exitCode === 0) return EXIT.ok;
    return EXIT.usage;
  }
  if (error instanceof SecretaryError) {
    process.stderr.write(`secretary: ${error.message}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`secretary: unexpected error: ${firstLine(message)}\n`);
  return EXIT.failure;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}
