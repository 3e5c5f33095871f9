import type { Section } from '../../knowledge/types.js';
import { textLayer } from '../../language/analyzer.js';

// Lines longer than this are split into sentences, so one fact can be kept from a long paragraph.
const LONG_LINE = 400;
const GAP = '…';

/**
 * A copy of `section` whose text is cut to about `maxChars` characters, keeping
 * the lines that share the most words with `query` (in their original order),
 * or the beginning when none do. Used when the best-matching section alone is
 * larger than the whole context budget: an excerpt of it grounds the model
 * better than skipping it for sections that match worse.
 */
export function trimSection(section: Section, query: string, maxChars: number): Section | undefined {
  if (maxChars < 200) return undefined;
  const terms = new Set(words(query));
  const units = splitUnits(section.text);
  const ranked = units
    .map((text, index) => ({ text, index, score: overlap(text, terms) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const kept: Array<{ text: string; index: number }> = [];
  let used = 0;
  for (const unit of ranked) {
    if (unit.score === 0 && kept.length > 0) break;
    const cost = unit.text.length + GAP.length + 2;
    if (used + cost > maxChars) {
      if (kept.length === 0) kept.push({ text: unit.text.slice(0, maxChars - GAP.length - 2), index: unit.index });
      continue;
    }
    kept.push(unit);
    used += cost;
  }
  kept.sort((a, b) => a.index - b.index);
  const text = kept.map((unit, i) => (i > 0 && kept[i - 1]!.index !== unit.index - 1 ? `${GAP}\n${unit.text}` : unit.text)).join('\n');
  return { ...section, text: kept[0]?.index === 0 ? text : `${GAP}\n${text}` };
}

function splitUnits(text: string): string[] {
  const units: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.length <= LONG_LINE) units.push(line);
    else units.push(...(line.match(/[^.!?]+(?:[.!?]+\s*|$)/g) ?? [line]).map((s) => s.trim()).filter(Boolean));
  }
  return units;
}

// The text layer's keys of a text's content words, in both languages a page may be written in.
function words(text: string): string[] {
  const layer = textLayer();
  return [...layer.keysOf(text, 'en'), ...layer.keysOf(text, 'sr')];
}

function overlap(text: string, terms: ReadonlySet<string>): number {
  let score = 0;
  for (const word of new Set(words(text))) if (terms.has(word)) score++;
  return score;
}
