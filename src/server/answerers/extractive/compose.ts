import type { Section } from '../../knowledge/types.js';
import type { WeightedTerms } from '../../retrieval/query.js';
import { isYear } from '../../retrieval/text.js';
import type { ScoredSection } from '../../retrieval.js';
import { cleanMarkdown, excerpt, type Unit } from './excerpt.js';
import type { Phrases } from './phrases.js';
import type { PortfolioFacts } from './portfolio.js';

/** Looks up a section's units (computed once per section). */
export type UnitsOf = (section: Section) => readonly Unit[];

// Sections close to the best are quoted too: two jobs held in the asked-for
// year, a BSc and an MSc. Budgets keep the reply readable.
const CLOSE_SCORE = 0.75;
const YEAR_SCORE = 0.5;
const MAX_SECTIONS = 3;
const FIRST_BUDGET = 700;
const OTHER_BUDGET = 450;
const SUMMARY_CHARS = 160;

/** A reply quoting the best-matching sections, each with its title and link. */
export function composeFound(
  hits: readonly ScoredSection[],
  terms: WeightedTerms,
  facts: PortfolioFacts,
  phrases: Phrases,
  unitsOf: UnitsOf,
  yearsOf: (section: Section) => ReadonlySet<number>,
): string {
  const top = hits[0]!;
  const asked = [...terms.keys()].filter(isYear).map(Number);
  const covers = (hit: ScoredSection) => asked.some((y) => yearsOf(hit.section).has(y));
  // Asked about a year, every section dated to cover it is an answer (two jobs that year).
  const close = (hit: ScoredSection) => hit.score >= top.score * CLOSE_SCORE || (hit.score >= top.score * YEAR_SCORE && covers(hit));
  let chosen = hits.filter((hit, i) => i === 0 || close(hit));
  // Asked about a year, sections dated to cover it lead, and sections dated to other years go.
  if (asked.length > 0 && chosen.some(covers)) {
    chosen = [...chosen.filter(covers), ...chosen.filter((hit) => !covers(hit) && yearsOf(hit.section).size === 0)];
  }
  chosen = chosen.slice(0, MAX_SECTIONS);
  const blocks = chosen.map((hit, i) => quote(hit.section, excerpt(unitsOf(hit.section), terms, i === 0 ? FIRST_BUDGET : OTHER_BUDGET), phrases));
  return [phrases.found(facts.name), ...blocks].join('\n\n');
}

/** A reply introducing the owner from the about section, headline and links. */
export function composeAbout(facts: PortfolioFacts, phrases: Phrases, unitsOf: UnitsOf): string {
  const parts = [phrases.about(facts.name)];
  const body = facts.about ? excerpt(unitsOf(facts.about), new Map(), FIRST_BUDGET) : '';
  if (facts.headline && !body.includes(facts.headline)) parts.push(`${facts.name} — ${facts.headline}`);
  if (body) parts.push(body);
  if (facts.links.length > 0 && !facts.links.every((link) => body.includes(link.split(': ')[1]!))) {
    parts.push(`${phrases.links}: ${facts.links.join(', ')}`);
  }
  return parts.join('\n\n');
}

/** A reply listing the portfolio's projects with a one-line summary and link each. */
export function composeProjects(facts: PortfolioFacts, phrases: Phrases, unitsOf: UnitsOf): string {
  const lines = facts.projects.map((project) => {
    const summary = summaryOf(unitsOf(project.lead));
    const link = project.url && !summary.includes(project.url) ? ` (${project.url})` : '';
    return `- ${project.title}${summary ? `: ${summary}` : ''}${link}`;
  });
  return [phrases.projects(facts.name), lines.join('\n')].join('\n\n');
}

function quote(section: Section, text: string, phrases: Phrases): string {
  const { title, url } = section.document;
  const label =
    section.heading === title || section.heading.toLowerCase().includes(title.toLowerCase()) ? section.heading : `${title} › ${section.heading}`;
  const link = url && !text.includes(url) ? `\n${phrases.link}: ${url}` : '';
  return `${label}:\n${text}${link}`;
}

// The first prose unit (not a "Label: value" fact) up to its first sentence.
function summaryOf(units: readonly Unit[]): string {
  const prose = units.find((u) => !/^[\p{L} ]{1,30}: \S/u.test(u.text) && !/^\s*[-*+|]/.test(u.text)) ?? units[0];
  if (!prose) return '';
  const text = cleanMarkdown(prose.text);
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  if (sentence.length <= SUMMARY_CHARS) return sentence;
  const cut = sentence.slice(0, SUMMARY_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_CHARS / 2)).replace(/[,;:]$/, '')}…`;
}
