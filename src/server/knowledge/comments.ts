// An HTML comment, possibly over several lines; an unclosed `<!--` is left as text.
const COMMENT = /<!--[\s\S]*?-->/g;
// A comment that is alone on its lines; its body may not contain `-->`, so it never spans two comments.
const COMMENT_LINES = /^[ \t]*<!--(?:(?!-->)[\s\S])*-->[ \t]*(?:\r?\n|$)/gm;

/**
 * Removes HTML comments (`<!-- … -->`) from a page body: they hold guidance
 * for the owner (the pages `secretary init` writes carry some), never facts for
 * visitors. A line left empty by a removed comment is dropped too.
 */
export function stripHtmlComments(body: string): string {
  if (!body.includes('<!--')) return body;
  return body.replace(COMMENT_LINES, '').replace(COMMENT, '');
}
