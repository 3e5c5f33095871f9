import type { Token, Tokens } from 'marked';
import { QUOTE_MARKS } from '../../../language/text.js';

// Plain text out of `marked`'s tokens: what a fact says, without its Markdown.

// A question in a paragraph keeps its answer with it, up to this many words of the answer ("Do you teach babies? No. My
// youngest swimmers are four."): a page's own questions and answers, whose question alone says nothing.
const ANSWER_WORDS = 6;

/** Splits a paragraph into sentences, keeping abbreviations ("e.g.", "Prof.", "LL.M.") whole, and a question with its answer. */
export function sentences(text: string, abbreviations: ReadonlySet<string>): string[] {
  const parts = text.split(/(?<=[^A-Z.][a-z0-9)”"%]{1,}[.!?])\s+(?=[A-Z0-9"“(])/);
  const joined: string[] = [];
  let answering = 0;
  for (const part of parts) {
    const previous = joined[joined.length - 1];
    const word = previous === undefined ? undefined : /(\S+)\.$/.exec(previous)?.[1]?.toLowerCase();
    if ((word !== undefined && abbreviations.has(word)) || answering > 0) joined[joined.length - 1] = `${previous} ${part}`;
    else joined.push(part);
    answering = part.trim().endsWith('?') ? ANSWER_WORDS : Math.max(0, answering - part.split(/\s+/).length);
  }
  return joined.map((s) => s.trim()).filter((s) => s !== '');
}

/** The plain text of inline tokens (links keep their text, emphasis its words). */
export function plain(tokens: Token[], fallback: string): string {
  if (tokens.length === 0) return decode(fallback);
  return tokens
    .map((token) => {
      const inner = (token as { tokens?: Token[] }).tokens;
      const text = (token as { text?: string }).text ?? '';
      if (token.type === 'br') return '\n';
      // Raw HTML in a page is markup, not words.
      if (token.type === 'html') return '';
      if (inner && inner.length > 0) return plain(inner, text);
      return decode(text || token.raw);
    })
    .join('');
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

/** Whether a paragraph opens with bold text ("**Role**, Org (2011–2013)"). */
export function opensBold(block: Token): boolean {
  return (block as Tokens.Paragraph).tokens?.[0]?.type === 'strong';
}

/** The text of a paragraph's opening bold or italic run ("**Tessera Bank** · Lisbon · 2022"), if it opens with one. */
export function leadingEmphasis(block: Token): string | undefined {
  const first = (block as Tokens.Paragraph).tokens?.[0];
  if (first?.type !== 'strong' && first?.type !== 'em') return undefined;
  return plain((first as Tokens.Strong).tokens ?? [], first.text).trim() || undefined;
}

// A paragraph that is only bold text, or a few words ending with a colon, heads the list after it.
export function pseudoHeading(block: Token): string | undefined {
  if (block.type !== 'paragraph') return undefined;
  const tokens = (block as Tokens.Paragraph).tokens ?? [];
  const text = plain(tokens, block.text ?? '').trim();
  if (tokens.length === 1 && tokens[0]!.type === 'strong' && text.split(/\s+/).length <= 6) return text.replace(/:$/, '');
  if (/:$/.test(text) && text.split(/\s+/).length <= 6) return text.slice(0, -1);
  return undefined;
}

/**
 * Whether a paragraph's line runs on into the next ("… the preparation course every prospective foster"
 * then "carer in Belgrade completes …"): it ends without a closing mark and the next starts in lower case.
 */
export function wraps(line: string, next: string): boolean {
  if (/[.!?:;)\]]["”]?\s*$/.test(line)) return false;
  // ("… University of" then "Novi Sad, 2005–2009.": a line that ends on a preposition or conjunction goes on.)
  return /^\s*\p{Ll}/u.test(next) || /\s(of|and|the|in|at|for|to|a|an|with|from|on|by|u|i|na|za|od|sa|iz)$/i.test(line.trim());
}

// "Thesis: … Supervised by" wrapped onto "Prof. Teresa Gouveia and …": a field's line that ends mid-sentence goes on.
export function unwrap(lines: string[], isField: (line: string) => boolean): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous !== undefined && isField(previous) && !isField(line) && !/[.!?:;]["”)]?\s*$/.test(previous)) out[out.length - 1] = `${previous} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

const QUOTE = new RegExp(`[${QUOTE_MARKS}]`);

// "Label: value" on one line; a label is a few words, not a sentence or a time ("10:30").
const LABELLED = /^([^:]{1,40}?):\s+(\S.*)$/s;

/** The label a line opens with and its value: a few words, no number first, no quotation mark, not a link's scheme. */
export function labelled(line: string): { label: string; value: string } | undefined {
  const match = LABELLED.exec(line);
  const label = match?.[1];
  return label !== undefined && !/^\W*\d|https?$/i.test(label) && !QUOTE.test(label) && label.split(' ').length <= 5 ? { label: label.trim(), value: match![2]!.trim() } : undefined;
}
