/** The one media type a chat request and a 200 reply carry. */
export const JSON_MEDIA_TYPE = 'application/json';

/** The media type of a Content-Type value, lower-cased and without parameters. */
export function mediaType(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const semicolon = value.indexOf(';');
  return (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
}

/**
 * The `charset` parameter of a Content-Type value, lower-cased and unquoted;
 * undefined when absent. A repeated parameter (`charset=utf-8; charset=utf-16`)
 * gives its values joined by commas, which names no charset, so a reader that
 * accepts only one refuses it: two readers could otherwise take different ones.
 */
export function charsetOf(value: string | null | undefined): string | undefined {
  if (value == null || value.indexOf(';') === -1) return undefined;
  let found: string | undefined;
  for (const parameter of value.split(';').slice(1)) {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    const charset = parameter.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1').toLowerCase();
    found = found === undefined ? charset : `${found},${charset}`;
  }
  return found;
}
