// The general English word relations of the text layer, read from the table that
// scripts/build-lexicon.mjs compiles at build time from WordNet 3.1 and word vectors.
// Reading it is one file read and one split: nothing is computed at start.
import { readFileSync } from 'node:fs';

const MAGIC = 'SECLEX1\n';

/** Word relations, morphology and place names for English, by comparison key. */
export interface WordRelations {
  /** Keys related to `key` (synonyms, derivations, broader and narrower words, vector neighbours), with a weight in (0, 1]. */
  related(key: string): ReadonlyArray<readonly [string, number]>;
  /** How common a key's words are in general English: 1 for the most frequent, 0 when unknown (rare). */
  rank(key: string): number;
  /** The key's WordNet classes as bits (person 1, organisation 2, unit 4, place 8, language 16); 0 when none. */
  classes(key: string): number;
  /** The parts of speech the key's words can be (noun 1, verb 2, adjective 4, adverb 8) and, in bits 4–5, the usual one (0 noun … 3 adverb); 0 when unknown. */
  parts(key: string): number;
  /** The lemma of a folded word form where its stem alone would not meet the lemma's ("taught" → teach). */
  lemma(word: string): string | undefined;
  /** Whether a folded name is a place WordNet knows ("belgrade", "new york"). */
  isPlace(name: string): boolean;
}

let table: WordRelations | undefined;

/** The relations table, read on first use and shared by the process. */
export function wordRelations(): WordRelations {
  table ??= readTable(readFileSync(new URL('./data/lexicon.bin', import.meta.url)));
  return table;
}

function readTable(buffer: Buffer): WordRelations {
  if (buffer.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error('lexicon.bin is not a secretary lexicon; run npm run build');
  const headerLength = buffer.readUInt32LE(MAGIC.length);
  const header = JSON.parse(buffer.subarray(MAGIC.length + 4, MAGIC.length + 4 + headerLength).toString()) as {
    layout: Record<string, [number, number]>;
  };
  const start = MAGIC.length + 4 + headerLength;
  const base = start + ((4 - (start % 4)) % 4);
  const bytes = (name: string) => {
    const [at, length] = header.layout[name]!;
    return buffer.subarray(base + at, base + at + length);
  };
  // Typed views need 4-byte alignment: the sections are padded to it, the Buffer's own offset may not be.
  const copy = (name: string) => new Uint8Array(bytes(name)).buffer;
  const keys = bytes('keys').toString().split('\n');
  const ranks = new Uint32Array(copy('ranks'));
  const classes = bytes('classes');
  const parts = bytes('parts');
  const offsets = new Uint32Array(copy('offsets'));
  const targets = new Uint32Array(copy('targets'));
  const weights = bytes('weights');
  const forms = bytes('forms').toString().split('\n');
  const formWords = forms.map((line) => line.slice(0, line.indexOf('\t')));
  const places = bytes('places').toString().split('\n');
  const idOf = (key: string) => search(keys, key);
  return {
    related(key) {
      const id = idOf(key);
      if (id < 0) return [];
      const out: Array<readonly [string, number]> = [];
      for (let i = offsets[id]!; i < offsets[id + 1]!; i++) out.push([keys[targets[i]!]!, weights[i]! / 255]);
      return out;
    },
    rank(key) {
      const id = idOf(key);
      return id < 0 ? 0 : ranks[id]!;
    },
    classes(key) {
      const id = idOf(key);
      return id < 0 ? 0 : classes[id]!;
    },
    parts(key) {
      const id = idOf(key);
      return id < 0 ? 0 : parts[id]!;
    },
    lemma(word) {
      const id = search(formWords, word);
      return id < 0 ? undefined : forms[id]!.slice(formWords[id]!.length + 1);
    },
    isPlace: (name) => search(places, name) >= 0,
  };
}

// Binary search in a list sorted by code point.
function search(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = list[middle]!;
    if (item === value) return middle;
    if (item < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
