import { describe, expect, it } from 'vitest';
import { inlineText, parseInline, parseMarkdown } from '../../src/client/markdown.js';

// The one Markdown reader behind the terminal and the widget: what becomes markup, what stays text.

const text = (value: string) => ({ kind: 'text', text: value });

describe('parseMarkdown', () => {
  it('splits paragraphs, keeps line breaks, and reads bullet and numbered lists', () => {
    expect(parseMarkdown('Hello\nthere\n\n- one\n* two\n  more\n3. three\n\n# Title #')).toEqual([
      { kind: 'paragraph', lines: [[text('Hello')], [text('there')]] },
      { kind: 'list', ordered: false, start: 1, items: [[text('one')], [text('two'), text(' '), text('more')]] },
      { kind: 'list', ordered: true, start: 3, items: [[text('three')]] },
      { kind: 'heading', content: [text('Title')] },
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(parseMarkdown(' \n\r\n ')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('reads bold, emphasis, code and http(s) links, nested', () => {
    expect(parseInline('**Kestrel** is *fast*: see [the **repo**](https://x.dev/k) or `npm i k`')).toEqual([
      { kind: 'strong', children: [text('Kestrel')] },
      text(' is '),
      { kind: 'emphasis', children: [text('fast')] },
      text(': see '),
      { kind: 'link', href: 'https://x.dev/k', children: [text('the '), { kind: 'strong', children: [text('repo')] }] },
      text(' or '),
      { kind: 'code', text: 'npm i k' },
    ]);
  });

  it('makes bare URLs links without the sentence punctuation after them', () => {
    expect(parseInline('Read https://example.com/a_b.')).toEqual([
      text('Read '),
      { kind: 'link', href: 'https://example.com/a_b', children: [text('https://example.com/a_b')] },
      text('.'),
    ]);
  });

  it.each([
    ['[x](javascript:alert(1))'],
    ['[x](data:text/html,hi)'],
    ['[x](/relative)'],
    ['2 * 3 * 4'],
    ['snake_case_name and a_b_c'],
    ['**unclosed'],
    ['\\*not emphasis\\*'],
    ['<b>html</b>'],
  ])('leaves %s as text', (source) => {
    const runs = parseInline(source);
    expect(runs.every((run) => run.kind === 'text')).toBe(true);
    expect(inlineText(runs)).toBe(source.replace(/\\(.)/g, '$1'));
  });
});
