import { lexer, type Token, type Tokens } from 'marked';

/** Whether a link's destination may stay (see `createLinkCheck` in links.ts). */
export type LinkCheck = (href: string) => boolean;

// Passes of lexing and rewriting before the guard gives up on markup altogether. One is
// enough for every reply seen so far; a rewrite can only expose what a nested construct hid.
const MAX_PASSES = 3;

/**
 * Keeps the links of a model reply that `allowed` accepts and nothing else that
 * would make a renderer fetch or open a URL: the reply is read with marked's
 * lexer (the project's one Markdown parser, CommonMark with GFM), so a link is
 * found however it is written (parentheses or `<` in the URL, text over line
 * breaks, titles, reference definitions in quotes or lists, autolinks, bare
 * URLs). A link that is not allowed becomes its text (a bare URL loses its
 * scheme, so no renderer links it again); every image goes; every raw HTML
 * element goes, the text between tags kept. Blocks with nothing to change are
 * kept exactly as written. The result is read again until nothing is left to
 * change; should markup still remain, all of it is stripped.
 */
export function keepAllowedLinks(text: string, allowed: LinkCheck): string {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const tokens = lexer(current);
    if (!tokens.some((token) => offends(token, allowed))) return current;
    current = blocks(tokens, allowed);
  }
  return lexer(current).some((token) => offends(token, allowed)) ? stripMarkup(current) : current;
}

// Whether a token, or anything inside it, is a link that is not allowed, an image or raw HTML.
function offends(token: Token, allowed: LinkCheck): boolean {
  switch (token.type) {
    case 'image':
    case 'html':
      return true;
    case 'def':
      return !allowed((token as Tokens.Def).href);
    case 'link':
      return !(allowed((token as Tokens.Link).href) || isBareAddress(token as Tokens.Link)) || someOffends(token.tokens, allowed);
    case 'list':
      return (token as Tokens.List).items.some((item) => someOffends(item.tokens, allowed));
    case 'table': {
      const table = token as Tokens.Table;
      return [table.header, ...table.rows].some((row) => row.some((cell) => someOffends(cell.tokens, allowed)));
    }
    default:
      return someOffends((token as { tokens?: Token[] }).tokens, allowed);
  }
}

// An e-mail address written as text, which GFM renderers turn into a mailto link showing
// exactly that address: it hides no destination, so it stays.
function isBareAddress(link: Tokens.Link): boolean {
  return link.href === `mailto:${link.raw}` && link.text === link.raw;
}

function someOffends(tokens: Token[] | undefined, allowed: LinkCheck): boolean {
  return tokens !== undefined && tokens.some((token) => offends(token, allowed));
}

// Block tokens back to Markdown: as written when nothing in them offends, else rebuilt.
function blocks(tokens: Token[], allowed: LinkCheck): string {
  let out = '';
  for (const token of tokens) out += offends(token, allowed) ? block(token, allowed) : token.raw;
  return out;
}

function block(token: Token, allowed: LinkCheck): string {
  const end = token.raw.endsWith('\n') ? '\n' : '';
  switch (token.type) {
    case 'paragraph':
    case 'text':
      return inline((token as Tokens.Paragraph).tokens ?? [], allowed) + end;
    case 'heading':
      return `${'#'.repeat((token as Tokens.Heading).depth)} ${inline((token as Tokens.Heading).tokens, allowed)}${end}`;
    case 'blockquote':
      return quoted(blocks((token as Tokens.Blockquote).tokens, allowed)) + end;
    case 'list':
      return list(token as Tokens.List, allowed) + end;
    case 'table':
      return table(token as Tokens.Table, allowed) + end;
    case 'html':
      return textOfHtml(token.raw) + end;
    case 'def':
      return '';
    default: {
      const children = (token as { tokens?: Token[] }).tokens;
      return children ? blocks(children, allowed) + end : token.raw;
    }
  }
}

// Inline tokens back to Markdown, with what offends taken out.
function inline(tokens: Token[], allowed: LinkCheck): string {
  let out = '';
  for (const token of tokens) {
    if (!offends(token, allowed)) {
      out += token.raw;
      continue;
    }
    switch (token.type) {
      case 'image':
      case 'html':
        break;
      case 'link': {
        // An allowed link whose text held an image or HTML: the text rebuilt, the URL as URL writes it.
        const link = token as Tokens.Link;
        const text = inline(link.tokens, allowed);
        out += allowed(link.href) ? `[${text}](<${new URL(link.href).href}>)` : unlinked(text);
        break;
      }
      case 'strong':
      case 'em':
      case 'del': {
        const mark = token.type === 'em' ? token.raw.charAt(0) : token.type === 'strong' ? token.raw.slice(0, 2) : token.raw.startsWith('~~') ? '~~' : '~';
        out += mark + inline((token as Tokens.Strong).tokens, allowed) + mark;
        break;
      }
      default:
        out += inline((token as { tokens?: Token[] }).tokens ?? [], allowed);
    }
  }
  return out;
}

// The text of a link that goes: what it showed, with any URL in it made plain text (no scheme,
// no `user@` part, no `www.`), since GFM renderers link bare `https://…` and `www.…` text on their own.
function unlinked(text: string): string {
  return text.replace(/\b(?:https?|ftp):\/\/(?:[^\s/@]*@)?(?:www\.)?/gi, '').replace(/\bwww\./gi, '');
}

function list(token: Tokens.List, allowed: LinkCheck): string {
  const start = typeof token.start === 'number' ? token.start : 1;
  const items = token.items.map((item, i) => {
    const bullet = token.ordered ? `${start + i}. ` : '- ';
    const body = blocks(item.tokens, allowed).replace(/\n+$/, '');
    return bullet + body.replace(/\n(?=.)/g, `\n${' '.repeat(bullet.length)}`);
  });
  return items.join(token.loose ? '\n\n' : '\n');
}

function table(token: Tokens.Table, allowed: LinkCheck): string {
  const row = (cells: Tokens.TableCell[]) => `| ${cells.map((cell) => inline(cell.tokens, allowed).replace(/\|/g, '\\|')).join(' | ')} |`;
  const rule = token.align.map((align) => (align === 'left' ? ':--' : align === 'right' ? '--:' : align === 'center' ? ':-:' : '---'));
  return [row(token.header), `| ${rule.join(' | ')} |`, ...token.rows.map(row)].join('\n');
}

function quoted(text: string): string {
  return text.replace(/\n$/, '').split('\n').map((line) => (line === '' ? '>' : `> ${line}`)).join('\n');
}

// The text between the tags of a raw HTML block; what is left of a tag (`<`, `>`) goes too.
function textOfHtml(raw: string): string {
  return unlinked(raw.replace(/<!--[\s\S]*?(?:-->|$)|<[^>]*>?/g, '').replace(/[<>]/g, '')).trim();
}

// The last resort: no character that starts Markdown link, image or HTML syntax, and no URL scheme.
function stripMarkup(text: string): string {
  return unlinked(text.replace(/[<>[\]!]/g, ''));
}
