/** The most characters of a response body a finding quotes. */
export const EXCERPT_CHARS = 120;

/** A body cut to a short one-line excerpt: whitespace runs collapsed, at most EXCERPT_CHARS, "…" when cut. */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const points = Array.from(line);
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : line;
}
