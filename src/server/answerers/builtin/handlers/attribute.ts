import { fold, spaced } from '../../../language/text.js';
import type { TextLayer } from '../../../language/analyzer.js';
import type { Context, Handler } from '../context.js';
import { followFirst } from './follow.js';
import type { Fact } from '../portfolio/model.js';
import type { Attribute, Term } from '../question/model.js';
import { composeList, inFrame, periodOf, showCell, withSource } from '../compose.js';
import { pricedNames, sumTest } from './price.js';
import { basedLine, confinedPool, excludedTerms, focus, listItems, one, SAID } from './shared.js';
import { talkedOf } from '../talked-of.js';

/**
 * "What license is Kasa under?", "How can I contact her?", "Which languages does he speak?": the
 * line the page labels with what was asked (a "License:" line, an email line, a "Languages" list),
 * of the entry in question, else of the owner.
 */
export const attribute: Handler = {
  name: 'attribute',
  answer(context) {
    const { question, subject, portfolio, search, layer } = context;
    const asked = question.attribute;
    if (!asked || question.kind === 'yes-no' || (question.kind === 'how-many' && !asked.amount) || question.superlative) return undefined;
    // "… besides Serbian?": what the question leaves out is no topic; the lines that say it are left out.
    const excluded = excludedTerms(context);
    const topic = focus(question).filter((term) => !excluded.includes(term));
    const kept = (facts: Fact[]) => facts.filter((fact) => !excluded.some((term) => search.strength(term, fact) >= SAID));
    const named = (label: string | undefined, heading = false) => namesAttribute(layer, asked, label, heading);
    // ("how much is it?" after a reply about something no entry is, "nitrous oxide for anxious children": the line
    // with a sum of money that says most of the last exchange's words.)
    // (So too of an entry with no sum of its own: "How much does it cost?" after a reply about the course she teaches for
    // a society, whose fee is on the services page.)
    const priced = sumTest(context.layer);
    // (And of an entry with several, "River tours", the one the exchange talked of: "How much does it cost?" after the nature tour.)
    const own = subject && context.inherited && subject.facts.filter(priced).length > 1 ? new Set(subject.facts) : undefined;
    // (Of one with no sum of its own, a line with a sum that names it: "Paperweight day · one Saturday · 8,000 RSD".)
    const naming = subject && asked.amount && topic.length === 0 && !subject.facts.some(priced) ? confinedPool(context, subject).find(priced) : undefined;
    if (naming) return one(context, naming);
    const talkedTest = (fact: Fact) => priced(fact) && (!own || own.has(fact));
    const talked = (!subject || own || (context.inherited && !subject.facts.some(priced))) && asked.amount && topic.length === 0 ? talkedOf(context, talkedTest) : undefined;
    // (Of its section, the line labelled with what is asked says it: "Price: 24,000 RSD for the whole course", not "Materials:
    // included …; the gold leaf is charged separately, about 2,500 RSD" that says more of a reply about the course; unless
    // the reply quoted the line itself.)
    const quoted = talked !== undefined && (context.history.at(-1)?.content ?? '').includes(talked.text.slice(0, 60));
    const labelledThere = talked && !quoted && !named(talked.label) ? portfolio.facts.find((fact) => fact.section === talked.section && talkedTest(fact) && named(fact.label)) : undefined;
    if (talked) return one(context, labelledThere ?? talked);
    const pool = subject ? subject.facts : portfolio.facts.filter((fact) => fact.entry === undefined);
    // The words asked besides the attribute must be in the line ("Which languages does she speak at work?"),
    // the names among them at least ("her Dribbble shots": the Dribbble link).
    const names = topic.filter((term) => term.proper);
    // (Of an entry, a word its own lines say describes the entry: "the budget of the programme Bridges to Family".)
    const aboutSubject = (term: (typeof topic)[number]) => subject !== undefined && subject.facts.some((fact) => search.strength(term, fact) >= SAID);
    const says = (fact: Fact) => (names.length > 0 ? names : topic).every((term) => search.strength(term, fact) >= SAID || aboutSubject(term));
    // Of several labelled lines, the one that says more of the question ("Languages I speak" for "speak").
    const saysMore = (fact: Fact) => question.terms.filter((term) => search.strength(term, fact) >= SAID).length;
    const labelled = followFirst(context, ownFirst(pool.filter((fact) => named(fact.label) && says(fact))).sort((a, b) => saysMore(b) - saysMore(a)));
    if (asked.name === 'contact' && labelled.length === 0 && !subject) {
      const email = pool.find((fact) => /[\w.+-]+@[\w-]+\.[\w.-]+/.test(fact.text));
      if (email) return one(context, email);
    }
    // (A line with a sum that says more of the question than any "Price:" line is the price handler's: "Jedan trening u
    // skifu: 3.500 RSD" under "Individualni treninzi", not a camp's "Cena: 620 €", for "Koliko košta jedan individualni trening?".)
    // (So is one that names the thing priced where the "Price:" line says it only after its sum: "Full service · … · 6,500
    // RSD", not "Price: 500 RSD each way, free with a full service".)
    const pricing = pricedNames(context, topic.filter((term) => term.noun || term.head));
    const saysMoreThan = (line: Fact) => {
      const [most, own] = [saysMore(line), pricing(line)];
      return portfolio.facts.some((fact) => priced(fact) && (saysMore(fact) > most || (saysMore(fact) === most && own.after > 0 && pricing(fact).named > own.named)));
    };
    if (asked.name === 'price' && !subject && labelled.length > 0 && saysMoreThan(labelled[0]!)) return undefined;
    // ("Where are you based?": of the owner, the profile's line that says where, before a line labelled only with a word of
    // a place's label, "Outside the city limits: 60 RSD per kilometre".)
    const exact = labelled.some((fact) => asked.labels.includes(fact.label!.toLowerCase()));
    const based = asked.name === 'location' && !subject && topic.length === 0 && !exact ? basedLine(context) : undefined;
    if (based) return one(context, based);
    if (labelled.length > 0) return (excluded.length > 0 && itemsBut(context, labelled[0]!, excluded)) || one(context, labelled[0]!);
    const cell = subject && topic.length === 0 ? attributeCell(context, asked, pool) : undefined;
    if (cell) return cell;
    // "What is his position?": the role of the job he holds now.
    if (asked.name === 'role' && !subject && topic.length === 0) {
      const now = context.dated('work').filter((entry) => entry.period!.present && entry.role).pop();
      if (now) return `${now.role} — ${now.name}${periodOf(now, context.say)}.`;
    }
    // A section headed by the attribute ("# Languages", "## Outside work") lists it, one line each; a sentence
    // that opens with it ("Outside work I hike …") says it too.
    // (Asked an amount of something, of its lines under "Price and length" the one with a sum, labelled or not: "Course: 10 lessons, 30,000 RSD".)
    const under = pool.filter((fact) => named(fact.heading, true));
    const summed = asked.amount && subject ? under.filter(priced) : [];
    const headed = kept(ownFirst(summed.length > 0 ? summed : under.filter((fact) => fact.listed || (!fact.entry && fact.label === undefined))));
    // Words the section's own lines say ask for nothing beside it: for the lines that say them all
    // ("How well does he speak German?": "German — B2"), or for every line ("Which foreign languages…").
    const besides = topic.filter((term) => !headed.some((fact) => search.strength(term, fact) >= SAID));
    const sayingAll = headed.filter((fact) => topic.every((term) => search.strength(term, fact) >= SAID));
    if (topic.length > 0 && besides.length === 0 && sayingAll.length > 0 && sayingAll.length < headed.length) return sayingAll.length === 1 ? one(context, sayingAll[0]!) : composeList(sayingAll);
    // (Not by a function word: "From May to September …" opens with no label of where she is from.)
    // (Looked for only when it would answer, each line's words read once.)
    const labels = asked.labels.filter((label) => !layer.isStopword(label, 'en'));
    const opens = (text: string) => labels.some((label) => text.startsWith(` ${label} `));
    const opening = topic.length === 0 && headed.length === 0 ? pool.find((fact) => opens(spaced(fact.text))) : undefined;
    if (opening) return one(context, opening);
    if (headed.length >= 2 && besides.length === 0) return composeList(headed);
    if (headed.length === 1 && besides.length === 0) return one(context, headed[0]!);
    // "…; a team of five over three seasons; budget 14.5 million RSD.": the entry's line that says it in passing.
    // (A word of its own, not part of a joined one: "Water-based lacquer" says nothing of where he is based.)
    const inWords = asked.labels.filter((label) => !layer.isStopword(label, 'en')).map((label) => new RegExp(`(?<![\\p{L}\\p{N}-])${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+')}(?![\\p{L}\\p{N}-])`, 'u'));
    const saysLabel = (fact: Fact) => {
      const text = fold(fact.text);
      return inWords.some((label) => label.test(text));
    };
    const inline = (subject || !asked.amount) && topic.length === 0 ? pool.find((fact) => (!asked.amount || /\d/.test(fact.text)) && saysLabel(fact)) : undefined;
    if (inline) return one(context, inline);
    // ("What does that cost?" of a section whose line says "…: €25 per resident": its line with a sum of money.)
    const sum = subject && asked.amount && topic.length === 0 ? pool.find(priced) : undefined;
    if (sum) return one(context, sum);
    // "Which license does it use?" about an entry that states none: say so, rather than quote another entry's.
    // (What came of it is told in its lines more often than labelled: they answer.)
    if (context.confined && subject && topic.length === 0 && asked.name !== 'outcome') return context.say('notFound', { topics: context.topics });
    return undefined;
  },
};

