import { stringify } from 'yaml';
import type { OwnerAnswers } from './answers.js';
import { starterEvals, type EvalSubjects } from './evals.js';

/** One file `secretary init` writes: its path in the folder and its text. */
export interface StarterFile {
  file: string;
  text: string;
}

// The names the starter pages use, which the starter evals.yaml asks about.
const STARTER: Required<EvalSubjects> = {
  organisation: 'Example Organisation',
  school: 'Example University',
  project: 'Lighthouse',
  stack: 'TypeScript',
};

// The starter pages. Guidance lives in HTML comments, which the loader drops, so a folder served
// as it stands never quotes them to a visitor. Nothing here assumes a profession: software
// specifics (a GitHub link, a tech stack, a licence) come only with `buildsSoftware`.
const about = (answers: OwnerAnswers) => `---
title: About
tags: [about, bio, background]
---

# About

<!-- Three to six sentences in your own voice: what you do, for whom, and how you like to
     work. Visitors ask "who is she?", "what does he do?": this page answers them. -->
${answers.profession ? `I work as a ${answers.profession}. ` : ''}Replace this paragraph with a few sentences about your work, in your own words.

## How I work

<!-- Short bullets answer questions best: one fact per bullet. -->
- Languages I speak: English (fluent).
`;

const experience = (answers: OwnerAnswers) => `---
title: Experience
tags: [experience, work history, career]
---

# Experience

<!-- One section per role, newest first. The heading is "Organisation — Role (start–end)";
     write "present" for the role you hold now. Years let the assistant answer "where did she
     work before X?" and "how many years of experience?". -->

## ${STARTER.organisation} — Your Role (2021–present)

Location: City, Country

- What you did, with a number where you have one (people, cases, budget, team size).
${answers.buildsSoftware ? '- The technologies you used: the assistant finds them by name.\n' : '- What you are known for in this role.\n'}
## Earlier Organisation — Your Earlier Role (2016–2021)

Location: City, Country

- What you did there.
`;

const EDUCATION = `---
title: Education
tags: [education, training, qualifications]
---

# Education

<!-- One section per degree, diploma, licence or certificate, in the same shape:
     "Institution — Qualification (start–end)". -->

## ${STARTER.school} — Your Degree (2012–2016)

- What a visitor should know about it: a specialisation, a thesis, an award.
`;

// Work to show, for any profession: a case, a programme, a publication, an exhibition.
const PROJECTS = `---
title: Projects
tags: [projects, work, portfolio]
---

# Projects

<!-- Work you are proud of: a project, a case, a programme you ran, a publication, an
     exhibition. One section each, with its year; say what it was, your part and the outcome. -->

## ${STARTER.project} (2023)

${STARTER.project} is one piece of work you are proud of. Replace this with your own.

- **Role:** your part in it
- **Outcome:** what changed because of it, with a number where you have one
`;

// The same, as someone who builds software shows it: one page per project, with its repository.
const SOFTWARE_PROJECT = `---
title: ${STARTER.project}
url: https://github.com/your-name/lighthouse
tags: [open source]
---

# ${STARTER.project}

<!-- One file per project in projects/. Say what it is in the first sentence; then bullets
     for the stack, your role and the outcome. \`url\` in the front matter is quoted as the
     project's link. -->
${STARTER.project} is a small tool that does one useful thing. Replace this with your project.

- **Tech stack:** ${STARTER.stack}, Node.js
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
     and links (label: URL); the assistant quotes them for "how do I reach her?". Add a line
     "pronouns: she/her" (or he/him, they/them) to it, and the demo page asks about you that
     way. Below, two or three sentences a visitor should read first. -->
${answers.name} is … — replace this line with two or three sentences about yourself: what you do, where, and for whom.
`;
}

/** Every file of a new knowledge folder, for `answers`. */
export function starterFiles(answers: OwnerAnswers): StarterFile[] {
  const projects = answers.buildsSoftware ? { file: 'projects/lighthouse.md', text: SOFTWARE_PROJECT } : { file: 'projects.md', text: PROJECTS };
  const { stack, ...subjects } = STARTER;
  return [
    { file: 'profile.md', text: profilePage(answers) },
    { file: 'about.md', text: about(answers) },
    { file: 'experience.md', text: experience(answers) },
    { file: 'education.md', text: EDUCATION },
    projects,
    { file: 'contact.md', text: CONTACT },
    { file: 'evals.yaml', text: starterEvals(answers, answers.buildsSoftware ? STARTER : subjects) },
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
