import { WORD_CLASS } from '../../../language/analyzer.js';
import { spaced, words, type Word } from '../../../language/text.js';
import { periodOf } from '../compose.js';
import { datedEntries, type Context, type Handler } from '../context.js';
import { ownsBusiness } from '../entry-words.js';
import type { Entry, Fact } from '../portfolio/model.js';
import { asks } from '../question/asks.js';
import type { Term } from '../question/model.js';
import { namesOwnerWord } from '../question/shape.js';
import { focus, namesBusiness, one } from './shared.js';

// What names the thing itself: its own word, a synonym, a gloss ("yacht" for a boat; not "tug", a kind of boat).
const SAME = 0.75;

let asking: Set<string> | undefined;

/**
 * "What's the name of her practice?", "What is his workshop called?": the entry that is the thing named,
 * shown by its heading (its organisation first). An entry is it when what it is called says the thing
 * (its aliases, "a retail bank"; its title's words, "… sworn translator"; their glosses, "Radionica Lapis":
 * radionica, workshop) or a line that names the entry says it ("Pčelinjak Kablar, her family apiary"). Of
 * several, the owner's own business, then one of the kind asked, then the one that goes on, then the latest; "his
 * business" that no entry is called is the owner's own. Questions.yaml `name-asks` says how a name is asked for.
 */
export const named: Handler = {
  name: 'named',
  answer(context) {
    const { question, layer, portfolio, say } = context;
    // ("What's the name of her first book?" asks for one of several by its order in time: the list's or the timeline's.)
    if (question.kind === 'yes-no' || question.decline || question.time === 'first' || question.time === 'latest') return undefined;
    // ("What is the anti-bullying programme she started called?": a question that ends on "called" asks the name of the
    // entry its words named, however long.)
    const last = question.words[question.words.length - 1]?.text;
    const subject = context.subject && !context.inherited && (last === 'called' || last === 'named') ? context.subject : undefined;
    if (subject && subject.id >= 0) return `${subject.title.replace(/[.;:,]+$/, '')}${periodOf(subject, say)}.`;
    if (!asks(question, layer, 'name-asks')) return undefined;
    // The words that ask for a name ("called") are not the thing named.
    asking ??= new Set(layer.vocabulary.keyed.questions.phrases['name-asks'].flatMap((each) => each.split(' ')));
    const asked = (term: Term) => words(term.raw).every((word) => asking!.has(word.text));
    // (A business or a place before "called" is the thing whatever its run makes it: "business" of "his business called";
    // so is a noun alone between a function word and "called": "practice" of "What is his practice called?".)
    const beforeAsking = (term: Term) => {
      const at = question.words.findIndex((word) => word.raw === term.raw);
      if (!asking!.has(question.words[at + 1]?.text ?? '')) return false;
      const alone = at > 0 && layer.isStopword(question.words[at - 1]!.text, question.language) && (layer.relations.parts(term.alternatives[0]!.keys.join(' ')) & 1) !== 0;
      return alone || namesBusiness(context, term);
    };
    const things = focus(question).filter((term) => (term.noun || term.proper || beforeAsking(term)) && !asked(term));
    const matching = things.length === 0 ? [] : portfolio.entries.filter((entry) => isIt(context, entry, things));
    const end = (entry: Entry) => (entry.period?.present ? Infinity : (entry.period?.to ?? entry.period?.from ?? 0));
    const sorted = matching.sort((a, b) => end(b) - end(a) || (b.period?.from ?? 0) - (a.period?.from ?? 0));
    // (The owner's own first, then of the kind the question names: "his tour company" is a job, not his book on tours.)
    const found = sorted.find((entry) => ownsBusiness(layer, entry)) ?? ownersBusiness(context, things) ?? sorted.find((entry) => !question.entryKind || entry.kind === question.entryKind) ?? sorted[0];
    // (A noun taken only for standing before "called" names the entry whose title says it: "Marinković Dental Practice" for
    // "his practice", not an association for "the book", which a quoted title names below.)
    const loose = things.filter((term) => !term.noun && !term.proper && !namesBusiness(context, term));
    const heads = found ? titleHeads(layer, found) : [];
    const best = found && loose.every((term) => term.alternatives[0]!.keys.every((key) => heads.includes(key))) ? found : undefined;
    if (!best) {
      const said = focus(question).filter((term) => !term.framing && !asked(term));
      if (said.length === 0) return undefined;
      const quoted = quotedName(context, said) ?? titleLine(context, said);
      return quoted ? one(context, quoted) : sectionNamed(context, said);
    }
    const title = best.title.replace(/[.;:,]+$/, '');
    // (A role a labelled line states goes with a title that does not say it: "Vukmirović Piano Service — Owner, piano technician".)
    const heading = best.certain && best.role && !title.includes(best.role) ? `${best.org ?? title} — ${best.role}` : title;
    return `${heading}${periodOf(best, say)}.`;
  },
};