// A labelled list's items but the ones left out: "Languages: English (C1), Italian (B2), German (A2)." for "besides Serbian".
function itemsBut({ layer, search }: Context, fact: Fact, excluded: readonly Term[]): string | undefined {
  const items = listItems(fact.value ?? '');
  const kept = items.filter((item) => !excluded.some((term) => search.strength(term, { ...fact, keys: new Set(layer.keysOf(item, fact.language)), place: new Set(), context: new Set() }) >= SAID));
  return fact.label && kept.length > 0 && kept.length < items.length ? `${fact.label}: ${kept.join(', ').replace(/[.;:,]+$/, '')}.` : undefined;
}

/**
 * Whether a label or heading names the attribute: it holds one of its labels as a phrase ("Languages I speak" for
 * "languages"), or opens with one that ends in "*" ("outside the *": "Outside the clinic", "van *": "Van radionice").
 */
// ("Away from the workshop" heads the lines of leisure; a line labelled "Outside the city limits:" is no such line: a label
// with a word in place of "*" names the attribute only as a heading.)
// (A function word, "from", names it only as the whole label or its end: "From:", "Where I'm from"; not "Away from the
// microphone", "From the archive".)
export function namesAttribute(layer: TextLayer, asked: Attribute, label: string | undefined, heading = false): boolean {
  if (label === undefined) return false;
  const text = spaced(label);
  // (The word in place of "*" is a common one, in lower case: "Van radionice", not the name "Van Dijk Kuiper".)
  const common = (phrase: string) => /^\p{Ll}/u.test(label.trim().split(/\s+/)[phrase.split(' ').length - 1] ?? '');
  const says = (phrase: string) => (layer.isStopword(phrase, 'en') ? text.endsWith(` ${phrase} `) : text.includes(` ${phrase} `));
  return asked.labels.some((phrase) => (phrase.endsWith('*') ? heading && text.startsWith(` ${phrase.slice(0, -1)}`) && common(phrase) : says(phrase)));
}

