// Asks the built-in answerer questions from the command line: node scripts/ask.mjs DIR "question" ["previous question"]
import { createExtractiveAnswerer } from '../dist/server/answerers/extractive.js';
import { loadKnowledge } from '../dist/server/knowledge/load.js';
const [dir, ...questions] = process.argv.slice(2);
const answerer = createExtractiveAnswerer({ knowledge: await loadKnowledge(dir) });
const history = [];
for (const q of questions) {
  const [lang, message] = q.startsWith('sr:') ? ['sr-Latn', q.slice(3)] : ['en', q];
  const { reply } = await answerer.answer({ message, history: [...history], language: lang, signal: new AbortController().signal });
  console.log(`Q: ${message}\nA: ${reply}\n`);
  history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
}
