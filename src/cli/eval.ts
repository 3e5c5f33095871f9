import { writeFile } from 'node:fs/promises';
import { Command, Option } from 'commander';
import { droppedChatPathNotice, parseBaseUrl } from '../contract/base-url.js';
import { LANGUAGES } from '../contract/languages.js';
import { ConfigError, EXIT } from '../errors.js';
import type { Ask, EvalProgress, EvalReport } from '../eval/index.js';
import { addAnswererOptions, answererOptions } from './answerer-options.js';
import { fetchFor } from './node-fetch.js';
import { decimal, optionName, wholeNumber } from './usage.js';
import { resolveAnswererConfig, resolveKnowledgeDir, type RawAnswererOptions } from './serve-config.js';

type Reporter = 'human' | 'json' | 'junit';

interface EvalFlags extends RawAnswererOptions {
  url?: string;
  knowledge?: string;
  defaultLanguage: string;
  timeout: string;
  within?: string;
  reporter: Reporter;
  output?: string;
}

// The options that build an answerer here; with --url the deployment has its own.
const IN_PROCESS = ['knowledge', 'provider', 'model', 'baseUrl', 'maxTokens', 'temperature', 'llmTimeout', 'llmMaxResponseBytes', 'fallback', 'defaultLanguage'] as const;

/** The `eval` subcommand: asks every question of an eval file and checks each reply for the facts it must hold. */
export function evalCommand(): Command {
  const a = answererOptions();
  // Its description is in program.ts, which lists every subcommand without loading its module.
  const evaluated = new Command('eval')
    .argument('<file>', 'YAML list of {question, expect?, anyOf?, absent?, lang?, history?, kind?}')
    .option('--url <base-url>', 'ask the deployment at this base URL (POST <base-url>/chat) instead of an answerer built here')
    .addOption(a.knowledge);
  return addAnswererOptions(evaluated, a)
    .addOption(
      new Option('--default-language <lang>', 'reply language of entries without lang (in-process only; a deployment uses its own)')
        .choices(LANGUAGES)
        .default('en'),
    )
    .addOption(new Option('--timeout <seconds>', 'deadline of each question').default('30', '30'))
    .option('--within <chars>', 'what an entry expects must appear in the first <chars> characters of the reply (what a visitor reads first)')
    .addOption(new Option('--reporter <name>', 'output format').choices(['human', 'json', 'junit']).default('human'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout (written even when the target is unreachable)')
    .addHelpText(
      'after',
      '\nExit codes: 0 every entry passed, 1 an entry failed, 2 usage error, bad eval file or target unreachable.\n' +
        'Examples:\n' +
        '  secretary eval examples/portfolio/evals.yaml --knowledge examples/portfolio\n' +
        '  secretary eval evals.yaml --url https://chat.example.com --reporter junit -o eval.xml',
    )
    .action(async (file: string, flags: EvalFlags, command: Command) => {
      // Loaded here so that `secretary --help` and the other subcommands do not pay for it.
      const lib = await import('../eval/index.js');
      const timeoutMs = decimal(flags.timeout, '--timeout', { min: 0.1, max: Infinity }) * 1000;
      const within = flags.within === undefined ? undefined : wholeNumber(flags.within, '--within', { min: 1, max: Infinity });
      if (flags.url) checkUrlTarget(flags.url, command);
      const entries = await lib.loadEvalFile(file);
      const { ask, target, close } = flags.url
        ? { ask: lib.createUrlAsker({ baseUrl: flags.url, timeoutMs, fetch: await fetchFor(timeoutMs) }), target: flags.url, close: undefined }
        : await inProcessTarget(flags, timeoutMs, (key) => optionName(command, key));
      const progress = process.stderr.isTTY && (process.stderr.columns ?? 0) > 0 ? await startProgress() : undefined;
      let report: EvalReport;
      try {
        report = await lib.runEval({ entries, ask, file, target, within, onProgress: progress?.update });
      } finally {
        progress?.stop();
        await close?.();
      }
      const color = !flags.output && process.stdout.isTTY === true;
      const text =
        flags.reporter === 'json'
          ? lib.formatEvalJson(report)
          : flags.reporter === 'junit'
            ? lib.formatEvalJunit(report)
            : lib.formatEvalHuman(report, { color });
      if (flags.output) await writeReport(flags.output, text);
      else process.stdout.write(text);
      // With the report in a file, the terminal still gets the verdict.
      if (flags.output) process.stderr.write(lib.formatEvalSummary(report, { color: process.stderr.isTTY === true }));
      if (report.unreachable) {
        process.stderr.write(`secretary: ${report.unreachable}\n`);
        process.exitCode = EXIT.usage;
      } else {
        process.exitCode = report.ok ? EXIT.ok : EXIT.failure;
      }
    });
}

async function writeReport(path: string, text: string): Promise<void> {
  try {
    await writeFile(path, text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(`cannot write the report to ${path}: ${code}`, { cause: error });
  }
}

function checkUrlTarget(url: string, command: Command): void {
  for (const name of IN_PROCESS) {
    if (command.getOptionValueSource(name) === 'cli') {
      const flag = `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
      throw new ConfigError(`${flag} builds an answerer here; with --url the deployment answers with its own`);
    }
  }
  const parsed = parseBaseUrl(url);
  if (parsed.droppedChatPath) process.stderr.write(`secretary: ${droppedChatPathNotice(parsed)}\n`);
}

async function inProcessTarget(flags: EvalFlags, timeoutMs: number, nameOf: (key: string) => string): Promise<{ ask: Ask; target: string; close?: () => Promise<void> }> {
  const answererConfig = resolveAnswererConfig(flags, nameOf);
  const knowledgeDir = flags.knowledge === undefined ? undefined : resolveKnowledgeDir(flags.knowledge, nameOf('knowledge'));
  const [{ loadKnowledge, defaultKnowledgeDir, createAnswerer }, { createAnswererAsker }] = await Promise.all([
    import('../server/index.js'),
    import('../eval/index.js'),
  ]);
  const dir = knowledgeDir ?? defaultKnowledgeDir();
  const answerer = await createAnswerer(answererConfig, await loadKnowledge(dir));
  const defaultLanguage = flags.defaultLanguage === 'sr-Latn' ? 'sr-Latn' : 'en';
  return {
    ask: createAnswererAsker(answerer, { timeoutMs, defaultLanguage }),
    target: `in-process (${answerer.name}, ${dir})`,
    close: answerer.close ? () => answerer.close!() : undefined,
  };
}

// The progress line goes to stderr and only on a terminal where ora animates it (not under `CI`
// or `TERM=dumb`), so piped reports and CI logs stay clean.
async function startProgress(): Promise<{ update: (event: EvalProgress) => void; stop: () => void } | undefined> {
  const { default: ora } = await import('ora');
  const spinner = ora({ text: 'starting', stream: process.stderr, discardStdin: false });
  if (!spinner.isEnabled) return undefined;
  spinner.start();
  return {
    update: (event) => {
      spinner.text = `[${event.done + 1}/${event.total}] ${event.entry.question.slice(0, 60)}`;
    },
    stop: () => spinner.stop(),
  };
}

