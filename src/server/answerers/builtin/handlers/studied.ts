import { jobOf, periodOf } from '../compose.js';
import type { Handler } from '../context.js';
import type { Entry, Fact } from '../portfolio/model.js';
import { focus, one, SAID } from './shared.js';

// The keys of questions.yaml's words of schooling, made once.
let schooling: Set<string> | undefined;

// Verbs of learning that ask where as a school, though no word of them names one ("Where did he learn violin making?").
const LEARNED = new Set(['learn', 'learned', 'learnt', 'train', 'trained', 'naucio', 'naucila', 'ucio', 'ucila']);

/**
 * "Where did she study pharmacy?", "Where did he learn violin making?", "Where did she get her vet degree?": the
 * degree or school whose lines say what was learned ("University of Belgrade, Faculty of Pharmacy as Master of
 * Pharmacy (2003–2008)"), the first of equals; not a sentence that only names a town, nor every degree.
 */
export const studied: Handler = {
  name: 'studied',
  answer(context) {
    const { question, portfolio, layer, search, say } = context;
    if (question.kind !== 'where' || !question.past) return undefined;
    if (question.entryKind !== 'education' && !question.words.some((word) => LEARNED.has(word.text))) return undefined;
    // What was learned: the question's words but those that only say "study", "degree", "school".
    schooling ??= new Set(layer.vocabulary.questions['entry-kinds'].education!.map((word) => layer.key(word, 'en')));
    const topic = focus(question).filter((term) => !term.framing && !term.proper && !term.alternatives[0]!.keys.every((key) => schooling!.has(key)));
    if (topic.length === 0) return undefined;
    const said = (entry: Entry) => topic.filter((term) => entry.facts.some((fact) => search.strength(term, fact) >= SAID)).length;
    const schools = portfolio.entries.filter((entry) => entry.kind === 'education' && said(entry) > 0);
    if (schools.length === 0) return undefined;
    const most = Math.max(...schools.map(said));
    // (Of two at one school, "Master of Pharmacy" and a later specialisation, the first: where the study was.)
    const start = (entry: Entry) => entry.period?.from ?? Infinity;
    const best = schools.filter((entry) => said(entry) === most).sort((a, b) => start(a) - start(b))[0]!;
    // (A title that says none of it, a section "Education" with a line "I studied at …": that line, as written.)
    const titleKeys = new Set(layer.keysOf(best.title, portfolio.language));
    if (best.certain || topic.some((term) => term.alternatives[0]!.keys.every((key) => titleKeys.has(key)))) return `${jobOf(best, say)}${periodOf(best, say)}.`;
    const says = (fact: Fact) => topic.filter((term) => search.strength(term, fact) >= SAID).length;
    return one(context, best.facts.reduce((top, fact) => (says(fact) > says(top) ? fact : top)));
  },
};
