import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeOwner, type DemoOwner } from '../../src/server/demo/owner.js';
import { pageTexts } from '../../src/server/demo/texts.js';
import { startDemoPage } from '../../src/server/demo-page.js';
import { loadKnowledge } from '../../src/server/knowledge/load.js';
import type { Knowledge } from '../../src/server/knowledge/types.js';

// Regression: the demo page greeted every folder as the bundled example's owner, with her software
// questions. It now takes the owner's name, headline and questions from the folder it is given.

const NURSE = 'test/fixtures/owner-nurse';
// Anything of the bundled example a page for another folder must never show.
const EXAMPLE_WORDS = /Jelena|Jelene|Marković|Kestrel|Brightpay|Novi Sad|built\?/;

interface Shown {
  lang: string;
  owner: string;
  intro: string;
  greeting: string;
  suggestions: string[];
}

/** The demo page of `knowledge` (default: the bundled example) at `path`, as a visitor's browser receives it. */
async function shown(path: '/en/' | '/sr-Latn/', knowledge?: Knowledge | (() => Knowledge)): Promise<Shown & { html: string }> {
  const page = await startDemoPage({ host: '127.0.0.1', port: 0, apiBaseUrl: 'http://127.0.0.1:9', ...(knowledge ? { knowledge } : {}) });
  try {
    const response = await fetch(new URL(path, page.origin));
    expect(response.status).toBe(200);
    const html = await response.text();
    const grab = (pattern: RegExp) => (pattern.exec(html)?.[1] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    return {
      html,
      lang: grab(/<html lang="([^"]*)"/),
      owner: grab(/<p class="demo-owner">(.*?)<\/p>/),
      intro: grab(/<main class="demo-main">[\s\S]*?<p>(.*?)<\/p>/),
      greeting: grab(/data-greeting="([^"]*)"/),
      suggestions: grab(/data-suggestions="([^"]*)"/).split('|'),
    };
  } finally {
    await page.close();
  }
}

describe('the demo page of the bundled example', () => {
  it('greets and asks as it always has, in English', async () => {
    const page = await shown('/en/');
    expect(page).toMatchObject({
      lang: 'en',
      owner: 'Jelena Marković — Backend and platform engineer in Novi Sad, Serbia — APIs, data pipelines and developer tools',
      intro:
        'This page embeds the secretary chat widget with one script tag. Ask about projects, experience or whether a project fits; ' +
        'the service answers from the portfolio it was given.',
      greeting: "Hi! I answer questions about Jelena Marković's work: her projects, experience and skills.",
      suggestions: ['What projects has she built?', 'Where has she worked?', 'How can I contact her?'],
    });
  });

  it('greets and asks as it always has, in Serbian', async () => {
    const page = await shown('/sr-Latn/');
    expect(page).toMatchObject({
      lang: 'sr-Latn',
      intro:
        'Ova stranica ugrađuje secretary čet vidžet jednim script tagom. Pitajte o projektima, iskustvu ili da li projekat odgovara; ' +
        'servis odgovara iz portfolija koji je dobio.',
      greeting: 'Zdravo! Odgovaram na pitanja o radu Jelene Marković: projektima, iskustvu i veštinama.',
      suggestions: ['Koje projekte je napravila?', 'Gde je radila?', 'Kako da je kontaktiram?'],
    });
  });
});

