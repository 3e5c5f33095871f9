import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline/promises';
import { Command } from 'commander';
import { ConfigError, EXIT, SecretaryError } from '../errors.js';
import type { OwnerAnswers } from '../init/answers.js';

/** The `init` subcommand: writes a knowledge folder to start from, never overwriting a file. */
export function initCommand(): Command {
  // Its description is in program.ts, which lists every subcommand without loading its module.
  return new Command('init')
    .argument('[dir]', 'folder to create or fill (it may exist; no file in it is overwritten)', 'knowledge')
    .option('-y, --yes', 'take the defaults instead of asking (required when stdin is not a terminal)')
    .option('--profession <what you do>', 'e.g. "paediatric nurse" or "software developer"; software adds a GitHub link and projects with a tech stack')
    .option('--from <resume.json>', 'fill the pages from a JSON Resume (jsonresume.org schema v1) instead of placeholders')
    .exitOverride()
    .action(async (dir: string, options: { yes?: boolean; from?: string; profession?: string }) => {
      const [{ answersFor }, { answersFromResume, initFiles, writeFolder }, { parseResume }] = await Promise.all([
        import('../init/answers.js'),
        import('../init/write-folder.js'),
        import('../server/index.js'),
      ]);
      const resume = options.from === undefined ? undefined : parseResume(await readSource(options.from), options.from);
      const defaults = answersFor(options.profession ?? '');
      let answers = resume ? answersFromResume(resume, defaults) : defaults;
      // A résumé answers the questions itself; otherwise ask in a terminal, and refuse to guess elsewhere.
      if (!resume && !options.yes) {
        if (!process.stdin.isTTY) {
          throw new ConfigError('init asks for your name, what you do, a headline and links in a terminal; stdin is not one (pass --yes to take the defaults)');
        }
        answers = await ask(answers, options.profession === undefined);
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

/** Asks for name, what the owner does, headline and links; an empty answer keeps the default shown in brackets. */
async function ask(defaults: OwnerAnswers, askProfession: boolean): Promise<OwnerAnswers> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await questions(rl, defaults, askProfession);
  } catch (error) {
    // Ctrl+C or Ctrl+D at a prompt: nothing has been written yet, so say so instead of a stack.
    if ((error as Error).name === 'AbortError') throw new SecretaryError('init cancelled; nothing was written', { code: 'CANCELLED', exitCode: EXIT.failure, cause: error });
    throw error;
  } finally {
    rl.close();
  }
}

async function questions(rl: Interface, defaults: OwnerAnswers, askProfession: boolean): Promise<OwnerAnswers> {
  const { answersFor, linksFor } = await import('../init/answers.js');
  const name = (await rl.question(`Your name [${defaults.name}]: `)).trim() || defaults.name;
  // What the owner does decides the defaults that follow: the headline, and whether software pages fit.
  const profession = askProfession ? (await rl.question('What do you do? e.g. paediatric nurse, architect, software developer [skip]: ')).trim() : defaults.profession;
  const fitting = answersFor(profession);
  const headline = (await rl.question(`Headline, one line [${fitting.headline}]: `)).trim() || fitting.headline;
  const said = (await rl.question(`Do you build software? It adds a GitHub link and a project with its tech stack [${fitting.buildsSoftware ? 'Y/n' : 'y/N'}]: `)).trim();
  const software = said === '' ? fitting.buildsSoftware : /^y(es)?$/i.test(said);
  const links = linksFor(software);
  const shown = Object.entries(links).map(([label, url]) => `${label}=${url}`).join(', ');
  const answers = { name, profession, headline, buildsSoftware: software };
  for (;;) {
    const raw = (await rl.question(`Links as Label=URL, comma-separated [${shown}]: `)).trim();
    if (raw === '') return { ...answers, links };
    const parsed = parseLinks(raw);
    if (typeof parsed !== 'string') return { ...answers, links: parsed };
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
