import type { TextLayer } from '../../language/analyzer.js';
import { WORD_CLASS } from '../../language/analyzer.js';
import { fold, type Word } from '../../language/text.js';
import type { Fact } from './portfolio/model.js';
import { numberWords } from './numbers.js';

/** The ages a line allows, in years: from `from` up to below `to` ("aged 4 to 7": 4 to below 8; "under 14": 0 to below 14; "16 and over": 16 to Infinity). */
export interface AgeRange {
  from: number;
  to: number;
}

/** Reads the age a visitor asks with ("my 13-year-old", "a four-year-old", "petogodišnjak") and the ages lines allow. */
export interface Ages {
  /** The age in years a question names, and the words that name it (no topic to find). */
  asked(words: readonly Word[]): { years: number; words: Set<Word> } | undefined;
  /** The age ranges a line states: in its text after an age word or with a unit of age, or in a cell under an age column. */
  ranges(fact: Fact): AgeRange[];
}

const DASH = '(?:\\s*[–—-]\\s*|\\s+(?:to|do|and|i)\\s+)';

/** Builds the age reader from questions.yaml's `ages`. */
export function createAges(layer: TextLayer): Ages {
  const data = layer.vocabulary.questions.ages;
  const numbers = numberWords(layer);
  const value = (text: string) => (/^\d+$/.test(text) ? Number(text) : (numbers.value(text) ?? NaN));
  const number = `(\\d{1,2}|${numbers.pattern})`;
  const unit = `(?:[\\s-]*(${[...data.years, ...data.months].join('|')})\\b)?`;
  const months = new Set(data.months);
  const inYears = (n: string, u: string | undefined) => value(n) / (u && months.has(u) ? 12 : 1);
  const before = `\\b(?:${data.before.join('|')})`;
  const asked = [
    new RegExp(`\\b${number}[\\s-]*(year|month)s?[\\s-]*old\\b(?!s)`),
    new RegExp(`\\baged\\s+${number}\\b`),
    new RegExp(`\\b(${Object.keys(data.prefixes).join('|')}|\\d{1,2}-?)godisnj`),
  ];
  // A range with both ends: "aged 4 to 7", "ages 8–12", "4- and 5-year-olds", "from 18 months to 7 years", "od 3 do 4 godine".
  const ageUnit = `[\\s-]*(${[...data.years, ...data.months].join('|')})\\b`;
  const both = [
    new RegExp(`${before}\\s+${number}${unit}${DASH}${number}${unit}`, 'g'),
    new RegExp(`\\b${number}()[\\s-]*${DASH}${number}[\\s-]*(year|month)[\\s-]*olds?\\b`, 'g'),
    new RegExp(`\\b(?:from|od)\\s+${number}${unit}${DASH}${number}${ageUnit}`, 'g'),
  ];
  // One end open: "16 and over", "18 or older", "12+", "from the age of 12", "minimum age: 10", "from twelve years old".
  const above = [
    new RegExp(`${before}\\s+${number}${unit}\\s*(?:\\+|and over|and older|and above|or older|or over|i starij\\w*)`, 'g'),
    new RegExp(`\\b${number}${unit}\\s*(?:and over|and older|or older|or over|i starij\\w*)`, 'g'),
    new RegExp(`\\b(?:from the age of|from age|minimum age:?)\\s+${number}${unit}`, 'g'),
    new RegExp(`\\bfrom\\s+${number}${unit}[\\s-]*old\\b`, 'g'),
  ];
  // After a person or an age word: "children under 14", "kids over 12" (not "in under 20 minutes", "over 20 countries").
  const bounded = new RegExp(`\\b(\\p{L}+)\\s+(under|over|younger than|older than|mladj\\w* od|starij\\w* od)\\s+${number}${unit}`, 'gu');
  const person = (word: string) => data.before.includes(word) || (layer.relations.classes(layer.key(word, 'en')) & WORD_CLASS.person) !== 0;
  const column = new Set(data.columns);
  // An end as the first age after it, in years ("to 7" is below 8; "to 2 years" of "18 months" below 3).
  const end = (n: string, u: string | undefined) => inYears(n, u) + (u && months.has(u) ? 1 / 12 : 1);

  const read = (text: string, bare: boolean): AgeRange[] => {
    const folded = fold(text);
    const out: AgeRange[] = [];
    for (const pattern of both) for (const m of folded.matchAll(pattern)) out.push({ from: inYears(m[1]!, m[2] || m[4]), to: end(m[3]!, m[4]) });
    for (const pattern of above) for (const m of folded.matchAll(pattern)) out.push({ from: inYears(m[1]!, m[2]), to: Infinity });
    for (const m of folded.matchAll(bounded)) {
      if (!person(m[1]!)) continue;
      // ("Over 12" as "from 12": how a page means it.)
      const under = /under|younger|mladj/.test(m[2]!);
      out.push(under ? { from: 0, to: inYears(m[3]!, m[4]) } : { from: inYears(m[3]!, m[4]), to: Infinity });
    }
    // Under an age column a cell needs no age word: "3–4 years", "12+".
    const cell = bare && out.length === 0 ? new RegExp(`^\\s*${number}${unit}(?:${DASH}${number}${unit}|\\s*(\\+))`).exec(folded) : null;
    if (cell) out.push({ from: inYears(cell[1]!, cell[2] || cell[4]), to: cell[5] ? Infinity : end(cell[3]!, cell[4]) });
    return out.filter((range) => !Number.isNaN(range.from) && !Number.isNaN(range.to) && range.from <= range.to);
  };

  return {
    asked(words) {
      const text = words.map((word) => word.text).join(' ');
      for (const pattern of asked) {
        const m = pattern.exec(text);
        if (!m) continue;
        const prefix = m[1]!.replace(/-$/, '');
        const years = pattern === asked[2] ? (data.prefixes[prefix] ?? value(prefix)) : inYears(m[1]!, m[2] === 'month' ? 'month' : undefined);
        if (Number.isNaN(years)) continue;
        const said = new Set(m[0].split(/[\s-]+/));
        return { years, words: new Set(words.filter((word) => said.has(word.text) || word.text.includes('yearold') || word.text.includes('monthold') || word.text.includes('godisnj'))) };
      }
      // ("Can my teenager join a book group?": a stage of life is an age, "Page 99 · 12–17".)
      for (const word of words) {
        const years = stageOfLife(layer, layer.key(word.text, 'en')) ?? stageOfLife(layer, layer.key(word.text, 'sr'));
        if (years !== undefined) return { years, words: new Set() };
      }
      return undefined;
    },
    ranges(fact) {
      const cells = (fact.cells ?? []).filter(([header]) => layer.keysOf(header, fact.language).some((key) => column.has(key)));
      return cells.length > 0 ? cells.flatMap(([, cell]) => read(cell, true)) : read(fact.text, false);
    },
  };
}

/** Whether any of the ranges holds the age. */
export function holdsAge(ranges: readonly AgeRange[], years: number): boolean {
  return ranges.some((range) => years >= range.from && years < range.to);
}

// The ages of questions.yaml's stages of life (ages.nouns) by their English and Serbian keys, made once per layer.
const stages = new WeakMap<TextLayer, Map<string, number>>();

/** The age in years a stage of life stands for, by its key ("toddler": 2, "teenager": 15), if the key is one. */
export function stageOfLife(layer: TextLayer, key: string): number | undefined {
  let ages = stages.get(layer);
  if (!ages) {
    ages = new Map(Object.entries(layer.vocabulary.questions.ages.nouns).flatMap(([noun, years]) => [[layer.key(noun, 'en'), years] as const, [layer.key(noun, 'sr'), years] as const]));
    stages.set(layer, ages);
  }
  return ages.get(key);
}
