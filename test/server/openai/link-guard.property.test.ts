import fc from 'fast-check';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { keepAllowedLinks } from '../../../src/server/answerers/link-guard.js';
import { createLinkCheck, normalizeUrl } from '../../../src/server/answerers/links.js';

// The owner's own links: the only destinations a rendered reply may point at.
const KNOWN = ['https://github.com/ana', 'https://example.com/projects'];
const known = new Set(KNOWN.map(normalizeUrl));
const guard = (text: string) => keepAllowedLinks(text, createLinkCheck(known));

// Destinations a model can be steered into writing: outside hosts hidden in every way a URL
// can be spelled, scripts, data, and the owner's own links.
const outside = fc.constantFrom(
  'https://evil.example/login',
  'https://evil.example/(login)',
  'https://evil.example/p(1).png',
  'https://evil.example/a<b',
  'http://evil.example/x?d=SECRET&e=1',
  'https://github.com@evil.example/',
  'https://github.com.evil.example/ana',
  '//evil.example/x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java&#115;cript:alert(1)',
  'data:image/png;base64,AAAA',
  'www.evil.example/x',
);
const destination = fc.oneof({ weight: 4, arbitrary: outside }, { weight: 1, arbitrary: fc.constantFrom(...KNOWN) });
const words = fc.constantFrom('Sign in', 'the repo', 'a [nested] label', 'two\nlines', '**bold** text', 'see `code`', 'click');
const title = fc.constantFrom('', ' "Title"', " 'Title'", ' (Title)');

// Each CommonMark and GFM way to write a link, an image or HTML that fetches or opens a URL.
const fragment = fc.oneof(
  fc.tuple(words, destination, title).map(([t, d, ti]) => `[${t}](${d}${ti})`),
  fc.tuple(words, destination, title).map(([t, d, ti]) => `[${t}](<${d}>${ti})`),
  fc.tuple(words, destination, title).map(([t, d, ti]) => `![${t}](${d}${ti})`),
  fc.tuple(words, destination).map(([t, d]) => `![${t}](<${d}>)`),
  fc.tuple(words, destination).map(([t, d]) => `[${t}][ref]\n\n[ref]: ${d}`),
  fc.tuple(words, destination).map(([t, d]) => `[${t}][]\n\n[${t}]: <${d}> "t"`),
  fc.tuple(words, destination).map(([t, d]) => `![${t}][img]\n\n> [img]: ${d}`),
  fc.tuple(words, destination).map(([t, d]) => `[${t}]\n\n- [${t}]: ${d}`),
  destination.map((d) => `<${d}>`),
  destination.map((d) => `see ${d} now`),
  fc.tuple(words, destination).map(([t, d]) => `<a href="${d}">${t}</a>`),
  fc.tuple(words, destination).map(([t, d]) => `<A HREF=${d}>${t}</A>`),
  destination.map((d) => `<img src="${d}">`),
  destination.map((d) => `<iframe src="${d}"></iframe>`),
  destination.map((d) => `<svg><image href="${d}"/></svg>`),
  destination.map((d) => `<video poster="${d}"></video>`),
  fc.tuple(words, destination).map(([t, d]) => `<p style="background:url(${d})">${t}</p>`),
);
// Where a fragment may sit: a paragraph, a quote, a list item, a heading, emphasis, a table cell.
const placed = fc.tuple(fragment, fc.constantFrom('plain', 'quote', 'list', 'ordered', 'heading', 'strong', 'table')).map(([f, where]) => {
  switch (where) {
    case 'quote':
      return f.split('\n').map((line) => `> ${line}`).join('\n');
    case 'list':
      return `- ${f.replace(/\n/g, '\n  ')}`;
    case 'ordered':
      return `1. ${f.replace(/\n/g, '\n   ')}`;
    case 'heading':
      return `# ${f.replace(/\n/g, ' ')}`;
    case 'strong':
      return `**${f}**`;
    case 'table':
      return `| a | b |\n|---|---|\n| x | ${f.replace(/\n/g, ' ').replace(/\|/g, '\\|')} |`;
    default:
      return f;
  }
});
const reply = fc.array(fc.tuple(placed, fc.constantFrom(' ', '\n', '\n\n')), { minLength: 1, maxLength: 4 }).map((parts) =>
  parts.map(([text, gap]) => text + gap).join(''),
);

// Every URL a rendered page would fetch or open: the values of URL-bearing attributes, except
// a mailto link that shows its own address (GFM links an e-mail address written as text).
function urlsIn(html: string): string[] {
  const found: string[] = [];
  const shown = html.replace(/<a href="mailto:([^"]*)">\1<\/a>/g, '$1');
  for (const match of shown.matchAll(/\b(?:href|src|srcset|poster|action|formaction|data|background)\s*=\s*"([^"]*)"/gi)) {
    found.push(match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
  }
  return found;
}

describe('the link guard, checked by rendering its output with marked', () => {
  it('leaves no outside URL, no script URL, no image and no raw HTML in the rendered reply', () => {
    fc.assert(
      fc.property(reply, (text) => {
        const html = marked.parse(guard(text), { async: false });
        for (const url of urlsIn(html)) expect(known.has(normalizeUrl(decodeURI(url)))).toBe(true);
        expect(html).not.toMatch(/<(?:img|iframe|svg|image|video|audio|source|object|embed|script|style)\b/i);
        expect(html).not.toMatch(/\bstyle\s*=/i);
        expect(html.toLowerCase()).not.toMatch(/(?:href|src)\s*=\s*"\s*javascript:/);
      }),
      { numRuns: 600 },
    );
  });

  it('keeps what a reply says: the words of a dropped link stay, and a reply without links is unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom('Sign in', 'the repo', 'click'), outside, (t, d) => {
        expect(guard(`Please ${`[${t}](${d})`} today.`)).toBe(`Please ${t} today.`);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '*', '-', '#', '1', '.', '`', '_') }), (text) => {
        expect(guard(text)).toBe(text);
      }),
    );
  });

  it('keeps the owner\'s own links as written', () => {
    const text = 'See [my repo](https://github.com/ana) and <https://example.com/projects>, or https://github.com/ana.';
    expect(guard(text)).toBe(text);
    expect(marked.parse(guard(text), { async: false })).toContain('href="https://github.com/ana"');
  });
});
