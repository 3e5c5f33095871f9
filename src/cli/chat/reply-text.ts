import kleur from 'kleur';
import wrapAnsi from 'wrap-ansi';
import { parseMarkdown, type Inline } from '../../client/markdown.js';

/** How `renderReply` lays a reply out for a terminal. */
export interface ReplyLayout {
  /** Columns to wrap at (the terminal's width). */
  width: number;
  /** Put before the reply's first line (the speaker label); a list or heading starts below it. */
  lead?: string;
}

// Wrapping by display width, at word boundaries, with styles carried across line breaks, is what
// wrap-ansi does (string-width underneath): CJK and emoji take two columns, combining marks none.
// Long words such as URLs are left whole so the terminal can still recognise them.
const WRAP = { hard: false, trim: true } as const;

/**
 * A reply's Markdown for a terminal: paragraphs and headings wrapped to `width`, list items with
 * a bullet or number and a hanging indent, bold, emphasis, code and links styled with kleur
 * (plain when colours are off, as `createStyles` decides).
 */
export function renderReply(text: string, layout: ReplyLayout): string {
  const width = Math.max(20, layout.width);
  const blocks = parseMarkdown(text);
  const out: string[] = [];
  let lead = layout.lead;
  if (lead !== undefined && blocks[0]?.kind !== 'paragraph') {
    out.push(lead.trimEnd());
    lead = undefined;
  }
  blocks.forEach((block, index) => {
    if (index > 0) out.push('');
    if (block.kind === 'paragraph') {
      for (const line of block.lines) {
        out.push(wrapAnsi(`${lead ?? ''}${styled(line)}`, width, WRAP));
        lead = undefined;
      }
    } else if (block.kind === 'heading') {
      out.push(wrapAnsi(kleur.bold(styled(block.content)), width, WRAP));
    } else {
      const markers = block.items.map((_, i) => (block.ordered ? `${block.start + i}.` : '•'));
      const markerWidth = Math.max(...markers.map((marker) => marker.length));
      block.items.forEach((item, i) => {
        const prefix = `  ${markers[i]!.padStart(markerWidth)} `;
        const indent = ' '.repeat(prefix.length);
        const lines = wrapAnsi(styled(item), width - prefix.length, WRAP).split('\n');
        out.push(lines.map((line, n) => (n === 0 ? prefix : indent) + line).join('\n'));
      });
    }
  });
  if (lead !== undefined) out.push(lead.trimEnd());
  return out.join('\n');
}

function styled(runs: readonly Inline[]): string {
  return runs
    .map((run) => {
      switch (run.kind) {
        case 'text':
          return run.text;
        case 'code':
          return kleur.cyan(run.text);
        case 'strong':
          return kleur.bold(styled(run.children));
        case 'emphasis':
          return kleur.italic(styled(run.children));
        case 'link': {
          const label = styled(run.children);
          // A terminal shows no link targets, so the address is printed after its label.
          return label === run.href ? kleur.underline(run.href) : `${label} (${kleur.underline(run.href)})`;
        }
      }
    })
    .join('');
}
