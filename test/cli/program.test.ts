import { Help } from 'commander';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../../src/cli/program.js';

// Issue 20: `secretary --version` and `--help` no longer load the subcommands' modules; the top-level
// help lists each by a term written in program.ts. That term must stay what commander would derive
// from the loaded subcommand, or `secretary --help` would describe a command that is not there.
describe('secretary --help', () => {
  it('lists each subcommand as commander lists it when loaded', async () => {
    const names = (await createProgram(['node', 'secretary'])).commands.map((command) => command.name());
    expect(names).toEqual(['serve', 'chat', 'check', 'eval', 'openapi', 'init', 'knowledge']);
    const listed = (await createProgram(['node', 'secretary'])).helpInformation();
    for (const name of names) {
      const program = await createProgram(['node', 'secretary', name]);
      const loaded = program.commands.find((command) => command.name() === name)!;
      expect(loaded.options.length + loaded.commands.length, name).toBeGreaterThan(0);
      expect(listed, name).toContain(`\n  ${new Help().subcommandTerm(loaded)}  `);
      expect(program.helpInformation(), name).toBe(listed);
    }
  });

  it('loads the subcommand named after help', async () => {
    const program = await createProgram(['node', 'secretary', 'help', 'chat']);
    expect(program.commands.find((command) => command.name() === 'chat')!.options.length).toBeGreaterThan(0);
  });
});
