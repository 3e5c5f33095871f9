import type { Token, Tokens } from 'marked';

// Plain text out of `marked`'s tokens: what a fact says, without its Markdown.

/** Splits a paragraph into sentences, keeping abbreviations such as "e.g." and "Dr." whole. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[^A-Z.][a-z0-9)”"%]{1,}[.!?])\s+(?=[A-Z0-9"“(])/).map((s) => s.trim()).filter((s) => s !== '');
}

/** The plain text of inline tokens (links keep their text, emphasis its words). */
export function plain(tokens: Token[], fallback: string): string {
  if (tokens.length === 0) return fallback;
  return tokens.map((token) => {
    const inner = (token as { tokens?: Token[] }).tokens;
    const text = (token as { text?: string }).text ?? '';
    if (token.type === 'br') return '\n';
    if (inner && inner.length > 0) return plain(inner, text);
    return decode(text || token.raw);
  }).join('');
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}


/** Whether a paragraph opens with bold text ("**Role**, Org (2011–2013)"). */
export function opensBold(block: Token): boolean {
  return (block as Tokens.Paragraph).tokens?.[0]?.type === 'strong';
}
