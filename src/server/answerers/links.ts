import type { Knowledge } from '../knowledge/types.js';

// URLs as they are written in Markdown prose: up to whitespace, brackets or quotes.
const URL_IN_TEXT = /\b(?:https?:\/\/|mailto:)[^\s<>()[\]"'`]+/gi;

/**
 * Every URL the knowledge folder holds: in section text, in documents' `url`
 * front matter and in the profile's links. These are the only link targets a
 * model reply may keep.
 */
export function knowledgeUrls(knowledge: Knowledge): Set<string> {
  const found = new Set<string>();
  const add = (text: string | undefined) => {
    for (const match of text?.match(URL_IN_TEXT) ?? []) found.add(normalizeUrl(match));
  };
  for (const section of knowledge.sections) add(section.text);
  for (const document of knowledge.documents) add(document.url);
  for (const url of Object.values(knowledge.profile.links)) add(url);
  return found;
}

/** A URL in the form compared against the knowledge folder's: no trailing punctuation or slash. */
export function normalizeUrl(url: string): string {
  return url.trim().replace(/[.,;:!?]+$/, '').replace(/\/+$/, '');
}

/**
 * The check of which link destinations a reply may keep: a URL the knowledge
 * folder holds (compared as {@link normalizeUrl} writes it), or an http(s) URL
 * on one of `hosts` (the owner's own allowlist; none by default). Anything
 * else (another host, a relative path, `javascript:`, `data:`, a URL that does
 * not parse) is refused.
 */
export function createLinkCheck(known: ReadonlySet<string>, hosts: readonly string[] = []): (href: string) => boolean {
  const allowedHosts = new Set(hosts.map((host) => host.trim().toLowerCase()));
  return (href) => {
    let url: URL;
    try {
      url = new URL(href.trim());
    } catch {
      return false;
    }
    if (url.protocol === 'mailto:') return known.has(normalizeUrl(href));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return known.has(normalizeUrl(href)) || allowedHosts.has(url.hostname);
  };
}
