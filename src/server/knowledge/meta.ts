import type { Profile } from './types.js';

/** Document fields read from front matter, or the problem that stopped reading them. */
export type MetaResult<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The front matter fields every file may have. */
export interface DocumentMeta {
  title?: string;
  url?: string;
  tags: string[];
  /** Other scalar fields as "Label: value" lines, so they can be found and quoted. */
  facts: string[];
}

const DOCUMENT_KEYS = new Set(['title', 'url', 'tags']);

/** The front matter keys `profile.md` reads itself (the rest are document keys or facts). */
export const PROFILE_FIELDS: ReadonlySet<string> = new Set(['name', 'headline', 'links']);

/** Reads and checks `title`, `url` and `tags`; other keys become facts. */
export function readDocumentMeta(data: Record<string, unknown>, skip: ReadonlySet<string> = new Set()): MetaResult<DocumentMeta> {
  // Hand-written front matter varies: a numeric title (a project called 2048),
  // a scheme-less url, tags as one comma-separated string are read as meant.
  const title = typeof data.title === 'number' ? String(data.title) : data.title;
  const url = withScheme(data.url);
  const tags = typeof data.tags === 'string' ? data.tags.split(',').map((tag) => tag.trim()).filter((tag) => tag !== '') : data.tags;
  if (title !== undefined && title !== null && (typeof title !== 'string' || title.trim() === '')) {
    return { ok: false, problem: '`title` in front matter must be a non-empty string' };
  }
  if (url !== undefined && url !== null && url !== '' && !isHttpUrl(url)) {
    return { ok: false, problem: '`url` in front matter must be an http(s) URL' };
  }
  if (tags !== undefined && tags !== null && !Array.isArray(tags)) {
    return { ok: false, problem: '`tags` in front matter must be a list' };
  }
  const tagList = (tags ?? []) as unknown[];
  if (tagList.some((tag) => typeof tag !== 'string' && typeof tag !== 'number')) {
    return { ok: false, problem: '`tags` in front matter must be a list of strings' };
  }
  const facts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (DOCUMENT_KEYS.has(key) || skip.has(key)) continue;
    const rendered = renderValue(value);
    if (rendered !== '') facts.push(`${labelOf(key)}: ${rendered}`);
  }
  const meta: DocumentMeta = { tags: tagList.map(String), facts };
  if (typeof title === 'string') meta.title = title.trim();
  if (typeof url === 'string' && url !== '') meta.url = url;
  return { ok: true, value: meta };
}

/** Reads and checks `profile.md`'s `name`, `headline` and `links`. */
export function readProfile(data: Record<string, unknown>): MetaResult<Profile> {
  const { name, headline, links } = data;
  if (typeof name !== 'string' || name.trim() === '') {
    return { ok: false, problem: 'front matter must have `name`, a non-empty string' };
  }
  if (headline !== undefined && typeof headline !== 'string') {
    return { ok: false, problem: '`headline` in front matter must be a string' };
  }
  if (links !== undefined && links !== null && (typeof links !== 'object' || Array.isArray(links))) {
    return { ok: false, problem: '`links` in front matter must be a map of label to URL' };
  }
  const linkMap: Record<string, string> = {};
  for (const [label, raw] of Object.entries((links ?? {}) as Record<string, unknown>)) {
    const value = withScheme(raw);
    if (!isHttpUrl(value) && !(typeof value === 'string' && /^mailto:[^\s@]+@[^\s@]+$/i.test(value))) {
      return { ok: false, problem: `\`links.${label}\` in front matter must be an http(s) or mailto: URL` };
    }
    linkMap[label] = value as string;
  }
  const profile: Profile = { name: name.trim(), links: linkMap };
  if (typeof headline === 'string' && headline.trim() !== '') profile.headline = headline.trim();
  return { ok: true, value: profile };
}

/** The fact lines that describe the owner in `profile.md`'s first section. */
export function profileFacts(profile: Profile): string[] {
  const facts = [profile.headline ? `${profile.name} — ${profile.headline}` : profile.name];
  const links = Object.entries(profile.links).map(([label, url]) => `${label}: ${url}`);
  if (links.length > 0) facts.push(`Links: ${links.join(', ')}`);
  return facts;
}

// "github.com/ana" is how people write links by hand; it means https.
function withScheme(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

function labelOf(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function renderValue(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(renderValue).filter((v) => v !== '').join(', ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${labelOf(k)} ${renderValue(v)}`.trim())
      .join('; ');
  }
  return '';
}
