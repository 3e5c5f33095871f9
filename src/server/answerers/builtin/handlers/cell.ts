import { inFrame, showCell, showFact, withSource } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Entry, Fact } from '../portfolio/model.js';
import { isPluralTerm, keysOnly, MIN_COVERAGE, NEARLY, SAID } from './shared.js';

/**
 * "Who organised the Adriatic Ports Forum?", "Where did he give his talk about IIIF?": the table row
 * the question is about (the first row among the best hits), and its cell under the column a question
 * word names ("organised": "Organiser") or the question's kind asks for ("where": "City"), with the rest
 * of the row as written. "Who published the novel?": a labelled line of the entry the question is about
 * whose label a question word names ("Publisher: Akademska knjiga") is such a cell too.
 */
export const cell: Handler = {
  name: 'cell',
  answer(context) {
    const { question, search, subject } = context;
    if (question.kind === 'yes-no' || question.kind === 'how-many' || question.kind === 'list') return undefined;
    // ("Her most recent talk", "her first show": an order over the rows, which the list handler keeps.)
    if (question.time !== undefined || question.superlative) return undefined;
    // ("Which talks has she given?" asks for the rows, not for one cell.)
    const many = question.terms.some((term) => isPluralTerm(context, term));
    if (many && (question.kind === 'which' || question.kind === 'what')) return undefined;
    const hits = search.rank(question, subject ? { subject } : {});
    const best = hits[0];
    if (!best || best.coverage < MIN_COVERAGE) return undefined;
    const labelled = labelledCell(context, best.fact.entry ?? subject);
    if (labelled) return labelled;
    // (A row just behind a line that only repeats the question's words: "Nominated … for Woyzeck" before Woyzeck's row.)
    const top = hits.slice(0, ROWS_LOOKED_AT).find((hit) => hit.fact.cells && hit.coverage >= MIN_COVERAGE && hit.score >= best.score * NEARLY);
    const cells = top?.fact.cells;
    if (!top || !cells) return undefined;
    // ("Where has he exhibited?": a question that says no more of one row than of the others of its table asks for them all.)
    if (question.kind === 'where' && !subject && hits.filter((hit) => hit.fact.section === top.fact.section && hit.fact.cells && hit.score >= top.score * NEARLY).length >= 3) return undefined;
    // (Nor a row of another kind than the one asked: "Where did she go to university?" and a sale "near the university campus".)
    if (question.entryKind && top.fact.entry && top.fact.entry.kind !== question.entryKind) return undefined;
    // A question of where or when asks for that column; another kind for the column a word of it names.
    const byKind = cells.find(([header, value]) => value !== '' && holdsAsked(context, header, top.fact));
    const asked = byKind ?? (question.kind === 'where' || question.kind === 'when' ? undefined : cells.find(([header, value]) => value !== '' && namesColumn(context, top.fact, header)));
    if (!asked) return undefined;
    return withSource(inFrame(showCell(top.fact, asked), [top.fact], context.say), top.fact.entry, context.say);
  },
};

// The best hits a row is looked for among.
const ROWS_LOOKED_AT = 3;

// "Who published it?": the entry's labelled line whose label the question's words name, every word of it ("Publisher",
// not "Print run"), and whose value does not say them.
function labelledCell(context: Context, entry: Entry | undefined) {
  const { question, search, layer } = context;
  if (!entry || (question.kind !== 'who' && question.kind !== 'which')) return undefined;
  const named = (fact: Fact) =>
    layer.keysOf(fact.label!, fact.language).every((key) => question.terms.some((term) => search.strength(term, keysOnly(fact, new Set([key]))) >= SAID));
  const line = entry.facts.find((fact) => fact.label !== undefined && fact.value !== undefined && named(fact) && namesColumn(context, { ...fact, cells: [[fact.label, fact.value]] }, fact.label));
  return line ? withSource(inFrame(showFact(line), [line], context.say), entry, context.say) : undefined;
}

// A column a question word says by its header ("organised": "Organiser"), when the
// row's own cells do not also say that word.
function namesColumn(context: Context, row: Fact, header: string): boolean {
  const { question, search, layer } = context;
  const as = (keys: ReadonlySet<string>) => keysOnly(row, keys);
  const headerFact = as(new Set(layer.keysOf(header, row.language)));
  const rowFact = as(new Set(layer.keysOf(row.cells!.map(([, value]) => value).join(' '), row.language)));
  return question.terms.some((term) => search.strength(term, headerFact) >= SAID && search.strength(term, rowFact) < SAID);
}

// A column that holds what the question's kind asks for: where, a place ("City"); when, a year ("Year").
function holdsAsked(context: Context, header: string, row: Fact): boolean {
  const { question, layer } = context;
  const keys = new Set(layer.keysOf(header, row.language));
  const columns = layer.vocabulary.questions.columns;
  const holds = (name: string) => (columns[name] ?? []).some((word) => keys.has(layer.key(word, 'en')));
  return (question.kind === 'where' && holds('location')) || (question.kind === 'when' && holds('period'));
}
