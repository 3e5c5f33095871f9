// Words as the built-in answerer compares them: folded, split, and stemmed to one key,
// the same way on the page side and the question side.
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { fold, tokenize } from '../retrieval/text.js';
import { mapping, readData, strings } from './data.js';

export { fold, tokenize };

const keyCache = new Map<string, string>();

/**
 * The comparison key of one folded token: the English stem, then the Serbian
 * one, so "projects", "projekti" and "projektima" meet their base forms and
 * "Rustu" meets "Rust". Numbers and very short tokens stay as they are.
 */
export function keyOf(token: string): string {
  forms ??= loadForms();
  const base = forms.irregular.get(token);
  if (base !== undefined) return keyOf(base);
  if (forms.whole.has(token)) return token;
  if (token.length <= 3 || /\d/.test(token)) return token;
  let key = keyCache.get(token);
  if (key === undefined) {
    // The stemmer leaves "-ment" nouns whole: "settlement" should meet "settled", "deployment" "deployed".
    const noun = /^(\p{L}{4,}?)ments?$/u.exec(token);
    if (noun) return keyOf(noun[1]!);
    const base = english(token);
    key = serbian(base);
    // A Serbian stem under four letters conflates unrelated English words ("team" and "tea").
    if (key.length < 4) key = base.length >= 3 ? base : token;
    if (keyCache.size < 50_000) keyCache.set(token, key);
  }
  return key;
}

let forms: { irregular: ReadonlyMap<string, string>; whole: ReadonlySet<string> } | undefined;

// forms.yaml: irregular forms ("taught" → "teach") and words the stemmer would cut into another word.
function loadForms() {
  const data = mapping(readData('forms.yaml'));
  const irregular = new Map(Object.entries(mapping(data.irregular)).map(([form, base]) => [fold(form), fold(String(base))]));
  return { irregular, whole: new Set(strings(data.whole).map(fold)) };
}

// Keys this long that differ only in one last letter are one word: the two stemmers
// leave "brightpay"/"brightpayu" and "sertifikat"/"sertifikate" a letter apart.
const NEAR_LENGTH = 6;

/** Whether `keys` holds `key`, or a key of six or more letters it differs from only in a last letter. */
export function hasKey(keys: ReadonlySet<string>, key: string): boolean {
  if (keys.has(key)) return true;
  if (key.length < NEAR_LENGTH || /\d/.test(key)) return false;
  for (const other of keys) {
    if (other.length < NEAR_LENGTH || Math.abs(other.length - key.length) > 1) continue;
    if (other.startsWith(key) || key.startsWith(other)) return true;
  }
  return false;
}

/** The keys of every token of `text`, in order. */
export function keysOf(text: string): string[] {
  return tokenize(text).map(keyOf);
}

/** Folded text with single spaces between tokens, padded, for whole-word phrase tests. */
export function spaced(text: string): string {
  return ` ${tokenize(text.replace(/[’']/g, '')).join(' ')} `;
}
