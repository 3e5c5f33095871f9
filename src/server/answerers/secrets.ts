import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

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
 * configured API key; values shorter than 8 characters are ignored as too
 * likely to be ordinary words) and every string shaped like a credential with
 * {@link REDACTED}.
 */
export function createSecretRedactor(options: { secrets?: readonly (string | undefined)[]; patterns?: readonly SecretPattern[] } = {}): (text: string) => string {
  const literal = [...new Set(options.secrets ?? [])].filter((s): s is string => typeof s === 'string' && s.length >= 8);
  const shapes = (options.patterns ?? loadSecretPatterns()).map((p) => new RegExp(p.pattern, `g${p.flags ?? ''}`));
  return (text) => {
    let out = text;
    for (const secret of literal) out = out.split(secret).join(REDACTED);
    for (const shape of shapes) out = out.replace(shape, REDACTED);
    return out;
  };
}
