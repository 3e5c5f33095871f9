import type { Knowledge, KnowledgeDocument, Section } from '../../../src/server/knowledge/types.js';

// A small in-code portfolio, so these tests do not depend on the example folder or the loader.

const profileDoc: KnowledgeDocument = { file: 'profile.md', title: 'Ana Petrović', tags: [] };
const projectsDoc: KnowledgeDocument = { file: 'projects.md', title: 'Projects', url: 'https://example.com/projects', tags: ['work'] };
const skillsDoc: KnowledgeDocument = { file: 'skills.md', title: 'Skills', tags: [] };

/** The section a question about the tram project should bring into the prompt. */
export const TRAM_TEXT = 'Tramline is a real-time tram arrival predictor for Belgrade, written in Rust with a Kalman filter.';

const sections: Section[] = [
  { id: 'profile.md#0', document: profileDoc, heading: 'Ana Petrović', text: 'Ana is a backend engineer who likes distributed systems.' },
  { id: 'projects.md#0', document: projectsDoc, heading: 'Tramline', text: TRAM_TEXT },
  { id: 'projects.md#1', document: projectsDoc, heading: 'Ledgerly', text: 'Ledgerly is a double-entry bookkeeping API in TypeScript and PostgreSQL.' },
  { id: 'skills.md#0', document: skillsDoc, heading: 'Languages', text: 'Rust, TypeScript, Go, SQL.' },
];

/** The test portfolio. */
export const knowledge: Knowledge = {
  profile: { name: 'Ana Petrović', headline: 'Backend engineer in Belgrade', links: { GitHub: 'https://github.com/ana' } },
  documents: [profileDoc, projectsDoc, skillsDoc],
  sections,
};

/** A word-overlap retriever with the same shape as src/server/retrieval.ts, for budget tests. */
export const wordRetriever = {
  search(query: string, options: { limit: number }) {
    const words = new Set(query.toLowerCase().match(/\p{L}+/gu) ?? []);
    return sections
      .map((section) => ({
        section,
        score: (`${section.heading} ${section.text}`.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => words.has(w)).length,
      }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, options.limit);
  },
};
