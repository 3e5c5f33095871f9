import { periodOf, showFact, withSource } from '../compose.js';
import type { Handler } from '../context.js';
import type { Entry } from '../portfolio/model.js';
import { presentFirst } from './present.js';
import { basedLine, bestHits, leftOut, one, quote, SAID } from './shared.js';

/** "Where is she based?", "Where is X?": a labelled place, an entry's place, else a fact that names a place. */
export const where: Handler = {
  name: 'where',
  answer(context) {
    const { question, subject, portfolio, say } = context;
    if (question.kind !== 'where') return undefined;
    const topic = question.terms.filter((term) => !term.optional);
    // "Where is she based?", "Where is she from?": the profile's labelled line, before any entry's.
    if (question.attribute && (question.attribute.name === 'location' || question.attribute.name === 'origin') && topic.length === 0 && !subject) {
      const labels = question.attribute.labels;
      const line = portfolio.facts.find((fact) => fact.label !== undefined && labels.some((label) => fact.label!.toLowerCase() === label) && fact.entry === undefined);
      if (line) return one(context, line);
      // (Else the profile's line that says it, "… a master electrician based in Subotica", before a project's "Location:".)
      const based = question.attribute.name === 'location' ? basedLine(context) : undefined;
      if (based) return one(context, based);
      const said = context.search.rank(question, { pool: portfolio.owner.profile })[0];
      if (said && said.coverage >= 0.5) return one(context, said.fact);
    }
    // ("Where is that winery?": words that only say what the subject is ask nothing else; and an entry of the same name,
    // a table's row of it, may say its place.)
    const describing = subject !== undefined && question.pointsBack && topic.every((term) => subject.facts.some((fact) => context.search.strength(term, fact) >= SAID));
    // (Nor, of a degree the question names, do verbs that only frame it, "Gde je završio master?", or what it says of the
    // studies, "Gde je završila osnovne studije sestrinstva?"; unless the degree is what the question leaves out.)
    const degreeAsked = subject?.kind === 'education' && !context.inherited && leftOut(context) === '' && (question.entryKind === 'education' || topic.every((term) => term.framing));
    if (subject && (topic.length === 0 || describing || degreeAsked)) {
      const place = placeOf(subject) ?? portfolio.entries.filter((entry) => entry.name === subject.name).map(placeOf).find(Boolean);
      if (place) return withSource(`${subject.name}: ${place}.`, subject, say);
      // ("Where did she do her PhD?": a school or job of no stated place is at its organisation, as its heading says.)
      if (subject.org && (subject.kind === 'education' || subject.kind === 'work')) return withSource(`${subject.title}${periodOf(subject, say)}.`, subject, say);
    }
    // "Where is his practice?": the fact that finds the practice may not say where it is; its entry does,
    // and goes first, before the fact as written.
    // ("Where is the practice?", asked in the present: not the practice she left in 2019.)
    const hits = presentFirst(context, bestHits(context));
    const top = hits?.[0]?.fact;
    const place = top?.entry && top.entry !== subject ? placeOf(top.entry) : undefined;
    if (top?.entry && place && !top.text.includes(place)) return withSource(`${place}: ${showFact(top)}`, top.entry, say);
    return quote(context, hits);
  },
};

// An entry's place: its line labelled with one ("Location: Niš"), else the place its heading states.
function placeOf(entry: Entry): string | undefined {
  const line = entry.facts.find((fact) => fact.label !== undefined && /^(location|city|place|where|lokacija|grad|mesto)$/i.test(fact.label));
  return (line?.value ?? entry.location)?.replace(/[.]+$/, '');
}
