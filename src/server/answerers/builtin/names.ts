// Which entry a text names: by its name said whole or by its own words ("Kestrel", "Brightpayu"),
// by the kind of thing it is ("the bank"), by its degree ("her master's"); which entry a reply
// named last; which section heading a text says in full.
import { WORD_CLASS, type TextLanguage, type TextLayer } from '../../language/analyzer.js';
import { fold, spaced, words, type Word } from '../../language/text.js';
import type { Entry, Fact, Portfolio } from './portfolio/model.js';
import { namedPlaces, type NamedPlaces } from './places.js';
import { bracketName, shortName } from './portfolio/entries.js';
import { nearSpelling } from './name-spelling.js';
import { degreeLevels, othersDegree, ownedInSerbian } from './degrees.js';

/** Entries named in a text; the three `Search` methods of that name. */
export interface Names extends NamedPlaces {
  /** The entry the question names by its name (a job's organisation, a project's title, a degree), if one. */
  entryNamed(text: string, options?: { kind?: Entry['kind'] | readonly Entry['kind'][]; anyWord?: boolean; language?: TextLanguage }): Entry | undefined;
  /** Of the entries whose names `text` says, the one said last ("Before X, she worked at Y" is about Y). */
  entrySaidLast(text: string, asked?: string): Entry | undefined;
  /** A section whose heading `text` says in full ("Buildings in Daylight"), as a stand-in entry of its facts (see sectionEntry). */
  sectionSaid(text: string): Entry | undefined;
  /** The entry a fact belongs to, else its section as a stand-in entry; none for a line under the title of a page of entries. */
  topicOf(fact: Fact): Entry | undefined;
}

// Words that pick out one thing or a known set before a noun, or name it: "the croissant class", "her talks", "about masters".
const PICKING = /^(the|this|that|these|those|his|her|their|my|your|our|its|about)$/;

