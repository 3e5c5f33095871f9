// The general English word relations of the text layer, read from the table that
// scripts/build-language.mjs compiles at build time from WordNet 3.1 and word vectors.
// Reading it is one file read: its strings are searched where they lie, nothing is split at start.
import { readFileSync } from 'node:fs';

const MAGIC = 'SECLEX5\n';
// A key's parts byte: the parts of speech and the usual one in bits 0–5, and bit 6 when it is a homograph.
const PARTS = 63;
const HOMOGRAPH = 64;

/** Word relations, morphology, word classes and place names for English, by comparison key. */
export interface WordRelations {
  /**
   * Keys related to `key` (synonyms, derivations, broader and narrower words, vector neighbours), with a weight in (0, 1],
   * whether the relation is to a broader word ("elephant" → "animal"), whether it holds in no sense of the key as a
   * noun ("dog" → "trail": the verb's), whether it holds only in its senses as a noun ("book" → "publication") and
   * whether WordNet gives it (not the vectors alone: "book" → "write").
   */
  related(key: string): ReadonlyArray<readonly [string, number, boolean, boolean, boolean, boolean]>;
  /** How common a key's words are in general English: 1 for the most frequent, 0 when unknown (rare). */
  rank(key: string): number;
  /** The key's WordNet classes as bits (person 1, organisation 2, unit 4, place 8, language 16, calendar 32, country 64); 0 when none. */
  classes(key: string): number;
  /** The parts of speech the key's words can be (noun 1, verb 2, adjective 4, adverb 8) and, in bits 4–5, the usual one (0 noun … 3 adverb); 0 when unknown. */
  parts(key: string): number;
  /** Whether the key is a noun and a verb in senses no derivation joins, both in common use ("book"; language/roles.ts). */
  homograph(key: string): boolean;
  /** The lemma of a folded word form where the plural rule alone would not find it ("taught" → teach). */
  lemma(word: string): string | undefined;
  /** Whether a folded name is a place WordNet knows ("belgrade", "new york"). */
  isPlace(name: string): boolean;
  /** The places a folded place name lies in, a step at a time ("vienna" → [austria, …], [europe], …); none when unknown. */
  within(name: string): ReadonlyArray<readonly string[]>;
}

let table: WordRelations | undefined;

/** The relations table, read on first use and shared by the process. */
export function wordRelations(): WordRelations {
  table ??= readRelations(readFileSync(new URL('./data/lexicon.bin', import.meta.url)));
  return table;
}

/** Sorted UTF-8 strings stored back to back, with the offsets where each ends. */
interface Strings {
  find(value: string): number;
  get(index: number): string;
}

/** The relations in a lexicon.bin's bytes (the build reads the table it has just written with it). */
export function readRelations(buffer: Buffer): WordRelations {
  if (buffer.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error('lexicon.bin is not this version of the secretary lexicon; run npm run build');
  const headerLength = buffer.readUInt32LE(MAGIC.length);
  const header = JSON.parse(buffer.subarray(MAGIC.length + 4, MAGIC.length + 4 + headerLength).toString()) as { layout: Record<string, [number, number]> };
  const start = MAGIC.length + 4 + headerLength;
  const base = start + ((4 - (start % 4)) % 4);
  const bytes = (name: string) => {
    const [at, length] = header.layout[name]!;
    return buffer.subarray(base + at, base + at + length);
  };
  // Typed views need 4-byte alignment: the sections are padded to it, the Buffer's own offset may not be.
  const words32 = (name: string) => new Uint32Array(new Uint8Array(bytes(name)).buffer);
  const keys = strings(bytes('keys'), words32('keyEnds'));
  const forms = strings(bytes('forms'), words32('formEnds'));
  const lemmas = strings(bytes('lemmas'), words32('lemmaEnds'));
  const places = strings(bytes('places'), words32('placeEnds'));
  const withinPlaces = strings(bytes('within'), words32('withinEnds'));
  const containers = strings(bytes('containers'), words32('containerEnds'));
  const ranks = words32('ranks');
  const classes = bytes('classes');
  const parts = bytes('parts');
  const offsets = words32('offsets');
  const targets = words32('targets');
  const weights = bytes('weights');
  const broader = bytes('broader');
  return {
    related(key) {
      const id = keys.find(key);
      if (id < 0) return [];
      const out: Array<readonly [string, number, boolean, boolean, boolean, boolean]> = [];
      for (let i = offsets[id]!; i < offsets[id + 1]!; i++) {
        const flags = broader[i]!;
        out.push([keys.get(targets[i]!), weights[i]! / 255, (flags & 1) !== 0, (flags & 2) !== 0, (flags & 4) !== 0, (flags & 8) !== 0]);
      }
      return out;
    },
    rank(key) {
      const id = keys.find(key);
      return id < 0 ? 0 : ranks[id]!;
    },
    classes(key) {
      const id = keys.find(key);
      return id < 0 ? 0 : classes[id]!;
    },
    parts(key) {
      const id = keys.find(key);
      return id < 0 ? 0 : parts[id]! & PARTS;
    },
    homograph(key) {
      const id = keys.find(key);
      return id >= 0 && (parts[id]! & HOMOGRAPH) !== 0;
    },
    lemma(word) {
      const id = forms.find(word);
      return id < 0 ? undefined : lemmas.get(id);
    },
    isPlace: (name) => places.find(name) >= 0,
    within(name) {
      const id = withinPlaces.find(name);
      return id < 0 ? [] : containers.get(id).split(';').map((step) => step.split('|'));
    },
  };
}

const encoder = new TextEncoder();

// Binary search over the stored bytes: UTF-8 byte order is code-point order, as the strings were sorted. A key is
// nearly always ASCII (folded text), whose UTF-8 bytes are its character codes: it is compared and read as it is,
// not encoded into a new array for every lookup nor decoded by a call into Node for every related word.
function strings(data: Buffer, ends: Uint32Array): Strings {
  const count = ends.length - 1;
  const compareBytes = (index: number, value: Uint8Array): number => {
    const from = ends[index]!;
    const to = ends[index + 1]!;
    const length = Math.min(to - from, value.length);
    for (let i = 0; i < length; i++) {
      const difference = data[from + i]! - value[i]!;
      if (difference !== 0) return difference;
    }
    return to - from - value.length;
  };
  const compareAscii = (index: number, value: string): number => {
    const from = ends[index]!;
    const to = ends[index + 1]!;
    const length = Math.min(to - from, value.length);
    for (let i = 0; i < length; i++) {
      const difference = data[from + i]! - value.charCodeAt(i);
      if (difference !== 0) return difference;
    }
    return to - from - value.length;
  };
  const search = <T>(target: T, compare: (index: number, value: T) => number): number => {
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const order = compare(middle, target);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  };
  return {
    find: (value) => (isAscii(value) ? search(value, compareAscii) : search(encoder.encode(value), compareBytes)),
    get(index) {
      const from = ends[index]!;
      const to = ends[index + 1]!;
      let text = '';
      for (let i = from; i < to; i++) {
        const byte = data[i]!;
        if (byte >= 0x80) return data.toString('utf8', from, to);
        text += String.fromCharCode(byte);
      }
      return text;
    },
  };
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** Whether a folded word is the adjective of a place it starts with ("slovenian" of "slovenia", "japanese" of "japan"). */
export function isPlaceAdjective(word: string, place: string, relations: WordRelations): boolean {
  return word.startsWith(place) && /^(n|an|ian|ese|ish)$/.test(word.slice(place.length)) && relations.isPlace(place);
}

