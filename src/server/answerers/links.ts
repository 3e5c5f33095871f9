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

// `[text](url "title")` and `![alt](<url>)`; group 1 is `!` for an image.
const INLINE = /(!?)\[([^\]\n]*)\]\(\s*<?([^()\s<>]*)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
// `[ref]: url "title"` on its own line.
const DEFINITION = /^[ \t]{0,3}\[([^\]\n]+)\]:[ \t]*<?(\S*?)>?(?:[ \t]+.*)?$/gm;
// `[text][ref]`, `[text][]` and `![alt][ref]`.
const REFERENCE = /(!?)\[([^\]\n]*)\]\[([^\]\n]*)\]/g;
const AUTOLINK = /<((?:https?:\/\/|mailto:)[^\s<>]*)>/gi;
const HTML_LINK = /<a\b[^>]*?\bhref\s*=\s*["']?([^"'\s>]*)["']?[^>]*>([\s\S]*?)<\/a\s*>/gi;
const HTML_IMAGE = /<img\b[^>]*?(?:\bsrc\s*=\s*["']?([^"'\s>]*)["']?)?[^>]*>?/gi;

/**
 * Keeps Markdown and HTML links and images whose URL appears in the knowledge
 * folder. Any other link becomes its plain text and any other image is
 * removed: an image makes the visitor's browser fetch a URL the model chose
 * (a way to send data out), and a link the owner never wrote may be a phishing
 * target planted in the model's context.
 */
export function keepKnownLinks(text: string, known: ReadonlySet<string>): string {
  const ok = (url: string | undefined) => url !== undefined && url !== '' && known.has(normalizeUrl(url));
  const definitions = new Map<string, string>();
  for (const [, ref = '', url = ''] of text.matchAll(DEFINITION)) definitions.set(ref.trim().toLowerCase(), url);
  return text
    .replace(INLINE, (whole, bang: string, label: string, url: string) => (ok(url) ? whole : bang ? '' : label))
    .replace(REFERENCE, (whole, bang: string, label: string, ref: string) =>
      ok(definitions.get((ref || label).trim().toLowerCase())) ? whole : bang ? '' : label)
    .replace(DEFINITION, (whole, _ref: string, url: string) => (ok(url) ? whole : ''))
    .replace(AUTOLINK, (whole, url: string) => (ok(url) ? whole : url))
    .replace(HTML_LINK, (whole, url: string, label: string) => (ok(url) ? whole : label))
    .replace(HTML_IMAGE, (whole, url: string | undefined) => (ok(url) ? whole : ''));
}