export function createNames(portfolio: Portfolio, layer: TextLayer): Names {
  const lang = portfolio.language;
  // "bachelor", "BSc", "undergraduate degree" → the degree level's key ("bachelor").
  const degreeOf = degreeLevels(layer);

  // The words that name each entry; a word in many entries' names ("University") names none on its own.
  const nameKeys = portfolio.entries.map((entry) => new Set(layer.keysOf(nameText(entry), entry.page.language === 'sr-Latn' ? 'sr' : 'en')));
  // Any word of an entry's title or place, not its years, for anchors in time named loosely ("before Bergen", not "before 2018").
  const looseKeys = portfolio.entries.map((entry) => new Set(layer.keysOf(`${entry.title} ${entry.location ?? ''} ${entry.org ?? ''}`, entry.page.language === 'sr-Latn' ? 'sr' : 'en').filter((key) => !/^\d+$/.test(key))));
  // An abbreviation a name gives in brackets ("Clinical Centre of the University of Sarajevo (KCUS)") names it alone.
  const abbreviations = portfolio.entries.map((entry) => new Set([...entry.name.matchAll(/\((\p{Lu}[\p{Lu}\d&]{1,9})\)/gu)].map((match) => layer.key(match[1]!.toLowerCase(), 'en'))));
  const nameCount = new Map<string, number>();
  const seen = new Set<string>();
  portfolio.entries.forEach((entry, i) => {
    const id = `${entry.kind}:${[...nameKeys[i]!].join(' ')}`;
    if (!seen.has(id)) for (const key of nameKeys[i]!) nameCount.set(key, (nameCount.get(key) ?? 0) + 1);
    seen.add(id);
  });

  // How many different names have all of some keys.
  const names = [...new Map(portfolio.entries.map((entry, i) => [`${entry.kind}:${[...nameKeys[i]!].join(' ')}`, nameKeys[i]!])).values()];
  const namesWith = (keys: readonly string[]) => names.filter((name) => keys.every((key) => name.has(key))).length;

  // A company's name as said without its legal form ("Kovač Elektro Solar d.o.o." as "Kovač Elektro Solar"), when two words or more are left.
  const legalForms = layer.vocabulary.questions['legal-forms'].map((form) => spaced(form).trim());
  const withoutLegalForm = (name: string) => {
    const folded = spaced(name);
    const form = legalForms.find((end) => folded.endsWith(` ${end} `));
    const left = form ? folded.slice(0, -(form.length + 1)) : folded;
    return left.trim().includes(' ') ? left : folded;
  };

  // The ways an entry's name is said whole, spaced, made once. (A project's heading "Mali Gradac — Excavation Director" by its name
  // of two words or more before the dash; any name by its part before another name of it in brackets, or by its first part
  // without its legal form: "Savinja Transport" of "Savinja Transport d.d., Celje".)
  const wholeNames = portfolio.entries.map((entry) => {
    const before = entry.name.split(/\s[—–]\s/)[0]!;
    const named = entry.kind === 'project' && before.includes(' ') ? before : entry.name;
    const first = named.split(',')[0]!;
    const company = withoutLegalForm(first);
    return [named, shortName(named), bracketName(named), company === spaced(first) ? '' : company].map((each) => spaced(each)).filter((each) => each.length > 2);
  });

  // How many entries' names have each part, between commas or after a colon ("University of Belgrade" of two degrees' names).
  const partCount = new Map<string, number>();
  for (const name of new Set(portfolio.entries.map((entry) => entry.name))) for (const part of nameParts(name)) partCount.set(spaced(part), (partCount.get(spaced(part)) ?? 0) + 1);

  return {
    entryNamed(text, options = {}) {
      const keys = new Set<string>();
      // Near spellings name an entry only for words written as names ("Brightpayu"), not for common words;
      // and a common word ("work", "team") names an entry only as part of its whole name.
      const nearKeys = new Set<string>();
      const common = new Set<string>();
      // A common word names an entry as written, not by another form: "teach" is no "Teaching ventilators".
      const formsOf = new Map<string, Set<string>>();
      // Common English words written small with none before that picks one out say a kind ("Do you sell croissants?"), not "And quay?".
      const all = words(text);
      const generic = new Set(options.language === 'en' && all.length >= 4 ? all.filter((word, i) => !word.capital && !PICKING.test(all[i - 1]?.text ?? '') && (layer.relations.rank(layer.key(word.text, 'en')) > 0 || /\d/.test(word.text))).map((word) => layer.key(word.text, 'en')) : []);
      for (const word of all) {
        // (A degree's level before those who take it is no name of the owner's degree: "PhD students" of "PhD in Biology".)
        if (layer.isStopword(word.text, lang) || (degreeOf.has(layer.key(word.text, 'en')) && othersDegree(all, word.index))) continue;
        for (const l of ['en', 'sr'] as const) {
          const key = layer.key(word.text, l);
          keys.add(key);
          if (word.capital || layer.relations.rank(key) === 0) nearKeys.add(key);
          else {
            if (layer.specificity(key) < 0.55) common.add(key);
            if (!formsOf.has(key)) formsOf.set(key, new Set());
            formsOf.get(key)!.add(word.text);
          }
        }
      }
      // "What is Kosa Stara?": capitalised words in a row are one name, and a word of it names no entry whose name lacks the others ("Kozja Kosa").
      const runs = capitalRuns(text).map((run) => run.map((word) => [layer.key(word, 'en'), layer.key(word, 'sr')]));
      const ofOtherName = (key: string, name: readonly string[]) =>
        runs.some((run) => run.some((word) => word.includes(key)) && !run.every((word) => word.some((k) => name.includes(k))));
      const asWritten = (key: string, entry: Entry) => {
        const forms = formsOf.get(key);
        return forms === undefined || nearKeys.has(key) || [...forms].some((form) => spaced(entry.name).includes(` ${form} `));
      };
      const folded = spaced(text);
      let best: Entry | undefined;
      let bestScore = 0;
      portfolio.entries.forEach((entry, i) => {
        const name = [...(options.anyWord ? looseKeys[i]! : nameKeys[i]!)];
        if (name.length === 0) return;
        const said = name.filter((key) => keys.has(key) || nearSpelling(key, nearKeys, true));
        if (said.length === 0) return;
        const whole = wholeNames[i]!.some((each) => folded.includes(each));
        // A word shared by several names ("University") names none of them, unless the name is said whole.
        const alone = said.filter((key) => (nameCount.get(key) ?? 0) <= 1 && !common.has(key) && (whole || (asWritten(key, entry) && !ofOtherName(key, name))));
        // (Words each shared, together in one name only, name it: "the Kragujevac museum" of "Regional Ethnographic Museum Kragujevac".)
        const own = alone.length === 0 && said.length >= 2 && said.every((key) => asWritten(key, entry)) && namesWith(said) === 1 ? said : alone;
        // One generic word of a long name ("Research" of "Institute of Marine Research") does not name it; its first word or half
        // its words do, unless that half is common words written small ("transistor radios": no "Grandmother's Transistor").
        const part = own.length * 2 < name.length || (own.length * 2 === name.length && own.every((key) => !nearKeys.has(key)));
        // (A language or a place named first is no name's first word, "in French" names no "French language course"; nor are things
        // of a kind other entries' lines say too, "croissants" of no class "Croissants and laminated dough".)
        const first = own.includes(name[0]!) && (layer.relations.classes(name[0]!) & WORD_CLASS.language) === 0 && !layer.relations.isPlace(name[0]!) && !(generic.has(name[0]!) && portfolio.facts.some((fact) => fact.entry !== entry && fact.keys.has(name[0]!)));
        if (!whole && !options.anyWord && (own.length === 0 || (part && !first && !own.some((key) => abbreviations[i]!.has(key))))) return;
        let score = own.reduce((sum, key) => sum + 1 / (nameCount.get(key) ?? 1), 0) + said.length * 0.1 + (whole ? 1 : 0);
        if (options.kind !== undefined && (options.kind === entry.kind || (Array.isArray(options.kind) && options.kind.includes(entry.kind)))) score += 0.5;
        // Of two jobs at one employer, the later is the one meant.
        if (entry.period?.from !== undefined) score += entry.period.from / 1e6;
        if (score > bestScore) [best, bestScore] = [entry, score];
      });
      if (best) return best;
      // "her master's degree": the one degree of that level.
      // Only a degree the question makes the owner's ("his PhD", "her master's"), not "PhD students".
      // (Serbian has no article: "Koje godine je doktorirala?", a verb whose gloss is the degree, makes it hers, and so does
      // the level said alone, "Kada je završila master?".)
      // (Or with the word after it, as the glossary has it: "osnovne studije" is a bachelor's.)
      const levelOf = (word: Word, next?: Word) => degreeOf.get(layer.key(word.text, 'en')) ?? [...layer.gloss(word.text), ...(next ? layer.gloss(`${word.text} ${next.text}`) : [])].map((gloss) => degreeOf.get(gloss)).find(Boolean);
      const levels = all.flatMap((word, i) => {
        const level = levelOf(word, all[i + 1]);
        const owned = (options.language === 'sr' && ownedInSerbian(layer, all, i)) || all.slice(Math.max(0, i - 2), i).some((w) => /^(her|his|their|the|njen|njena|njegov|njegova)$/.test(w.text)) || !degreeOf.has(layer.key(word.text, 'en'));
        return level !== undefined && owned && !othersDegree(all, i) ? [level] : [];
      });
      const degrees = portfolio.entries.filter((entry) => entry.kind === 'education' && levels.some((level) => entry.aliases.has(level)));
      if (degrees.length === 1) return degrees[0];
      // "the bank", "that startup": the one entry whose name or first sentence says what it is.
      // ("her bus app" of two apps: the one whose pages also say "bus"; "the children's clinic", a possessive before it.)
      const described = [...text.matchAll(/\b(?:the|that|this|those|her|his|their|ta|taj|to|njen|njegov)\s+(?:([\p{L}'’-]+)\s+)?([\p{L}-]+)/giu)];
      for (const match of described) {
        const key = layer.key(fold(match[2]!), lang);
        const modifier = match[1] ? layer.key(fold(match[1]), lang) : undefined;
        let matching = portfolio.entries.filter((entry) => entry.aliases.has(key) && (options.kind === undefined || options.kind === entry.kind || (Array.isArray(options.kind) && options.kind.includes(entry.kind))));
        // A noun before it says which: "her translation office" is no "Asylum Office" whose lines never say translation.
        const noun = modifier !== undefined && (layer.relations.parts(modifier) >> 4) === 0 && (layer.relations.parts(modifier) & 1) !== 0;
        if (modifier && (noun || new Set(matching.map((entry) => entry.name)).size > 1)) matching = matching.filter((entry) => entry.facts.some((fact) => fact.keys.has(modifier)));
        const named = new Set(matching.map((entry) => entry.name));
        if (named.size === 1) return matching[matching.length - 1];
      }
      return undefined;
    },
    entrySaidLast(text, asked) {
      const folded = spaced(text);
      // (Of the entries a reply names, one whose name says a word of the question answered: "… Tavern Life …" of "the tavern exhibition".)
      const askedKeys = new Set(asked ? layer.keysOf(asked, lang) : []);
      let [last, at, meant, meantAt]: [Entry | undefined, number, Entry | undefined, number] = [undefined, -1, undefined, -1];
      for (const [i, entry] of portfolio.entries.entries()) {
        // "Alfred Wegener Institute (AWI)" is said as "the Alfred Wegener Institute" too, "University of Novi Sad,
        // Faculty of Agriculture" as either part of two words or more that no other entry's name has, so is
        // "Albanian Mountain Rescue, Theth" by its first part and "Canadian Avalanche Association — Operations Level 2"
        // by its organisation (and 'Literary translation: "Der Fluss hat kein Gedächtnis"' by its title).
        const parts = nameParts(entry.name).filter((part) => part.split(/\s+/).length >= 2 && (partCount.get(spaced(part)) ?? 0) === 1);
        for (const name of new Set([spaced(entry.name), spaced(entry.name.replace(/\s*\([^)]*\)/g, '')), withoutLegalForm(entry.name), ...(nameParts(entry.name).length > 1 ? parts.map(spaced) : [])])) {
          if (name.trim() === '') continue;
          const index = folded.lastIndexOf(name);
          // (Of two roles at one place, said by the same name, the one whose start the reply gives: "…, 2008–2009".)
          if (index > at || (index === at && index >= 0 && !startSaid(last!, text) && startSaid(entry, text))) [last, at] = [entry, index];
          if (index > meantAt && [...nameKeys[i]!].some((key) => askedKeys.has(key))) [meant, meantAt] = [entry, index];
        }
      }
      return meant ?? last;
    },
    ...namedPlaces(portfolio, layer),
    sectionSaid(text) {
      const folded = spaced(text);
      let best: Fact | undefined;
      for (const fact of portfolio.facts) {
        const own = fact.heading;
        if (own !== fact.page.title && own.split(/\s+/).length >= 2 && own.length > (best?.heading.length ?? 0) && folded.includes(spaced(own))) best = fact;
      }
      return best && sectionEntry(best);
    },
    topicOf(fact) {
      if (fact.entry) return fact.entry;
      // (Not a line under the page's title on a page of entries: a table row of the day trips.)
      const topic = sectionEntry(fact);
      return fact.heading !== fact.page.title || topic.facts.some((other) => other.section !== fact.section) ? topic : undefined;
    },
  };

  // A section as a stand-in entry of its facts, named by its heading; the opening of a page of one thing (its text under "#" or
  // before any heading, on a page with no entries) stands for the page ("Back behind the wheel", a course whose price is under
  // a heading of its own); not on the pages about the owner (docs/knowledge.md: profile.md, about.md).
  function sectionEntry(fact: Fact): Entry {
    const page = portfolio.facts.filter((other) => other.page === fact.page);
    const opening = fact.section.level !== undefined && fact.section.level <= 1;
    const whole = opening && !page.some((other) => other.entry) && !/(^|\/)(profile|about)(\.[\w-]+)?\.md$/.test(fact.page.file);
    const facts = whole ? page : page.filter((other) => other.section === fact.section);
    return { id: -1, title: fact.heading, name: fact.heading, certain: false, page: fact.page, facts, aliases: new Set() };
  }
}

// Whether a text gives an entry's start year as a start ("2009" of "2009–2012"; not the end of "2008–2009").
export function startSaid(entry: Entry, text: string): boolean {
  return entry.period?.from !== undefined && new RegExp(String.raw`(?<![–—-]\s?)\b${entry.period.from}\b`).test(text);
}

// What names an entry: a project by its title, a job by its organisation, a degree by its name and school.
function nameText(entry: Entry): string {
  if (entry.kind === 'project') return entry.title;
  if (entry.kind === 'education') return `${entry.role ?? ''} ${entry.org ?? entry.title}`;
  return entry.org ?? entry.title;
}

// The parts of an entry's name between commas, after a colon ("Literary translation: …") and around a dash.
function nameParts(name: string): string[] {
  return name.split(/,\s+|:\s+|\s[—–]\s/);
}

// The runs of two or more capitalised words inside a text, after its first word ("What is Kosa Stara?": Kosa Stara), folded.
function capitalRuns(text: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const word of words(text)) {
    if (word.capital && word.index > 0) run.push(word.text);
    else {
      if (run.length >= 2) runs.push(run);
      run = [];
    }
  }
  if (run.length >= 2) runs.push(run);
  return runs;
}
