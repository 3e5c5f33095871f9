import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, SecretaryError, EXIT } from '../errors.js';
import { renderResumePages, type Resume } from '../server/index.js';
import type { OwnerAnswers } from './answers.js';
import { extraFiles, starterFiles, type StarterFile } from './templates.js';

/** `secretary init` would overwrite a file; nothing was written. */
export class FileExistsError extends SecretaryError {
  override name = 'FileExistsError';

  constructor(file: string) {
    super(`${file} already exists; init never overwrites a file (choose an empty or new folder)`, { code: 'FILE_EXISTS', exitCode: EXIT.usage });
  }
}

/** The files of a new knowledge folder: the starter pages for `answers`, or the pages of `resume` plus contact, evals and widget. */
export function initFiles(options: { answers: OwnerAnswers; resume?: Resume }): StarterFile[] {
  const { answers, resume } = options;
  if (!resume) return starterFiles(answers);
  const pages = renderResumePages(resume);
  return [
    ...pages,
    ...extraFiles(answers, {
      organisation: resume.work?.find((w) => w.name)?.name,
      school: resume.education?.find((e) => e.institution)?.institution,
      project: resume.projects?.find((p) => p.name)?.name,
    }).filter(
      (extra) => !pages.some((page) => page.file === extra.file),
    ),
  ];
}

/** The answers a résumé gives: its name, label and links, over `fallback`. */
export function answersFromResume(resume: Resume, fallback: OwnerAnswers): OwnerAnswers {
  const links: Record<string, string> = {};
  for (const profile of resume.basics?.profiles ?? []) if (profile.url) links[profile.network || 'Profile'] = profile.url;
  if (resume.basics?.url) links.Website = resume.basics.url;
  return {
    ...fallback,
    name: resume.basics?.name || fallback.name,
    headline: resume.basics?.label || fallback.headline,
    links: Object.keys(links).length > 0 ? links : fallback.links,
  };
}

/**
 * Writes `files` under `dir` (created if missing). Never overwrites: when any
 * file already exists it throws {@link FileExistsError} before writing anything.
 * Returns the paths written, relative to `dir`.
 */
export async function writeFolder(dir: string, files: readonly StarterFile[], options: { signal?: AbortSignal } = {}): Promise<string[]> {
  const existing = await stat(dir).catch(() => undefined);
  if (existing && !existing.isDirectory()) throw new ConfigError(`${dir} exists and is not a folder`);
  for (const { file } of files) {
    if (await stat(path.join(dir, file)).then(() => true, () => false)) throw new FileExistsError(path.join(dir, file));
  }
  for (const { file, text } of files) {
    options.signal?.throwIfAborted();
    const target = path.join(dir, file);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      // 'wx' fails if the file appeared since the check, so a race cannot overwrite either.
      await writeFile(target, text, { flag: 'wx' });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new FileExistsError(target);
      throw new ConfigError(`${target}: cannot be written (${code ?? 'error'})`, { cause: error });
    }
  }
  return files.map((f) => f.file);
}
