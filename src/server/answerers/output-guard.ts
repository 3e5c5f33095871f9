import type { Language } from '../../contract/index.js';
import { fitsCodePoints } from '../../contract/index.js';

/** Longest model reply passed to a visitor, in code points; longer ones are cut. */
export const DEFAULT_MAX_REPLY_CHARS = 4000;

/** The fixed replies that stand in for a reply that leaked the system message. */
export const LEAK_REFUSALS: Record<Language, string> = {
  en: "I can't share that. I can answer questions about the public work and projects in this portfolio.",
  'sr-Latn': 'To ne mogu da podelim. Mogu da odgovorim na pitanja o javnom radu i projektima iz ovog portfolija.',
};

/** Options of {@link guardReply}. */
export interface GuardOptions {
  /** The per-process secret placed in the system message. */
  marker: string;
  language: Language;
  maxChars?: number;
}

/**
 * Makes a model reply safe to show: a reply carrying the secret marker (a
 * leaked system message) becomes a fixed refusal; terminal control sequences,
 * other control characters and every image (a markdown or HTML image makes the
 * visitor's browser fetch a URL the model chose: an exfiltration channel) are
 * removed; the result is cut to `maxChars`. May return an empty string.
 */
export function guardReply(raw: string, options: GuardOptions): string {
  if (containsMarker(raw, options.marker)) return LEAK_REFUSALS[options.language];
  let text = stripControls(raw);
  if (containsMarker(text, options.marker)) return LEAK_REFUSALS[options.language];
  text = stripImages(text).trim();
  return truncate(text, options.maxChars ?? DEFAULT_MAX_REPLY_CHARS);
}

/** Whether `text` holds `marker`, even split by spaces, punctuation, controls or case changes. */
export function containsMarker(text: string, marker: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const needle = squash(marker);
  return needle.length > 0 && (text.includes(marker) || squash(text).includes(needle));
}

// ESC-introduced sequences first (so their parameters go with them), then any
// lone C0/C1 control other than newline and tab. 8-bit CSI (0x9b) is C1 too.
const ESCAPES = [
  /\u001b\][\s\S]*?(?:\u0007|\u001b\\|$)/g, // OSC … BEL/ST (titles, hyperlinks, clipboard)
  /\u001b[PX^_][\s\S]*?(?:\u001b\\|$)/g, // DCS, SOS, PM, APC … ST
  /\u001b\[[0-?]*[ -/]*[@-~]?/g, // CSI (colours, cursor moves, erase)
  /\u009b[0-?]*[ -/]*[@-~]?/g, // 8-bit CSI
  /\u001b[ -/]*[0-~]?/g, // other two-byte escapes
];

/** Removes terminal escape sequences and control characters except newline and tab. */
export function stripControls(text: string): string {
  let out = text.replace(/\r\n?/g, '\n');
  for (const pattern of ESCAPES) out = out.replace(pattern, '');
  // Bidi overrides can disguise text in terminals and browsers alike.
  return out.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '');
}

const IMAGES = [
  /!\[[^\]\n]*\]\([^)\n]*\)?/g, // inline: ![alt](url "title")
  /!\[[^\]\n]*\]\[[^\]\n]*\]/g, // reference: ![alt][ref]
  /<img\b[^>]*>?/gi, // HTML
];

/** Removes every markdown and HTML image; a link's text stays, an image's does not. */
export function stripImages(text: string): string {
  let out = text;
  for (const pattern of IMAGES) out = out.replace(pattern, '');
  return out;
}

function truncate(text: string, max: number): string {
  if (fitsCodePoints(text, max)) return text;
  const points = Array.from(text).slice(0, Math.max(1, max - 1));
  return `${points.join('').trimEnd()}…`;
}
