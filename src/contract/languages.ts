/** The reply-language preferences a client may send in `Accept-Language`. */
export const LANGUAGES = ['en', 'sr-Latn'] as const;

/** A supported reply language. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when the header is absent or unsupported, unless configured otherwise. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether `value` is exactly one of the supported language tags. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language an `Accept-Language` header selects: only the exact values
 * in `LANGUAGES` (`en`, `sr-Latn`) do; anything else (lists, q-values, other tags) selects none.
 */
export function languageFromHeader(value: string | null | undefined): Language | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  return isLanguage(trimmed) ? trimmed : undefined;
}

/** The supported tags as text for messages and help: `"en" or "sr-Latn"`. */
export function describeLanguages(): string {
  return LANGUAGES.map((tag) => `"${tag}"`).join(' or ');
}
