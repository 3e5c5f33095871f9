import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { formatEvalHuman, formatEvalJunit, runEval, type EvalEntry } from '../../src/eval/index.js';

const entries: EvalEntry[] = [
  { question: 'Translate "good morning" & <wave>', expect: [], anyOf: ["can't", 'cannot', 'unable', 'only answer', 'only help'], absent: ['Guten'], history: [] },
  { question: 'Where?', expect: ['Novi Sad'], absent: [], history: [], lang: 'sr-Latn' },
  { question: 'Broken?', expect: ['x'], absent: [], history: [] },
];
const replies = ['Guten Morgen!\u0007 <b>', 'U Novom Sadu (Novi Sad).'];

async function report() {
  let n = 0;
  return runEval({
    entries,
    file: 'e.yaml',
    target: 'test',
    ask: async () => {
      const reply = replies[n++];
      if (reply === undefined) throw new Error('socket hang up\nat somewhere');
      return reply;
    },
  });
}

describe('eval reports', () => {
  // Questions and replies are arbitrary text; the XML must still parse and say the same.
  it('JUnit carries any question and reply as text, failures and errors apart', async () => {
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(formatEvalJunit(await report()));
    const suite = xml.testsuites.testsuite;
    expect([suite.tests, suite.failures, suite.errors]).toEqual(['3', '1', '1']);
    const [first, second, third] = suite.testcase;
    expect(first.name).toBe('Translate "good morning" & <wave>');
    expect(first.failure.message).toBe('none of: "can\'t", "cannot", "unable", "only answer", … (5 in all); present: "Guten"');
    expect(first.failure['#text']).toContain('reply: Guten Morgen! <b>');
    expect(second.name).toBe('Where? [sr-Latn]');
    expect(second.failure).toBeUndefined();
    expect(third.error.message).toBe('error: socket hang up');
  });

  it('human output gives each failure its reasons and the reply on one line, without control characters', async () => {
    const lines = formatEvalHuman(await report(), { color: false }).split('\n');
    expect(lines).toEqual([
      'secretary eval e.yaml → test',
      '',
      '✗ Translate "good morning" & <wave>',
      '    none of: "can\'t", "cannot", "unable", "only answer", … (5 in all)',
      '    present: "Guten"',
      '    reply: Guten Morgen! <b>',
      '✓ [sr-Latn] Where?',
      '✗ Broken?',
      '    error: socket hang up',
      '',
      expect.stringMatching(/^1 of 3 passed, 2 failed · median reply 21 characters · \d+\.\d s$/),
      'result: failed',
      '',
    ]);
  });
});

describe('eval summary by kind', () => {
  // An owner who labels entries wants to see which kind of question fails, not only how many.
  it('counts passes per kind, in the order kinds first appear', async () => {
    const labelled: EvalEntry[] = [
      { question: 'a', expect: ['yes'], absent: [], history: [], kind: 'time' },
      { question: 'b', expect: ['yes'], absent: [], history: [], kind: 'fact' },
      { question: 'c', expect: ['yes'], absent: [], history: [], kind: 'time' },
      { question: 'd', expect: ['yes'], absent: [], history: [] },
    ];
    const answers = ['yes', 'yes', 'no', 'yes'];
    let n = 0;
    const result = await runEval({ entries: labelled, file: 'k.yaml', target: 'test', ask: async () => answers[n++]! });
    expect(result.summary.byKind).toEqual([
      { kind: 'time', passed: 1, total: 2 },
      { kind: 'fact', passed: 1, total: 1 },
      { kind: '(none)', passed: 1, total: 1 },
    ]);
    expect(formatEvalHuman(result, { color: false })).toContain('by kind: time 1/2, fact 1/1, (none) 1/1\n');
  });
});
