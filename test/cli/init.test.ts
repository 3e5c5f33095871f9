import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn as spawnPty } from 'node-pty';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { childEnv, ROOT, runCli, startServe, type ServeProcess } from '../helpers/cli.js';

let tmp: string;
const running: ServeProcess[] = [];
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'secretary-init-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const ask = async (url: string, message: string, language = 'en') => {
  const response = await fetch(`${url}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ message }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { reply: string }).reply;
};

describe('secretary init', () => {
  it('writes a folder that serve answers from as it stands, never quoting the guidance comments', async () => {
    const dir = path.join(tmp, 'starter');
    const { code, stdout } = await runCli(['init', dir, '--yes']);
    expect(code).toBe(0);
    for (const file of ['profile.md', 'about.md', 'experience.md', 'education.md', 'projects.md', 'contact.md', 'evals.yaml', 'widget.html']) {
      expect(stdout).toContain(path.join(dir, file));
    }
    const evals = parse(await readFile(path.join(dir, 'evals.yaml'), 'utf8')) as Array<Record<string, unknown>>;
    expect(evals.length).toBeGreaterThanOrEqual(4);
    expect(evals.every((entry) => typeof entry.question === 'string')).toBe(true);
    expect(await readFile(path.join(dir, 'widget.html'), 'utf8')).toMatch(/secretary-widget\.js"[\s\S]*data-base-url="/);
    // Roles in the heading shape docs/knowledge.md documents: "Organisation — Role (2019–2022)".
    expect(await readFile(path.join(dir, 'experience.md'), 'utf8')).toMatch(/^## Example Organisation — Your Role \(2021–present\)$/m);
    expect(await readFile(path.join(dir, 'education.md'), 'utf8')).toMatch(/^## Example University — Your Degree \(2012–2016\)$/m);

    const lint = await runCli(['knowledge', 'lint', dir]);
    expect(lint.code).toBe(0);
    expect(lint.stdout).toBe(`${dir}: 0 errors, 0 warnings\n`);

    const server = await startServe(['--port', '0', '--knowledge', dir, '--rate-limit', 'off']);
    running.push(server);
    const work = await ask(server.url, 'Where does Your Name work now?');
    expect(work).toContain('Example Organisation');
    for (const question of ['Where does Your Name work now?', 'What is Lighthouse?', 'How can I get in touch?', 'Tell me about yourself', 'Where did Your Name study?']) {
      const reply = await ask(server.url, question);
      expect(reply).not.toContain('<!--');
      expect(reply).not.toMatch(/One section per role|Never put a phone|Short bullets answer|Work you are proud of/);
    }
  });

  // Regression: init wrote a GitHub link, a project with a tech stack and an MIT licence, and "I build software" for everyone.
  it('--yes writes pages for any profession: nothing about software, and evals that pass against them', async () => {
    const dir = path.join(tmp, 'neutral');
    expect((await runCli(['init', dir, '--yes'])).code).toBe(0);
    const files = ['profile.md', 'about.md', 'experience.md', 'education.md', 'projects.md', 'contact.md', 'evals.yaml'];
    for (const file of files) {
      expect(await readFile(path.join(dir, file), 'utf8'), file).not.toMatch(/github|tech stack|\*\*licen[cs]e|\bMIT\b|software|open source|Node\.js|TypeScript/i);
    }
    await expect(readFile(path.join(dir, 'projects/lighthouse.md'), 'utf8')).rejects.toThrow(/ENOENT/);
    expect(await readFile(path.join(dir, 'profile.md'), 'utf8')).toContain('LinkedIn: https://www.linkedin.com/in/your-name');
    const evals = await runCli(['eval', path.join(dir, 'evals.yaml'), '--knowledge', dir], {}, 30_000);
    expect(evals.stdout).toMatch(/^7 of 7 passed, 0 failed/m);
    expect(evals.code).toBe(0);
  });

  it('--profession names what the owner does, and software adds a GitHub link and a project with its stack', async () => {
    const nurse = path.join(tmp, 'nurse');
    expect((await runCli(['init', nurse, '--yes', '--profession', 'paediatric nurse'])).code).toBe(0);
    expect(await readFile(path.join(nurse, 'profile.md'), 'utf8')).toContain('headline: Paediatric nurse in Your City');
    expect(await readFile(path.join(nurse, 'about.md'), 'utf8')).toContain('I work as a paediatric nurse.');
    expect(await readFile(path.join(nurse, 'projects.md'), 'utf8')).not.toMatch(/tech stack|github/i);

    const developer = path.join(tmp, 'developer');
    expect((await runCli(['init', developer, '--yes', '--profession', 'backend engineer'])).code).toBe(0);
    expect(await readFile(path.join(developer, 'profile.md'), 'utf8')).toContain('GitHub: https://github.com/your-name');
    const project = await readFile(path.join(developer, 'projects/lighthouse.md'), 'utf8');
    expect(project).toContain('- **Tech stack:** TypeScript, Node.js');
    expect(project).toContain('- **License:** MIT');
    expect(await readFile(path.join(developer, 'evals.yaml'), 'utf8')).toContain('question: "What is Lighthouse built with?"');
    const evals = await runCli(['eval', path.join(developer, 'evals.yaml'), '--knowledge', developer], {}, 30_000);
    expect(evals.stdout).toMatch(/^8 of 8 passed, 0 failed/m);
  });

  // Regression: lint did not notice an evals.yaml whose questions asked about what the owner had since deleted.
  it('knowledge lint warns when evals.yaml expects what no page contains any more', async () => {
    const dir = path.join(tmp, 'edited');
    expect((await runCli(['init', dir, '--yes'])).code).toBe(0);
    await writeFile(path.join(dir, 'education.md'), '# Education\n\n## University of Sarajevo — BSc in Nursing (2008–2012)\n');
    const lint = await runCli(['knowledge', 'lint', dir]);
    expect(lint.code).toBe(0);
    expect(lint.stdout).toBe(
      'warning: evals.yaml: "Where did Your Name study?" expects "Example University", which no page contains; change the question or put it back in a page\n' +
        `${dir}: 0 errors, 1 warning\n`,
    );
  });

  it('never overwrites a file: exit 2, one line naming it, the file unchanged', async () => {
    const dir = path.join(tmp, 'occupied');
    expect((await runCli(['init', dir, '--yes'])).code).toBe(0);
    await writeFile(path.join(dir, 'about.md'), '# Mine\n\nMy own words.\n');
    const { code, stderr, stdout } = await runCli(['init', dir, '--yes']);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([`secretary: ${path.join(dir, 'profile.md')} already exists; init never overwrites a file (choose an empty or new folder)`]);
    expect(stdout).toBe('');
    expect(await readFile(path.join(dir, 'about.md'), 'utf8')).toBe('# Mine\n\nMy own words.\n');
  });

  it('refuses to guess without a terminal unless --yes is given', async () => {
    const { code, stderr } = await runCli(['init', path.join(tmp, 'no-tty')]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^secretary: .*stdin is not one \(pass --yes to take the defaults\)\n$/);
  });

  it('asks for name, what the owner does, headline, software and links in a terminal, and writes pages that fit', async () => {
    const dir = path.join(tmp, 'asked');
    const pty = spawnPty(process.execPath, [path.join(ROOT, 'bin/secretary.js'), 'init', dir], { cols: 120, rows: 40, cwd: ROOT, env: childEnv() as Record<string, string> });
    let screen = '';
    pty.onData((data) => (screen += data));
    const exited = new Promise<number>((done) => pty.onExit(({ exitCode }) => done(exitCode)));
    const answer = async (prompt: RegExp, text: string) => {
      const deadline = Date.now() + 20_000;
      while (!prompt.test(screen)) {
        if (Date.now() > deadline) throw new Error(`no prompt ${prompt} in:\n${screen}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      screen = '';
      pty.write(`${text}\r`);
    };
    await answer(/Your name/, 'Ana Petrović');
    await answer(/What do you do/, 'mobile developer');
    await answer(/Headline, one line \[Mobile developer in Your City\]/, 'Mobile developer in Kragujevac');
    // The profession says software, so yes is the default: an empty answer takes it.
    await answer(/Do you build software\? .*\[Y\/n\]/, '');
    await answer(/Links/, 'not a link');
    await answer(/Links/, 'GitHub=https://github.com/ana-p, Email=mailto:ana@example.com');
    expect(await exited).toBe(0);
    const profile = await readFile(path.join(dir, 'profile.md'), 'utf8');
    expect(profile).toContain('name: Ana Petrović');
    expect(profile).toContain('headline: Mobile developer in Kragujevac');
    expect(profile).toContain('GitHub: https://github.com/ana-p');
    expect(profile).toContain('Email: mailto:ana@example.com');
    expect(await readFile(path.join(dir, 'projects/lighthouse.md'), 'utf8')).toContain('Tech stack');
  });

  it('Ctrl+C at a prompt ends with one line and writes nothing', async () => {
    const dir = path.join(tmp, 'cancelled');
    const pty = spawnPty(process.execPath, [path.join(ROOT, 'bin/secretary.js'), 'init', dir], { cols: 120, rows: 40, cwd: ROOT, env: childEnv() as Record<string, string> });
    let screen = '';
    pty.onData((data) => (screen += data));
    const exited = new Promise<number>((done) => pty.onExit(({ exitCode }) => done(exitCode)));
    const deadline = Date.now() + 20_000;
    while (!/Your name/.test(screen) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    pty.write('\x03');
    expect(await exited).toBe(1);
    expect(screen).toContain('secretary: init cancelled; nothing was written');
    expect(screen).not.toMatch(/\n\s+at /);
    await expect(readFile(path.join(dir, 'profile.md'), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('--from resume.json fills the folder with Markdown pages that serve answers from', async () => {
    const dir = path.join(tmp, 'from-resume');
    const { code } = await runCli(['init', dir, '--from', 'test/fixtures/resume/resume.json']);
    expect(code).toBe(0);
    const role = await readFile(path.join(dir, 'work/medisano-lead-product-designer.md'), 'utf8');
    expect(role).toContain('# Medisano — Lead Product Designer (2021–present)');
    expect(role).toContain('Location: Zagreb, Croatia');
    expect(await readFile(path.join(dir, 'profile.md'), 'utf8')).toContain('name: Mira Kovač');
    const server = await startServe(['--port', '0', '--knowledge', dir, '--rate-limit', 'off']);
    running.push(server);
    expect(await ask(server.url, 'What did she do at Tramvaj Labs?')).toContain('kiosk');
  });

  it('--from names the bad field of an invalid résumé and writes nothing', async () => {
    const bad = path.join(tmp, 'bad-resume.json');
    await writeFile(bad, JSON.stringify({ basics: { name: 'X' }, work: [{ name: 'Acme', startDate: 'last spring' }] }));
    const { code, stderr } = await runCli(['init', path.join(tmp, 'never'), '--from', bad]);
    expect(code).toBe(2);
    expect(stderr).toBe(`secretary: ${bad}: \`work[0].startDate\` must be an ISO 8601 date such as 2019, 2019-04 or 2019-04-01\n`);
  });
});
