import { isStopword, type WeightedTerms } from '../../retrieval/query.js';
import { isYear, stem, tokenize, yearsCovered } from '../../retrieval/text.js';

/** A block of a section (a list item, a line of facts or a paragraph) and its stems. */
export interface Unit {
  text: string;
  stems: ReadonlySet<string>;
  years: ReadonlySet<number>;
}

const LIST_ITEM = /^\s*([-*+]|\d+[.)]|\|)\s/;
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
    } else if (inItem && /^\s/.test(line)) {
      // An indented line continues the list item above it.
      blocks[blocks.length - 1] += ` ${line.trim()}`;
    } else {
      paragraph.push(line.trim());
      inItem = false;
    }
  }
  flush();
  return blocks.map((block) => {
    const tokens = tokenize(block);
    const years = new Set(yearsCovered(block, CURRENT_YEAR));
    for (const token of tokens) if (isYear(token)) years.add(Number(token));
    return { text: block, stems: new Set(tokens.filter((t) => !isStopword(t)).map(stem)), years };
  });
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
  const whole = units.map((u) => cleanMarkdown(u.text)).filter((t) => t !== '').join('\n');
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
  return [...chosen].sort((a, b) => a - b).map((i) => cleanMarkdown(units[i]!.text)).filter((t) => t !== '').join('\n');
}

// Asked about a year, a dated list keeps only the entries that cover it.
function onlyYears(units: readonly Unit[], years: number[]): readonly Unit[] {
  if (years.length === 0) return units;
  const kept = units.filter((u) => u.years.size === 0 || years.some((y) => u.years.has(y)));
  return kept.some((u) => u.years.size > 0) ? kept : units;
}

function scoreUnit(unit: Unit, terms: WeightedTerms, queryYears: number[]): number {
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
    .replace(/(\*\*|__|`)/g, '')
    .replace(/^\s*[*+]\s+/gm, '- ')
    .replace(/[ \t]+$/gm, '')
    .trim();
}
