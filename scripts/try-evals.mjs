// Measures the built-in answerer on an evals YAML file: node scripts/try-evals.mjs DIR EVALS.yaml [-v]
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createExtractiveAnswerer } from '../dist/server/answerers/extractive.js';
import { loadKnowledge } from '../dist/server/knowledge/load.js';

const [dir, file, flag] = process.argv.slice(2);
const answerer = createExtractiveAnswerer({ knowledge: await loadKnowledge(dir) });
const raw = parse(readFileSync(file, 'utf8'));
const entries = Array.isArray(raw) ? raw : raw.evals ?? raw.entries ?? [];
const list = (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const lengths = [];
let passed = 0;
for (const entry of entries) {
  const history = (entry.history ?? []).map((h) => (typeof h === 'string' ? { role: 'user', content: h } : h));
  const { reply } = await answerer.answer({ message: entry.question, history, language: entry.lang ?? 'en', signal: new AbortController().signal });
  const head = reply.slice(0, 400).toLowerCase();
  const ok = list(entry.expect).every((s) => head.includes(String(s).toLowerCase()))
    && (list(entry.anyOf).length === 0 || list(entry.anyOf).some((s) => head.includes(String(s).toLowerCase())))
    && list(entry.absent).every((s) => !reply.toLowerCase().includes(String(s).toLowerCase()));
  lengths.push(reply.length);
  if (ok) passed++;
  else if (flag === '-v') console.log(`FAIL ${entry.question}${entry.history ? ' [after ' + JSON.stringify(entry.history).slice(0, 80) + ']' : ''}\n  expect ${JSON.stringify(entry.expect ?? '')} anyOf ${JSON.stringify(entry.anyOf ?? '')} absent ${JSON.stringify(entry.absent ?? '')}\n  got: ${reply.replace(/\n/g, ' / ')}`);
}
lengths.sort((a, b) => a - b);
console.log(`${passed}/${entries.length} passed; median reply ${lengths[Math.floor(lengths.length / 2)]} chars`);
