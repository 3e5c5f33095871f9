import { isStopword, type WeightedTerms } from '../../retrieval/query.js';
import { isYear, stem, tokenize, yearsCovered } from '../../retrieval/text.js';

/** A block of a section (a list item, a line of facts, a paragraph or a sentence of a long one) and its stems. */
export interface Unit {
  text: string;
  stems: ReadonlySet<string>;
  years: ReadonlySet<number>;
  /** Set on the sentences of one long paragraph, so they are joined back with spaces. */
  paragraph?: number;
}

const LIST_ITEM = /^\s*([-*+]|\d+[.)]|\|)\s/;
// A paragraph longer than this is quoted sentence by sentence, so the one
// sentence with the fact is kept even when the paragraph exceeds the budget.
const LONG_PARAGRAPH = 320;
const WRAPPED = /^.{60,}[^.!?:;)\]|]$/;
const SENTENCE_END = /(?<=[.!?…])\s+(?=[\p{Lu}\d"“‘(*_[])/u;
const CURRENT_YEAR = new Date().getUTCFullYear();

/** Splits section text into units: each list item or table row alone, paragraphs whole. */
export function splitUnits(text: string): Unit[] {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(paragraph.join(' '));
    paragraph = [];
  };
  let inItem = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      flush();
      inItem = false;
    } else if (LIST_ITEM.test(line) || /^\s*\*\*[^*]+:\*\*/.test(line) || /^[\p{L} ]{1,30}: \S/u.test(line)) {
      flush();
      blocks.push(line.trim());
      inItem = true;
    } else if (inItem && (/^\s/.test(line) || WRAPPED.test(blocks[blocks.length - 1]!))) {
      // An indented line continues the list item above it; so does any line
      // after a long one cut mid-sentence (text wrapped by the editor).
      blocks[blocks.length - 1] += ` ${line.trim()}`;
    } else {
      paragraph.push(line.trim());
      inItem = false;
    }
  }
  flush();
  const units: Unit[] = [];
  blocks.forEach((block, index) => {
    const sentences = block.length > LONG_PARAGRAPH && !LIST_ITEM.test(block) ? block.split(SENTENCE_END) : [block];
    for (const sentence of sentences) {
      const unit = toUnit(sentence);
      if (sentences.length > 1) unit.paragraph = index;
      units.push(unit);
    }
  });
  return units;
}

function toUnit(text: string): Unit {
  const tokens = tokenize(text);
  const years = new Set(yearsCovered(text, CURRENT_YEAR));
  for (const token of tokens) if (isYear(token)) years.add(Number(token));
  return { text, stems: new Set(tokens.filter((t) => !isStopword(t)).map(stem)), years };
}

// Units back to text: sentences of one paragraph with spaces ("…" where some
// were left out), other units on lines of their own.
function render(units: readonly Unit[], indexes: readonly number[]): string {
  let out = '';
  let previous = -1;
  for (const index of indexes) {
    const unit = units[index]!;
    const text = cleanMarkdown(unit.text);
    if (text === '') continue;
    const before = previous >= 0 ? units[previous]! : undefined;
    const sameParagraph = before !== undefined && unit.paragraph !== undefined && before.paragraph === unit.paragraph;
    if (out !== '') out += sameParagraph ? (index === previous + 1 ? ' ' : ' … ') : '\n';
    out += text;
    previous = index;
  }
  return out;
}

/** The first paragraph or list item of some Markdown text. */
export function firstUnit(text: string): string {
  return splitUnits(text)[0]?.text ?? '';
}

/**
 * The part of a section worth quoting: all of it when short, else the units
 * that match the query best (in their original order) within `budget` characters.
 */
export function excerpt(allUnits: readonly Unit[], terms: WeightedTerms, budget: number): string {
  const queryYears = [...terms.keys()].filter(isYear).map(Number);
  const units = onlyYears(allUnits, queryYears);
  const whole = render(units, units.map((_, i) => i));
  if (whole.length <= budget) return whole;
  const scores = units.map((unit) => scoreUnit(unit, terms, queryYears));
  const best = Math.max(...scores);
  const chosen = new Set<number>();
  let used = 0;
  const take = (index: number) => {
    const length = cleanMarkdown(units[index]!.text).length + 1;
    if (chosen.has(index) || used + length > budget) return;
    chosen.add(index);
    used += length;
  };
  if (best > 0) {
    const ranked = scores.map((score, index) => ({ score, index })).filter((s) => s.score >= best / 2);
    ranked.sort((a, b) => b.score - a.score || a.index - b.index);
    for (const { index } of ranked) take(index);
  }
  // The opening unit usually says what the section is about; keep it when there is room.
  take(0);
  for (let i = 1; i < units.length && best <= 0; i++) take(i);
  if (chosen.size === 0) return `${cleanMarkdown(units[0]?.text ?? '').slice(0, budget - 1)}…`;
  return render(units, [...chosen].sort((a, b) => a - b));
}

// Asked about a year, a dated list keeps only the entries that cover it.
function onlyYears(units: readonly Unit[], years: number[]): readonly Unit[] {
  if (years.length === 0) return units;
  const kept = units.filter((u) => u.years.size === 0 || years.some((y) => u.years.has(y)));
  return kept.some((u) => u.years.size > 0) ? kept : units;
}

/** How well a unit matches the query terms and asked years (0 when not at all). */
export function scoreUnit(unit: Unit, terms: WeightedTerms, queryYears: readonly number[]): number {
  let score = 0;
  for (const [term, weight] of terms) {
    if (isYear(term)) continue;
    if (unit.stems.has(term)) score += weight;
    else if (term.length >= 4) for (const s of unit.stems) if (s.startsWith(term)) { score += weight * 0.5; break; }
  }
  for (const year of queryYears) if (unit.years.has(year)) score += 1;
  return score;
}

/** Markdown reduced to readable plain text: links as "text (url)", no emphasis marks or HTML. */
export function cleanMarkdown(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label: string, url: string) => (label === url ? url : `${label} (${url})`))
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*(:?-{3,}:?\s*)?$\n?/gm, '')
    // Rules (---, ***, ===) separate; they say nothing.
    .replace(/^ {0,3}([-*_=])([ \t]*\1){2,}[ \t]*$\n?/gm, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/^\s*[*+]\s+/gm, '- ')
    .replace(/[ \t]+$/gm, '')
    .trim();
}
