import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortfolioIndex } from '../../../src/server/answerers/builtin/index.js';
import { readPortfolio } from '../../../src/server/answerers/builtin/portfolio/read.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';
import { textLayer } from '../../../src/server/language/analyzer.js';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function portfolio(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'secretary-portfolio-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries({ 'profile.md': '---\nname: Ana Test\n---\nAna Test is a designer.\n', ...files })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return readPortfolio(await loadKnowledge(dir), textLayer(), 'en');
}

const shown = (entries: Awaited<ReturnType<typeof portfolio>>['entries']) =>
  entries.map((e) => [e.kind, e.certain ? e.org : undefined, e.certain ? e.role : undefined, e.period?.text]);

// Portfolios are laid out in many ways; each layout here is one owners use (issue 19's classes of failure).
describe('reading a portfolio into entries', () => {
  it('reads "Org — Role (period)" headings, with certainty', async () => {
    const p = await portfolio({ 'experience.md': '# Experience\n\n## Kestrel Labs — Senior Engineer (2019–present)\n\n- Built things.\n' });
    expect(shown(p.entries)).toEqual([['work', 'Kestrel Labs', 'Senior Engineer', '2019–present']]);
  });

  it('reads a role heading with the organisation on the line below, in bold or italics', async () => {
    const p = await portfolio({
      'work.md': '# Work\n\n### Design Lead\n\n*Shopora · Sarajevo · 2021–present*\n\nWe sell things.\n\n### Partner, Tax & Advisory\n\n**Ristić Vuković Partners** · Novi Sad · Oct 2019 – 2021\n',
    });
    expect(shown(p.entries)).toEqual([
      ['work', 'Shopora', 'Design Lead', '2021–present'],
      ['work', 'Ristić Vuković Partners', 'Partner, Tax & Advisory', 'Oct 2019 – 2021'],
    ]);
  });

  it('reads a table with a years column as entries, its columns as role and organisation', async () => {
    const p = await portfolio({ 'experience.md': '# Experience\n\n| Years | Hospital | Role |\n|---|---|---|\n| 2016–2021 | Sveti Vid Hospital | Staff Nurse |\n' });
    expect(shown(p.entries)).toEqual([['work', 'Sveti Vid Hospital', 'Staff Nurse', '2016–2021']]);
  });

  it('reads a career told in prose, quoting it as written', async () => {
    const p = await portfolio({ 'career.md': '# Career\n\nFrom 2009 to 2014 she worked in-house at the Ministry of Culture as a translator.\n' });
    expect(p.entries).toHaveLength(1);
    expect(p.entries[0]).toMatchObject({ kind: 'work', certain: false, name: 'Ministry of Culture', period: { from: 2009, to: 2014 } });
  });

  // "leading a team of 6" is no employer; "My first job after the course" is no job's name; "Projects" is no project.
  it('does not take a phrase, a sentence or a page heading for a name', async () => {
    const p = await portfolio({
      'experience.md': '# Experience\n\n## Charge Nurse — City Hospital (2019–present)\n\n- 2019–2021: leading a team of 6 on the night shift.\n\n## Before that\n\nMy first job after the course, in 2012, was mostly paperwork.\n',
      'projects.md': '# Projects\n\nThe ward checklist is my favourite piece of work.\n',
    });
    for (const entry of p.entries) {
      if (entry.certain) expect([entry.org, entry.role].join(' ')).not.toMatch(/leading|My first job|Before that|Projects/);
    }
    expect(p.entries.filter((e) => e.kind === 'project').map((e) => e.name)).not.toContain('Projects');
  });

  it('reads résumé pages (resume.json) like Markdown ones', async () => {
    const resume = { basics: { name: 'Ana Test' }, work: [{ name: 'Medisano', position: 'Lead Product Designer', startDate: '2021-03' }] };
    const p = await portfolio({ 'resume.json': JSON.stringify(resume) });
    expect(shown(p.entries)).toEqual([['work', 'Medisano', 'Lead Product Designer', '2021–present']]);
  });

  it('heads a list with the bold line above it', async () => {
    const p = await portfolio({ 'education.md': '# Education\n\n**Certificates**\n\n- CPACC, 2021\n- NN/g UX, 2019\n' });
    expect(p.facts.filter((f) => f.listed).map((f) => f.heading)).toEqual(['Certificates', 'Certificates']);
  });

  it('knows an entry by what its first sentence says it is ("the bank")', async () => {
    const p = await portfolio({ 'experience.md': '# Experience\n\n## Danubia Banka — Developer (2013–2018)\n\nDanubia Banka is a mid-sized retail bank.\n' });
    expect([...p.entries[0]!.aliases]).toContain('bank');
  });

  // "Camps for 2025. Boats … are included in every price." was an entry named "Camps for", dated 2025.
  it('reads a year after "for", "in", "of" or "during" as part of a sentence, not as an entry heading', async () => {
    const p = await portfolio({ 'training.md': '---\ntitle: Training camps\ntags: [training camp]\n---\n\n# Training camps\n\nCamps for 2025. Boats and oars are included in every price.\n\n## Masters camp (2025)\n\nPlaces: 16\n' });
    expect(p.entries.map((entry) => entry.name)).toEqual(['Masters camp']);
  });

  // "## Junior summer camp" with "**When:** 10 days in July (7–16 July 2025)" was no entry: the entry labels were looked for
  // without Markdown's bold, so only a heading that reads as a name or a role ("Masters camp") made one.
  it('reads a section with a bold "When:" line as an entry', async () => {
    const p = await portfolio({ 'training.md': '---\ntitle: Training camps\ntags: [training camp]\n---\n\n# Training camps\n\n## Junior summer camp, Srebrno jezero\n\n**When:** 10 days in July (7–16 July 2025)\n**Places:** 24\n' });
    expect(p.entries.map((entry) => [entry.name, entry.period?.from])).toEqual([['Junior summer camp, Srebrno jezero', 2025]]);
  });

  // A field school's table of seasons ("2022 | 12 | 5 | …") made entries named "12", "16", "19"; and "the Mali Gradac
  // excavation" named no entry, its heading being "Mali Gradac — Excavation Director" and "Mali Gradac" shared with the school.
  it('makes no entry of a row whose cells name nothing, and knows a project by its name before the dash', async () => {
    const files = {
      'projects.md': '---\ntitle: Excavations\n---\n\n# Excavations\n\n## Mali Gradac — Excavation Director (2021–present)\n\n- Team: 28 people each season.\n\n## Mali Gradac Field School (since 2022)\n\nA summer school on the site.\n',
      'seasons.md': '---\ntitle: Field school seasons\ntags: [training]\n---\n\n# Field school seasons\n\n| Year | Students | Countries |\n|---|---|---|\n| 2022 | 12 | 5 |\n| 2023 | 16 | 8 |\n',
    };
    const p = await portfolio(files);
    expect(p.entries.map((entry) => entry.name)).toEqual(['Mali Gradac — Excavation Director', 'Mali Gradac Field School']);
    const index = createPortfolioIndex(await loadKnowledge(dirs[dirs.length - 1]!)).view('en');
    expect(index.search.entryNamed('How many people work on the Mali Gradac excavation?')?.name).toBe('Mali Gradac — Excavation Director');
  });
  // A projects page's yearly table ("2018 | 15 | 160 kWp") made projects named "15" and "160 kWp", offered as
  // "projects such as 15 and 22"; a figure names no row.
  it('makes no project of a row of figures on a projects page', async () => {
    const files = {
      'projects.md': '# Projects\n\n## Tisa Dairy — Rooftop Plant (2023)\n\n- 1,040 panels.\n\n## Installations by year\n\n| Year | Systems | Total power |\n|---|---|---|\n| 2018 | 15 | 160 kWp |\n| 2019 | 22 | 240 kWp |\n',
    };
    const p = await portfolio(files);
    expect(p.entries.map((entry) => entry.name)).toEqual(['Tisa Dairy — Rooftop Plant']);
  });

  // An award's heading, "Subotica Craftsmen's Association — Craftsman of the Year (2018)", was named by the
  // association alone, so a reply about it never said the award; an entry of no kind goes by its whole title.
  it('names an entry of no kind by its title, not by the organisation in it', async () => {
    const files = { 'awards.md': "# Awards\n\n## Subotica Craftsmen's Association — Craftsman of the Year (2018)\n\nGiven each year to one master craftsman in the city.\n" };
    const p = await portfolio(files);
    expect(p.entries.map((entry) => [entry.kind, entry.name])).toEqual([[undefined, "Subotica Craftsmen's Association — Craftsman of the Year"]]);
  });

  // A line that only dates a dated heading ("Since March 2019" under "… — Senior Curator (2019–present)") made a job
  // named "Since March 2019".
  it('makes no entry of a line that only dates the entry above it', async () => {
    const files = { 'work.md': '# Work history\n\n## Regional Museum Kragujevac — Senior Curator (2019–present)\nSince March 2019\nLocation: Kragujevac, Serbia\n\n- Head of the department.\n\n## Open-Air Museum — Curator (2010–2014)\nJune 2010 – August 2014\n\n- Curated a show.\n' };
    const p = await portfolio(files);
    expect(p.entries.map((entry) => entry.name)).toEqual(['Regional Museum Kragujevac', 'Open-Air Museum']);
  });

  // A fieldwork table's "Area" column made rows named "Gruža" and "Kragujevac", and "the Kragujevac museum" then
  // named the row: an area is where a row was, its subject is what it was.
  it('reads an "Area" column as a place, and names the row by what else it says', async () => {
    const files = { 'fieldwork.md': '# Fieldwork\n\n| Year | Area | Subject | Interviews |\n|---|---|---|---|\n| 2015 | Gruža | Weaving and dowry textiles | 46 |\n' };
    const p = await portfolio(files);
    expect(p.entries.map((entry) => [entry.name, entry.location])).toEqual([['Weaving and dowry textiles', 'Gruža']]);
  });
  // "I started the \"Talk with Me\" workshops in 2015" made a course at an organisation named "Me".
  it('takes no organisation from a title in quotes', async () => {
    const p = await portfolio({ 'workshops.md': '---\ntitle: Workshops\ntags: [training]\n---\n\n# Workshops\n\nI started the "Talk with Me" workshops in 2015, in the waiting room of the clinic.\n' });
    expect(p.entries.map((entry) => entry.org)).not.toContain('Me');
  });
  // "how long has she been working at the children's clinic?" named no entry: "the children's clinic" was cut at the
  // apostrophe, so "clinic" was never read as what the entry is.
  it('knows an entry by what it is after a possessive', async () => {
    const files = {
      'experience.md': "# Experience\n\n## Vidik Optometry — Owner and optometrist (2019–present)\n\n- Contact lenses.\n\n## Okce Children's Eye Clinic — Paediatric optometrist (2021–present)\n\n- Children from six months.\n",
      'talks.md': '# Talks\n\n## Orthokeratology in children (2021)\n\nA talk for parents.\n',
    };
    await portfolio(files);
    const index = createPortfolioIndex(await loadKnowledge(dirs[dirs.length - 1]!)).view('en');
    expect(index.search.entryNamed("how long has she been working at the children's clinic?")?.name).toBe("Okce Children's Eye Clinic");
  });
  // "How many transistor radios does she have?" was confined to the documentary "Grandmother's Transistor": a common word
  // written small, half of a name and not its first word, names no entry (written as a name, "the Transistor documentary", it does).
  it('names no entry by half its name in common words written small, unless the first', async () => {
    const files = {
      'documentaries.md': "---\ntitle: Documentaries\n---\n\n# Documentaries\n\n## Grandmother's Transistor (2024)\n\nMy grandmother's radio.\n",
    };
    await portfolio(files);
    const index = createPortfolioIndex(await loadKnowledge(dirs[dirs.length - 1]!)).view('en');
    expect(index.search.entryNamed('How many transistor radios does she have?')).toBeUndefined();
    expect(index.search.entryNamed('Tell me about the Transistor documentary')?.name).toBe("Grandmother's Transistor");
  });
  // A bookkeeper's work history had a job "Tax Administration (since 2015)" read from an introduction that lists her
  // years ("four at the Tax Administration, six in industry, and my own office since 2015"), an uncertain heading
  // for "Tax Administration, Kragujevac branch — Tax Officer", and a job "From" out of the line under it that dates it.
  it('reads no job from a list of items in prose, a heading whose organisation names its branch, and no job from "From …"', async () => {
    const files = {
      'experience.md': '# Work history\n\nTwenty years in numbers: a year as a trainee, four at the Tax Administration, six in industry, and my own office since 2015.\n\n## Biro Test — Owner and chief bookkeeper (2015–present)\n\n- Bookkeeping for sole traders.\n\n## Tax Administration, Kragujevac branch — Tax Officer (2005–2009)\nFrom March 2005 to August 2009\nLocation: Kragujevac, Serbia\n\n- Checked VAT returns.\n',
    };
    const p = await portfolio(files);
    const jobs = p.entries.filter((entry) => entry.kind === 'work');
    expect(jobs.map((entry) => entry.name)).toEqual(['Biro Test', 'Tax Administration, Kragujevac branch']);
    expect(jobs[1]).toMatchObject({ org: 'Tax Administration, Kragujevac branch', role: 'Tax Officer', certain: true });
    // (An aside between commas is no list: the organisation it describes is dated by the sentence.)
    const prose = await portfolio({ 'experience.md': '# Work\n\nI joined Podunavski Vesnik, a weekly paper in Smederevo, in 2006.\n' });
    expect(prose.entries.map((entry) => entry.org)).toContain('Podunavski Vesnik');
    // (Nor is a paragraph whose first sentence only dates the entry above it an entry of its own.)
    const dated = await portfolio({ 'experience.md': '# Work\n\n## Crna Igla Studio — Owner and tattoo artist (2017–present)\nLocation: Niš, Serbia\n\nSince March 2017. I opened Crna Igla with one chair.\nToday it is a studio with three artists.\n' });
    expect(dated.entries.map((entry) => entry.name)).toEqual(['Crna Igla Studio']);
  });
});
