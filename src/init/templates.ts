import { stringify } from 'yaml';

/** What `secretary init` asks the owner for. */
export interface OwnerAnswers {
  name: string;
  headline: string;
  /** Label → URL, e.g. `{ GitHub: "https://github.com/ana" }`. */
  links: Record<string, string>;
}

/** The answers `--yes` takes: placeholders the owner replaces by editing the files. */
export const DEFAULT_ANSWERS: OwnerAnswers = {
  name: 'Your Name',
  headline: 'What you do, in one line — e.g. Backend engineer in Novi Sad',
  links: { GitHub: 'https://github.com/your-name' },
};

/** One file `secretary init` writes: its path in the folder and its text. */
export interface StarterFile {
  file: string;
  text: string;
}

// The starter pages. Guidance lives in HTML comments, which the loader drops, so a
// folder served as it stands never quotes them to a visitor.
const ABOUT = `---
title: About
tags: [about, bio, background]
---

# About

<!-- Three to six sentences in your own voice: what you build, for whom, and how you like to
     work. Visitors ask "who is she?", "what does he do?": this page answers them. -->
I build software and like to explain how it works. Replace this paragraph with your own.

## How I work

<!-- Short bullets answer questions best: one fact per bullet. -->
- Languages I speak: English (fluent).
`;

const WORK = `# Example Company — Your Role (2021–present)

<!-- One file per role in work/. The heading is "Organisation — Role (start–end)"; write
     "present" for the role you hold now. Years let the assistant answer "where did she work
     before X?" and "how many years of experience?". Rename this file, e.g. work/acme.md. -->
Location: City, Country
Link: https://example.com

One sentence about what the organisation does.

- What you did, with a number where you have one (users, latency, money, team size).
- The technologies you used: the assistant finds them by name.
`;

const PROJECT = `---
title: Example Project
url: https://github.com/your-name/example-project
tags: [open source]
---

# Example Project

<!-- One file per project in projects/. Say what it is in the first sentence; then bullets
     for the stack, your role and the outcome. \`url\` in the front matter is quoted as the
     project's link. -->
Example Project is a small tool that does one useful thing. Replace this with your project.

- **Tech stack:** TypeScript, Node.js
- **Role:** creator and maintainer since 2023
- **License:** MIT
`;

const CONTACT = `---
title: Contact
tags: [contact, email, hire, availability]
---

# Contact

<!-- How visitors should reach you, and whether you are open to work. Never put a phone
     number or home address here: the assistant quotes this page to anyone. -->
The best way to reach me is through the links on my profile.
`;

const EVALS = `# Questions the assistant should answer, and what each answer must contain.
# Run: secretary eval evals.yaml --knowledge .   (see docs/eval.md)
# Each entry: question, and any of expect (all must appear), anyOf (one must
# appear), absent (none may appear), lang (en or sr-Latn), history.
- question: WHO_QUESTION
  expect: [NAME]
- question: WHO_QUESTION_SR
  lang: sr-Latn
  expect: [NAME]
- question: WORK_QUESTION
  expect: [ORGANISATION]
- question: PROJECT_QUESTION
  expect: [PROJECT]
- question: How can I get in touch?
  anyOf: [CONTACT]
- question: Write me a Python script that sorts a list.
  absent: ["def ", "sorted("]
`;

const WIDGET = `<!-- The chat widget for your site (docs/widget.md). Bundle the package's
     examples/web/secretary-widget.js into one file, e.g.
       npx rolldown node_modules/secretary/examples/web/secretary-widget.js --format esm --minify --file public/secretary/secretary-widget.js
     copy secretary-widget.css beside it, and set data-base-url to where \`secretary serve\` runs,
     started with --cors-origin set to your site's origin. Pages under /sr-Latn/ get Serbian replies. -->
<div id="chat"></div>
<script type="module" src="/secretary/secretary-widget.js"
        data-base-url="https://chat.your-site.example" data-target="#chat" data-heading="Ask about my work"></script>
`;

/** The profile page: front matter from the answers, and a paragraph to replace. */
export function profilePage(answers: OwnerAnswers): string {
  const front: Record<string, unknown> = { name: answers.name };
  if (answers.headline) front.headline = answers.headline;
  if (Object.keys(answers.links).length > 0) front.links = answers.links;
  return `---
${stringify(front).trimEnd()}
---

<!-- This page introduces you. The front matter above holds your name, a one-line headline,
     and links (label: URL); the assistant quotes them for "where is her code?" and "how
     do I reach him?". Below, two or three sentences a visitor should read first. -->
${answers.name} is … — replace this line with two or three sentences about yourself: what you do, where, and for whom.
`;
}

/** The names the starter `evals.yaml` asks about; a folder made from a résumé names its own. */
export interface EvalSubjects {
  organisation?: string;
  project?: string;
}

/** A starter `evals.yaml` that asks about the owner, the current role and a project. */
export function starterEvals(answers: OwnerAnswers, subjects: EvalSubjects = {}): string {
  const organisation = subjects.organisation ?? 'Example Company';
  const project = subjects.project ?? 'Example Project';
  // JSON strings are valid YAML scalars, whatever characters a name holds.
  const fill: Record<string, string> = {
    WHO_QUESTION: `Who is ${answers.name}?`,
    WHO_QUESTION_SR: `Ko je ${answers.name}?`,
    NAME: answers.name,
    WORK_QUESTION: `Where does ${answers.name} work now?`,
    ORGANISATION: organisation,
    PROJECT_QUESTION: `What is ${project}?`,
    PROJECT: project,
  };
  const contact = ['reach', 'contact', ...Object.keys(answers.links)].map((word) => JSON.stringify(word)).join(', ');
  return EVALS.replace(/\b(WHO_QUESTION_SR|WHO_QUESTION|NAME|WORK_QUESTION|ORGANISATION|PROJECT_QUESTION|PROJECT)\b/g, (key) => JSON.stringify(fill[key]))
    .replace('CONTACT', contact);
}

/** Every file of a new knowledge folder, for `answers`. */
export function starterFiles(answers: OwnerAnswers): StarterFile[] {
  return [
    { file: 'profile.md', text: profilePage(answers) },
    { file: 'about.md', text: ABOUT },
    { file: 'work/example-company.md', text: WORK },
    { file: 'projects/example-project.md', text: PROJECT },
    { file: 'contact.md', text: CONTACT },
    { file: 'evals.yaml', text: starterEvals(answers) },
    { file: 'widget.html', text: WIDGET },
  ];
}

/** The files besides the pages that a folder made from a résumé still gets. */
export function extraFiles(answers: OwnerAnswers, subjects: EvalSubjects): StarterFile[] {
  return [
    { file: 'contact.md', text: CONTACT },
    { file: 'evals.yaml', text: starterEvals(answers, subjects) },
    { file: 'widget.html', text: WIDGET },
  ];
}