/**
 * Every line that states an attribute of the entry asked about, else of the owner: its labelled lines
 * ("Languages: …"), else the lines of a section the attribute heads ("## Languages").
 */
export function attributeLines(context: Context, asked: Attribute): Fact[] {
  const { subject, portfolio } = context;
  const named = (label: string | undefined, heading = false) => namesAttribute(context.layer, asked, label, heading);
  const pool = subject ? subject.facts : portfolio.facts.filter((fact) => fact.entry === undefined);
  const labelled = pool.filter((fact) => named(fact.label));
  return labelled.length > 0 ? labelled : pool.filter((fact) => named(fact.heading, true) && (fact.listed || (!fact.entry && fact.label === undefined)));
}

/**
 * The cell of a table row under a column the attribute names ("What changed: …" for "Did it work?"), with
 * the rest of the row as written, as the cell handler shows a cell.
 */
export function attributeCell(context: Context, asked: Attribute, pool: readonly Fact[]): string | undefined {
  const named = (header: string) => namesAttribute(context.layer, asked, header);
  for (const fact of ownFirst(pool)) {
    const cell = fact.cells?.find(([header, value]) => value !== '' && named(header));
    if (cell) return withSource(inFrame(showCell(fact, cell), [fact], context.say), fact.entry, context.say);
  }
  return undefined;
}

/** A Serbian page's own lines without their English twins', when it has any. */
export function ownFirst(facts: readonly Fact[]): Fact[] {
  const own = facts.filter((fact) => !fact.fallback);
  return own.length > 0 ? own : [...facts];
}
