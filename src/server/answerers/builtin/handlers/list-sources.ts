// Where the list a question names is found: a table's column, a section whose heading says the question's words,
// the section its verb names ("Talks" for "spoken"), the sections under a heading, a labelled line that lists it
// (list.ts answers with them; a sentence that lists the thing asked: sentence-list.ts).
import { spaced, words } from '../../../language/text.js';
import { joinNames } from '../compose.js';
import type { Context } from '../context.js';
import type { Entry, Fact } from '../portfolio/model.js';
import { isAwayHeading, isPracticalHeading, SEVERAL } from '../portfolio/headings.js';
import type { Term } from '../question/model.js';
import type { Hit } from '../search.js';
import { type bestHits, isPluralTerm, keysOnly, namesBusiness, NEAR, SAID } from './shared.js';
import { locationWords } from './listed-places.js';
import { askedResults, saysResult } from './results.js';
import { headingDenies } from './denial.js';

// A match this strong is the word itself or its form, not a relative; a heading says the activity asked about this
// strongly: the verb's own noun, not a loose relative.
const [FULL, ACTIVITY] = [0.9, 0.8];

/** "In which cities has he exhibited?" over a table with a City column: that column's values. */
export function columnValues(context: Context, topic: Term[]): string[] | undefined {
  const { portfolio, search, layer } = context;
  if (topic.length === 0) return undefined;
  const tables = tablesOf(portfolio.facts);
  const placeWords = locationWords(layer);
  // The column the question names first is the one asked ("What types of stone … on his sites?": the stones, not the sites),
  // first of the headers the question says all of ("What group classes …?": "Class", not "Group size").
  // (Places asked, by a word of places or by "where", are any column of places, of a table whose rows say every word asked:
  // "In which towns has she restored organs?" and the "Place" column under "Restored organs".)
  const ofPlaces = (keys: Iterable<string>) => [...keys].some((key) => placeWords.has(key));
  const placesAsked = context.question.kind === 'where' || topic.some((term) => ofPlaces(term.alternatives[0]!.keys));
  for (const whole of [true, false]) for (const asked of topic) for (const rows of tables.values()) {
    for (const header of rows[0]!.cells!.map(([h]) => h)) {
      // (The header alone: not the table's heading, whose "Theatre productions" would make "Year" a theatre.)
      const keys = new Set(layer.keysOf(header, rows[0]!.language));
      const places = !whole && placesAsked && ofPlaces(keys);
      if (search.strength(asked, keysOnly(rows[0]!, keys)) < SAID && !places) continue;
      if (whole && ![...keys].every((key) => topic.some((term) => search.strength(term, keysOnly(rows[0]!, new Set([key]))) >= SAID))) continue;
      // The question's other words must name the table (its heading, page, a line of its page: "Vidik is the … practice" for "What
      // services does the practice offer?") or be in its rows; the names among them, and of one thing asked the words only some
      // rows say, keep the rows that say them ("Which theatre … in Vienna?", "Which talk is for adults?").
      const rest = places ? topic.filter((term) => !ofPlaces(term.alternatives[0]!.keys)) : topic.filter((term) => term !== asked);
      const onPage = (term: Term) => portfolio.facts.some((fact) => fact.page === rows[0]!.page && !fact.cells && search.strength(term, fact) >= SAID);
      if (!rest.every((term) => rows.some((row) => search.strength(term, row) >= SAID) || onPage(term))) continue;
      const names = rest.filter((term) => term.proper || (!isPluralTerm(context, asked) && !rows.every((row) => search.strength(term, row) >= SAID))), kept = rows.filter((row) => names.every((term) => search.strength(term, row) >= SAID));
      // ("Where has he exhibited?": the table the verb names, and its column of places.)
      const column = (context.question.kind === 'where' && rows[0]!.cells!.map(([h]) => h).find((h) => layer.keysOf(h, 'en').some((key) => placeWords.has(key)))) || header;
      const values = [...new Set(kept.map((row) => row.cells!.find(([h]) => h === column)?.[1]).filter((v): v is string => v !== undefined && /[\p{L}\p{N}]/u.test(v)))];
      // (A column of figures, "Fires: 412, 468, …", names nothing a "which" asks for; nor does an empty cell, "—".)
      if (values.length >= (names.length > 0 ? 1 : 2) && !values.every((value) => /^[\d\s.,%–-]+$/.test(value))) return values.slice(0, 12);
    }
  }
  return undefined;
}

