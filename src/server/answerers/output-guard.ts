import type { Language } from '../../contract/index.js';
import { fitsCodePoints, LANGUAGES } from '../../contract/index.js';
import { stripControls } from './controls.js';
import { keepAllowedLinks } from './link-guard.js';
import { createLinkCheck } from './links.js';
import { createRecitationCheck, recitationWords } from './recitation.js';
import { createSecretRedactor, type SecretPattern } from './secrets.js';

/** Longest model reply passed to a visitor, in code points; longer ones are cut. */
export const DEFAULT_MAX_REPLY_CHARS = 4000;

/** The fixed replies that stand in for a reply that leaked the system message. */
export const LEAK_REFUSALS: Record<Language, string> = {
  en: "I can't share that. I can answer questions about the public work and projects in this portfolio.",
  'sr-Latn': 'To ne mogu da podelim. Mogu da odgovorim na pitanja o javnom radu i projektima iz ovog portfolija.',
};

/** Options of {@link createOutputGuard}. */
export interface OutputGuardOptions {
  /** The per-process secret placed in the system message. */
  marker: string;
  /** The instruction part of the system message per reply language (see `promptInstructions`). */
  instructions?: Partial<Record<Language, string>>;
  /** Literal secrets never to show, such as the configured API key. */
  secrets?: readonly (string | undefined)[];
  /** Link URLs that may stay (the knowledge folder's); any other link becomes plain text. */
  knownUrls?: ReadonlySet<string>;
  /** Hosts whose http(s) links may stay besides `knownUrls`: the owner's allowlist; none by default. */
  linkHosts?: readonly string[];
  /** Credential shapes to redact; default `data/secret-patterns.yaml`. */
  secretPatterns?: readonly SecretPattern[];
  maxChars?: number;
}

/** Turns a raw model reply into the text a visitor may see, in the reply's language. */
export type OutputGuard = (raw: string, language: Language) => string;

/**
 * Creates the guard every model reply passes before it leaves. A reply
 * carrying the secret marker, or reciting the instructions without it, becomes
 * the fixed refusal; terminal control text is removed; the API key and
 * credential-shaped strings become `[redacted]`; links survive only when
 * their URL is in the knowledge folder (or on `linkHosts`), images and raw
 * HTML never (link-guard.ts); the result is cut to `maxChars`. May return an
 * empty string.
 */
export function createOutputGuard(options: OutputGuardOptions): OutputGuard {
  const redact = createSecretRedactor({ secrets: options.secrets, patterns: options.secretPatterns });
  const linkAllowed = createLinkCheck(options.knownUrls ?? new Set<string>(), options.linkHosts);
  const recites = new Map<Language, ReturnType<typeof createRecitationCheck>>();
  for (const language of LANGUAGES) {
    const text = options.instructions?.[language];
    if (text) recites.set(language, createRecitationCheck(text));
  }
  // A recitation in the other language's instructions is still a recitation.
  const recited = (text: string) => {
    const said = recitationWords(text);
    for (const check of recites.values()) if (check(said)) return true;
    return false;
  };
  return (raw, language) => {
    if (containsMarker(raw, options.marker)) return LEAK_REFUSALS[language];
    let text = stripControls(raw);
    if (containsMarker(text, options.marker) || recited(text)) return LEAK_REFUSALS[language];
    // Secrets go before the cut, so a key the cut splits cannot leak in part; links go after
    // it, so the lexer only ever reads reply-sized text. Removing links only shortens it.
    const maxChars = options.maxChars ?? DEFAULT_MAX_REPLY_CHARS;
    return truncate(keepAllowedLinks(truncate(redact(text), maxChars), linkAllowed).trim(), maxChars);
  };
}

/** Whether `text` holds `marker`, even split by spaces, punctuation, controls or case changes. */
export function containsMarker(text: string, marker: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const needle = squash(marker);
  return needle.length > 0 && (text.includes(marker) || squash(text).includes(needle));
}

function truncate(text: string, max: number): string {
  if (fitsCodePoints(text, max)) return text;
  const points = Array.from(text).slice(0, Math.max(1, max - 1));
  return `${points.join('').trimEnd()}…`;
}
