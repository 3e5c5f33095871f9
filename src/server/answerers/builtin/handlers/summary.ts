import { inFrame } from '../compose.js';
import type { Context, Handler } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { asks, saysPhrase } from '../question/asks.js';

/**
 * "Who is she?", "What does he do?", "What is she known for?" (and what projects, of one who lists none): the profile's
 * headline and its first sentences. "What does he do now?" asks for the work he does now, which the timeline answers from
 * the dated entries.
 */
export const summary: Handler = {
  name: 'summary',
  answer(context) {
    const { question, portfolio } = context;
    // ("What kind of projects has he worked on?" of a portfolio that lists no projects, "What experience do you have?" of one
    // that lists no jobs: what he does.)
    const none = (kind: string) => question.entryKind === kind && !portfolio.entries.some((entry) => entry.kind === kind);
    const noneListed = question.kind !== 'yes-no' && (none('project') || (none('work') && (question.kind === 'list' || question.kind === 'which')));
    if (!(question.summary || noneListed) || question.terms.some((term) => !term.optional)) return undefined;
    if (question.time === 'current' && context.dated('work').some((entry) => entry.period!.present)) return undefined;
    // ("Čime se bavi kad ne radi?": what she does off work is her free time, the attribute handler's.)
    if (question.attribute?.name === 'leisure') return undefined;
    // The loader's own "Name — headline" line is not the owner's words, nor is a line of the name alone ("# Katarina Vuković").
    const own = (text: string) => !text.startsWith(`${portfolio.owner.full} — `) && text.trim() !== portfolio.owner.full;
    // ("What do you specialise in?": a line of the owner's own that says a word of the family asked, "Her speciality is
    // colour", before the headline.)
    const said = specialty(context) ?? knownFor(context);
    if (said) return inFrame(said.text, [said], context.say);
    const sentences = portfolio.owner.profile.filter((fact) => fact.label === undefined && own(fact.text));
    const intro = sentences.slice(0, 2);
    if (intro.length === 0) return portfolio.owner.headline ? `${portfolio.owner.full} — ${portfolio.owner.headline}.` : undefined;
    // (An English profile quoted to a Serbian visitor says so in Serbian first.)
    const shown = intro.map((fact) => fact.text).join(' ').length > 180 ? intro.slice(0, 1) : intro;
    return inFrame(shown.map((fact) => fact.text).join(' '), shown, context.say);
  },
};

// Asked what the owner specialises in (questions.yaml `specialty-asks`), the line of the owner's own (no entry's) that says
// a content word asked, or a word related to it closely (one step of WordNet from either side: "specialise" and
// "speciality" by "specialisation").
function specialty({ question, layer, portfolio }: Context): Fact | undefined {
  if (!asks(question, layer, 'specialty-asks')) return undefined;
  const close = (key: string) => [key, ...layer.relations.related(key).filter(([, weight]) => weight >= CLOSE).map(([other]) => other)];
  const wanted = new Set(question.words.filter((word) => !layer.isStopword(word.text, question.language)).flatMap((word) => close(layer.key(word.text, question.language))));
  return portfolio.facts.find((fact) => fact.entry === undefined && [...fact.keys].some((key) => close(key).some((other) => wanted.has(other))));
}

// Asked what the owner is known for (questions.yaml `known-asks`), the first line that says what is (`known-says`: "the best
// known being Kestrel"), not "ten things new nurses wish they had known".
function knownFor({ question, layer, portfolio }: Context): Fact | undefined {
  if (!asks(question, layer, 'known-asks')) return undefined;
  return portfolio.facts.find((fact) => saysPhrase(fact.text, layer, 'known-says'));
}

// How closely a word of the line must relate to the one asked.
const CLOSE = 0.6;
