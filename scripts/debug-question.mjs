// Shows how the built-in answerer reads a question and ranks facts (after `npm run build`):
//   node scripts/debug-question.mjs DIR "question" [sr] ["earlier question" …]   (earlier turns, replies left empty)
import { loadKnowledge } from '../dist/server/index.js';
import { textLayer } from '../dist/server/language/analyzer.js';
import { createPortfolioIndex } from '../dist/server/answerers/builtin/index.js';
import { resolveQuestion } from '../dist/server/answerers/builtin/conversation.js';

const [dir, message, lang = 'en', ...earlier] = process.argv.slice(2);
const history = earlier.flatMap((content) => [{ role: 'user', content }, { role: 'assistant', content: '' }]);
const layer = textLayer();
// The view a visitor of that language is answered from: a Serbian page before its English twin.
const index = createPortfolioIndex(await loadKnowledge(dir));
const { portfolio, search } = index.view(lang === 'sr' ? 'sr-Latn' : 'en');
const reader = index.reader;
const read = reader.read(message, lang === 'sr' ? 'sr' : 'en', portfolio.owner);
const { question, subject } = resolveQuestion(read, history, reader, search, portfolio, layer);
const { words, terms, ...rest } = question;
console.log(JSON.stringify(rest), 'subject:', subject?.name);
for (const t of terms) console.log(`  term ${t.raw} w=${t.weight.toFixed(2)} proper=${t.proper} head=${t.head} noun=${t.noun} framing=${t.framing} optional=${t.optional} alts=${t.alternatives.slice(0, 12).map((a) => `${a.keys.join('+')}:${a.weight.toFixed(2)}`).join(' ')}${t.alternatives.length > 12 ? ` …${t.alternatives.length}` : ''}`);
for (const hit of search.rank(question, subject ? { subject } : {}).slice(0, 6)) console.log(`  ${hit.score.toFixed(2)} cov=${hit.coverage.toFixed(2)} [${hit.fact.entry?.name ?? '-'}] ${hit.fact.text.slice(0, 120)}`);
