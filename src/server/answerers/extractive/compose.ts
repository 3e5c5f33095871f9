import { keysOf, spaced } from '../../language/words.js';
import type { Question } from './question.js';
import type { Entry, Fact } from './facts.js';
import { sentences } from './markdown.js';
import type { Say } from './replies.js';
import type { ScoredFact } from './search.js';

// Replies stay short: a fact counts only near the start, and a visitor reads one screen.
const SHORT = 220;
const LIST_LIMIT = 360;
// A second fact joins a yes/no answer when it scores at least this share of the first.
const SECOND = 0.6;

/** A fact as a reply shows it: with its entry or section in front when the fact alone would not say whose it is. */
export function showFact(fact: Fact): string {
  const text = fact.text.replace(/[.;:,]+$/, '');
  // No full stop after a link: it would read as part of the address.
  const stop = /(https?:\/\/|www\.)\S+$/.test(text) ? '' : '.';
  const owner = fact.entry?.kind === 'project' ? fact.entry.title : (fact.entry?.org ?? fact.entry?.title);
  if (owner && !spaced(text).includes(spaced(owner))) return `${owner} — ${text}${stop}`;
  if (!owner && fact.listed && !fact.label && fact.heading !== fact.page.title && !spaced(text).includes(spaced(fact.heading))) return `${fact.heading}: ${text}${stop}`;
  return `${text}${stop}`;
}

/** The best facts as a short answer: the top one, and a second from the same place when it fits. */
export function composeFacts(hits: readonly ScoredFact[], say: Say): string {
  const top = hits[0]!;
  const parts = [showFact(top.fact)];
  for (const hit of hits.slice(1, 3)) {
    const samePlace = hit.fact.section === top.fact.section || (hit.fact.entry !== undefined && hit.fact.entry === top.fact.entry);
    const next = hit.fact.text.replace(/[.;:,]+$/, '') + '.';
    if (samePlace && hit.score >= top.score * 0.75 && parts.join(' ').length + next.length <= SHORT) parts.push(next);
  }
  return withSource(parts.join(' '), top.fact.entry, say);
}

/**
 * A yes/no answer: "Yes — fact." from the fact that covers the question, with one more of `others`
 * from the same entry or section when it answers as well ("Android app" and "Kotlin" for "mobile development").
 */
export function composeYes(hit: ScoredFact, question: Question, negations: ReadonlySet<string>, say: Say, others: readonly ScoredFact[] = [], inPlay?: Entry): string {
  let text = hit.fact.value && hit.fact.value.length < 60 ? hit.fact.value : showFact(hit.fact);
  // "Serbian (native), English (fluent, C1), German (basic)": only the item asked about.
  // Items of a labelled list; in prose, the sentence that says it.
  const items = hit.fact.value !== undefined ? hit.fact.value.split(/[,;]\s*(?![^()]*\))/) : sentences(hit.fact.text);
  // ("Awards: World Press Photo, Long-Term Projects, 2nd prize" answers "won any awards?" by its label: all of it.)
  const label = new Set(keysOf(hit.fact.label ?? ''));
  const byLabel = question.terms.some((term) => !term.optional && term.alternatives.some((alt) => alt.every((key) => label.has(key))));
  if (items.length > (hit.fact.value !== undefined ? 2 : 1) && !byLabel) {
    const asked = items.filter((item) => {
      const keys = new Set(keysOf(item));
      return question.terms.some((term) => term.alternatives.some((alt) => alt.every((key) => keys.has(key))));
    });
    if (asked.length > 0 && asked.length < items.length) text = asked.join(', ');
  }
  // "Kotlin, Jetpack Compose" of another entry than the one in play says whose it is.
  const owner = hit.fact.entry?.kind === 'project' ? hit.fact.entry.title : (hit.fact.entry?.org ?? hit.fact.entry?.title);
  if (owner && hit.fact.entry !== inPlay && !spaced(text).includes(spaced(owner))) text = `${owner} — ${text}`;
  const negative = spaced(hit.fact.text).split(' ').some((word) => negations.has(word));
  text = text.replace(/[.]+$/, '') + '.';
  const samePlace = (other: ScoredFact) => (hit.fact.entry !== undefined ? other.fact.entry === hit.fact.entry : other.fact.section === hit.fact.section);
  // "Any prototyping tools?": every member of the category the same list names (Figma beside ProtoPie), however rare.
  const category = hit.fact.listed && question.terms.some((term) => term.weights !== undefined);
  // (Asked for an attribute, a line of the same entry that carries it joins though it repeats no other word: "15,000 installs".)
  const carries = (other: ScoredFact) => question.attribute !== undefined && question.attribute.labels.some((label) => keysOf(label).every((key) => other.fact.keys.has(key)));
  const answers = (other: ScoredFact) => ((other.coverage === 1 && (other.score >= hit.score * SECOND || (category && other.fact.listed))) || carries(other)) && samePlace(other) && other.fact !== hit.fact;
  const more = others.filter(answers).slice(0, category ? others.length : 1);
  const second = more.map((other) => other.fact.text.replace(/[.;:,]+$/, '') + '.').join(' ');
  if (second && !negative && text.length + second.length <= SHORT && !spaced(second).split(' ').some((word) => negations.has(word))) text = `${text} ${second}`;
  return withSource(say(negative ? 'no' : 'yes', { fact: text }), hit.fact.entry, say);
}

/** A list of facts (a section's bullets, table rows) as one line each, bounded. */
export function composeList(facts: readonly Fact[]): string {
  const lines: string[] = [];
  let length = 0;
  for (const fact of facts) {
    const line = `- ${fact.text.replace(/[.;]+$/, '')}`;
    if (lines.length > 0 && length + line.length > LIST_LIMIT) break;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

/** Joins names as "A, B and C". */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/** Adds the entry's link when the reply does not already carry it. */
export function withSource(reply: string, entry: Entry | undefined, say: Say): string {
  if (!entry?.link || reply.includes(entry.link)) return reply;
  return `${reply}\n${say('source', { url: entry.link })}`;
}
