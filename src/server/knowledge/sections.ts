import type { KnowledgeDocument, Section } from './types.js';

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

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

/** The first ATX heading of a Markdown body outside code fences, as plain text. */
export function firstHeading(body: string): string | undefined {
  for (const line of scanLines(body)) if (line.heading) return line.heading.text;
  return undefined;
}

/**
 * Splits a document body into sections at ATX headings (`#` to `######`,
 * ignoring code fences). A nested section's heading is its path below the
 * document title ("Kestrel › Stack"), so a sub-heading keeps its context.
 * Sections with no text are dropped (their heading lives on in their children's
 * paths). `facts` (lines made from front matter) open the first section, or
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

  const kept = parts
    .map((part) => ({ heading: part.heading, text: trimBlankLines(part.lines) }))
    .filter((part) => part.text !== '');
  if (facts.length > 0) {
    const first = kept[0];
    if (first) first.text = `${facts.join('\n')}\n\n${first.text}`;
    else kept.push({ heading: document.title, text: facts.join('\n') });
  }
  return kept.map((part, index) => ({ id: `${document.file}#${index}`, document, heading: part.heading, text: part.text }));
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
  for (const text of body.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(text);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      // A fence closes only with the same character, at least as long.
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      yield { text };
      continue;
    }
    const match = fence === undefined ? HEADING.exec(text) : null;
    if (match) yield { text, heading: { level: match[1]!.length, text: plainHeading(match[2]!) } };
    else yield { text };
  }
}