// The words that say what a title names, not what kind of it, in each of its parts: the last of a name ("Marinković
// Dental Practice", not "Danube Boat Licence School" for a boat), the one before "of" or "in" ("School of Violin Making",
// "Summer course in marionette construction", questions.yaml `title-words`), the last in lower case before names
// ("Staklarska radionica Stanković") and the first before names only ("Hotel Tvrđava", "Studio Lumen").
function titleHeads(layer: Context['layer'], entry: Entry): string[] {
  const { links, joins } = layer.vocabulary.questions['title-words'];
  const language = entry.facts[0]?.language ?? 'en';
  return entry.title.split(/\s[—–-]\s|[,(:;"“”]/u).flatMap((part) => {
    const name = part.trim().split(/\s+/u).filter((word) => word !== '');
    const of = name.findIndex((word, i) => i > 0 && links.includes(word.toLowerCase()));
    const lower = name.filter((word) => /^\p{Ll}/u.test(word) && !joins.includes(word.toLowerCase()));
    // (Not when a word of the name after it is the kind: "Boat Licence School Novi Sad" is a school.)
    const kindAfter = name.slice(1).some((word) => (layer.classes(layer.key(word.toLowerCase(), language)) & (WORD_CLASS.organisation | WORD_CLASS.place)) !== 0);
    const first = name.length > 1 && name.slice(1).every((word) => /^\p{Lu}/u.test(word)) && !kindAfter ? name[0] : undefined;
    const heads = [name[name.length - 1], of > 0 ? name[of - 1] : undefined, lower[lower.length - 1], first].filter((word) => word !== undefined);
    return heads.flatMap((word) => layer.keysOf(word, language));
  });
}

// "What's his business called?", "What is the name of her practice?": a thing the owner has ("his", "her") that is the
// owner's own business, the latest (questions.yaml `owner-possessives`, `own-business`): a business or a place, or a
// thing a line of that job says ("Opened the practice in September 2019").
function ownersBusiness(context: Context, things: readonly Term[]): Entry | undefined {
  const { question, layer, portfolio, search } = context;
  const thing = things[things.length - 1];
  if (!thing || question.time === 'before' || question.time === 'after') return undefined;
  const said = question.words.map((word) => word.text);
  const at = said.indexOf(words(thing.raw)[0]?.text ?? '');
  const possessives = layer.vocabulary.questions['owner-possessives'];
  // (Right before it, or before one word that says what kind: "his tour company"; the owner's name as a possessive too,
  // "Vesna's soap business".)
  const owners = (word: Word) => possessives.includes(word.text) || namesOwnerWord(word, portfolio.owner, layer, question.language);
  if (at < 0 || !question.words.slice(Math.max(0, at - 2), at).some(owners)) return undefined;
  const own = datedEntries(portfolio.entries, 'work').filter((entry) => ownsBusiness(layer, entry)).pop();
  return own && (namesBusiness(context, thing) || own.facts.some((fact) => search.strength(thing, fact) >= SAME)) ? own : undefined;
}

// The words that name a term's thing itself: its own word and those at least SAME to it, one word each.
function sameKeys(term: Term): Set<string> {
  return new Set(term.alternatives.filter((alternative) => alternative.weight >= SAME && alternative.keys.length === 1).map((alternative) => alternative.keys[0]!));
}

// Whether an entry is the thing named: each term said by what it is called (its aliases; a job's title's words or their
// glosses), and the rest all by one line that names the entry.
function isIt({ layer, portfolio, search }: Context, entry: Entry, things: readonly Term[]): boolean {
  const called = (term: Term) => {
    const keys = sameKeys(term);
    if ([...entry.aliases].some((alias) => keys.has(alias))) return true;
    // (A job's or a school's title names its organisation; a talk's or a project's what it is about: "… without a tug".)
    const organisation = entry.kind === 'work' || entry.kind === 'volunteer' || entry.kind === 'education';
    return organisation && words(entry.title).some((word) => keys.has(layer.key(word.text, 'en')) || layer.gloss(word.text).some((gloss) => keys.has(gloss)));
  };
  const rest = things.filter((term) => !called(term));
  if (rest.length === 0) return true;
  const name = spaced(entry.name);
  return name.trim().length > 3 && portfolio.facts.some((fact) => spaced(fact.text).includes(name) && rest.every((term) => search.strength(term, fact) >= SAME));
}

// "What is her book called?" over "## The book": the line of the section the thing heads, labelled with a name
// ("Title: Od Liona do Šumadije"; questions.yaml `name-labels`).
function titleLine({ portfolio, search, layer }: Context, things: readonly Term[]): Fact | undefined {
  const labels = layer.vocabulary.questions['name-labels'];
  const heads = (fact: Fact) => things.every((term) => search.strength(term, { ...fact, keys: fact.headingKeys, place: new Set(), context: new Set() }) >= SAME);
  return portfolio.facts.find((fact) => fact.label !== undefined && labels.includes(spaced(fact.label).trim()) && heads(fact));
}

// "What's the veg box scheme called?": a section headed by a name whose opening line introduces it by that name and
// says the thing asked ("# Green Box CSA" — "The Green Box (Zelena kutija) is our community-supported agriculture
// scheme"): its name as the heading gives it.
function sectionNamed({ portfolio, search }: Context, things: readonly Term[]): string | undefined {
  const opened = new Set<unknown>();
  for (const fact of portfolio.facts) {
    if (opened.has(fact.section)) continue;
    opened.add(fact.section);
    const name = words(fact.heading);
    // (Not the owner's own name, which heads the profile: the owner is not a thing that is called.)
    if (name.length < 2 || !name.every((word) => word.capital) || fact.heading === portfolio.owner.full) continue;
    // (By two words of the heading or more, from its start: "Green Box" of "Green Box CSA".)
    const introduces = name.slice(0, -1).some((_, i) => spaced(fact.text).includes(spaced(name.slice(0, name.length - i).map((word) => word.raw).join(' '))));
    // (The thing's own word, the last one asked, and most of the rest: "veg box scheme" of "… agriculture scheme".)
    const said = things.filter((term) => search.strength(term, fact) >= SAME);
    if (introduces && said.includes(things[things.length - 1]!) && said.length * 2 >= things.length) return `${fact.heading}.`;
  }
  return undefined;
}

// "What's the name of his blog?": a line that gives the thing asked its name in quotes ("he writes the blog \"Nad
// Panonijom\" about …", "a podcast called “Tiha voda”"), quoted as written. The first such line, pages in order.
const QUOTED = /(\p{L}+)\s+(?:(?:called|named|titled)\s+)?["“*]([^"”*]{2,80})["”*]/gu;
function quotedName({ portfolio, layer }: Context, things: readonly Term[]): Fact | undefined {
  const keys = sameKeys(things[things.length - 1]!);
  return portfolio.facts.find((fact) => [...fact.text.matchAll(QUOTED)].some((match) => keys.has(layer.key(match[1]!.toLowerCase(), 'en'))));
}
