import { stringify } from 'yaml';
import type { Resume } from './resume.js';

/** One Markdown file made from a JSON Resume: its path in the folder and its text. */
export interface ResumePage {
  file: string;
  text: string;
}

/**
 * Renders a JSON Resume as the Markdown pages of a knowledge folder: `profile.md`
 * from `basics`, one `work/NAME.md` per role, and one page each for education,
 * skills, projects, languages, awards and publications. Entries get headings
 * shaped "Organisation — Role (2019–2022)" with `Location:` and `Link:` lines,
 * the same pages `secretary init` starts an owner with.
 */
export function renderResumePages(resume: Resume): ResumePage[] {
  const pages: ResumePage[] = [renderProfile(resume)];
  const taken = new Set<string>();
  for (const job of resume.work ?? []) {
    const heading = entryHeading(job.name, job.position, period(job.startDate, job.endDate));
    const slug = uniqueSlug(slugOf(`${job.name ?? ''} ${job.position ?? ''}`) || 'role', taken);
    pages.push(page(`work/${slug}.md`, {}, [
      `# ${heading}`,
      lines(job.location && `Location: ${job.location}`, job.url && `Link: ${job.url}`) ?? `${heading}.`,
      job.description,
      job.summary,
      bullets(job.highlights),
    ]));
  }
  const section = (file: string, title: string, tags: string[], entries: string[]) => {
    if (entries.length > 0) pages.push(page(file, { tags }, [`# ${title}`, ...entries]));
  };
  section('education.md', 'Education', ['education', 'studies', 'degree'], (resume.education ?? []).map((e) => entry(
    entryHeading(e.institution, [e.studyType, e.area].filter(Boolean).join(' in '), period(e.startDate, e.endDate)),
    lines(e.studyType && `Degree: ${e.studyType}`, e.area && `Field: ${e.area}`, e.url && `Link: ${e.url}`, e.score && `Score: ${e.score}`),
    e.courses?.length ? `Courses: ${e.courses.join(', ')}` : undefined,
  )));
  const skills = (resume.skills ?? []).filter((s) => s.name);
  if (skills.length > 0) {
    section('skills.md', 'Skills', ['skills', 'technologies', 'tools'], [
      skills.map((s) => `- ${s.name}${s.level ? ` (${s.level})` : ''}${s.keywords?.length ? `: ${s.keywords.join(', ')}` : ''}`).join('\n'),
    ]);
  }
  section('projects.md', 'Projects', ['projects'], (resume.projects ?? []).map((p) => entry(
    entryHeading(p.name, p.entity, period(p.startDate, p.endDate)),
    lines(p.url && `Link: ${p.url}`, p.roles?.length ? `Role: ${p.roles.join(', ')}` : undefined, p.keywords?.length ? `Tech stack: ${p.keywords.join(', ')}` : undefined),
    p.description,
    bullets(p.highlights),
  )));
  const languages = (resume.languages ?? []).filter((l) => l.language);
  if (languages.length > 0) {
    section('languages.md', 'Languages', ['languages', 'spoken languages'], [
      languages.map((l) => `- ${l.language}${l.fluency ? `: ${l.fluency}` : ''}`).join('\n'),
    ]);
  }
  section('awards.md', 'Awards', ['awards', 'prizes'], (resume.awards ?? []).map((a) => entry(
    entryHeading(a.title, a.awarder, period(a.date, a.date)),
    lines(a.awarder && `Awarded by: ${a.awarder}`),
    a.summary,
  )));
  section('publications.md', 'Publications', ['publications', 'writing', 'papers'], (resume.publications ?? []).map((p) => entry(
    entryHeading(p.name, p.publisher, period(p.releaseDate, p.releaseDate)),
    lines(p.publisher && `Publisher: ${p.publisher}`, p.url && `Link: ${p.url}`),
    p.summary,
  )));
  return pages;
}

/** "2019–2022", "2019–present" (no end date), "2020" (one year), or undefined without a start. */
export function period(start: string | undefined, end: string | undefined): string | undefined {
  const from = start?.slice(0, 4);
  if (!from) return undefined;
  const to = end?.slice(0, 4);
  if (to === from) return from;
  return `${from}–${to ?? 'present'}`;
}

function renderProfile(resume: Resume): ResumePage {
  const basics = resume.basics ?? {};
  const links: Record<string, string> = {};
  if (basics.url) links.Website = basics.url;
  for (const profile of basics.profiles ?? []) {
    if (profile.url) links[profile.network || 'Profile'] = profile.url;
  }
  if (basics.email) links.Email = `mailto:${basics.email}`;
  const front: Record<string, unknown> = { name: basics.name || 'Your Name' };
  if (basics.label) front.headline = basics.label;
  if (Object.keys(links).length > 0) front.links = links;
  const where = [basics.location?.city, basics.location?.region, basics.location?.countryCode].filter(Boolean).join(', ');
  return page('profile.md', front, [basics.summary, lines(where && `Location: ${where}`)]);
}

function entryHeading(organisation: string | undefined, role: string | undefined, when: string | undefined): string {
  const name = [organisation, role].filter((part) => part && part.trim() !== '').join(' — ') || 'Untitled';
  return when ? `${name} (${when})` : name;
}

function entry(heading: string, ...parts: Array<string | undefined>): string {
  const kept = parts.filter((part): part is string => Boolean(part && part.trim() !== ''));
  // A heading with no text under it would be dropped by the loader, so it is repeated as the text.
  return [`## ${heading}`, ...(kept.length > 0 ? kept : [`${heading}.`])].join('\n\n');
}

function lines(...items: Array<string | undefined | false | ''>): string | undefined {
  const kept = items.filter((item): item is string => typeof item === 'string' && item !== '');
  return kept.length > 0 ? kept.join('\n') : undefined;
}

function bullets(items: string[] | undefined): string | undefined {
  return items && items.length > 0 ? items.map((item) => `- ${item}`).join('\n') : undefined;
}

function page(file: string, front: Record<string, unknown>, parts: Array<string | undefined>): ResumePage {
  const body = parts.filter((part) => part && part.trim() !== '').join('\n\n');
  const head = Object.keys(front).length > 0 ? `---\n${stringify(front).trimEnd()}\n---\n\n` : '';
  return { file, text: `${head}${body}\n` };
}

function slugOf(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

function uniqueSlug(slug: string, taken: Set<string>): string {
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  taken.add(candidate);
  return candidate;
}
