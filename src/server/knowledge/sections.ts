import type { KnowledgeDocument, Section } from './types.js';

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// A setext underline: `===` makes a level-1 heading of the line above, `---` a level-2 one.
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
// Lines that cannot be a setext heading's text (list items, quotes, tables, indented code).
const NOT_SETEXT_TEXT = /^\s*$|^ {4}|^\s*([-*+>|]|\d+[.)])(\s|$)/;

interface Heading {
  level: number;
  text: string;
}

/** Strips inline Markdown from a heading so it reads as plain text. */
export function plainHeading(raw: string): string {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .trim();
}

/** The first heading (ATX or setext) of a Markdown body outside code fences, as plain text. */
export function firstHeading(body: string): string | undefined {
  for (const line of scanLines(body)) if (line.heading) return line.heading.text;
  return undefined;
}

/**
 * Splits a document body into sections at ATX headings (`#` to `######`) and
 * setext headings (a line underlined with `===` or `---`), ignoring code fences. A nested section's heading is its path below the
 * document title ("Kestrel › Stack"), so a sub-heading keeps its context.
 * Sections with no text are dropped (their heading lives on in their children's
 * paths), unless their heading is dated (an entry of its own). `facts` (lines made from front matter) open the first section, or
 * form one if the body is empty.
 */
export function splitSections(body: string, document: KnowledgeDocument, facts: string[] = []): Section[] {
  const parts: Array<{ heading: string; lines: string[] }> = [];
  const stack: Heading[] = [];
  let current = { heading: document.title, lines: [] as string[] };
  for (const line of scanLines(body)) {
    if (!line.heading) {
      current.lines.push(line.text);
      continue;
    }
    parts.push(current);
    while (stack.length > 0 && stack[stack.length - 1]!.level >= line.heading.level) stack.pop();
    stack.push(line.heading);
    current = { heading: headingPath(stack, document.title), lines: [] };
  }
  parts.push(current);

  // A dated heading with nothing under it ("### BSc in Psychology — University of Coimbra, 2008–2011") is
  // still a degree or job: its own line becomes its text.
  const kept = parts
    .map((part) => ({ heading: part.heading, text: trimBlankLines(part.lines) || (part.heading === document.title ? '' : datedLine(part.heading)) }))
    .filter((part) => part.text !== '');
  if (facts.length > 0) {
    const first = kept[0];
    if (first) first.text = `${facts.join('\n')}\n\n${first.text}`;
    else kept.push({ heading: document.title, text: facts.join('\n') });
  }
  return kept.map((part, index) => ({ id: `${document.file}#${index}`, document, heading: part.heading, text: part.text }));
}

function datedLine(heading: string): string {
  const own = heading.split(' › ').pop() ?? '';
  return /\b(19|20)\d{2}\b/.test(own) ? own : '';
}

function headingPath(stack: Heading[], title: string): string {
  const folded = title.toLowerCase();
  const names = stack.map((h) => h.text).filter((text) => text !== '' && text.toLowerCase() !== folded);
  return names.length > 0 ? names.join(' › ') : title;
}

function trimBlankLines(lines: string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start++;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  return lines.slice(start, end).join('\n').replace(/\n{3,}/g, '\n\n');
}

function* scanLines(body: string): Generator<{ text: string; heading?: Heading }> {
  let fence: string | undefined;
  const lines = body.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const fenceMatch = FENCE.exec(text);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      // A fence closes only with the same character, at least as long.
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      yield { text };
      continue;
    }
    if (fence !== undefined) {
      yield { text };
      continue;
    }
    const match = HEADING.exec(text);
    if (match) {
      yield { text, heading: { level: match[1]!.length, text: plainHeading(match[2]!) } };
      continue;
    }
    // Setext only for a one-line paragraph (blank or start above), so a `---`
    // rule under a longer paragraph stays a rule rather than a heading.
    const underline = UNDERLINE.exec(lines[i + 1] ?? '');
    const title = plainHeading(text);
    if (underline && !NOT_SETEXT_TEXT.test(text) && (i === 0 || lines[i - 1]!.trim() === '') && title !== '') {
      yield { text, heading: { level: underline[1]![0] === '=' ? 1 : 2, text: title } };
      i++;
      continue;
    }
    yield { text };
  }
}
