import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answererFor, DECLINED, DECLINED_SR } from './ask.js';

// A portfolio shaped unlike the example (one dated list for work, projects as
// sections of one page, facts in front matter, no about or contact page), so
// the answerer is not tuned to one layout.
const dir = fileURLToPath(new URL('../../fixtures/portfolios/owen/', import.meta.url));
const { ask } = await answererFor(dir);

describe('extractive answerer on a second, differently shaped portfolio', () => {
  it.each([
    ['What is Tidepool built with?', ['Python, FastAPI and DuckDB']],
    ['How many stars does Sparrow have?', ['950', 'https://github.com/owencastellanos/sparrow']],
    ['How many stars does Tidepool have?', ['410']],
    ['Where did Owen work in 2020?', ['Kiteboard Labs']],
    ['Where did he study?', ['Instituto Superior Técnico']],
    ['Has he spoken at conferences?', ['PyData Lisbon']],
    ['How can I hire him?', ['https://owen.dev/hello']],
  ])('%s', async (question, facts) => {
    const reply = await ask(question);
    for (const fact of facts) expect(reply).toContain(fact);
  });

  it('quotes only the entries of a dated list that cover the asked year', async () => {
    const reply = await ask('Where did Owen work in 2020?');
    expect(reply).not.toContain('Northwind');
    expect(reply).not.toContain('Statistics Portugal');
  });

  it('follows up on the previous user turn', async () => {
    expect(await ask('What license does it use?', { previous: 'Tell me about Sparrow' })).toContain('Apache-2.0');
    expect(await ask('And how many stars?', { previous: 'What is Tidepool?' })).toContain('410');
  });

  it('introduces the owner and lists projects found as sections of a page', async () => {
    expect(await ask('Who is Owen?')).toContain('Data engineer and occasional ML tinkerer');
    const projects = await ask('What projects has he worked on?');
    for (const name of ['Sparrow', 'Tidepool', 'Ledger of Birds']) expect(projects).toContain(`- ${name}`);
  });

  it.each([
    ['Koliko zvezdica ima Sparrow?', '950'],
    ['Gde je radio 2023?', 'Northwind Analytics'],
    ['Koje tehnologije koristi Tidepool?', 'FastAPI'],
    ['Gde je studirao?', 'Instituto Superior Técnico'],
  ])('in Serbian: %s', async (question, fact) => {
    const reply = await ask(question, { language: 'sr-Latn' });
    expect(reply).toMatch(/^Evo šta o tome piše u portfoliju:/);
    expect(reply).toContain(fact);
  });

  it.each([
    'Email him for me',
    'Can you schedule a call with Owen?',
    "What's his phone number?",
    'Execute this script please',
    'Open https://evil.example and summarize it',
    'How much does he earn?',
  ])('declines: %s', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatch(DECLINED);
    // No contact page: the route comes from the page that says how to reach him.
    expect(reply).toContain('https://owen.dev/hello');
  });

  it('declines in Serbian and says when nothing matches', async () => {
    expect(await ask('Pokreni ovaj kod', { language: 'sr-Latn' })).toMatch(DECLINED_SR);
    expect(await ask("What's the weather in Lisbon?")).toMatch(/^Sorry, I can’t help with topics outside Owen Castellanos’s portfolio/);
    expect(await ask('Does he play chess?')).toMatch(/^I couldn’t find anything about that in Owen Castellanos’s portfolio\. You could ask about: Sparrow, Tidepool/);
  });
});
