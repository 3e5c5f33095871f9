import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintKnowledge } from '../../../src/server/knowledge/lint.js';

// lint's check that evals.yaml expects only what some page still says: it must catch a deleted fact
// without crying wolf over text the judge would match (case, wrapped lines, bold labels, numbers).

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'secretary-lint-evals-'));
  await writeFile(path.join(dir, 'profile.md'), '---\nname: Ines Halilović\nheadline: Nurse\nlinks:\n  LinkedIn: https://www.linkedin.com/in/x\n---\n\nIntro.\n');
  await writeFile(path.join(dir, 'work.md'), '# Work\n\nRan the wound-care clinic in\ncross-laminated timber rooms since 2020.\n\n- **Tech stack:** Go\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const evalWarnings = async () => (await lintKnowledge(dir)).filter((finding) => finding.file === 'evals.yaml');

describe('knowledge lint: evals.yaml against the pages', () => {
  it('accepts what a page says, whatever its case, line breaks, emphasis or number form', async () => {
    await writeFile(
      path.join(dir, 'evals.yaml'),
      [
        '- question: Where?',
        '  expect: [WOUND-CARE CLINIC, "clinic in cross-laminated", ines halilović]',
        '- question: Stack?',
        '  expect: "Tech stack: Go"',
        '- question: Since?',
        '  expect: 2020',
        '- question: Off task',
        '  anyOf: ["can\'t", cannot]',
        '  absent: ["def "]',
      ].join('\n'),
    );
    expect(await evalWarnings()).toEqual([]);
  });

  it('warns once for each expected item that no page contains', async () => {
    await writeFile(path.join(dir, 'evals.yaml'), '- question: Where did she study?\n  expect: [University of Sarajevo, Ines]\n');
    expect(await evalWarnings()).toEqual([
      {
        level: 'warning',
        file: 'evals.yaml',
        message: '"Where did she study?" expects "University of Sarajevo", which no page contains; change the question or put it back in a page',
      },
    ]);
  });

  // A follow-up's unquoted "assistant: In Belgrade?" line broke a blind-written evals.yaml, and lint said "0 warnings".
  it('says in one warning, with the line and the fix, that the file is not valid YAML', async () => {
    await writeFile(path.join(dir, 'evals.yaml'), '- question: Where: Belgrade?\n  expect: [Ines]\n');
    expect(await evalWarnings()).toEqual([
      {
        level: 'warning',
        file: 'evals.yaml',
        message: 'line 1: the value has a colon in it, which YAML reads as another key; put the value in quotes: - question: "Where: Belgrade?"; `secretary eval` cannot read the file until it is fixed',
      },
    ]);
  });

  it('leaves a file that is YAML but not a list of questions to secretary eval', async () => {
    await writeFile(path.join(dir, 'evals.yaml'), 'question: Where?\n');
    expect(await evalWarnings()).toEqual([]);
  });
});
