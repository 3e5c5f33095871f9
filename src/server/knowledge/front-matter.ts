import { parseDocument } from 'yaml';
import { describeYamlError } from '../../yaml-problem.js';

/** The outcome of splitting a Markdown file into YAML front matter and body. */
export type FrontMatterResult =
  | { ok: true; data: Record<string, unknown>; body: string; bodyLine: number }
  | { ok: false; problem: string };

const FENCE = /^---[ \t]*$/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/;

/**
 * Splits `text` into its front matter (a YAML mapping between a first line of
 * `---` and the next `---` or `...` line) and the Markdown body after it. A
 * file without that first line has empty front matter. Problems come back as
 * one short line; line numbers count from the top of the file.
 */
export function parseFrontMatter(text: string): FrontMatterResult {
  const lines = text.split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) return { ok: true, data: {}, body: text, bodyLine: 1 };
  const close = lines.findIndex((line, index) => index > 0 && CLOSE.test(line));
  if (close < 0) return { ok: false, problem: 'front matter starts with --- on line 1 but is never closed' };
  const yamlText = lines.slice(1, close).join('\n');
  const doc = parseDocument(yamlText, { prettyErrors: true });
  const error = doc.errors[0];
  if (error) {
    const { line, problem } = describeYamlError(error, yamlText);
    // +1 for the opening fence: report lines as an editor shows them.
    return { ok: false, problem: `invalid YAML front matter at line ${(line ?? 1) + 1}: ${problem}` };
  }
  const data: unknown = doc.toJS({ maxAliasCount: 50 });
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    return { ok: false, problem: 'front matter must be a YAML mapping of keys to values' };
  }
  return {
    ok: true,
    data: (data ?? {}) as Record<string, unknown>,
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
  };
}