// The rows of each table, by the section it stands in.
function tablesOf(facts: readonly Fact[]): Map<unknown, Fact[]> {
  const tables = new Map<unknown, Fact[]>();
  for (const fact of facts) if (fact.cells) tables.set(fact.section, [...(tables.get(fact.section) ?? []), fact]);
  return tables;
}

// "What's her newest show?", "His first medal?": of a table whose column the thing asked names ("Show"), the row with the
// latest or the earliest year, when its rows are dated and the question's other words name the table or its rows.
export function orderedRow(context: Context, topic: Term[], order: 'first' | 'latest'): Fact | undefined {
  const { portfolio, search, layer } = context;
  const tables = tablesOf(portfolio.facts);
  for (const rows of tables.values()) {
    const headers = rows[0]!.cells!.map(([header]) => new Set(layer.keysOf(header, rows[0]!.language)));
    const asked = topic.find((term) => headers.some((keys) => search.strength(term, keysOnly(rows[0]!, keys)) >= SAID));
    if (!asked || !topic.every((term) => term === asked || rows.some((row) => search.strength(term, row) >= SAID))) continue;
    const dated = rows.filter((row) => row.years.length > 0);
    if (dated.length < 2) continue;
    const year = (row: Fact) => (order === 'first' ? Math.min(...row.years) : Math.max(...row.years));
    return dated.sort((a, b) => (order === 'first' ? year(a) - year(b) : year(b) - year(a)) || a.id - b.id)[0];
  }
  return undefined;
}

// The list the question names: a section whose heading (or page title) says the question's words.
export function headedList(context: Context, topic: Term[], hits: Hit[] | undefined): Fact[] | undefined {
  const { portfolio, search } = context;
  if (topic.length === 0) return undefined;
  // The heading says a thing asked, and the item the rest ("the latest medal his honey has won": "Medals", "… linden honey …").
  const inHeading = (term: Term, fact: Fact) => search.strength(term, { ...fact, keys: fact.headingKeys, place: new Set(), context: new Set() });
  const headed = (fact: Fact) => topic.filter((term) => inHeading(term, fact) >= SAID);
  const headStrength = (fact: Fact) => Math.min(...headed(fact).map((term) => inHeading(term, fact)));
  const heads = (fact: Fact) => headed(fact).some((term) => !term.proper) && topic.every((term) => headed(fact).includes(term) || search.strength(term, fact) >= SAID);
  const bySection = new Map<unknown, Fact[]>();
  // (Not the profile's links, listed under its headline: "Fire-station commander …" heads no list of stations.)
  const profile = new Set(portfolio.owner.profile);
  // (Nor a heading of time away from work, "Outside the clinic": its lines are no list a question asks for.)
  // (Nor an entry's own heading that names one of the things asked for, "ADR certificate — Basic course and tanks" for
  // "certificates": its lines are that one's; a heading that says the plural, "… big cats and primates", heads them; so
  // does the entry the question names, "Which paper published The Hollow Bridges?".)
  const plurals = topic.filter((term) => isPluralTerm(context, term)).map((term) => spaced(term.raw));
  const ownHeading = (fact: Fact) => {
    if (plurals.length === 0 || fact.entry === undefined || fact.entry === context.subject) return false;
    const heading = spaced(fact.heading);
    return heading.includes(spaced(fact.entry.title)) && !plurals.some((plural) => heading.includes(plural));
  };
  // (Nor, asked of a thing a verb yields, "What awards has she won?", a list whose heading and lines name no such thing:
  // "Registration and certificates" lists no awards; "Honours", "Trophies" do.)
  const results = askedResults(context, context.question);
  const yields = (fact: Fact) => !results || saysResult(context, fact, results);
  for (const fact of portfolio.facts.filter((fact) => fact.listed && !profile.has(fact) && heads(fact) && yields(fact) && !ownHeading(fact) && !isAwayHeading(context.layer, fact.heading))) bySection.set(fact.section, [...(bySection.get(fact.section) ?? []), fact]);
  // (The heading that says the word itself first, "Books" before "What I work on" for "book", whose "work" is only a
  // broader word; of headings that say it alike, the one that says least else, "Awards" before "Commissions, awards and
  // press", then the longest list.)
  const largest = [...bySection.values()].sort((a, b) => headStrength(b[0]!) - headStrength(a[0]!) || a[0]!.headingKeys.size - b[0]!.headingKeys.size || b.length - a.length)[0];
  // A heading that only relates to the word asked ("Papers" for "certificates") gives way to a line labelled with it.
  const labelled = hits?.[0]?.fact.label !== undefined && !hits[0].fact.listed && hits[0].coverage >= FULL;
  return largest && largest.length >= 2 && !(labelled && headStrength(largest[0]!) < FULL) ? largest : undefined;
}

