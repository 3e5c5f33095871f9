import { degreeLevels, othersDegree } from '../degrees.js';
import { jobOf, periodOf } from '../compose.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { placeKeys } from '../entry-words.js';
import { asWritten } from './shared.js';

// The yes-no questions the entries answer, before any line: a place worked in, a degree held.

// "Has he ever worked in Italy?": the jobs whose place or name says the place asked ("Laboratorio Bertozzi, Pietrasanta,
// Italy"), before a line that only mentions the country.
export function placedJobs(context: Context, required: Term[]): string | undefined {
  const { layer, portfolio, question, say } = context;
  if (question.entryKind !== 'work' || context.subject) return undefined;
  const places = required.filter((term) => term.proper && layer.relations.isPlace(term.raw.toLowerCase()));
  if (places.length === 0 || places.length !== required.filter((term) => !term.framing).length) return undefined;
  const jobs = context.dated('work').filter((entry) => {
    const keys = placeKeys(layer, entry, portfolio.language);
    return places.every((term) => term.alternatives[0]!.keys.every((key) => keys.has(key)));
  });
  if (jobs.length === 0) return undefined;
  return say('yes', { fact: `${jobs.map((entry) => `${jobOf(entry, say)}${periodOf(entry, say)}`).join('; ')}.` });
}

// "Does she have a PhD?": answered from the degrees the portfolio lists, not from a talk titled "… without a PhD".
export function degreeAnswer(context: Context, required: Term[]): string | undefined {
  const { layer, portfolio, say } = context;
  const levelOf = degreeLevels(layer);
  const asked = required.find((term) => levelOf.has(term.alternatives[0]!.keys.join('')));
  if (!asked) return undefined;
  // ("Do you supervise PhD students?": a level before those who take it is others' degree, answered by a line that says the
  // two words together, "Supervises two PhD students", and else not mentioned; never by the owner's own PhD.)
  const at = context.question.words.findIndex((word) => word.raw === asked.raw);
  if (at >= 0 && othersDegree(context.question.words, at)) {
    const [level, noun] = context.question.words.slice(at, at + 2).map((word) => layer.key(word.text, 'en'));
    const together = (fact: Fact) => layer.keysOf(fact.text, fact.language).some((key, i, keys) => key === level && keys[i + 1] === noun);
    return portfolio.facts.some(together) ? undefined : say('noMention', { thing: context.question.words.slice(at, at + 2).map((word) => word.raw).join(' ') });
  }
  const level = levelOf.get(asked.alternatives[0]!.keys.join(''))!;
  const degrees = context.dated('education');
  const held = degrees.filter((entry) => entry.aliases.has(level));
  const show = (list: typeof degrees) => list.map((entry) => `${entry.title}${entry.period ? ` (${entry.period.text})` : ''}`).reverse().join('; ');
  if (held.length > 0) return say('yes', { fact: `${show(held)}.` });
  const listed = degrees.filter((entry) => entry.aliases.size > 0 && [...entry.aliases].some((alias) => [...levelOf.values()].includes(alias)));
  if (listed.length === 0 || portfolio.entries.length === 0) return undefined;
  return `${say('noMention', { thing: asWritten(context, [asked]) })} ${show(listed)}.`;
}
