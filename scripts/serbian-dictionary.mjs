// Part of scripts/build-language.mjs: the Serbian–English dictionary a Serbian question's words are
// translated through when the hand-written glossary (glossary.yaml) lacks them.
//
// Source: FreeDict's Croatian–English dictionary (Debian's dict-freedict-hrv-eng, GPL-2+, 80,000
// headwords from Goran Igaly's dictionary). Serbian in Latin script and Croatian share most of
// their words; where they differ in the yat reflex (Croatian "mjesto", "vrijeme", "djeca"),
// each headword is keyed by its ekavian form too ("mesto", "vreme", "deca"). Kept: one-word
// headwords whose translations are English words or two-word phrases the lexicon knows, at most
// MAX_TRANSLATIONS of them (an entry with more, "nagrada": award, booty, fee, wage, … is too loose
// to say what a visitor meant, unless the lexicon relates most of them as one sense: "dimnjak" is
// chimney, flue, smokestack and stack, not tunnel), and two-word headwords the same way ("carski rez": caesarean section);
// and the stems of a one-word headword's regular inflected forms ("reklame" of "reklama"). The output
// (data/dictionary.txt, not in git) has one line per key, sorted by key: the Serbian key, a tab, and the English
// keys separated by "|".
//
// The file is found where Debian installs it (scripts/install-system-deps.sh installs it), else in
// node_modules/.cache, where it is fetched with `apt-get download` (no root needed) when it can be.
// Without it the build goes on with a one-line warning: Serbian questions then know only the glossary.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const PACKAGE = 'dict-freedict-hrv-eng';
const FILE = 'freedict-hrv-eng.dict.dz';
const MAX_TRANSLATIONS = 6;