// Whether a list's heading says the things asked only before another noun, as what kind of thing it lists: "Exhibition
// catalogues" lists catalogues, not exhibitions ("Exhibitions and events", "Conference talks" name theirs). Each part of
// the heading (between commas, "and", "&") names the thing its last word names.
export function namesOnlyAsModifier(context: Context, topic: Term[], heading: string): boolean {
  const { layer, portfolio } = context;
  const asked = (text: string) => topic.some((term) => term.alternatives[0]!.keys.includes(layer.key(text, portfolio.language)));
  let said = false;
  for (const part of heading.split(SEVERAL)) {
    const all = words(part);
    const content = all.filter((word) => !layer.isStopword(word.text, portfolio.language));
    // (The last word a noun: "Trainings I attended" names trainings.)
    const last = content[content.length - 1];
    const parts = last ? layer.relations.parts(layer.key(last.text, portfolio.language)) : 0;
    // (Only the words right before it modify it: "Woods I use" names woods.)
    const stop = all.findLastIndex((word) => layer.isStopword(word.text, portfolio.language));
    const modifiers = content.filter((word) => word !== last && all.indexOf(word) > stop);
    if (!last || asked(last.text) || (parts & 1) === 0 || content.some((word) => asked(word.text) && word !== last && !modifiers.includes(word))) {
      if (content.some((word) => asked(word.text))) return false;
      continue;
    }
    said ||= modifiers.some((word) => asked(word.text));
  }
  return said;
}

// "What services does she offer?" where no heading names services: the sections of the page whose title names its prices
// ("Lessons and prices": Children's swimming school, Adults, …), not those that name prices or payment themselves.
export function offeredSections(context: Context, topic: Term[]): string | undefined {
  const { layer, portfolio } = context;
  const offerings = new Set(layer.vocabulary.questions.offerings.map((word) => layer.key(word, 'en')));
  // (Asked of the services alone, or of the workplace's: "What services does the salon offer?", not "… in social services".)
  const offered = (term: Term) => term.alternatives[0]!.keys.every((key) => offerings.has(key));
  if (!topic.some((term) => term.head && offered(term)) || !topic.every((term) => term.framing || offered(term) || namesBusiness(context, term))) return undefined;
  const prices = new Set(layer.vocabulary.questions.attributes.price!.labels.map((label) => layer.key(label, portfolio.language)));
  const pricing = (text: string) => layer.keysOf(text, portfolio.language).some((key) => prices.has(key) || layer.relations.related(key).some(([other, weight]) => weight >= NEAR && prices.has(other)));
  const priced = new Map<unknown, boolean>();
  const headings = new Map<unknown, string[]>();
  for (const fact of portfolio.facts) {
    if (!priced.has(fact.page)) priced.set(fact.page, pricing(fact.page.title));
    // (Nor a section on how to take part, nor one that says what is not offered: "Opening hours", "What I don't do".)
    if (!priced.get(fact.page) || fact.heading === fact.page.title || pricing(fact.heading) || isPracticalHeading(layer, fact.heading) || headingDenies(context, fact.heading)) continue;
    const list = headings.get(fact.page) ?? headings.set(fact.page, []).get(fact.page)!;
    if (!list.includes(fact.heading)) list.push(fact.heading);
  }
  const best = [...headings.values()].sort((a, b) => b.length - a.length)[0];
  return best && best.length >= 2 ? `${joinNames(best.slice(0, 10), context.say('and'))}.` : undefined;
}

