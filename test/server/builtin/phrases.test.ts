import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortfolioIndex } from '../../../src/server/answerers/builtin/index.js';
import { byPhrase, pairsOf, pairsSaid } from '../../../src/server/answerers/builtin/phrases.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';
import { textLayer } from '../../../src/server/language/analyzer.js';
import type { Fact } from '../../../src/server/answerers/builtin/portfolio/model.js';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function indexOf(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'secretary-phrases-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries({ 'profile.md': '---\nname: Milan Test\n---\nMilan Test is an electrician.\n', ...files })) await writeFile(path.join(dir, file), text);
  const index = createPortfolioIndex(await loadKnowledge(dir));
  return { ...index.view('en'), reader: index.reader };
}

// "When did he become a master electrician?" ranked "master craftsman … electrician" with "Master Electrician Exam":
// words a visitor writes side by side, said side by side by a page, say what was asked.
describe('the visitor’s words side by side', () => {
  it('finds the pairs a question writes together and the facts that say them together', async () => {
    const { portfolio, reader } = await indexOf({ 'm.md': '# Milestones\n\n- 2018: master craftsman of the year, the first electrician to get it.\n- 2008: passed the exam as a master electrician.\n' });
    const question = reader.read('When did he become a master electrician?', 'en', portfolio.owner);
    const pairs = pairsOf(question);
    expect(pairs).toHaveLength(1);
    const [apart, together] = portfolio.facts.filter((fact) => fact.text.includes('master'));
    const layer = textLayer();
    const sequences = (fact: Fact) => [layer.keysOf(fact.text, fact.language), layer.keysOf(fact.entry?.title ?? fact.heading, fact.language)];
    expect(pairsSaid(pairs, apart!, sequences)).toBe(0);
    expect(pairsSaid(pairs, together!, sequences)).toBe(1);
    // Two hits that scored alike: the one that says the pair goes first.
    const hits = [apart!, together!].map((fact) => ({ fact, score: 1, coverage: 1, missing: [] }));
    expect(byPhrase(hits, question, layer, sequences)[0]!.fact).toBe(together);
  });

  it('pairs no words a visitor wrote apart', async () => {
    const { portfolio, reader } = await indexOf({});
    expect(pairsOf(reader.read('Is the master at home with an electrician?', 'en', portfolio.owner))).toEqual([]);
  });
});
