import { describe, expect, it } from 'vitest';
import { judge, median, parseEvalFile } from '../../src/eval/index.js';

describe('judge', () => {
  it('needs every expect item, one anyOf item and no absent item, ignoring case', () => {
    const entry = { expect: ['mit', 'Kestrel'], anyOf: ['apache', 'OPEN-SOURCE'], absent: ['GPL'] };
    expect(judge(entry, 'Kestrel is open-source under the MIT licence.')).toEqual({ pass: true, missing: [], noneOf: [], present: [] });
    expect(judge(entry, 'Kestrel is under the GPL.')).toEqual({
      pass: false,
      missing: ['mit'],
      noneOf: ['apache', 'OPEN-SOURCE'],
      present: ['GPL'],
    });
  });

  it('reads typographic apostrophes and quotes as plain ones', () => {
    expect(judge({ expect: ["doesn't say"], absent: [] }, 'The portfolio doesn’t say.').pass).toBe(true);
    expect(judge({ expect: ['“MIT”'], absent: [] }, 'Licence: "MIT".').pass).toBe(true);
  });

  it('with within, finds what must appear only in the reply\'s start, and what must not anywhere', () => {
    const reply = `${'x'.repeat(390)} MIT licence, then GPL`;
    expect(judge({ expect: ['MIT'], absent: [] }, reply, { within: 400 }).pass).toBe(true);
    expect(judge({ expect: ['licence'], absent: [] }, reply, { within: 400 })).toMatchObject({ pass: false, missing: ['licence'] });
    expect(judge({ expect: [], anyOf: ['GPL'], absent: [] }, reply, { within: 400 }).pass).toBe(false);
    expect(judge({ expect: ['MIT'], absent: ['GPL'] }, reply, { within: 400 })).toMatchObject({ pass: false, present: ['GPL'] });
    // Characters are code points: an emoji before the fact counts once.
    expect(judge({ expect: ['ok'], absent: [] }, `${'🙂'.repeat(398)}ok`, { within: 400 }).pass).toBe(true);
  });
});

describe('median', () => {
  it('takes the middle value, or the rounded mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 201, 50, 400])).toBe(151);
  });
});

describe('parseEvalFile', () => {
  it('keeps an entry\'s kind, a label that groups results', () => {
    expect(parseEvalFile('- question: When?\n  expect: 2021\n  kind: time\n', 'e.yaml')[0]).toEqual({ question: 'When?', expect: ['2021'], absent: [], history: [], kind: 'time' });
  });

  it('reads a string or a list for expect, and numbers as text', () => {
    const entries = parseEvalFile('- question: When?\n  expect: 2021\n- question: What?\n  anyOf: [a, 640]\n  lang: sr-Latn\n', 'e.yaml');
    expect(entries).toEqual([
      { question: 'When?', expect: ['2021'], absent: [], history: [] },
      { question: 'What?', expect: [], anyOf: ['a', '640'], absent: [], history: [], lang: 'sr-Latn' },
    ]);
  });

  it.each([
    ['- question: Hi\n  expect: x\n- question: Yo\n  expect: {a: 1}\n', 'e.yaml: entry 2: expect must be a string or a list of strings'],
    ['- question: Hi\n  expect: [x, ""]\n', 'e.yaml: entry 1: expect[1] must not be blank'],
    ['- question: Hi\n  absent: []\n', 'e.yaml: entry 1: absent must not be an empty list'],
    ['- question: "  "\n  expect: x\n', 'e.yaml: entry 1: question must not be blank'],
    ['- expect: x\n', 'e.yaml: entry 1: question is required'],
    ['- question: Hi\n', 'e.yaml: entry 1 needs expect, anyOf or absent: something to check'],
    ['- question: Hi\n  expect: x\n  lang: de\n', 'e.yaml: entry 1: lang must be en or sr-Latn'],
    ['- question: Hi\n  expect: x\n  langs: en\n', 'e.yaml: entry 1 has an unknown field "langs" (known: question, expect, anyOf, absent, lang, history, kind)'],
    ['- question: Hi\n  expect: x\n  history: [{role: system, content: x}]\n', 'e.yaml: entry 1: history[0].role must be "user" or "assistant"'],
    ['- question: Hi\n  expect: x\n  kind: "  "\n', 'e.yaml: entry 1: kind must not be blank'],
    ['question: Hi\n', 'e.yaml must be a YAML list of entries'],
    ['[]\n', 'e.yaml has no entries'],
  ])('rejects %j with one line', (text, message) => {
    expect(() => parseEvalFile(text, 'e.yaml')).toThrow(message);
  });

  it('names the line of a YAML syntax error', () => {
    expect(() => parseEvalFile('- question: [unclosed\n', 'e.yaml')).toThrow(/^e\.yaml is not valid YAML at line 2: Flow sequence in block collection/);
  });
});
