import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline/promises';
import { Command } from 'commander';
import { ConfigError, EXIT, SecretaryError } from '../errors.js';

/** The `init` subcommand: writes a knowledge folder to start from, never overwriting a file. */
export function initCommand(): Command {
  return new Command('init')
    .description('Write a knowledge folder to start from: profile, about, work, projects, contact, evals.yaml and the widget snippet.')
    .argument('[dir]', 'folder to create or fill (it may exist; no file in it is overwritten)', 'knowledge')
    .option('-y, --yes', 'take the defaults instead of asking (required when stdin is not a terminal)')
    .option('--from <resume.json>', 'fill the pages from a JSON Resume (jsonresume.org schema v1) instead of placeholders')
    .exitOverride()
    .action(async (dir: string, options: { yes?: boolean; from?: string }) => {
      const [{ DEFAULT_ANSWERS }, { answersFromResume, initFiles, writeFolder }, { parseResume }] = await Promise.all([
        import('../init/templates.js'),
        import('../init/write-folder.js'),
        import('../server/index.js'),
      ]);
      const resume = options.from === undefined ? undefined : parseResume(await readSource(options.from), options.from);
      let answers = resume ? answersFromResume(resume, DEFAULT_ANSWERS) : DEFAULT_ANSWERS;
      // A résumé answers the questions itself; otherwise ask in a terminal, and refuse to guess elsewhere.
      if (!resume && !options.yes) {
        if (!process.stdin.isTTY) throw new ConfigError('init asks for your name, headline and links in a terminal; stdin is not one (pass --yes to take the defaults)');
        answers = await ask(answers);
      }
      const written = await writeFolder(dir, initFiles({ answers, ...(resume ? { resume } : {}) }));
      const lines = [`Wrote ${written.length} files to ${dir}:`, ...written.map((file) => `  ${path.join(dir, file)}`)];
      lines.push(
        'Next:',
        `  edit the pages (the <!-- comments --> say what goes where; visitors never see them)`,
        `  secretary knowledge lint ${dir}`,
        `  secretary serve --knowledge ${dir} --watch`,
        `  secretary eval ${path.join(dir, 'evals.yaml')} --knowledge ${dir}`,
        `  put ${path.join(dir, 'widget.html')} on your site`,
      );
      process.stdout.write(`${lines.join('\n')}\n`);
    });
}

async function readSource(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`--from ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, { cause: error });
  }
}

interface Answers {
  name: string;
  headline: string;
  links: Record<string, string>;
}

/** Asks for name, headline and links; an empty answer keeps the default shown in brackets. */
async function ask(defaults: Answers): Promise<Answers> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await questions(rl, defaults);
  } catch (error) {
    // Ctrl+C or Ctrl+D at a prompt: nothing has been written yet, so say so instead of a stack.
    if ((error as Error).name === 'AbortError') throw new SecretaryError('init cancelled; nothing was written', { code: 'CANCELLED', exitCode: EXIT.failure, cause: error });
    throw error;
  } finally {
    rl.close();
  }
}

async function questions(rl: Interface, defaults: Answers): Promise<Answers> {
  const name = (await rl.question(`Your name [${defaults.name}]: `)).trim() || defaults.name;
  const headline = (await rl.question(`Headline, one line [${defaults.headline}]: `)).trim() || defaults.headline;
  const shown = Object.entries(defaults.links).map(([label, url]) => `${label}=${url}`).join(', ');
  for (;;) {
    const raw = (await rl.question(`Links as Label=URL, comma-separated [${shown}]: `)).trim();
    if (raw === '') return { name, headline, links: defaults.links };
    const parsed = parseLinks(raw);
    if (typeof parsed !== 'string') return { name, headline, links: parsed };
    process.stdout.write(`  ${parsed}\n`);
  }
}

/** `GitHub=https://github.com/ana, Email=mailto:ana@example.com` → a label → URL map, or the problem. */
function parseLinks(raw: string): Record<string, string> | string {
  const links: Record<string, string> = {};
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = part.indexOf('=');
    const label = at > 0 ? part.slice(0, at).trim() : '';
    const url = at > 0 ? part.slice(at + 1).trim() : '';
    if (label === '' || !/^(https?:\/\/\S+|mailto:\S+@\S+)$/i.test(url)) return `"${part}" is not Label=URL with an http(s) or mailto: URL`;
    links[label] = url;
  }
  return links;
}
