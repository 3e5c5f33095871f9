// Asks the built-in answerer from the command line (after `npm run build`):
//   node scripts/ask.mjs DIR "question" ["+follow-up"] ["sr:pitanje"]
// A question starting with + follows the one before it; sr: asks with language sr-Latn.
import { createAnswerer, loadKnowledge } from '../dist/server/index.js';

const [dir, ...questions] = process.argv.slice(2);
const answerer = await createAnswerer({ provider: 'extractive', fallback: 'none' }, await loadKnowledge(dir));
let history = [];
for (let question of questions) {
  const followUp = question.startsWith('+');
  if (followUp) question = question.slice(1);
  else history = [];
  const [language, message] = question.startsWith('sr:') ? ['sr-Latn', question.slice(3)] : ['en', question];
  const { reply } = await answerer.answer({ message, history: [...history], language, signal: new AbortController().signal });
  console.log(`${followUp ? '  (follow-up) ' : ''}> ${message}\n${reply}\n`);
  history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
}
