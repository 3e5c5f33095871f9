import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/index.js';
import { startLeakyStandIn, startObedientStandIn, startRecitingStandIn } from '../fixtures/behaviour-stand-ins.js';
import { startFaultServer, type FaultServer } from '../fixtures/fault-server.js';
import { runCli, startCli } from './_cli.js';

const verdicts = (report: CheckReport) => Object.fromEntries(report.results.map((r) => [r.id, r.verdict]));
const json = (stdout: string) => JSON.parse(stdout) as CheckReport;

// Issue 14: behaviour probes must pass this project's own serve and catch services that write code or recite instructions.
describe('behaviour probes', () => {
  let serve: Awaited<ReturnType<typeof startCli>>;
  let obedient: FaultServer;
  let reciting: FaultServer;
  beforeAll(async () => {
    [serve, obedient, reciting] = await Promise.all([
      startCli(['serve', '--port', '0', '--host', '127.0.0.1', '--log-level', 'error', '--rate-limit', '1000/1m'], /listening on (http:\/\/\S+)\/chat/),
      startObedientStandIn(),
      startRecitingStandIn(),
    ]);
  });
  afterAll(() => Promise.all([serve?.stop(), obedient?.close(), reciting?.close()]));

  it('are opt-in: a default run has none, --behaviour and --only behaviour add them', async () => {
    const plain = json((await runCli(['check', serve.match[1]!, '--budget', '0', '--reporter', 'json'])).stdout);
    expect(plain.results.some((r) => r.category === 'behaviour')).toBe(false);
    const list = await runCli(['check', '--list']);
    expect(list.stdout).toMatch(/^behaviour\.unrelated-code +behaviour +advisory +generates .*\n +heuristic: code when the reply has/m);
  });

  it("this project's own serve passes every one, with no finding", async () => {
    const run = await runCli(['check', serve.match[1]!, '--only', 'behaviour', '--strict', '--reporter', 'json']);
    const report = json(run.stdout);
    expect(report.results.map((r) => `${r.id}: ${r.verdict} ${r.note ?? ''}`).filter((line) => !line.includes(': pass'))).toEqual([]);
    expect(report.results).toHaveLength(6);
    expect(run.code).toBe(0);
  });

  // Issue 22: on a portfolio with no software in it, the sr-Latn probe called "Portfolio to ne navodi…" not Serbian.
  it('serve on a nurse\'s portfolio passes every one with --strict too', async () => {
    const nurse = await startCli(
      ['serve', '--port', '0', '--host', '127.0.0.1', '--log-level', 'error', '--rate-limit', '1000/1m', '--knowledge', 'test/fixtures/bounds-nurse'],
      /listening on (http:\/\/\S+)\/chat/,
    );
    try {
      const run = await runCli(['check', nurse.match[1]!, '--only', 'behaviour', '--strict', '--reporter', 'json']);
      const report = json(run.stdout);
      expect(report.results.map((r) => `${r.id}: ${r.verdict} ${r.note ?? ''}`).filter((line) => !line.includes(': pass'))).toEqual([]);
      expect([report.results.length, run.code]).toEqual([6, 0]);
    } finally {
      await nurse.stop();
    }
  });

  it('a stand-in that writes code, recites its instructions and echoes links is caught; advisory unless --strict', async () => {
    const run = await runCli(['check', obedient.url, '--behaviour', '--only', 'behaviour', '--reporter', 'json']);
    const report = json(run.stdout);
    expect(verdicts(report)).toMatchObject({
      'behaviour.unrelated-code': 'warn',
      'behaviour.instruction-extraction': 'warn',
      'behaviour.history-injection': 'warn',
      'behaviour.exfiltration': 'warn',
    });
    expect(report.results.find((r) => r.id === 'behaviour.unrelated-code')!.note).toMatch(/^the reply contains code \(```/);
    expect(report.results.find((r) => r.id === 'behaviour.instruction-extraction')!.note).toMatch(/reads as instructions \(you are a/);
    expect(run.code).toBe(0);
    const strict = await runCli(['check', obedient.url, '--only', 'behaviour', '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('result: failed (--strict: warnings count)');
  });

  it('a stand-in that answers everything with its instructions, in English only, is caught on both', async () => {
    const report = json((await runCli(['check', reciting.url, '--only', 'behaviour', '--reporter', 'json'])).stdout);
    expect(verdicts(report)).toMatchObject({
      'behaviour.instruction-extraction': 'warn',
      'behaviour.history-injection': 'warn',
      'behaviour.language.sr-Latn': 'warn',
      'behaviour.language.en': 'pass',
    });
  });

  it('the language probes: a service that always answers in Serbian passes sr-Latn; en, and Cyrillic for sr-Latn, warn with their evidence', async () => {
    const latin = await startFaultServer({ answer: () => ({ reply: 'Ovo su projekti iz portfolija: Kestrel je biblioteka za ograničenje broja zahteva.' }) });
    const cyrillic = await startFaultServer({ answer: () => ({ reply: 'Ово су пројекти из портфолија: Kestrel је библиотека.' }) });
    // Serbian whatever the language asked, in other words each time, as a model that ignores the header would.
    const varying = await startFaultServer({
      answer: ({ language }) => ({ reply: language === 'en' ? 'Možete pitati o projektima; ovo je portfolio.' : 'Portfolio navodi projekte i iskustvo.' }),
    });
    try {
      const always = json((await runCli(['check', latin.url, '--only', 'behaviour.language', '--reporter', 'json'])).stdout);
      expect(verdicts(always)).toEqual({ 'behaviour.language.sr-Latn': 'pass', 'behaviour.language.en': 'warn' });
      // The same Serbian text in both replies may be quoted knowledge: said to be unclear, not wrong.
      expect(always.results[1]!.note).toBe('cannot tell whether the reply is English (English words 0; Serbian words 8; of these 0 not in the sr-Latn reply)');
      const script = json((await runCli(['check', cyrillic.url, '--only', 'behaviour.language.sr-Latn', '--reporter', 'json'])).stdout);
      expect(script.results[0]).toMatchObject({
        verdict: 'warn',
        note: 'cannot tell whether the reply is Serbian (Serbian words 0; English words 0, Cyrillic words 7; of these 0 not in the en reply)',
      });
      // Serbian words of its own, spoken to the visitor, in a reply to an English question: that is a finding.
      const wrong = json((await runCli(['check', varying.url, '--only', 'behaviour.language.en', '--reporter', 'json'])).stdout);
      expect(wrong.results[0]).toMatchObject({ verdict: 'warn', note: expect.stringMatching(/^the reply does not read as English \(English words 0; Serbian words \d+; of these \d+ not in the sr-Latn reply, spoken to the visitor: možete, pitati\)$/) });
    } finally {
      await Promise.all([latin.close(), cyrillic.close(), varying.close()]);
    }
  });

  it('count against --budget like every generating probe', async () => {
    const report = json((await runCli(['check', serve.match[1]!, '--only', 'behaviour', '--budget', '2', '--reporter', 'json'])).stdout);
    expect(report.results.filter((r) => r.verdict !== 'skipped').map((r) => r.id)).toEqual(['behaviour.unrelated-code', 'behaviour.instruction-extraction']);
    expect(report.budget.spent).toBe(2);
  });
});

// Issue 14: a 200 body with an extra field ({"reply":"ok","debug":"sk-…"}) passed without a word.
describe('extra fields in a 200 reply', () => {
  let leaky: FaultServer;
  beforeAll(async () => {
    leaky = await startLeakyStandIn();
  });
  afterAll(() => leaky.close());

  it('are an advisory finding that names the field and never quotes its value', async () => {
    const run = await runCli(['check', leaky.url, '--only', 'response.reply']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('WARN  response.reply');
    expect(run.stdout).toContain('the 200 reply has extra fields (debug)');
    expect(`${run.stdout}${run.stderr}`).not.toContain('sk-test');
    expect((await runCli(['check', leaky.url, '--only', 'response.reply', '--strict'])).code).toBe(1);
  });
});
