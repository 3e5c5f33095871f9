import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { formatHuman, formatJson, formatJunit, type CheckReport, type ProbeResult } from '../../src/check/index.js';

// A body excerpt is whatever a server sent: markup, quotes, control characters, a lone surrogate.
const NASTY = '<h1 class="x">Tom & Jerry\'s ]]> \u0000\u0007 \ud800 end</h1>';

const result = (id: string, verdict: ProbeResult['verdict'], extra: Partial<ProbeResult> = {}): ProbeResult => ({
  id, description: `checks ${id}`, category: 'message', required: verdict !== 'warn', generates: false, verdict, durationMs: 12, ...extra,
});

const report = (strict: boolean): CheckReport => ({
  target: 'http://127.0.0.1:1/?a=1&b=<2>',
  interfaceVersion: '1.0.0',
  startedAt: '2025-01-01T00:00:00.000Z',
  durationMs: 1234,
  strict,
  ok: false,
  result: 'failed',
  incomplete: [],
  summary: { total: 4, passed: 1, failed: 1, warned: 1, skipped: 1, errored: 0 },
  budget: { limit: 0, spent: 0, skipped: ['response.reply'] },
  results: [
    result('message.missing', 'pass'),
    result('message.blank', 'fail', { expected: 'rejected with a 4xx status (not 429)', actual: { status: 200, header: { name: 'content-type', value: 'text/html' }, body: NASTY } }),
    result('surface.get-chat', 'warn', { note: 'got 404; 405 is recommended "quoted"' }),
    result('response.reply', 'skipped', { note: 'over the budget of 0 generating probes' }),
  ],
});

describe('reporters', () => {
  it('JSON parses back to the same report', () => {
    expect(JSON.parse(formatJson(report(false)))).toEqual(report(false));
  });

  it('JUnit XML is well-formed despite hostile bodies and carries each verdict', () => {
    const xml = formatJunit(report(false));
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    const suite = parsed.testsuites.testsuite;
    expect(suite.name).toBe('secretary check http://127.0.0.1:1/?a=1&b=<2>');
    expect([suite.tests, suite.failures, suite.skipped]).toEqual(['4', '1', '1']);
    const cases = suite.testcase;
    expect(cases[1].failure['#text']).toContain('body "<h1 class=\\"x\\">Tom & Jerry\'s ]]>');
    expect(cases[2]['system-out']).toContain('warning: checks surface.get-chat');
    expect(cases[3].skipped.message).toBe('over the budget of 0 generating probes');
  });

  it('under --strict a warning is a JUnit failure', () => {
    const suite = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(formatJunit(report(true))).testsuites.testsuite;
    expect(suite.failures).toBe('2');
    expect(suite.testcase[2].failure.type).toBe('advisory');
  });

  it('the human table shows expected and actual for a failure, and the budget', () => {
    const text = formatHuman(report(false), { color: false });
    expect(text).toContain('FAIL  message.blank     required  checks message.blank\n      expected: rejected with a 4xx status (not 429)\n      actual:   status 200, content-type: text/html, body ');
    expect(text).toContain('generating requests spent: 0 (budget 0); left out by the budget: response.reply');
    expect(text).toMatch(/result: failed\n$/);
  });
});