// No heading names the list: the activity may ("Which conferences has she spoken at?": the talks), else the list the
// best matching item belongs to, with the items of it that answer.
/** The items of the list the question's verb names ("spoken": the talks), those that say the names asked ("Where in Italy …?"). */
export function activityItems(context: Context, topic: Term[]): Fact[] | undefined {
  const activity = topic.length === 0 ? undefined : activityList(context)?.filter((fact) => topic.every((term) => !term.proper || context.search.strength(term, fact) >= SAID));
  return activity && activity.length > 0 ? activity : undefined;
}

/** The items of the list the best matching line belongs to, that answer about as well. */
export function bestHitsList(context: Context, hits: Hit[] | undefined): Fact[] | undefined {
  const top = hits?.[0];
  if (!top || !top.fact.listed) return undefined;
  // (Asked of a thing a verb yields, "What awards has she won?", not a list of other things: certificates.)
  const results = askedResults(context, context.question);
  if (results && !saysResult(context, top.fact, results)) return undefined;
  const same = hits!.filter((hit) => hit.fact.listed && hit.fact.section === top.fact.section && hit.coverage >= top.coverage * 0.6).map((hit) => hit.fact);
  return same.length >= 2 ? same.sort((a, b) => a.id - b.id) : undefined;
}

// The listed items of the one section whose heading says the question's verb itself or by derivation
// ("spoken" → "Talks", "written" → "Writing", "published" → "Publications").
export function activityList(context: Context): Fact[] | undefined {
  const { portfolio, search, question } = context;
  // (A verb that names a kind of entry names the entries, no activity: "Which hospitals have you worked in?" asks for no
  // items of "How I work"; questions.yaml `entry-kinds`.)
  const kinds = Object.values(context.layer.vocabulary.questions['entry-kinds']);
  const verbs = question.terms.filter((term) => term.framing);
  if (verbs.length === 0 || verbs.some((term) => kinds.some((words) => words.includes(term.raw.toLowerCase())))) return undefined;
  const bySection = new Map<unknown, Fact[]>();
  for (const fact of portfolio.facts) {
    if (!fact.listed) continue;
    const heading = { ...fact, keys: fact.headingKeys, place: new Set<string>(), context: new Set<string>() };
    if (verbs.every((term) => search.strength(term, heading) >= ACTIVITY)) bySection.set(fact.section, [...(bySection.get(fact.section) ?? []), fact]);
  }
  const sections = [...bySection.values()].filter((facts) => facts.length >= 2);
  return sections.length === 1 ? sections[0] : undefined;
}

// Of the lines that answer nearly as well as the best, one not in a list whose label says every thing asked ("Training boats").
export function labelledLine(context: Context, topic: Term[], hits: ReturnType<typeof bestHits>): Fact | undefined {
  const things = topic.filter((term) => term.head && term.noun && !term.proper);
  if (things.length === 0 || !hits) return undefined;
  const says = (fact: Fact) => things.every((term) => context.search.strength(term, keysOnly(fact, new Set(context.layer.keysOf(fact.label!, fact.language)))) >= SAID);
  // (A line that lists: its value has parts, not one figure, "Total honey in 2024: 4,780 kg".)
  const lists = (fact: Fact) => (fact.value ?? '').split(/[,;]\s/).length >= 2;
  return hits.find((hit) => hit.coverage >= hits[0]!.coverage * 0.9 && hit.fact.label !== undefined && !hit.fact.listed && lists(hit.fact) && says(hit.fact))?.fact;
}

// "Which libraries does he maintain?": the entries whose first sentence says they are one ("Ferry is a … library").
export function describedEntries(context: Context, topic: Term[]): Entry[] | undefined {
  if (topic.length !== 1) return undefined;
  const keys = topic[0]!.alternatives.filter((alternative) => alternative.weight >= 0.9 && alternative.keys.length === 1).map((alternative) => alternative.keys[0]!);
  const matching = context.portfolio.entries.filter((entry) => keys.some((key) => entry.aliases.has(key)));
  const names = new Set(matching.map((entry) => entry.name));
  return names.size >= 2 ? matching.filter((entry, i) => matching.findIndex((other) => other.name === entry.name) === i) : undefined;
}
