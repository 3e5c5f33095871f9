/** The one media type a chat request and a 200 reply carry. */
export const JSON_MEDIA_TYPE = 'application/json';

/** The media type of a Content-Type value, lower-cased and without parameters. */
export function mediaType(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const semicolon = value.indexOf(';');
  return (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
}
