import { readdir, readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../../src/contract/index.js';
import { answererFor, withPortfolio } from './ask.js';

// A handler that throws turns a visitor's question into a failed request. Questions of every kind, built from a
// portfolio's own words, with and without earlier turns, in both languages: each gets a reply.
const OPENERS = ['How long do I', 'How long does', 'How long did she', 'How many', 'In total, how many', 'When did', 'When are you', 'Where', 'Who', 'Which', 'Is', 'Does', 'Do you', 'Can I', 'What is the', 'What was her first', 'What is her latest', 'Tell me about', 'Koliko', 'Kada', 'Gde', 'Da li', 'Ko', 'Before', 'After', 'Since when', 'How much', 'Are you closed on', 'For my son, how long', 'and', 'what about', 'How old', 'How far'];
const TAILS = ['?', ' called?', ' so far?', ' in 2019?', ' now?', ' before that?', ' on Sunday?', ' during the week?', ''];
const FILLERS = ['she', 'I', 'we', 'you', 'the', 'a', 'of', 'at', 'in', 'for', 'or', 'closed', 'open', 'course', 'awards'];

async function neverThrows(ask: (message: string, options: { language: 'en' | 'sr-Latn'; history: HistoryItem[] }) => Promise<string>, text: string): Promise<void> {
  const vocabulary = [...new Set(text.match(/[A-Za-zČĆŠŽĐčćšžđ][a-zčćšžđ]{2,}/g) ?? [])].slice(0, 400);
  const word = fc.constantFrom(...vocabulary, ...FILLERS);
  const question = fc.tuple(fc.constantFrom(...OPENERS), fc.array(word, { minLength: 1, maxLength: 4 }), fc.constantFrom(...TAILS)).map(([opener, words, tail]) => `${opener} ${words.join(' ')}${tail}`);
  const turns = fc.option(fc.tuple(word, word, word), { nil: undefined }).map((picked): HistoryItem[] => (picked ? [{ role: 'user', content: `Tell me about ${picked[0]}` }, { role: 'assistant', content: `${picked[1]} ${picked[2]} (2019–2021).` }] : []));
  await fc.assert(
    fc.asyncProperty(question, turns, fc.constantFrom('en' as const, 'sr-Latn' as const), async (message, history, language) => {
      expect((await ask(message, { language, history })).length).toBeGreaterThan(0);
    }),
    { numRuns: 300 },
  );
}

describe('the built-in answerer never throws', () => {
  for (const name of ['stevan-locksmith', 'mira-hairdresser', 'urska']) {
    it(`on ${name}`, async () => {
      const { ask, dir } = await answererFor(`test/fixtures/portfolios/${name}`);
      const files = (await readdir(dir)).filter((file) => file.endsWith('.md'));
      await neverThrows(ask, (await Promise.all(files.map((file) => readFile(`${dir}/${file}`, 'utf8')))).join('\n'));
    });
  }

  it('on a portfolio of jobs alone', async () => {
    const experience = '# Experience\n\n## Kanin Guides — Guide (2014–present)\n\nI run avalanche courses for beginners.\n\n## Alpine School — Instructor (2008–2014)\n\nTaught courses for beginners.\n';
    await withPortfolio({ 'profile.md': '---\nname: Ana Guide\n---\n\nA mountain guide.\n', 'experience.md': experience }, (guide) => neverThrows(guide.ask, experience));
  });
});
