// What the `yaml` parser's errors mean for someone writing a page or an eval file, in one line:
// the parser names its grammar ("Nested mappings are not allowed in compact mappings"); the owner
// needs the line and the fix. Shared by the front matter reader and the eval file reader.

/** The parts of a `yaml` YAMLError this reads. */
export interface YamlErrorLike {
  code?: string;
  message: string;
  linePos?: readonly [{ line: number; col: number }, ...unknown[]] | undefined;
}

/** A parser error as `line N: what is wrong[; how to fix it]`; line numbers count within `text`. */
export function describeYamlError(error: YamlErrorLike, text: string): { line: number | undefined; problem: string } {
  const line = error.linePos?.[0]?.line;
  const source = line === undefined ? undefined : text.split(/\r?\n/)[line - 1];
  // "key: a: b" — the value has ": " in it, which YAML reads as a second key. Quoting the value fixes it.
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && source !== undefined) {
    const fixed = quoteValue(source);
    if (fixed) return { line, problem: `the value has a colon in it, which YAML reads as another key; put the value in quotes: ${fixed}` };
  }
  const reason = (error.message.split('\n', 1)[0] ?? 'invalid YAML').replace(/ at line \d+, column \d+:?$/, '');
  return { line, problem: reason };
}

// `  - question: What: x` → `  - question: "What: x"`; undefined when the line is not `key: value`.
function quoteValue(line: string): string | undefined {
  const match = /^(\s*(?:-\s+)?[^\s:#"'][^:#]*?:\s+)(.+?)\s*$/.exec(line);
  if (!match) return undefined;
  return `${match[1]!.trimStart()}${JSON.stringify(match[2]!)}`;
}
