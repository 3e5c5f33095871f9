import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { lexer } from 'marked';
import { ConfigError } from '../../errors.js';
import { parseFrontMatter } from './front-matter.js';
import { PROFILE_FIELDS, profileFacts, readDocumentMeta, readProfile } from './meta.js';
import { firstHeading, splitSections } from './sections.js';
import type { Language } from '../../contract/languages.js';
import { stripHtmlComments } from './comments.js';
import { defaultPageOf, pageLanguage, separateTranslations } from './languages.js';
import { knowledgeSources, PROFILE_FILE } from './sources.js';
import { readOwnerSynonyms, SYNONYMS_FILE } from './synonyms.js';
import type { Knowledge, KnowledgeDocument, Profile, Section } from './types.js';

// Bounds that keep a mistaken --knowledge (a home folder, a symlink loop) from
// hanging or exhausting the server at start.
const MAX_FILES = 2000;
const MAX_DEPTH = 12;
const MAX_FILE_BYTES = 1_000_000;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Loads a portfolio folder: `profile.md` at the root (front matter `name`,
 * optional `headline`, `links`) and every other Markdown file below it, sorted
 * by path, split into sections at headings; a root `resume.json` (JSON Resume)
 * adds its pages, `NAME.sr-Latn.md` pages go to `translations`, and the optional
 * `synonyms.yaml` adds the owner's synonym groups. Any problem fails with one
 * `ConfigError` whose one-line message names the folder or file.
 */
export async function loadKnowledge(dir: string, options: { signal?: AbortSignal } = {}): Promise<Knowledge> {
  const { signal } = options;
  await assertFolder(dir);
  const files = await listMarkdown(dir, signal);
  const sources = await knowledgeSources(dir, files, signal);
  if (!sources.some((source) => source.isProfile && !pageLanguage(source.file))) {
    throw new ConfigError(`knowledge folder ${dir} has no ${PROFILE_FILE} at its root`);
  }
  let profile: Profile | undefined;
  let profileData: Record<string, unknown> = {};
  const translatedProfiles: Partial<Record<Language, Profile>> = {};
  const documents: KnowledgeDocument[] = [];
  const sections: Section[] = [];
  for (const source of sources) {
    signal?.throwIfAborted();
    const { file } = source;
    const shown = path.join(dir, file);
    const fail = (problem: string, cause?: unknown): never => {
      throw new ConfigError(`${shown}: ${problem}`, { cause });
    };
    const text = source.text ?? (await readText(path.join(dir, file), signal, fail));
    const parsed = parseFrontMatter(text.replace(/^\uFEFF/, ''));
    if (!parsed.ok) return fail(parsed.problem);
    const { isProfile } = source;
    const language = pageLanguage(file);
    // Guidance comments (<!-- … -->) are for the owner, never for visitors.
    const body = stripHtmlComments(parsed.body);
    // Lexed once, for the title and for the sections.
    const tokens = lexer(body);
    let facts: string[] = [];
    if (isProfile) {
      // A translated profile may leave out what does not change (name, links): profile.md supplies it.
      const read = readProfile(language ? { ...profileData, ...parsed.data } : parsed.data);
      if (!read.ok) return fail(read.problem);
      if (language) translatedProfiles[language] = read.value;
      else [profile, profileData] = [read.value, parsed.data];
      facts = profileFacts(read.value);
    }
    const meta = readDocumentMeta(parsed.data, isProfile ? PROFILE_FIELDS : undefined);
    if (!meta.ok) return fail(meta.problem);
    const document: KnowledgeDocument = {
      file,
      title: meta.value.title ?? firstHeading(tokens) ?? (isProfile ? profile!.name : baseName(defaultPageOf(file))),
      tags: meta.value.tags,
    };
    if (language) document.language = language;
    if (meta.value.url) document.url = meta.value.url;
    if (meta.value.url) facts.push(`Link: ${meta.value.url}`);
    documents.push(document);
    sections.push(...splitSections(tokens, document, [...facts, ...meta.value.facts]));
  }
  const synonyms = await readOwnerSynonyms(dir);
  if (!synonyms.ok) throw new ConfigError(`${path.join(dir, SYNONYMS_FILE)}: ${synonyms.problem}`);
  const knowledge = separateTranslations({ profile: profile!, documents, sections }, translatedProfiles);
  if (synonyms.groups.length > 0) knowledge.synonyms = synonyms.groups;
  return knowledge;
}

async function assertFolder(dir: string): Promise<void> {
  try {
    if (!(await stat(dir)).isDirectory()) throw new ConfigError(`knowledge path ${dir} is not a folder`);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const problem = code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? 'error'})`;
    throw new ConfigError(`knowledge folder ${dir} ${problem}`, { cause: error });
  }
}

/** Relative paths (with `/`) of the Markdown files under `root`, sorted; hidden entries skipped. */
async function listMarkdown(root: string, signal: AbortSignal | undefined): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string, depth: number): Promise<void> => {
    signal?.throwIfAborted();
    const absolute = path.join(root, relative);
    if (depth > MAX_DEPTH) throw new ConfigError(`${absolute}: folders nest deeper than ${MAX_DEPTH} levels`);
    let entries;
    try {
      entries = await readdir(absolute, { withFileTypes: true });
    } catch (error) {
      throw new ConfigError(`${absolute}: folder cannot be read (${(error as NodeJS.ErrnoException).code})`, { cause: error });
    }
    // Code-point order, not locale order: the same folder loads the same way everywhere.
    const visible = entries.filter((e) => !e.name.startsWith('.')).sort((a, b) => byCodePoint(a.name, b.name));
    for (const entry of visible) {
      const name = entry.name;
      const child = relative === '' ? name : `${relative}/${name}`;
      let isDir = entry.isDirectory();
      if (entry.isSymbolicLink()) isDir = await stat(path.join(root, child)).then((s) => s.isDirectory(), () => false);
      if (isDir) await walk(child, depth + 1);
      else if (/\.(md|markdown)$/i.test(name)) found.push(child);
      if (found.length > MAX_FILES) throw new ConfigError(`knowledge folder ${root} has more than ${MAX_FILES} Markdown files`);
    }
  };
  await walk('', 0);
  return found;
}

async function readText(file: string, signal: AbortSignal | undefined, fail: (problem: string, cause?: unknown) => never): Promise<string> {
  let bytes: Buffer;
  try {
    const info = await stat(file);
    if (info.size > MAX_FILE_BYTES) return fail(`file is larger than ${MAX_FILE_BYTES} bytes`);
    bytes = await readFile(file, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    if ((error as Error).name === 'AbortError') throw error;
    return fail(`file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, error);
  }
  try {
    return utf8.decode(bytes);
  } catch (error) {
    return fail('file is not valid UTF-8', error);
  }
}

function baseName(file: string): string {
  return path.posix.basename(file).replace(/\.(md|markdown)$/i, '');
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
