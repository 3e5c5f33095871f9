// A name as Serbian spells it in its cases: "Brightpayu" for Brightpay, "Studenici" for Studenica.

// The endings Serbian adds to a name in its cases.
const CASE_ENDINGS = new Set(['a', 'e', 'i', 'u', 'o', 'om', 'em', 'ima', 'ama', 'ovi', 'ove', 'ova', 'og', 'oj', 'ju']);
const LONGEST_ENDING = Math.max(...[...CASE_ENDINGS].map((ending) => ending.length));

/** A near spelling of a name: a Serbian case ending on it ("Brightpayu" for Brightpay); "Germany" is no form of "German". */
export function nearSpelling(key: string, keys: ReadonlySet<string>, name = false): boolean {
  if (key.length < 5 || /\d/.test(key)) return false;
  // (A name that ends in a case ending of its own, in another case: "Studenici" for Studenica, "Shopori" for Shopora.)
  const stem = name ? caseStem(key) : undefined;
  for (const other of keys) {
    if (other.length < 5) continue;
    // (A case ending added to the name itself: compared only where the lengths allow one, without copying a string first.)
    const difference = other.length - key.length;
    if (difference !== 0 && Math.abs(difference) <= LONGEST_ENDING) {
      const [short, long] = difference < 0 ? [other, key] : [key, other];
      if (long.startsWith(short) && CASE_ENDINGS.has(long.slice(short.length))) return true;
    }
    // (Only a word that starts with the stem can have it: the rest are not cut.)
    if (stem !== undefined && other.startsWith(stem) && stem === caseStem(other)) return true;
  }
  return false;
}

// A word without its longest Serbian case ending, when what is left is a stem of five letters or more.
function caseStem(word: string): string | undefined {
  for (let length = 3; length >= 1; length--) {
    const stem = word.slice(0, -length);
    if (stem.length >= 5 && CASE_ENDINGS.has(word.slice(-length))) return stem;
  }
  return undefined;
}