describe('the demo page of another folder', () => {
  it("shows that owner's name, headline and questions about what the folder holds, and none of the example's", async () => {
    const knowledge = await loadKnowledge(NURSE);
    const page = await shown('/en/', knowledge);
    expect(page).toMatchObject({
      owner: 'Ines Halilović — Paediatric nurse and wound-care specialist in Sarajevo',
      intro: expect.stringContaining('Ask about experience or education;'),
      greeting: "Hi! I answer questions about Ines Halilović's work: her experience and education.",
      suggestions: ['Where has she worked?', 'Where did she study?', 'How can I contact her?'],
    });
    expect(page.html).not.toMatch(EXAMPLE_WORDS);
  });

  it('in Serbian too, with the Serbian headline and verbs that agree with her pronouns', async () => {
    const page = await shown('/sr-Latn/', await loadKnowledge(NURSE));
    expect(page).toMatchObject({
      owner: 'Ines Halilović — Pedijatrijska medicinska sestra i specijalistkinja za negu rana u Sarajevu',
      greeting: 'Zdravo! Odgovaram na pitanja o radu Ines Halilović: iskustvu i obrazovanju.',
      suggestions: ['Gde je radila?', 'Gde je studirala?', 'Kako da je kontaktiram?'],
    });
    expect(page.html).not.toMatch(EXAMPLE_WORDS);
  });

  it('follows the folder as it is reloaded (serve --watch passes its latest load)', async () => {
    const tmp = await mkdtemp(path.join(tmpdir(), 'secretary-demo-owner-'));
    try {
      await cp(NURSE, tmp, { recursive: true });
      let current = await loadKnowledge(tmp);
      const page = await startDemoPage({ host: '127.0.0.1', port: 0, apiBaseUrl: 'http://127.0.0.1:9', knowledge: () => current });
      try {
        const profile = path.join(tmp, 'profile.md');
        await writeFile(profile, (await readFile(profile, 'utf8')).replace('Ines Halilović', 'Ines Begić'));
        current = await loadKnowledge(tmp);
        const html = await (await fetch(new URL('/en/', page.origin))).text();
        expect(html).toContain('Ines Begić');
        expect(html).not.toContain('Halilović');
      } finally {
        await page.close();
      }
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });
});

describe('describeOwner and pageTexts', () => {
  const owner = (changes: Partial<DemoOwner>): DemoOwner => ({
    name: 'Sam Lee',
    firstName: 'Sam',
    topics: ['projects', 'experience'],
    contact: true,
    buildsSoftware: false,
    ...changes,
  });

  it('names the owner by first name where the folder gives no pronouns, in both languages', () => {
    expect(pageTexts(owner({}), 'en')).toMatchObject({
      greeting: "Hi! I answer questions about Sam Lee's work: projects and experience.",
      suggestions: ['What projects has Sam worked on?', 'Where has Sam worked?', 'How can I contact Sam?'],
    });
    // No gender, no declension: Serbian forms that need neither.
    expect(pageTexts(owner({}), 'sr-Latn')).toMatchObject({
      greeting: 'Zdravo! Odgovaram na pitanja o portfoliju (Sam Lee): projektima i iskustvu.',
      suggestions: ['Na kojim projektima radi?', 'Kakvo radno iskustvo ima?', 'Kako mogu da stupim u kontakt?'],
    });
  });

  it('uses they/them and he/him as given', () => {
    expect(pageTexts(owner({ pronoun: 'they', topics: ['skills', 'education'] }), 'en').suggestions).toEqual([
      'What are their skills?',
      'Where did they study?',
      'How can I contact them?',
    ]);
    expect(pageTexts(owner({ pronoun: 'he', buildsSoftware: true }), 'sr-Latn').suggestions).toEqual([
      'Koje projekte je napravio?',
      'Gde je radio?',
      'Kako da ga kontaktiram?',
    ]);
  });

  it('asks who the owner is when the folder covers no topic it knows, and leaves out contact when there is none', () => {
    expect(pageTexts(owner({ topics: [], contact: false }), 'en')).toMatchObject({
      greeting: "Hi! I answer questions about Sam Lee's work.",
      suggestions: ['Who is Sam Lee?'],
    });
  });

  it('reads the topics from paths, titles and role headings, and software from a code host among the links', async () => {
    const nurse = describeOwner(await loadKnowledge(NURSE), 'en');
    expect(nurse).toEqual({
      name: 'Ines Halilović',
      firstName: 'Ines',
      headline: 'Paediatric nurse and wound-care specialist in Sarajevo',
      pronoun: 'she',
      topics: ['experience', 'education'],
      contact: true,
      buildsSoftware: false,
    });
    // A page titled "Work" whose headings are roles ("Pocket Bank — Senior Product Designer (2019–2022)") is experience.
    expect(describeOwner(await loadKnowledge('test/fixtures/portfolios/noor'), 'en').topics).toEqual(['projects', 'experience', 'skills', 'education']);
    expect(describeOwner(await loadKnowledge('examples/portfolio'), 'en')).toMatchObject({ pronoun: 'she', buildsSoftware: true });
  });
});
