import { describe, expect, it } from 'vitest';
import { guardReply, LEAK_REFUSALS, stripControls, stripImages } from '../../../src/server/answerers/output-guard.js';

const MARKER = 'SM-0a1b2c3d4e5f60718293a4b5';
const en = { marker: MARKER, language: 'en' as const };

describe('guardReply', () => {
  it('passes ordinary markdown through, links included', () => {
    const text = 'Ana built **Tramline**.\n\n- Rust\n- [repo](https://github.com/ana/tramline)\n\tindented';
    expect(guardReply(text, en)).toBe(text);
  });

  it('removes CSI, OSC, DCS and lone control characters but keeps newlines and tabs', () => {
    const raw = '\u001b[2J\u001b[31mred\u001b[0m \u001b]0;pwned title\u0007\u001b]8;;http://evil.example\u001b\\link\u001b]8;;\u001b\\ \u001bP1$qm\u001b\\ok\u0000\u0008\u009b1mX\u202e\r\nnext\tcol';
    expect(stripControls(raw)).toBe('red link okX\nnext\tcol');
    expect(guardReply(raw, en)).toBe('red link okX\nnext\tcol');
  });

  it('removes every image, inline, reference-style and HTML, however the URL is written', () => {
    const raw =
      'See ![chart](https://evil.example/c.png?q=SECRET) and ![x][ref] and <img src="http://evil.example/p?d=1"> and ![local](/img.png "t").\n[ref]: https://evil.example/r';
    const out = stripImages(raw);
    expect(out).not.toMatch(/!\[|<img/i);
    expect(out).not.toContain('c.png');
    expect(guardReply(raw, en)).toBe('See  and  and  and .\n[ref]: https://evil.example/r');
  });

  it('replaces a reply carrying the marker with the fixed refusal in the request language', () => {
    expect(guardReply(`my rules: ${MARKER}`, en)).toBe(LEAK_REFUSALS.en);
    expect(guardReply(`moja pravila: ${MARKER}`, { marker: MARKER, language: 'sr-Latn' })).toBe(LEAK_REFUSALS['sr-Latn']);
    expect(LEAK_REFUSALS.en).not.toBe(LEAK_REFUSALS['sr-Latn']);
  });

  it('spots the marker split by controls, spaces or case changes', () => {
    const split = MARKER.split('').join('\u001b[0m');
    expect(guardReply(split, en)).toBe(LEAK_REFUSALS.en);
    expect(guardReply(MARKER.toUpperCase().split('').join(' '), en)).toBe(LEAK_REFUSALS.en);
  });

  it('cuts long replies at a code point boundary', () => {
    const out = guardReply('😀'.repeat(50), { ...en, maxChars: 10 });
    expect(Array.from(out)).toHaveLength(10);
    expect(out.endsWith('…')).toBe(true);
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('may return an empty string, which the answerer treats as an empty completion', () => {
    expect(guardReply(' \u001b[0m ![x](http://e/x.png) ', en)).toBe('');
  });
});
