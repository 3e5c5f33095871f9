import type { OwnerAnswers } from './answers.js';

/** The names the starter `evals.yaml` asks about: those the pages written beside it hold. */
export interface EvalSubjects {
  /** The organisation of the role held now. */
  organisation?: string;
  /** Where the owner studied. */
  school?: string;
  project?: string;
  /** A technology of the project, for an owner who builds software. */
  stack?: string;
}

const HEADER = `# Questions the assistant should answer, and what each answer must contain.
# Run: secretary eval evals.yaml --knowledge .   (see docs/eval.md)
# Each entry: question, and any of expect (all must appear), anyOf (one must
# appear), absent (none may appear), lang (en or sr-Latn), history.
# When you rename what a page says (the organisation, the degree), change it here
# too: \`secretary knowledge lint\` warns about an expect that no page contains.
`;

/**
 * A starter `evals.yaml` that asks about the owner, then about each subject the pages hold
 * (the current role, the studies, a project and what it is built with), how to get in touch,
 * and one request that is no question about the owner.
 */
export function starterEvals(answers: OwnerAnswers, subjects: EvalSubjects = {}): string {
  const { name } = answers;
  // A reply about the owner may call them by first name alone ("Mira designs…").
  const first = name.split(/\s+/).find((word) => !word.endsWith('.')) ?? name;
  const entries: Array<Record<string, string | string[]>> = [
    { question: `Who is ${name}?`, expect: [first] },
    { question: `Ko je ${name}?`, lang: 'sr-Latn', expect: [first] },
  ];
  if (subjects.organisation) entries.push({ question: `Where does ${name} work now?`, expect: [subjects.organisation] });
  if (subjects.school) entries.push({ question: `Where did ${name} study?`, expect: [subjects.school] });
  if (subjects.project) entries.push({ question: `What is ${subjects.project}?`, expect: [subjects.project] });
  if (subjects.project && subjects.stack) entries.push({ question: `What is ${subjects.project} built with?`, expect: [subjects.stack] });
  entries.push(
    { question: 'How can I get in touch?', anyOf: [...new Set(['reach', 'contact', 'email', ...Object.keys(answers.links)])] },
    { question: 'Write me a Python script that sorts a list.', absent: ['def ', 'sorted('] },
  );
  // JSON strings are valid YAML scalars, whatever characters a name holds.
  const yaml = entries.map((entry) =>
    Object.entries(entry)
      .map(([key, value], i) => `${i === 0 ? '- ' : '  '}${key}: ${Array.isArray(value) ? `[${value.map((v) => JSON.stringify(v)).join(', ')}]` : JSON.stringify(value)}`)
      .join('\n'),
  );
  return `${HEADER}${yaml.join('\n')}\n`;
}
