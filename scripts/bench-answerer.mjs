#!/usr/bin/env node
// Times the built-in extractive answerer on a generated 50-file portfolio.
// Run after a build: `npx tsc -p . && node scripts/bench-answerer.mjs [rounds]`.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadKnowledge } from '../dist/server/knowledge/load.js';
import { createExtractiveAnswerer } from '../dist/server/answerers/extractive.js';

const ROUNDS = Math.min(Math.max(Number(process.argv[2] ?? 200), 10), 5000);
const STACKS = ['TypeScript, Node.js, PostgreSQL', 'Go, gRPC, Redis', 'Rust, Tauri, SQLite', 'Python, FastAPI, DuckDB', 'Kotlin, Compose, Room'];
const WORDS = 'pipeline cache queue ledger tracker planner gateway scheduler indexer renderer'.split(' ');

async function writePortfolio(dir) {
  const files = {
    'profile.md': '---\nname: Bench Owner\nheadline: Engineer\nlinks:\n  LinkedIn: https://www.linkedin.com/in/bench\n---\nBench Owner builds software.\n',
    'about.md': '---\ntitle: About\n---\n# About\nI build backend systems and developer tools.\n',
    'skills.md': '# Skills\n## Languages\n- TypeScript, Go, Rust\n## Data\n- PostgreSQL, Redis, Kafka\n',
    'education.md': '# Education\n## MSc Computer Science (2012–2014)\nUniversity of Somewhere.\n',
    'contact.md': '# Contact\nUse the form at https://example.com/contact.\n',
  };
  for (let i = 0; i < 8; i++) {
    files[`experience/job-${i}.md`] =
      `# Company ${i} — Engineer (${2000 + 2 * i}–${2002 + 2 * i})\n- Built the ${WORDS[i % WORDS.length]} service.\n- Led a team of ${i + 2}.\n`;
  }
  for (let i = 0; i < 37; i++) {
    const name = `Project ${WORDS[i % WORDS.length]} ${i}`;
    files[`projects/p${String(i).padStart(2, '0')}.md`] = [
      `---\ntitle: ${name}\nurl: https://github.com/bench/p${i}\ntags: [${WORDS[(i + 3) % WORDS.length]}, open source]\n---`,
      `# ${name}`,
      `${name} is a ${WORDS[(i + 1) % WORDS.length]} for teams. ${'It keeps things fast and simple. '.repeat(6)}`,
      `- **Stars:** ${100 + 37 * i} on GitHub`,
      `- **Tech stack:** ${STACKS[i % STACKS.length]}`,
      `- **Role:** creator`,
      '## Outcomes',
      `- Cut latency by ${10 + i}%.\n- Used by ${i + 3} companies.`,
    ].join('\n');
  }
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return Object.keys(files).length;
}

const QUESTIONS = [
  { message: 'What is Project ledger 12 built with?' },
  { message: 'How many stars does Project gateway 26 have?' },
  { message: 'How many stars does it have?', history: [{ role: 'user', content: 'Tell me about Project cache 31' }, { role: 'assistant', content: 'It is a cache.' }] },
  { message: 'Where did she work in 2009?' },
  { message: 'Koje tehnologije koristi Project queue 2?', language: 'sr-Latn' },
  { message: 'Who is Bench Owner?' },
  { message: 'Can you send her an email?' },
  { message: 'What is the weather like?' },
  { message: 'Does she play the violin?' },
  { message: 'Hello!' },
];

const dir = await mkdtemp(path.join(tmpdir(), 'secretary-bench-'));
try {
  const fileCount = await writePortfolio(dir);
  const knowledge = await loadKnowledge(dir);
  const answerer = createExtractiveAnswerer({ knowledge });
  const signal = new AbortController().signal;
  const inputs = QUESTIONS.map((q) => ({ message: q.message, history: q.history ?? [], language: q.language ?? 'en', signal }));
  for (const input of inputs) await answerer.answer(input); // warm up the JIT and the unit cache
  // Wall time includes waits for a busy CPU; CPU time (getrusage) shows the work itself.
  const wall = [];
  const cpu = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const input of inputs) {
      const cpuStart = process.cpuUsage();
      const start = process.hrtime.bigint();
      await answerer.answer(input);
      wall.push(Number(process.hrtime.bigint() - start) / 1000);
      const used = process.cpuUsage(cpuStart);
      cpu.push(used.user + used.system);
    }
  }
  const stats = (samples) => {
    samples.sort((a, b) => a - b);
    const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
    return `median ${at(0.5)} µs, p90 ${at(0.9)} µs, p99 ${at(0.99)} µs`;
  };
  console.log(`portfolio: ${fileCount} files, ${knowledge.sections.length} sections; ${wall.length} answers (${QUESTIONS.length} questions x ${ROUNDS})`);
  console.log(`answer() wall time: ${stats(wall)}`);
  console.log(`answer() CPU time:  ${stats(cpu)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
