import { describe, expect, it } from 'vitest';
import { defaultKnowledgeDir } from '../../../src/server/knowledge/default-dir.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';
import { buildQuery, createRetriever } from '../../../src/server/retrieval.js';
import { fold, stem, yearsCovered } from '../../../src/server/retrieval/text.js';

const knowledge = await loadKnowledge(defaultKnowledgeDir());
const retriever = createRetriever(knowledge);

describe('retrieval', () => {
  it('builds the query from the message and the previous user turn only', () => {
    expect(buildQuery('How many stars?', [])).toBe('How many stars?');
    const history = [
      { role: 'user' as const, content: 'Tell me about Kestrel' },
      { role: 'assistant' as const, content: 'Quillmate is great' },
    ];
    expect(buildQuery('How many stars?', history)).toBe('How many stars?\nTell me about Kestrel');
  });

  it('ranks the named project first, best first, within the limit', () => {
    const hits = retriever.search(buildQuery('How many stars does it have?', [{ role: 'user', content: 'Tell me about Quillmate' }]), { limit: 3 });
    expect(hits).toHaveLength(3);
    expect(hits[0]!.section.document.title).toBe('Quillmate');
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score);
  });

  it('finds a job by a year inside its date range', () => {
    expect(retriever.search('work 2020')[0]!.section.heading).toContain('Vojvodina Freight Systems');
    expect(yearsCovered('Acme (2019–2021), Beta since 2023', 2025)).toEqual([2019, 2020, 2021, 2023, 2024, 2025]);
  });

  it('maps Serbian words to English terms and folds diacritics', () => {
    expect(retriever.search('obrazovanje fakultet')[0]!.section.document.title).toBe('Education');
    expect(fold('Veštine ĐORĐE čćšž')).toBe('vestine djordje ccsz');
    expect([stem('projects'), stem('worked'), stem('technologies'), stem('graduated')]).toEqual([
      'project',
      'work',
      'technology',
      stem('graduate'),
    ]);
  });

  it('returns nothing for a query of stopwords and is deterministic', () => {
    expect(retriever.search('what is the')).toEqual([]);
    const a = retriever.search('typescript redis');
    expect(retriever.search('typescript redis')).toEqual(a);
    expect(createRetriever(knowledge).search('typescript redis')).toEqual(a);
  });
});
