// A name as Serbian spells it in its cases: "Brightpayu" for Brightpay, "Studenici" for Studenica.

// The endings Serbian adds to a name in its cases.
const CASE_ENDINGS = new Set(['a', 'e', 'i', 'u', 'o', 'om', 'em', 'ima', 'ama', 'ovi', 'ove', 'ova', 'og', 'oj', 'ju']);

/** A near spelling of a name: a Serbian case ending on it ("Brightpayu" for Brightpay); "Germany" is no form of "German". */
export function nearSpelling(key: string, keys: ReadonlySet<string>, name = false): boolean {
  if (key.length < 5 || /\d/.test(key)) return false;
  for (const other of keys) {
    if (other.length < 5) continue;
    // (A case ending added to the name itself.)
    const [short, long] = other.length < key.length ? [other, key] : [key, other];
    if (long.startsWith(short) && CASE_ENDINGS.has(long.slice(short.length))) return true;
    // A name that ends in a case ending of its own, in another case ("Studenici" for Studenica, "Shopori" for Shopora).
    const stem = name ? caseStem(key) : undefined;
    if (stem !== undefined && stem === caseStem(other)) return true;
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
