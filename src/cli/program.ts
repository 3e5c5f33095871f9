import { Command, Help } from 'commander';
import { packageVersion } from './version.js';
import { usageHint } from './usage.js';

/** A subcommand as `secretary --help` lists it, and the module that defines it in full. */
interface Subcommand {
  /** Its name and what it takes, as commander would list the full command (test/cli/program.test.ts checks). */
  term: string;
  description: string;
  load: () => Promise<Command>;
}

// A subcommand's module (and all it imports) loads only when that subcommand runs or its help is
// asked for, so `secretary --version` and `secretary --help` load commander and little else. The
// others are listed by name, term and description only, which is all the top-level help shows.
const SUBCOMMANDS: Subcommand[] = [
  {
    term: 'serve [options]',
    description: 'Serve POST /chat: answers questions about the portfolio in a knowledge folder.',
    load: async () => (await import('./serve.js')).serveCommand(),
  },
  {
    term: 'chat [options] [base-url]',
    description: 'Chat with a secretary service from the terminal.',
    load: async () => (await import('./chat.js')).chatCommand(),
  },
  {
    term: 'check [options] [base-url]',
    description: 'Check a deployment against the chat contract (docs/spec.md): rejections, boundaries, replies, CORS, rate limiting; with --behaviour, what the replies say.',
    load: async () => (await import('./check.js')).checkCommand(),
  },
  {
    term: 'eval [options] <file>',
    description: "Ask the questions of an eval file (YAML) and check each reply: the owner's regression test for answers.",
    load: async () => (await import('./eval.js')).evalCommand(),
  },
  {
    term: 'openapi [options]',
    description: 'Print the OpenAPI 3.1 description of the chat service (operation askSecretary), built from the contract.',
    load: async () => (await import('./openapi.js')).openapiCommand(),
  },
  {
    term: 'init [options] [dir]',
    description: 'Write a knowledge folder to start from: profile, about, experience, education, projects, contact, evals.yaml and the widget snippet.',
    load: async () => (await import('./init.js')).initCommand(),
  },
  {
    term: 'knowledge',
    description: 'Work with a knowledge folder.',
    load: async () => (await import('./knowledge.js')).knowledgeCommand(),
  },
];

/** Builds the `secretary` commander program for `argv`, with in full only the subcommand `argv` runs or asks help for. */
export async function createProgram(argv: string[]): Promise<Command> {
  const named = subcommandNamed(argv);
  const terms = new Map(SUBCOMMANDS.map(({ term }) => [nameOf(term), term]));
  const program = new Command('secretary')
    .description('Portfolio chat assistant: serve the chat service, chat with it, check a deployment, test its answers, start a knowledge folder.')
    .version(packageVersion(), '-V, --version')
    // Commander derives a listed term from the options and arguments, which a subcommand not loaded lacks.
    .configureHelp({ subcommandTerm: (command) => terms.get(command.name()) ?? new Help().subcommandTerm(command) });
  for (const { term, description, load } of SUBCOMMANDS) {
    const name = nameOf(term);
    program.addCommand((name === named ? await load() : new Command(name)).description(description));
  }
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

// The subcommand commander will run or show the help of: the first word that is not an option, or
// the word after `help` (`secretary help serve`). The top level has no option that takes a value,
// so no option's value can be mistaken for that word.
function subcommandNamed(argv: string[]): string | undefined {
  const [first, second] = argv.slice(2).filter((arg) => !arg.startsWith('-'));
  return first === 'help' ? second : first;
}

function nameOf(term: string): string {
  return term.split(' ', 1)[0] ?? term;
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
