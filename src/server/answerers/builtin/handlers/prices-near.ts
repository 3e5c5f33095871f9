import { showFact } from '../compose.js';
import type { Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { namesAttribute, ownFirst } from './attribute.js';
import { sumTest } from './price.js';
import { saysItFree } from './free.js';
import { asWritten, focus, one, SAID } from './shared.js';

/** How many of the priced lines the search ranks first are shown. */
const SHOWN = 3;

/**
 * "How much is an initial consultation?" of a price list that says "First assessment: 60 minutes, 4,500 RSD": a price
 * asked that no priced line says, even loosely, is not answered, but the visitor would rather see the prices the
 * portfolio does list than be told only that it does not say. So the priced lines of what the owner offers (labelled,
 * headed or in a column as prices; not the cost or funding of a job, a degree or a project, nor a grant or a prize) that
 * the search ranks first, then the first the pages give, up to three and in the order the pages give them, are shown as
 * the nearest thing it says, after naming what no page mentions. A name asked is still left to "not mentioned": the
 * price of a thing named is no price of another.
 */
export const pricesNear: Handler = {
  name: 'prices-near',
  answer(context) {
    const { question, search, subject, say, portfolio } = context;
    if (question.attribute?.name !== 'price' || question.past || question.terms.some((term) => term.proper)) return undefined;
    const sums = sumTest(context.layer);
    // (A price is a sum labelled or headed as one, or under a column that names one: "Price: €85", "## Sessions and prices";
    // not a grant, a prize or a fine, "ERC Starting Grant (€1.5 million)".)
    const named = (label: string | undefined, heading = false) => namesAttribute(context.layer, question.attribute!, label, heading);
    const offered = (fact: Fact) => sums(fact) && fact.entry?.kind === undefined && (named(fact.label) || named(fact.heading, true) || (fact.cells ?? []).some(([header]) => named(header)));
    const pool = ownFirst((subject ? subject.facts : portfolio.facts).filter(offered));
    if (pool.length === 0) return undefined;
    // (A line that says every word asked and that it is free says its price: "Consultation: free" of "Koliko košta
    // konsultacija?", which a price list would hide; not "School classes visit free of charge" of a trial class.)
    const things = question.terms.filter((term) => !term.optional && !term.framing);
    const free = things.some((term) => term.noun) ? portfolio.facts.find((line) => things.every((term) => search.strength(term, line) >= SAID) && saysItFree(context.layer, line)) : undefined;
    if (free) return one(context, free);
    // (The lines the search ranks first, then the first the pages give, up to three shown in the pages' order.)
    const chosen = new Set([...search.rank(question, { pool, subject }).map((hit) => hit.fact), ...pool].slice(0, SHOWN));
    const fact = pool.filter((line) => chosen.has(line)).map(showFact).join(' ');
    const unsaid = focus(question).filter((term) => term.noun && !portfolio.facts.some((line) => search.strength(term, line) >= SAID));
    return unsaid.length > 0 ? say('noMentionNearest', { thing: asWritten(context, unsaid), fact }) : say('notSaidNearest', { fact });
  },
};
