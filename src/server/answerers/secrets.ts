import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { fold, foldText } from './confusables.js';
import { MIN_REDACTED_SECRET_LENGTH } from './openai/defaults.js';

/** What a secret is replaced with in a reply. */
export const REDACTED = '[redacted]';

/** One credential shape from `data/secret-patterns.yaml`. */
export interface SecretPattern {
  name: string;
  pattern: string;
  flags?: string;
}

// The list sits beside this module in src/ and, copied by the build, in dist/.
const PATTERNS_FILE = new URL('./data/secret-patterns.yaml', import.meta.url);

/** The credential shapes shipped with the package, read once. */
export function loadSecretPatterns(): SecretPattern[] {
  const raw: unknown = parse(readFileSync(PATTERNS_FILE, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`${PATTERNS_FILE.pathname} must be a list`);
  return raw.map((entry: { name?: unknown; pattern?: unknown; flags?: unknown }) => ({
    name: String(entry.name),
    pattern: String(entry.pattern),
    ...(typeof entry.flags === 'string' ? { flags: entry.flags } : {}),
  }));
}


/**
 * Creates the function that replaces, in a reply, every known secret (the
 * configured API key; values shorter than {@link MIN_REDACTED_SECRET_LENGTH}
 * are ignored as too likely to be ordinary words) and every string shaped
 * like a credential with {@link REDACTED}. A secret is found however it is
 * disguised: compared after folding (NFKC, invisible characters removed,
 * look-alike letters and dashes folded; confusables.ts), and in base64 at
 * any alignment, standard or URL-safe.
 */
export function createSecretRedactor(options: { secrets?: readonly (string | undefined)[]; patterns?: readonly SecretPattern[] } = {}): (text: string) => string {
  const literal = [...new Set(options.secrets ?? [])].filter((s): s is string => typeof s === 'string' && s.length >= MIN_REDACTED_SECRET_LENGTH);
  const folded = literal.map(foldText);
  const encoded = [...new Set(literal.flatMap(base64Forms))];
  const shapes = (options.patterns ?? loadSecretPatterns()).map((p) => new RegExp(p.pattern, `g${p.flags ?? ''}`));
  return (text) => {
    let out = text;
    for (const form of encoded) out = out.split(form).join(REDACTED);
    if (folded.length > 0) out = redactFolded(out, folded);
    for (const shape of shapes) out = out.replace(shape, REDACTED);
    return out;
  };
}

// Replaces every span of `text` whose folded spelling is one of `needles` (already folded).
function redactFolded(text: string, needles: readonly string[]): string {
  // The map back to the source is made only for a reply that holds a secret: most hold none.
  const plain = foldText(text);
  if (!needles.some((needle) => plain.includes(needle))) return text;
  const { text: haystack, starts, ends } = fold(text);
  const spans: Array<[number, number]> = [];
  for (const needle of needles) {
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      spans.push([starts[at]!, ends[at + needle.length - 1]!]);
    }
  }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let done = 0;
  for (const [from, to] of spans) {
    if (to <= done) continue;
    out += text.slice(done, Math.max(done, from)) + REDACTED;
    done = to;
  }
  return out + text.slice(done);
}

// The parts of base64 text that encode `secret` wherever it sits in a longer input: for each
// of the three alignments, the characters that depend on the secret's bytes alone.
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    const standard = padded.toString('base64');
    // Characters mixing prefix bytes go at the start; those mixing padding or what follows, at the end.
    const first = Math.ceil((offset * 4) / 3);
    const last = Math.floor(((offset + bytes.length) * 4) / 3);
    const core = standard.slice(first, last);
    if (core.length >= MIN_REDACTED_SECRET_LENGTH) forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}
