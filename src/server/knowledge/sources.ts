import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../../errors.js';
import { defaultPageOf } from './languages.js';

/** The page that holds the owner's name, headline and links. */
export const PROFILE_FILE = 'profile.md';

/** A JSON Resume at the folder's root, read as a source of pages. */
export const RESUME_FILE = 'resume.json';

// A résumé is small; this bound only stops a mistaken multi-megabyte file.
const MAX_RESUME_BYTES = 1_000_000;

/**
 * Whether a loaded document is the owner's profile page: `profile.md`, its
 * translation `profile.sr-Latn.md`, or `resume.json:profile.md` made from a résumé.
 */
export function isProfileDocument(document: { file: string }): boolean {
  return defaultPageOf(document.file.replace(`${RESUME_FILE}:`, '')) === PROFILE_FILE;
}

/** One page to load: a Markdown file on disk, or a page made from `resume.json` (with its text). */
export interface KnowledgeSource {
  /** The path shown and used as the document's file: `about.md`, or `resume.json:work/acme.md`. */
  file: string;
  /** The page's text when it is not read from `file` on disk. */
  text?: string;
  /** `profile.md`, its translation, or the profile made from `resume.json` when there is no `profile.md`. */
  isProfile: boolean;
}

/**
 * The pages of a folder in load order: the profile first, then its
 * translations, then every other Markdown file in path order, then the pages
 * of `resume.json` (if present) after checking it against the JSON Resume schema.
 */
export async function knowledgeSources(dir: string, markdown: readonly string[], signal?: AbortSignal): Promise<KnowledgeSource[]> {
  const isProfileFile = (file: string) => defaultPageOf(file) === PROFILE_FILE;
  const sources: KnowledgeSource[] = [
    ...markdown.filter((f) => f === PROFILE_FILE),
    ...markdown.filter((f) => f !== PROFILE_FILE && isProfileFile(f)),
    ...markdown.filter((f) => !isProfileFile(f)),
  ].map((file) => ({ file, isProfile: isProfileFile(file) }));
  const resume = await readResume(dir, signal);
  if (resume === undefined) return sources;
  const { renderResumePages } = await import('./resume-pages.js');
  const hasProfile = markdown.includes(PROFILE_FILE);
  for (const page of renderResumePages(resume)) {
    const isProfile = page.file === PROFILE_FILE;
    if (isProfile && hasProfile) continue;
    const source = { file: `${RESUME_FILE}:${page.file}`, text: page.text, isProfile };
    if (isProfile) sources.unshift(source);
    else sources.push(source);
  }
  return sources;
}

/** The checked `resume.json` of `dir`, or undefined when there is none. */
export async function readResume(dir: string, signal?: AbortSignal) {
  const file = path.join(dir, RESUME_FILE);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  if (info.size > MAX_RESUME_BYTES) throw new ConfigError(`${file}: file is larger than ${MAX_RESUME_BYTES} bytes`);
  let text: string;
  try {
    text = await readFile(file, { encoding: 'utf8', ...(signal ? { signal } : {}) });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ConfigError(`${file}: file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, { cause: error });
  }
  // Loaded only for a folder with a résumé: its zod schema is the start-up's only use of zod.
  const { parseResume } = await import('./resume.js');
  return parseResume(text, file);
}
