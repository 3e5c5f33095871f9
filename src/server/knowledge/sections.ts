import { lexer, type Token, type Tokens } from 'marked';
import type { KnowledgeDocument, Section } from './types.js';

// Headings are read by the project's one Markdown parser (marked's lexer, CommonMark and GFM):
// ATX and setext headings, never a "#" inside a code block.

interface Heading {
  level: number;
  text: string;
}

/** The plain text of a heading's inline tokens: link text kept, emphasis and code marks dropped. */
export function plainHeading(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      const inner = (token as { tokens?: Token[] }).tokens;
      if (inner && inner.length > 0) return plainHeading(inner);
      return token.type === 'html' ? '' : decode((token as { text?: string }).text ?? token.raw);
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first heading (ATX or setext) of a Markdown body (or its tokens) outside code blocks, as plain text. */
export function firstHeading(body: string | readonly Token[]): string | undefined {
  for (const token of tokensOf(body)) if (token.type === 'heading') return plainHeading((token as Tokens.Heading).tokens) || undefined;
  return undefined;
}

/**
 * Splits a document body into sections at its headings. A nested section's heading is its path
 * below the document title ("Kestrel › Stack"), so a sub-heading keeps its context. Sections with
 * no text are dropped (their heading lives on in their children's paths), unless their heading is
 * dated (an entry of its own). `facts` (lines made from front matter) open the first section, or
 * form one if the body is empty. A body already lexed is not lexed again (load.ts lexes a page once
 * for its title and its sections).
 */
export function splitSections(body: string | readonly Token[], document: KnowledgeDocument, facts: string[] = []): Section[] {
  const parts: Array<{ heading: string; level: number; raw: string[] }> = [];
  const stack: Heading[] = [];
  let current = { heading: document.title, level: 0, raw: [] as string[] };
  for (const token of tokensOf(body)) {
    if (token.type !== 'heading') {
      current.raw.push(token.raw);
      continue;
    }
    parts.push(current);
    const heading = { level: (token as Tokens.Heading).depth, text: plainHeading((token as Tokens.Heading).tokens) };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= heading.level) stack.pop();
    stack.push(heading);
    current = { heading: headingPath(stack, document.title), level: heading.level, raw: [] };
  }
  parts.push(current);

  // A dated heading with nothing under it ("### BSc in Psychology — University of Coimbra, 2008–2011") is
  // still a degree or job: its own line becomes its text.
  const kept = parts
    .map((part) => ({ heading: part.heading, level: part.level, text: trimBlankLines(part.raw.join('')) || (part.heading === document.title ? '' : datedLine(part.heading)) }))
    .filter((part) => part.text !== '');
  if (facts.length > 0) {
    const first = kept[0];
    if (first) first.text = `${facts.join('\n')}\n\n${first.text}`;
    else kept.push({ heading: document.title, level: 0, text: facts.join('\n') });
  }
  return kept.map((part, index) => ({ id: `${document.file}#${index}`, document, heading: part.heading, level: part.level, text: part.text }));
}

function tokensOf(body: string | readonly Token[]): readonly Token[] {
  return typeof body === 'string' ? lexer(body) : body;
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

function trimBlankLines(text: string): string {
  return text.replace(/^(\s*\n)+/, '').replace(/\s+$/, '').replace(/\n{3,}/g, '\n\n');
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}
