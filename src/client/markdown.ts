// The small part of Markdown that chat replies use: paragraphs, headings, bullet and numbered
// lists, bold, emphasis, inline code and links. Parsed into plain data so the terminal and the
// browser widget each render it their own way, and no reply text is ever treated as HTML.

/** A run of inline content. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'emphasis'; children: Inline[] }
  /** Only http and https targets become links; anything else stays text. */
  | { kind: 'link'; href: string; children: Inline[] };

/** A block of a reply; paragraph lines keep the reply's own line breaks. */
export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'heading'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] };

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const BARE_URL = /^https?:\/\/[^\s<>()"]+/;
const LINK = /^\[([^\]\n]+)\]\((\S+?)\)/;

/** Splits `text` into blocks of inline runs; never throws, unknown syntax stays text. */
export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | undefined;
  let list: Extract<Block, { kind: 'list' }> | undefined;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const heading = HEADING.exec(line);
    if (line.trim() === '') {
      paragraph = list = undefined;
    } else if (bullet || numbered) {
      const ordered = numbered !== null;
      if (!list || list.ordered !== ordered) {
        list = { kind: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline(bullet ? bullet[1]! : numbered![2]!));
      paragraph = undefined;
    } else if (heading) {
      blocks.push({ kind: 'heading', content: parseInline(heading[1]!) });
      paragraph = list = undefined;
    } else if (list && /^\s+\S/.test(line)) {
      // An indented line goes on with the last list item.
      list.items.at(-1)!.push({ kind: 'text', text: ' ' }, ...parseInline(line.trim()));
    } else {
      list = undefined;
      if (!paragraph) {
        paragraph = [];
        blocks.push({ kind: 'paragraph', lines: paragraph });
      }
      paragraph.push(parseInline(line.trim()));
    }
  }
  return blocks;
}

/** Parses one line of inline Markdown. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const before = i === 0 ? ' ' : text[i - 1]!;
    const span = inlineAt(rest, before);
    if (span) {
      flush();
      out.push(span.node);
      i += span.length;
    } else if (rest[0] === '\\' && rest.length > 1 && /[\\`*_[\]()#+\-.!]/.test(rest[1]!)) {
      plain += rest[1];
      i += 2;
    } else {
      plain += rest[0];
      i += 1;
    }
  }
  flush();
  return out;
}

function inlineAt(rest: string, before: string): { node: Inline; length: number } | undefined {
  const first = rest[0];
  if (first === '`') {
    const end = rest.indexOf('`', 1);
    return end > 1 ? { node: { kind: 'code', text: rest.slice(1, end) }, length: end + 1 } : undefined;
  }
  if (first === '[') {
    const match = LINK.exec(rest);
    if (!match || !isWebAddress(match[2]!)) return undefined;
    return { node: { kind: 'link', href: match[2]!, children: parseInline(match[1]!) }, length: match[0].length };
  }
  if (first === 'h' && !/\w/.test(before)) {
    const match = BARE_URL.exec(rest);
    if (!match) return undefined;
    // Sentence punctuation after a URL is not part of it.
    const href = match[0].replace(/[.,;:!?'’]+$/, '');
    return { node: { kind: 'link', href, children: [{ kind: 'text', text: href }] }, length: href.length };
  }
  if (first === '*' || first === '_') {
    // `_` only at word edges, so snake_case names stay as they are.
    if (first === '_' && /\w/.test(before)) return undefined;
    const marker = rest.startsWith(first + first) ? first + first : first;
    const end = closingMarker(rest, marker);
    if (end === -1) return undefined;
    const children = parseInline(rest.slice(marker.length, end));
    const node: Inline = marker.length === 2 ? { kind: 'strong', children } : { kind: 'emphasis', children };
    return { node, length: end + marker.length };
  }
  return undefined;
}

function closingMarker(rest: string, marker: string): number {
  // The content must not start or end with a space: "2 * 3 * 4" is arithmetic, not emphasis.
  if (/\s/.test(rest[marker.length] ?? ' ')) return -1;
  for (let at = rest.indexOf(marker, marker.length + 1); at !== -1; at = rest.indexOf(marker, at + 1)) {
    const after = rest[at + marker.length] ?? ' ';
    if (/\s/.test(rest[at - 1]!)) continue;
    if (marker[0] === '_' && /\w/.test(after)) continue;
    // A single marker must not be half of a double one.
    if (marker.length === 1 && (after === marker || rest[at - 1] === marker)) continue;
    return at;
  }
  return -1;
}

/** Whether `href` is an absolute http or https address, the only links a reply may carry. */
export function isWebAddress(href: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(href);
}

/** The text of inline runs without any markup, for plain output and accessible names. */
export function inlineText(runs: readonly Inline[]): string {
  return runs.map((run) => ('children' in run ? inlineText(run.children) : run.text)).join('');
}
