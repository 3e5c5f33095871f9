import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { SecretaryError } from '../../errors.js';
import { describeYamlError, type YamlErrorLike } from '../../yaml-problem.js';
import { defaultPageOf } from './languages.js';
import { loadKnowledge } from './load.js';
import type { Knowledge, Section } from './types.js';

/** One thing `lintKnowledge` found: an error stops the folder from loading, a warning makes answers worse. */
export interface LintFinding {
  level: 'error' | 'warning';
  /** The file it is about, relative to the folder (empty for the folder itself). */
  file: string;
  message: string;
}

// A section longer than this is quoted in pieces and crowds a model prompt: split it under headings.
const MAX_SECTION_CHARS = 2_500;
// A year in a heading is the period the answerer reads for "when" and "before/after" questions.
const YEAR = /\b(19|20)\d{2}\b/;
// "Organisation — Role": the shape of an entry heading (em dash, en dash or spaced hyphen).
const ENTRY_SHAPE = / [—–-] /;
// Folders whose every page is an entry (one role, one degree) that needs a period.
const ENTRY_FOLDERS = ['work/', 'experience/', 'education/', 'jobs/'];
// The questions `secretary init` writes beside the pages, for `secretary eval`.
const EVALS_FILE = 'evals.yaml';
// [text](target) outside images; the target up to a space or the closing parenthesis.
const LINK = /(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * Loads the folder and reports what makes answers worse: a folder that does
 * not load is one error; the rest are warnings (see {@link lintLoaded}), and
 * an `evals.yaml` expecting what no page says any more.
 */
export async function lintKnowledge(dir: string, options: { signal?: AbortSignal } = {}): Promise<LintFinding[]> {
  let knowledge: Knowledge;
  try {
    knowledge = await loadKnowledge(dir, options);
  } catch (error) {
    if (!(error instanceof SecretaryError)) throw error;
    return [{ level: 'error', file: '', message: error.message }];
  }
  return [...(await lintLoaded(knowledge, dir, options)), ...(await staleEvals(knowledge, dir))];
}

/**
 * The warnings about a loaded folder's pages: missing front-matter fields,
 * entries without a period, sections too long to answer from, duplicate
 * headings, relative links to files that do not exist, and translated pages
 * whose sections do not match their original's.
 */
export async function lintLoaded(knowledge: Knowledge, dir: string, options: { signal?: AbortSignal } = {}): Promise<LintFinding[]> {
  const findings: LintFinding[] = [];
  const warn = (file: string, message: string) => findings.push({ level: 'warning', file, message });
  const { profile } = knowledge;
  const profileFile = knowledge.documents[0]?.file ?? 'profile.md';
  if (!profile.headline) warn(profileFile, 'front matter has no `headline`: a visitor asking what the owner does gets less');
  if (Object.keys(profile.links).length === 0) warn(profileFile, 'front matter has no `links`: "where is the code?" and "how do I reach you?" cannot be answered');

  const translated = Object.values(knowledge.translations ?? {}).flatMap((pages) => pages?.sections ?? []);
  const all = [...knowledge.sections, ...translated];
  const byFile = new Map<string, Section[]>();
  for (const section of all) byFile.set(section.document.file, [...(byFile.get(section.document.file) ?? []), section]);

  for (const [file, sections] of byFile) {
    const seen = new Set<string>();
    for (const section of sections) {
      const where = `"${section.heading}"`;
      if (seen.has(section.heading.toLowerCase())) warn(file, `heading ${where} appears twice; give each section its own heading`);
      seen.add(section.heading.toLowerCase());
      if (section.text.length > MAX_SECTION_CHARS) {
        warn(file, `section ${where} is ${section.text.length} characters; split it under headings of at most ${MAX_SECTION_CHARS}`);
      }
      // A page in work/ is one entry: its first section carries the period, its sub-sections need none.
      const isEntry = (section === sections[0] && ENTRY_FOLDERS.some((folder) => defaultPageOf(file).startsWith(folder))) || ENTRY_SHAPE.test(section.heading);
      if (isEntry && !YEAR.test(`${section.heading} ${section.document.title}`) && !YEAR.test(section.text.split('\n', 1)[0] ?? '')) {
        warn(file, `entry ${where} has no period; write it in the heading, e.g. "Acme — Engineer (2019–2022)"`);
      }
      for (const target of relativeLinks(section.text)) {
        options.signal?.throwIfAborted();
        if (file.includes(':')) continue; // pages made from resume.json have no folder of their own
        const resolved = path.join(dir, path.posix.dirname(file), decoded(target.split(/[?#]/)[0]!));
        if (!(await stat(resolved).then(() => true, () => false))) warn(file, `link to ${target} points to no file`);
      }
    }
  }

  for (const pages of Object.values(knowledge.translations ?? {})) {
    for (const document of pages?.documents ?? []) {
      const original = defaultPageOf(document.file);
      const twin = byFile.get(original);
      if (!knowledge.documents.some((d) => d.file === original)) {
        warn(document.file, `has no ${original} beside it; English visitors never see this page`);
        continue;
      }
      const mine = byFile.get(document.file)?.length ?? 0;
      const theirs = twin?.length ?? 0;
      if (mine !== theirs) {
        warn(document.file, `has ${count(mine)} and ${original} has ${count(theirs)}; a section is present in one language only`);
      }
    }
  }
  return findings;
}

/**
 * An `evals.yaml` question whose `expect` names something no page contains: the page that said it
 * was deleted or rewritten, so the answer cannot have it. (`anyOf` holds the answerer's own words,
 * "doesn't say", "can't", and is not checked.) A file that does not parse is one warning, with its line.
 * Only `knowledge lint` checks it, not {@link lintLoaded} (which `serve` runs at every start): the file
 * is the owner's test of the answers, read by `secretary eval` (where a stale `expect` fails its
 * question anyway) and never by a visitor's answer, and parsing it took a tenth of the time from
 * spawn to the first answer.
 */
async function staleEvals(knowledge: Knowledge, dir: string): Promise<LintFinding[]> {
  const text = await readFile(path.join(dir, EVALS_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  let entries: unknown;
  try {
    entries = parse(text);
  } catch (error) {
    // (`secretary eval` stops at such a file; the owner hears of it here first.)
    const { line, problem } = describeYamlError(error as YamlErrorLike, text);
    return [{ level: 'warning', file: EVALS_FILE, message: `${line === undefined ? '' : `line ${line}: `}${problem}; \`secretary eval\` cannot read the file until it is fixed` }];
  }
  if (!Array.isArray(entries)) return [];
  const sections = [...knowledge.sections, ...Object.values(knowledge.translations ?? {}).flatMap((view) => view?.sections ?? [])];
  const pages = plain(sections.map((section) => `${section.document.title}\n${section.heading}\n${section.text}`).join('\n'));
  const findings: LintFinding[] = [];
  for (const entry of entries as Array<Record<string, unknown>>) {
    const expected = entry?.expect;
    const items = (Array.isArray(expected) ? expected : [expected]).filter((item) => typeof item === 'string' || typeof item === 'number');
    for (const item of items.map(String)) {
      if (plain(item) === '' || pages.includes(plain(item))) continue;
      findings.push({
        level: 'warning',
        file: EVALS_FILE,
        message: `${JSON.stringify(String(entry.question))} expects "${item}", which no page contains; change the question or put it back in a page`,
      });
    }
  }
  return findings;
}

// Text as the eval judge compares it (case and typographic quotes ignored), with Markdown's emphasis
// marks and line breaks gone, so "**Tech stack:** Go" and a phrase wrapped over two lines still match.
function plain(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function count(sections: number): string {
  return `${sections} section${sections === 1 ? '' : 's'}`;
}

/** How a finding prints: `warning: about.md: heading "X" appears twice`. */
export function formatFinding(finding: LintFinding): string {
  return `${finding.level}: ${finding.file === '' ? '' : `${finding.file}: `}${finding.message}`;
}

// `my%20talk.md` names `my talk.md`; a malformed escape is taken as written.
function decoded(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

function* relativeLinks(text: string): Generator<string> {
  for (const match of text.matchAll(LINK)) {
    const target = match[1]!;
    // Schemes (https:, mailto:), protocol-relative and in-page anchors are not files.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || target.startsWith('#')) continue;
    yield target;
  }
}