/** The dictionary file's path, fetched into `cache` if need be; undefined when it cannot be had. */
export function dictionarySource(cache) {
  for (const path of [`/usr/share/dictd/${FILE}`, join(cache, FILE)]) if (existsSync(path)) return path;
  const work = mkdtempSync(join(tmpdir(), 'secretary-dict-'));
  try {
    execFileSync('apt-get', ['download', PACKAGE], { cwd: work, stdio: 'ignore' });
    const deb = readdirSync(work).find((name) => name.endsWith('.deb'));
    execFileSync('dpkg-deb', ['-x', join(work, deb), join(work, 'x')], { stdio: 'ignore' });
    mkdirSync(cache, { recursive: true });
    renameSync(join(work, 'x', 'usr/share/dictd', FILE), join(cache, FILE));
    return join(cache, FILE);
  } catch {
    return undefined;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The dictionary's lines: Serbian key → English keys. `english(phrase)` is the runtime's key of an
 * English word or phrase, or undefined when the lexicon does not know a word of it; `serbian(word)`
 * the keys a Serbian word is looked up by; `taken(key)` whether the glossary already has a key.
 */
export function dictionaryLines(path, { english, serbian, taken, place, related }) {
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  const headwords = [];
  // (Headwords kept out for meaning too many things: their keys are no inflected form's of another word, "pregled" of "pregledati".)
  const loose = [];
  let head;
  let named = false;
  for (const line of text.split('\n')) {
    const headword = /^(.+?) \/[^/]*\/$/.exec(line);
    if (headword) {
      // (A capitalised headword is a name: kept only as a place, "Beč" → Vienna, "Njemačka" → Germany, not "Petar" → Peter.)
      named = /^[A-ZČĆŽŠĐ][a-zčćžšđ]{2,}$/.test(headword[1]);
      head = /^[a-zčćžšđ]{3,}$|^[a-zčćžšđ]{2,} [a-zčćžšđ]{2,}$/.test(headword[1]) || named ? headword[1].toLowerCase() : undefined;
      continue;
    }
    if (head === undefined || line.trim() === '') continue;
    let translations = [...new Set(line.split(/,\s*/).map((t) => t.trim().toLowerCase()).filter((t) => /^[a-z]+(?: [a-z]+)?$/.test(t)).map(english).filter((t) => t !== undefined && (!named || place(t))))];
    const base = head;
    head = undefined;
    // (Of many translations, the largest group the lexicon relates among themselves is the headword's main sense:
    // "dimnjak": chimney, flue, smokestack, stack, not tunnel; none when no group is small enough.)
    if (translations.length > MAX_TRANSLATIONS) translations = mainSense(translations, related);
    if (translations.length === 0 || translations.length > MAX_TRANSLATIONS) {
      loose.push(base);
      continue;
    }
    // The yat reflex: Croatian ije/je is Serbian e ("vrijeme" → "vreme", "mjesto" → "mesto"); lj and nj are letters of their own.
    // A Croatian verb in -irati is Serbian in -ovati too ("organizirati", "organizovati": "organizuje").
    const ekavian = base.replace(/ije/g, 'e').replace(/([bcčćdđfghkmprsštvzž])je/g, '$1e');
    const forms = [base, ekavian, ...(/irati$/.test(ekavian) ? [ekavian.replace(/irati$/, 'ovati')] : [])];
    headwords.push({ forms, translations });
  }
  const entries = new Map();
  // A key's words: inflected headwords ("bolnice": hospitals) share their base form's key and a translation with it. Of
  // words that share a key and no translation, the one that adds least to it is the key's word ("reklama": advertisement,
  // not "reklamacija": complaint); two that add as much ("obuća": footwear, "obući": dress) leave it ambiguous: dropped.
  const add = (key, translations, added) => {
    if (taken(key)) return;
    const known = entries.get(key);
    if (known && !translations.some((t) => known.keys?.includes(t))) {
      if (added < known.added) entries.set(key, { keys: translations, added });
      else if (added === known.added) entries.set(key, { keys: null, added });
    } else if (!known || known.keys) {
      const merged = [...new Set([...(known?.keys ?? []), ...translations])];
      if (merged.length <= MAX_TRANSLATIONS) entries.set(key, { keys: merged, added: Math.min(added, known?.added ?? added) });
    }
  };
  for (const { forms, translations } of headwords) for (const key of new Set(forms.flatMap(serbian))) add(key, translations, Math.abs(forms[0].length - key.length));
  // Then the keys (stems only: a word is looked up by its stem too) of their inflected forms that no headword has ("reklame", "pevala", "organizuje").
  const headed = new Set([...entries.keys(), ...loose.flatMap(serbian)]);
  for (const { forms, translations } of headwords) {
    if (forms[0].includes(' ')) continue;
    // (Not a stem shorter than the headword's own, which the stemmer cut into: "dodelama" of "dodela" is no "dode", of "dođem".)
    const shortest = Math.min(...forms.map((form) => serbian(form).at(-1).length));
    for (const key of new Set(forms.flatMap(inflected).map((form) => serbian(form).at(-1)))) if (!headed.has(key) && key.length >= shortest) add(key, translations, Math.abs(forms[0].length - key.length));
  }
  // Sorted by key (as JavaScript compares strings), for the runtime's binary search (src/server/language/dictionary.ts).
  const kept = [...entries].filter(([, { keys }]) => keys !== null).map(([key, { keys }]) => [key, keys]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.map(([key, keys]) => `${key}\t${keys.join('|')}`).join('\n');
}

// The regular endings of a headword's inflected forms, by how it ends: [its ending, what replaces it in each form].
// (A feminine noun "reklama": reklame, reklamu, …; a verb "pevati": pevao, pevala, …; a masculine noun with a fleeting a,
// "prodavac": prodavca, prodavaca.)
const PARADIGMS = [
  ['ovati', ['ujem', 'uje', 'ujes', 'ujemo', 'ujete', 'uju', 'ovao', 'ovala', 'ovali', 'ovan', 'ovana', 'ovanje']],
  ['ivati', ['ujem', 'uje', 'ujes', 'ujemo', 'ujete', 'uju', 'ivao', 'ivala', 'ivali', 'ivanje']],
  ['ati', ['am', 'as', 'a', 'amo', 'ate', 'aju', 'ao', 'ala', 'alo', 'ali', 'an', 'ana', 'ano', 'anje', 'anja', 'anju']],
  ['iti', ['im', 'is', 'i', 'imo', 'ite', 'e', 'io', 'ila', 'ilo', 'ili', 'en', 'ena', 'eno', 'enje', 'enja']],
  ['eti', ['im', 'is', 'i', 'imo', 'ite', 'e', 'eo', 'ela', 'elo', 'eli']],
  ['ac', ['ca', 'cu', 'cem', 'com', 'ci', 'ce', 'cima', 'aca']],
  ['a', ['e', 'i', 'u', 'om', 'ama', 'o']],
  ['o', ['a', 'u', 'om', 'ima', 'i']],
  ['e', ['a', 'u', 'em', 'om', 'ima', 'i']],
  ['i', ['a', 'o', 'e', 'u', 'og', 'oga', 'oj', 'om', 'im', 'ih', 'ima', 'ome', 'eg', 'em']],
  ['', ['a', 'u', 'om', 'em', 'e', 'i', 'ima', 'ove', 'ovi', 'ova', 'ovima']],
];

/** A one-word headword's regular inflected forms (folded or not, as the headword is written). */
function inflected(word) {
  const [ending, endings] = PARADIGMS.find(([end]) => word.endsWith(end) && (end !== '' || /[bcčćdđfghjklmnprsštvzž]$/.test(word)) && (end !== 'ac' || word.length > 4)) ?? ['', []];
  const stem = word.slice(0, word.length - ending.length);
  return endings.map((end) => stem + end);
}

/** The largest group of `translations` the lexicon relates one to another (`related(a, b)`), when it has two or more. */
function mainSense(translations, related) {
  const group = new Map(translations.map((t) => [t, t]));
  const root = (t) => (group.get(t) === t ? t : root(group.get(t)));
  for (const a of translations) for (const b of translations) if (a < b && related(a, b)) group.set(root(a), root(b));
  const sizes = new Map();
  for (const t of translations) sizes.set(root(t), (sizes.get(root(t)) ?? 0) + 1);
  const [first, second] = [...sizes].sort((x, y) => y[1] - x[1]);
  return first[1] >= 2 && first[1] > (second?.[1] ?? 0) ? translations.filter((t) => root(t) === first[0]) : [];
}
