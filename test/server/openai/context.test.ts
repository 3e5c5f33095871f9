import { describe, expect, it } from 'vitest';
import { createContextPicker } from '../../../src/server/answerers/openai/context.js';
import { formatSection } from '../../../src/server/answerers/prompt.js';
import { createPortfolioIndex } from '../../../src/server/answerers/builtin/index.js';
import { buildQuery, createRetriever } from '../../../src/server/retrieval.js';
import type { Knowledge, KnowledgeDocument, Section } from '../../../src/server/knowledge/types.js';

function doc(file: string, title: string): KnowledgeDocument {
  return { file, title, tags: [] };
}

function knowledgeWithHugeSection(): Knowledge {
  const filler = Array.from({ length: 600 }, (_, i) => `Routine maintenance log entry ${i} about hull paint and mooring lines.`).join('\n');
  const sonar = doc('projects/sonar.md', 'Sonar Simulator');
  const others = Array.from({ length: 12 }, (_, i) => doc(`projects/p${i}.md`, `Project ${i}`));
  const sections: Section[] = [
    { id: 'projects/sonar.md#0', document: sonar, heading: 'Sonar Simulator', text: `${filler}\nThe sonar simulator was written in the QWERTZIG language by Quillon.` },
    ...others.map((d, i) => ({ id: `${d.file}#0`, document: d, heading: d.title, text: `Project ${i} is a web dashboard for tide tables. `.repeat(40) })),
  ];
  return { profile: { name: 'Quillon', links: {} }, documents: [sonar, ...others], sections };
}

describe('createContextPicker', () => {
  // Regression: a best-matching section larger than the whole budget used to be skipped, grounding the model in unrelated sections.
  it('keeps the relevant lines of a best match that alone exceeds the budget', () => {
    const knowledge = knowledgeWithHugeSection();
    const pick = createContextPicker({ knowledge, retriever: createRetriever(createPortfolioIndex(knowledge), 'en'), buildQuery, budgetChars: 16_000 });
    const chosen = pick('Which language was the sonar simulator written in?', []);
    const sonar = chosen.find((s) => s.document.title === 'Sonar Simulator');
    expect(sonar?.text).toContain('QWERTZIG');
    const total = chosen.reduce((sum, s) => sum + s.fenced.length + 1, 0);
    expect(sonar?.fenced).toBe(formatSection(sonar!));
    expect(total).toBeLessThanOrEqual(16_000);
  });

  it('sends the whole portfolio unchanged when it fits', () => {
    const knowledge = knowledgeWithHugeSection();
    const pick = createContextPicker({ knowledge, retriever: createRetriever(createPortfolioIndex(knowledge), 'en'), buildQuery, budgetChars: 1_000_000 });
    expect(pick('anything', []).map(({ fenced, ...section }) => section)).toEqual(knowledge.sections);
  });
});
