import { writeFile } from 'node:fs/promises';
import { Command, Option } from 'commander';
import { droppedChatPathNotice, parseBaseUrl } from '../contract/base-url.js';
import { quoteValue } from '../errors.js';
import type { CheckReport } from '../check/index.js';
import { plainProgress, startProgress } from './check-progress.js';
import { EXIT } from './exit-codes.js';
import { fetchFor } from './node-fetch.js';
import { decimal, UsageError, wholeNumber } from './usage.js';

type Reporter = 'human' | 'json' | 'junit';

interface CheckFlags {
  origin?: string;
  rateLimitProbe?: string;
  budget?: string;
  concurrency: string;
  timeout: string;
  deadline: string;
  behaviour?: boolean;
  only?: string[];
  skip?: string[];
  strict?: boolean;
  list?: boolean;
  reporter: Reporter;
  output?: string;
}

/** The `check` subcommand: runs the conformance probes against a deployment and reports. */
export function checkCommand(): Command {
  // Its description is in program.ts, which lists every subcommand without loading its module.
  return new Command('check')
    .argument('[base-url]', 'the deployment base URL; probes go to <base-url>/chat, and a trailing /chat is dropped (env: SECRETARY_URL)')
    .option('--origin <allowed>', 'an origin the deployment allows; adds the allowed-origin CORS probes')
    .option('--rate-limit-probe <n>', 'send up to n quick answered requests and require a 429 with Retry-After')
    .option('--budget <n>', 'run at most n probes that generate a reply (default: all); 0 runs only free probes')
    .addOption(new Option('--concurrency <n>', 'probes in flight at once').default('1', '1'))
    .addOption(new Option('--timeout <seconds>', 'deadline of each request, upload and body read included').default('30', '30'))
    .addOption(new Option('--deadline <seconds>', 'deadline of the whole run; probes still running then fail').default('300', '300'))
    .option('--behaviour', 'add the behaviour probes (advisory heuristics on what the replies say; see --list)')
    .option('--only <ids>', 'run only these probe ids, id groups or categories (comma-separated, repeatable)', collect)
    .option('--skip <ids>', 'leave out these probe ids, id groups or categories (comma-separated, repeatable); a required probe left out by name does not make the run incomplete', collect)
    .option('--strict', 'fail the run on advisory warnings too')
    .option('--list', 'list the probes and exit without sending anything')
    .addOption(new Option('--reporter <name>', 'output format').choices(['human', 'json', 'junit']).default('human'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .addHelpText(
      'after',
      '\nExit codes: 0 every probe passed, 1 a probe failed (or warned, with --strict), the target is not a chat service,\n' +
        'or the run is incomplete (a required probe could not run: give its option or --skip it), 2 usage error or target unreachable.\n' +
        'Example: secretary check https://chat.example.com --origin https://portfolio.example --reporter junit -o check.xml',
    )
    .action(async (baseUrl: string | undefined, flags: CheckFlags) => {
      // Loaded here so that `secretary --help` and the other subcommands do not pay for the checker.
      const check = await import('../check/index.js');
      const color = !flags.output && process.stdout.isTTY === true;
      if (flags.list) {
        const probes = check.selectProbes(check.listProbes(), { ...flags, behaviour: true });
        const text = flags.reporter === 'json' ? check.formatProbeListJson(probes) : check.formatProbeList(probes, { color });
        return emit(text, flags.output);
      }
      const target = baseUrl ?? process.env.SECRETARY_URL;
      if (!target) throw new UsageError('give the base URL to check, e.g. secretary check https://chat.example.com (or set SECRETARY_URL)');
      const parsed = parseBaseUrl(target);
      if (parsed.droppedChatPath) process.stderr.write(`secretary: ${droppedChatPathNotice(parsed)}\n`);
      if (flags.origin !== undefined) checkOrigin(flags.origin);
      const many = { min: 1, max: 1_000_000 };
      const rateLimitProbe = flags.rateLimitProbe === undefined ? undefined : wholeNumber(flags.rateLimitProbe, '--rate-limit-probe', many);
      const budget = flags.budget === undefined ? undefined : wholeNumber(flags.budget, '--budget', { min: 0, max: 1_000_000 });
      const concurrency = wholeNumber(flags.concurrency, '--concurrency', many);
      const timeoutSeconds = decimal(flags.timeout, '--timeout', { min: 0.1, max: Infinity });
      const deadlineSeconds = decimal(flags.deadline, '--deadline', { min: 0.1, max: Infinity });
      // A terminal that reports no width (some pseudo-terminals) makes ora redraw without end; plain lines there.
      const progress = (process.stderr.isTTY && (process.stderr.columns ?? 0) > 0 ? await startProgress() : undefined) ?? plainProgress();
      const format = (report: CheckReport) =>
        flags.reporter === 'json'
          ? check.formatJson(report)
          : flags.reporter === 'junit'
            ? check.formatJunit(report)
            : check.formatHuman(report, { color });
      let report: CheckReport;
      try {
        report = await check.runCheck({
          fetch: await fetchFor(timeoutSeconds * 1000),
          baseUrl: parsed.url,
          origin: flags.origin,
          budget,
          concurrency,
          timeoutMs: timeoutSeconds * 1000,
          deadlineMs: deadlineSeconds * 1000,
          behaviour: flags.behaviour ?? false,
          only: flags.only,
          skip: flags.skip,
          strict: flags.strict ?? false,
          rateLimitProbe,
          onProgress: progress.update,
        });
      } finally {
        progress.stop();
      }
      if (report.unreachable !== undefined) {
        // The CI report still says why (one errored testcase); the terminal gets the one line, and exit 2.
        if (flags.output || flags.reporter !== 'human') await emit(format(report), flags.output);
        process.stderr.write(`secretary: ${report.unreachable}\n`);
        process.exitCode = EXIT.usage;
        return;
      }
      await emit(format(report), flags.output);
      // With the report in a file, the terminal still gets the verdict.
      if (flags.output) process.stderr.write(check.formatSummary(report, { color: process.stderr.isTTY === true }));
      process.exitCode = report.ok ? EXIT.ok : EXIT.failure;
    });
}

async function emit(text: string, output: string | undefined): Promise<void> {
  if (output) await writeFile(output, text);
  else process.stdout.write(text);
}

function checkOrigin(origin: string): void {
  let parsed: URL | undefined;
  try {
    parsed = new URL(origin);
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.origin !== origin) {
    throw new UsageError(`--origin must be an origin such as https://portfolio.example (scheme, host, optional port), got ${quoteValue(origin)}`);
  }
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
