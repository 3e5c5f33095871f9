import type { Knowledge, KnowledgeDocument, Section } from '../../knowledge/types.js';
import { tokenize, yearsCovered } from '../../retrieval/text.js';
import { cleanMarkdown, firstUnit } from './excerpt.js';

/** A project: a file of its own, or a section of a projects page. */
export interface Project {
  title: string;
  url?: string;
  /** Its first section, for a one-line summary. */
  lead: Section;
}

/** What the answerer works out about a portfolio once, at creation. */
export interface PortfolioFacts {
  name: string;
  headline?: string;
  /** The portfolio's projects, in load order. */
  projects: Project[];
  /** The section that introduces the owner. */
  about?: Section;
  /** How to reach the owner publicly ("LinkedIn: https://..."), if the portfolio says. */
  contactRoute?: string;
  /** Owner links as "Label: URL". */
  links: string[];
  /** Every folded word in the portfolio, to tell a portfolio topic from small talk. */
  vocabulary: ReadonlySet<string>;
}

// A folder whose name says projects ("projects/2023/", "side-projects/", "case-studies/").
const PROJECT_FOLDER = /(^|\/)[^/]*(projects?|projekti|portfolio|open-?source|oss|case-?stud(y|ies)|showcase)[^/]*\//i;
// "work/" holds projects for a designer and employers for an engineer: only files that don't read as a job.
const WORK_FOLDER = /(^|\/)(work|works|apps)\//i;
const JOB_FACT = /^(role|position|period|company|employer|dates?|from|since|job title)\s*:/im;
const PROJECT_PAGE = /\b(projects|projekti|side projects|open source|portfolio)\b/i;
// A heading whose children are projects ("Selected work › Aurora").
const PROJECT_HEADING =
  /^(((selected|featured|recent|personal|side|client|my|notable|open[- ]source|other) )?(projects?|work|case stud(y|ies))|open[- ]source|portfolio|showcase|projekti)$/i;
const ABOUT = /\b(about|bio|biography|o meni|o sebi|biografija)\b/i;
const CONTACT = /\b(contact|kontakt|get in touch|reach)\b/i;
const CONTACT_TEXT = /\b(reach me|contact me|get in touch|best way to reach|contact form)\b/i;
const CONTACT_LINK = /contact|form|linkedin|e-?mail|mail|kontakt/i;
const MAX_PROJECTS = 12;

/** Reads the owner, projects, about section, contact route and vocabulary from `knowledge`. */
export function readPortfolio(knowledge: Knowledge): PortfolioFacts {
  const { profile, documents, sections } = knowledge;
  const others = documents.filter((d) => d.file !== 'profile.md');
  const projects = findProjects(others, sections);
  const links = Object.entries(profile.links).map(([label, url]) => `${label}: ${url}`);
  const vocabulary = new Set<string>();
  for (const section of sections) for (const token of tokenize(`${section.heading} ${section.text}`)) vocabulary.add(token);

  const facts: PortfolioFacts = { name: profile.name, projects, links, vocabulary };
  if (profile.headline) facts.headline = profile.headline;
  const aboutDoc = others.find((d) => ABOUT.test(d.title) || ABOUT.test(d.file));
  const about =
    sections.find((s) => s.document === aboutDoc) ??
    sections.find((s) => ABOUT.test(s.heading.split(' › ')[0]!)) ??
    sections.find((s) => s.document.file === 'profile.md');
  if (about) facts.about = about;
  const route = contactRoute(knowledge, links);
  if (route) facts.contactRoute = route;
  return facts;
}

// Project files (in a projects folder, with a url, or in a work folder and not
// a job), then the sections under a "Projects" heading or on a "Projects"
// page, each name once.
function findProjects(documents: KnowledgeDocument[], sections: Section[]): Project[] {
  const projects: Project[] = [];
  const seen = new Set<string>();
  const add = (title: string, lead: Section | undefined, url?: string) => {
    const key = title.toLowerCase();
    if (!lead || seen.has(key) || projects.length >= MAX_PROJECTS) return;
    seen.add(key);
    projects.push(url ? { title, url, lead } : { title, lead });
  };
  // Each document's first section, found in one pass rather than one search per document.
  const leads = new Map<KnowledgeDocument, Section>();
  for (const section of sections) if (!leads.has(section.document)) leads.set(section.document, section);
  const projectFiles = new Set<KnowledgeDocument>();
  for (const document of documents) {
    const lead = leads.get(document);
    const isJob = lead !== undefined && (JOB_FACT.test(lead.text) || yearsCovered(`${document.title}\n${lead.text.slice(0, 300)}`, 2100).length > 0);
    if (PROJECT_FOLDER.test(document.file) || ((document.url || WORK_FOLDER.test(document.file)) && !isJob)) {
      projectFiles.add(document);
      add(document.title, lead, document.url);
    }
  }
  const pagesWithHeading = new Set(sections.filter((s) => s.heading.split(' › ').some((p) => PROJECT_HEADING.test(p))).map((s) => s.document));
  for (const section of sections) {
    const page = section.document;
    if (projectFiles.has(page) || section.heading === page.title) continue;
    const parts = section.heading.split(' › ');
    let name: string | undefined;
    if (pagesWithHeading.has(page)) {
      const at = parts.findLastIndex((part) => PROJECT_HEADING.test(part));
      if (at >= 0 && at < parts.length - 1) name = parts[at + 1];
    } else if (PROJECT_PAGE.test(page.title) && !page.url) name = parts[0];
    if (name) add(name, section, section.text.match(/https?:\/\/[^\s)>\]]+/)?.[0]?.replace(/[.,;]+$/, ''));
  }
  return projects;
}

/** Names to suggest: project titles first, then the generic topic words given. */
export function suggestTopics(facts: PortfolioFacts, topicWords: readonly string[]): string {
  return [...facts.projects.slice(0, 4).map((p) => p.title), ...topicWords].join(', ');
}

// Prefer labelled profile links ("Contact form", "LinkedIn"), then links in a
// contact page, then that page's first paragraph, then any profile links.
function contactRoute(knowledge: Knowledge, links: string[]): string | undefined {
  const labelled = Object.entries(knowledge.profile.links)
    .filter(([label, url]) => CONTACT_LINK.test(label) || /linkedin\.com|\/contact/i.test(url))
    .map(([label, url]) => `${label}: ${url}`);
  if (labelled.length > 0) return labelled.slice(0, 3).join(', ');
  const section =
    knowledge.sections.find((s) => CONTACT.test(s.document.title) || CONTACT.test(s.heading)) ??
    knowledge.sections.find((s) => CONTACT_TEXT.test(s.text));
  if (section) {
    const urls = [...new Set(section.text.match(/https?:\/\/[^\s)>\]]+|mailto:[^\s)>\]]+/g) ?? [])].map((u) => u.replace(/[.,;]+$/, ''));
    if (urls.length > 0) return urls.slice(0, 3).join(', ');
    const paragraph = cleanMarkdown(firstUnit(section.text));
    if (paragraph) return paragraph.length > 240 ? `${paragraph.slice(0, 239)}…` : paragraph;
  }
  return links.length > 0 ? links.slice(0, 3).join(', ') : undefined;
}
