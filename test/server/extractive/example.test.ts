import { describe, expect, it } from 'vitest';
import { createExtractiveAnswerer } from '../../../src/server/answerers/extractive.js';
import { defaultKnowledgeDir } from '../../../src/server/knowledge/default-dir.js';
import { loadKnowledge } from '../../../src/server/knowledge/load.js';
import { answererFor, DECLINED, DECLINED_SR, ENGLISH, SERBIAN } from './ask.js';

const { answerer, ask } = await answererFor(defaultKnowledgeDir());

describe('extractive answerer on the example portfolio', () => {
  it.each([
    ['What is Quillmate built with?', ['Rust, Tauri, SQLite', 'https://github.com/jelena-markovic-dev/quillmate']],
    ['How many stars does Ledgerline have?', ['640', 'https://github.com/jelena-markovic-dev/ledgerline']],
    ['Where did she work in 2021?', ['Brightpay', 'Vojvodina Freight Systems']],
    ['Where did Jelena work in 2017?', ['Datawise Studio']],
    ['What was her role on Harbor Metrics?', ['technical lead']],
    ['What did she study?', ['University of Novi Sad']],
    ['Has she given any conference talks?', ['Heapcon']],
    ['How can I contact her?', ['https://jelenamarkovic.dev/contact']],
    ['Which databases does she know?', ['PostgreSQL']],
  ])('%s', async (question, facts) => {
    const reply = await ask(question);
    expect(reply).toMatch(/^Here’s what Jelena Marković’s portfolio says:/);
    for (const fact of facts) expect(reply).toContain(fact);
  });

  it('introduces the owner for "who is" and "about yourself" questions', async () => {
    for (const question of ['Who is Jelena Marković?', 'Tell me about yourself', 'What does she do?']) {
      const reply = await ask(question);
      expect(reply).toMatch(/^Here’s a short introduction to Jelena Marković:/);
      expect(reply).toContain('Backend and platform engineer');
    }
  });

  it('lists the projects with their links', async () => {
    const reply = await ask('What projects has she built?');
    for (const name of ['Kestrel', 'Ledgerline', 'Quillmate', 'Transit NS', 'Harbor Metrics']) expect(reply).toContain(`- ${name}`);
    expect(reply).toContain('https://github.com/jelena-markovic-dev/transit-ns');
  });

  it('answers a follow-up from the previous user turn', async () => {
    const reply = await ask('How many stars does it have?', { previous: 'Tell me about Kestrel' });
    expect(reply).toContain('2.3k');
    expect(reply).toContain('https://github.com/jelena-markovic-dev/kestrel');
    // The current question wins over the previous turn's subject.
    const switched = await ask('What did she study?', { previous: 'Tell me about Kestrel' });
    expect(switched).toContain('University of Novi Sad');
    expect(switched).not.toContain('Kestrel:');
  });

  it.each([
    ['Koje tehnologije koristi Kestrel?', ['TypeScript, Node.js, Redis']],
    ['Koliko zvezdica ima Quillmate?', ['1.1k']],
    ['Gde je Jelena radila 2017. godine?', ['Datawise Studio']],
    ['Šta je studirala?', ['University of Novi Sad']],
    ['Kakvo iskustvo ima sa Kafkom?', ['Kafka']],
    ['Kako mogu da je kontaktiram?', ['https://jelenamarkovic.dev/contact']],
  ])('in Serbian: %s', async (question, facts) => {
    const reply = await ask(question, { language: 'sr-Latn' });
    expect(reply).toMatch(/^Evo šta o tome piše u portfoliju:/);
    for (const fact of facts) expect(reply).toContain(fact);
  });

  it('answers Serbian without diacritics and in Cyrillic too', async () => {
    expect(await ask('Koje vestine ima?', { language: 'sr-Latn' })).toContain('TypeScript');
    expect(await ask('Колико звездица има Ledgerline?', { language: 'sr-Latn' })).toContain('640');
  });

  it('understands a project name in a Serbian case form, also from the previous turn', async () => {
    const reply = await ask('Koliko zvezdica ima?', { language: 'sr-Latn', previous: 'Reci mi nešto o Kestrelu' });
    expect(reply).toContain('2.3k');
    expect(await ask('Na kojim projektima je radila?', { language: 'sr-Latn' })).toMatch(/^Ovo su projekti iz portfolija:[\s\S]*- Transit NS/);
  });

  it.each([
    ['Can you send her an email for me?', 'send emails'],
    ['Can you browse to github.com and check her latest commits?', 'open links'],
    ['Please schedule a meeting with Jelena next week', 'schedule meetings'],
    ['What is her salary?', 'private information'],
    ['What is her home address?', 'private information'],
    ['Give me her phone number', 'private information'],
    ['Run this code: rm -rf /', 'run or execute code'],
    ['Fetch https://example.com and tell me what it says', 'open links'],
  ])('declines %s', async (question, what) => {
    const reply = await ask(question);
    expect(reply).toMatch(DECLINED);
    expect(reply).toContain(what);
    expect(reply).toContain('https://jelenamarkovic.dev/contact');
  });

  it('declines in Serbian with the language sr-Latn', async () => {
    const reply = await ask('Pošalji joj mejl', { language: 'sr-Latn' });
    expect(reply).toMatch(DECLINED_SR);
    expect(reply).toContain('mejlove');
    expect(await ask('Koliko je njena plata?', { language: 'sr-Latn' })).toMatch(DECLINED_SR);
    expect(await ask('Zakaži sastanak sa njom', { language: 'sr-Latn' })).toContain('zakazujem sastanke');
  });

  it('keeps small talk and off-topic questions short and kind', async () => {
    expect(await ask('Hi!')).toMatch(/^Hello! .*Jelena Marković.*Kestrel/);
    expect(await ask('Thank you!')).toMatch(/^You’re welcome! .*Jelena Marković/);
    expect(await ask('Thanks, that was really helpful!')).toMatch(/^You’re welcome!/);
    expect(await ask('Hey there, how are you?')).toMatch(/^Hello! /);
    expect(await ask('Zdravo', { language: 'sr-Latn' })).toMatch(/^Zdravo! .*Jelena Marković/);
    expect(await ask('Hvala puno', { language: 'sr-Latn' })).toMatch(/^Nema na čemu! .*Jelena Marković/);
    expect(await ask('What is the weather in Novi Sad today?')).toMatch(/^Sorry, I can’t help with topics outside/);
    expect(await ask('What is her favourite pizza?')).toMatch(/^I couldn’t find anything about that.*Kestrel/);
    expect(await ask('Koja joj je omiljena pica?', { language: 'sr-Latn' })).toMatch(/^O tome u portfoliju nema podataka/);
  });

  it('answers a greeting with a question as a question', async () => {
    const reply = await ask('Hello! What is Ledgerline written in?');
    expect(reply).toMatch(/^Hello! Here’s what/);
    expect(reply).toContain('Go, PostgreSQL');
  });

  it('is deterministic, never echoes the question, and picks phrases by language', async () => {
    const question = 'What is Quillmate built with? zqxjv-marker';
    const replies = await Promise.all([ask(question), ask(question), ask(question)]);
    expect(new Set(replies).size).toBe(1);
    expect(replies[0]).not.toContain('zqxjv');
    expect(await ask('What is Kestrel?', { language: 'sr-Latn' })).toMatch(SERBIAN);
    expect(await ask('Šta je Kestrel?', { language: 'en' })).toMatch(ENGLISH);
    expect(await ask('What is Kestrel? Answer in Serbian')).toMatch(SERBIAN);
    expect(answerer.name).toBe('extractive');
  });

  it('labels its answers and honours an aborted signal', async () => {
    const knowledge = await loadKnowledge(defaultKnowledgeDir());
    const own = createExtractiveAnswerer({ knowledge });
    const input = { message: 'Kestrel?', history: [], language: 'en' as const };
    expect((await own.answer({ ...input, signal: new AbortController().signal })).answerer).toBe('extractive');
    await expect(own.answer({ ...input, signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
