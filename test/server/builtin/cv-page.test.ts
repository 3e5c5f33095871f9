import { describe, expect, it } from 'vitest';
import { answererFor } from './ask.js';

// A one-page CV (test/fixtures/portfolios/captain, a ship's master, with a Serbian twin): dated bullets
// "PERIOD: Role, Org, City — detail", a Languages section with labelled and dated lines, a projects page
// with a section per project. Shapes seen on many portfolios, shown here on a fixture of our own.
describe('a one-page CV', async () => {
  const captain = await answererFor('test/fixtures/portfolios/captain');
  const sr = { language: 'sr-Latn' as const };

  // "Master, …, Passau — 180 passengers, 46 crew" was read as a job "at Master … as 180 passengers".
  it('reads a dated bullet as role, organisation and place, and the words after the dash as its detail', async () => {
    expect(await captain.ask('Where does she work now?')).toBe('She works at MS Donaustern, Danube River Lines, Passau as Master (2019–present).');
    // A line it cannot read with certainty is quoted as written, its period said once.
    expect(await captain.ask('What was her first job?')).toBe('First: 2009 – 2013: Deckhand and helmsman, Jugoslovensko rečno brodarstvo, Belgrade.');
  });

  // "Which foreign languages…" quoted one job; "How well does she speak Greek?" every language.
  it('lists the Languages section, or the one line asked about', async () => {
    const all = await captain.ask('Which foreign languages does she speak?');
    for (const line of ['Serbian: native', 'German: fluent (C1)', 'Greek: conversational (A2)', 'Dutch — basic']) expect(all).toContain(line);
    expect(await captain.ask('How well does she speak Greek?')).toBe('Greek: conversational (A2).');
    expect(await captain.ask('What languages does she speak, and at what level?')).toContain('German: fluent (C1)');
  });

  it('answers a Serbian visitor from the Serbian section alone, not also from its English twin', async () => {
    const reply = await captain.ask('Koje jezike govori i na kom nivou?', sr);
    expect(reply).toContain('grčki: za razgovor (A2)');
    expect(reply).not.toContain('Greek');
    expect(await captain.ask('Koliko dobro govori grčki?', sr)).toBe('grčki: za razgovor (A2).');
  });

  // "završila" (finished) was a topic that no page says, so the degree's dates were never found.
  it('reads a verb of finishing or starting in a question of when as asking for the period', async () => {
    expect(await captain.ask('When did she finish her studies?')).toMatch(/^2005 – 2009: BSc in Nautical Studies/);
    expect(await captain.ask('Kada je završila osnovne studije?', sr)).toMatch(/^2005 – 2009: osnovne studije nautike/);
  });

  it('takes each top section of a projects page for a project', async () => {
    expect(await captain.ask('Tell me about Green Wake')).toMatch(/^Green Wake .*A retrofit of MS Donaustern/);
    expect(await captain.ask('What projects has she done?')).toMatch(/Green Wake, River Safety Days and First Light/);
    // "budžet" is spelt like "budget": a Serbian word the glossary lacks is found by its English cognate.
    expect(await captain.ask('Koliki je budžet projekta Green Wake?', sr)).toMatch(/EUR 2\.4 million/);
  });

  // "Concrete Sundays (2015)" on a Books page was no entry, so "how many pages does it have?" had no subject.
  it('takes a section headed by a name and its year for a dated work, which a follow-up is about', async () => {
    expect(await captain.conversation(['Tell me about Night Passage', 'How many pages does it have?'])).toBe('Night Passage — Pages: 212.');
    expect(await captain.conversation(['What is Low Water?', 'Who published it?'])).toMatch(/Rečni Glasnik/);
  });

  // "What did she do there?" after "Where did she work before X?" repeated the question about X.
  it('answers a follow-up that points back about the entry the reply named, not with the question before', async () => {
    const turns = ['Where did she work before Danube River Lines?', 'What did she do there?'];
    expect(await captain.conversation(turns)).toBe('2013 – 2019: First Officer, MS Rheinperle, Rhine Voyages, Cologne.');
    expect(await captain.conversation([...turns, 'When was that?'])).toBe('MS Rheinperle, Rhine Voyages: 2013–2019.');
  });

  // A page in projects/ tagged "education" was read as a degree page: "Status: completed 2023" became a degree.
  it('takes a page in a projects folder for a project whatever its tags, and a kind word in its name for no kind', async () => {
    expect(await captain.ask('What did she study?')).not.toMatch(/Status|Training Ship/);
    expect(await captain.ask('Tell me about Training Ship Sava')).toMatch(/^Training Ship Sava: A retired river barge/);
    expect(await captain.conversation(['Tell me about Training Ship Sava', 'When was it finished?'])).toMatch(/completed 2023/);
  });

  // "Is it still running?" was answered "Yes — completed 2023": a status line's value is the answer.
  it('quotes a status line for a yes/no question about the status, neither yes nor no', async () => {
    expect(await captain.conversation(['Tell me about Training Ship Sava', 'Is it still running?'])).toBe('Training Ship Sava — Status: completed 2023.');
  });

  // "Her first job after university" listed degrees (the kind after "after" was taken for the kind asked) or
  // anchored at "First Officer" (any word of the question named the anchor).
  it('reads "the first job after university" as the job after the degree', async () => {
    expect(await captain.ask('What was her first job after university?')).toMatch(/^After University of Belgrade.*Deckhand and helmsman/);
  });

  // "Has she worked outside Serbia?" was answered from "Serbian: native": a place relation, not a word.
  it('answers "outside X" and "abroad" from the places WordNet says a job lies in', async () => {
    expect(await captain.ask('Has she worked outside Serbia?')).toBe('Yes — 2013 – 2019: First Officer, MS Rheinperle, Rhine Voyages, Cologne.');
    // Abroad is beyond the profile's "lives in Belgrade"; "MS" names a ship, not Mississippi.
    expect(await captain.ask('Has she worked abroad?')).toMatch(/Cologne/);
    expect(await captain.ask('Has she worked outside Germany?')).toMatch(/Belgrade/);
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), 'secretary-outside-'));
    try {
      await writeFile(path.join(dir, 'profile.md'), '---\nname: Ana Horvat\n---\n\n# Ana Horvat\n\nAna Horvat is an accountant. She lives in Zagreb.\n');
      await writeFile(path.join(dir, 'experience.md'), '---\ntitle: Experience\ntags: [experience]\n---\n\n# Experience\n\n- 2015 – present: Accountant, Kovač Industries, Zagreb\n');
      const home = await answererFor(dir);
      expect(await home.ask('Has she worked abroad?')).toBe('The portfolio doesn’t mention abroad.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // "Who were the partners?" after a project listed every project's partners.
  it('goes on about the entry just talked about when a short question asks what its own lines say', async () => {
    expect(await captain.conversation(['Tell me about Green Wake', 'Who were the partners?'])).toBe('Green Wake — Partners: Passau Port Authority.');
    // A question about her is about her, whatever was talked about before.
    expect(await captain.conversation(['Tell me about Green Wake', 'What languages does she speak?'])).toContain('Greek');
  });

  // "And before that?" after the current job walked into an award or a course dated in between.
  it('walks back over jobs, degrees and volunteering only', async () => {
    // (A journalist's fixture, test/fixtures/portfolios/nadia: awards and a course dated between her jobs.)
    const reporter = await answererFor('test/fixtures/portfolios/nadia');
    const history = [
      { role: 'user' as const, content: 'What does she do now?' },
      { role: 'assistant' as const, content: 'She is Investigations Editor at Kompas Investigative Centre in Belgrade, since 2022.' },
    ];
    const reply = await reporter.ask('And before that?', { history });
    expect(reply).not.toMatch(/Award|course/);
    // (The reply spoke of her current role only: the role before it at the same centre comes first.)
    expect(reply).toMatch(/Senior Reporter/);
  });

  // "At which college does she teach?" listed her degrees: a school she teaches at is a job.
  it('reads a school or university she teaches at as a job', async () => {
    const social = await answererFor('test/fixtures/portfolios/ruth');
    expect(await social.ask('At which college does she teach?')).toBe('Belgrade College of Applied Social Studies as Part-time Lecturer (2019–present).');
    expect(await social.ask('Na kojoj visokoj školi predaje?', sr)).toMatch(/Belgrade College of Applied Social Studies/);
    expect(await social.ask('What did she study?')).toMatch(/MA in Social Policy/);
  });

  // "Who funded Home First?" was read as asking for the first of something, and "funded" never found "Funder:".
  it('reads a time word inside a name as the name, and a doer noun as its verb', async () => {
    expect(await captain.ask('Who funded First Light?')).toBe('First Light — Funder: Danube Commission.');
  });

  // After "Tell me about Home First", a reply naming the foundation behind it made "its budget" the foundation's.
  it('follows the entry the visitor named over one the reply only mentions', async () => {
    const history = [
      { role: 'user' as const, content: 'Tell me about Green Wake' },
      { role: 'assistant' as const, content: 'Green Wake (2022) is a retrofit of a ship of MS Donaustern, Danube River Lines, Passau, where she is Master.' },
    ];
    expect(await captain.ask('What was its budget?', { history })).toMatch(/EUR 2\.4 million/);
  });
});
