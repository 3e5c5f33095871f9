// The Serbian–English dictionary (FreeDict's Croatian–English, keyed for Serbian by
// scripts/serbian-dictionary.mjs at build time): the English keys of a Serbian word the
// glossary lacks. Read on first use, since only a Serbian question needs it; a build made
// without the dictionary has an empty file, and then no word is found in it.
import { readFileSync } from 'node:fs';

let table: Map<string, string[]> | undefined;

/** The dictionary: a Serbian word's folded form and its Serbian key → English keys (a phrase's keys joined by a space). */
export function serbianDictionary(): ReadonlyMap<string, readonly string[]> {
  if (table) return table;
  table = new Map();
  for (const line of readFileSync(new URL('./data/dictionary.txt', import.meta.url), 'utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) table.set(line.slice(0, tab), line.slice(tab + 1).split('|'));
  }
  return table;
}
