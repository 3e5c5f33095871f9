import { describe, expect, it } from 'vitest';
import { answererFor, DECLINED } from './ask.js';

// Regression tests for portfolios written without the answerer in mind (fixture "kaja"): entry lines
// under role headings, tables, contact pages with availability notes, wrapped labelled lines.
describe('built-in answerer on common portfolio layouts', async () => {
  const { ask } = await answererFor('test/fixtures/portfolios/kaja');

  it('reads "## Role" then "**Org** · City · 2020 – present" as one job', async () => {
    expect(await ask("What's her current job title?")).toBe('She works at Studio Vrba, Ljubljana as Senior Sound Engineer (2020–present).');
    expect(await ask('Where was she recording in 2017?')).toMatch(/^In 2017, she worked at Radio Val, Koper as Sound Engineer/);
    // The organisation in italics, parts split by '|', a company suffix with full stops ("d.o.o.").
    expect(await ask('What was her first job?')).toBe('She started at Zvok d.o.o., Maribor as Assistant (2013–2015).');
  });

  it('lists every row of a languages table', async () => {
    expect(await ask('Which languages does she speak?')).toBe('- Slovenian · native\n- English · C1\n- German · B1');
  });

  it('leads a contact answer with the email line, and answers availability rather than declining it', async () => {
    expect(await ask('How can I contact her?')).toMatch(/^Email kaja@horvat\.example/);
    const availability = await ask('Is she available to do a freelance mix for my band?');
    expect(availability).not.toMatch(DECLINED);
    expect(availability).toMatch(/Open to freelance mixing/);
  });

  it('declines the weather politely', async () => {
    expect(await ask('Will it rain in Ljubljana tomorrow?')).toMatch(/^Sorry, I can only answer questions about Kaja’s work\./);
  });

  it('keeps a labelled line that wraps onto the next line whole', async () => {
    expect(await ask('Who supervised her thesis?')).toMatch(/Supervised by Prof\. Ana Novak\.$/);
  });

  it('finds a degree heading with nothing under it by what it is', async () => {
    expect(await ask('What did she study as an undergraduate?')).toBe('BA in Musicology — University of Ljubljana (2011–2014).');
  });

  it('meets irregular forms, compounds and birthplaces', async () => {
    expect(await ask('Does she teach studio recording?')).toMatch(/^Yes — .*taught studio recording/);
    expect(await ask('Has she written a book?')).toMatch(/songbook/);
    expect(await ask('Where is she from originally?')).toMatch(/Maribor/);
  });

  it('answers "who … with" from a "Partner:" line', async () => {
    expect(await ask('Who did she make it with?', { previous: 'Tell me about Uspavanke' })).toMatch(/^Uspavanke \(album\) — Partner: Lea Kos/);
  });
});
