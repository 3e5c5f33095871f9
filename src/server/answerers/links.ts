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

// These run on a reply already cut to its maximum length (see output-guard.ts), so a
// pattern that rescans from each `[` or `<` costs little even on hostile text.
// `[text](url "title")` and `![alt](<url>)`; group 1 is `!` for an image.
const INLINE = /(!?)\[([^\]\n]*)\]\(\s*<?([^()\s<>]*)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
// `[ref]: url "title"` on its own line.
const DEFINITION = /^[ \t]{0,3}\[([^\]\n]+)\]:[ \t]*<?([^\s>]*)>?(?:[ \t].*)?$/gm;
// `[text][ref]`, `[text][]` and `![alt][ref]`.
const REFERENCE = /(!?)\[([^\]\n]*)\]\[([^\]\n]*)\]/g;
const AUTOLINK = /<((?:https?:\/\/|mailto:)[^\s<>]*)>/gi;
// An HTML link with plain text inside, then any other opening tag; a stray `</a>` is harmless text.
const HTML_LINK = /<a\b([^>]*)>([^<]*)<\/a\s*>/gi;
const HTML_TAG = /<(?:a|img)\b[^>]*>?/gi;
const HREF = /\b(?:href|src)\s*=\s*["']?([^"'\s>]*)/i;

/**
 * Keeps Markdown and HTML links and images whose URL appears in the knowledge
 * folder. Any other link becomes its plain text and any other image is
 * removed: an image makes the visitor's browser fetch a URL the model chose
 * (a way to send data out), and a link the owner never wrote may be a phishing
 * target planted in the model's context. Meant for text of reply length.
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
    .replace(HTML_LINK, (whole, attributes: string, label: string) => (ok(HREF.exec(attributes)?.[1]) ? whole : label))
    .replace(HTML_TAG, (tag) => (ok(HREF.exec(tag)?.[1]) ? tag : ''));
}
