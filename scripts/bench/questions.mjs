// The rotating set of distinct questions the built-in answerer is measured on: every request in
// a run asks a different question (templates × topics, then a running number once they repeat),
// so no row can be a repeat of one body.
const TEMPLATES = [
  'Which projects did the owner build with {t}?',
  'What experience does the owner have with {t}?',
  'Has the owner worked with {t} in production?',
  'Tell me about the owner and {t}.',
  'Where did the owner use {t}?',
  'Is the owner a good fit for a {t} role?',
  'What did the owner learn from working on {t}?',
  'Can the owner lead a team that uses {t}?',
];
const TOPICS = [
  'TypeScript', 'Go', 'Rust', 'Python', 'Redis', 'PostgreSQL', 'Kubernetes', 'React', 'testing', 'open source',
  'rate limiting', 'observability', 'data pipelines', 'machine learning', 'mentoring', 'public speaking',
  'distributed systems', 'security', 'accessibility', 'performance tuning',
];

/** Returns a function giving the next request body of the rotating set, each one different. */
export function createQuestionRotation() {
  const base = TEMPLATES.flatMap((template) => TOPICS.map((topic) => template.replace('{t}', topic)));
  let next = 0;
  return () => {
    const index = next++;
    const question = base[index % base.length];
    const lap = Math.floor(index / base.length);
    return JSON.stringify({ message: lap === 0 ? question : `${question} (${lap})` });
  };
}

/** How many distinct questions there are before running numbers are added. */
export const DISTINCT_QUESTIONS = TEMPLATES.length * TOPICS.length;
