import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type ServeProcess } from '../helpers/cli.js';
import { hasChromium, launchChromium, SKIP_REASON } from './_browser.js';

// `secretary serve --demo-page` as a new visitor meets it: the real CLI, the real answerer on the
// bundled portfolio, the page on its own port, one question asked in headless Chromium.
// SECRETARY_UPDATE_SCREENSHOT=1 also refreshes examples/web/screenshot.png for the README.

const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url);
const README_SHOT = new URL('../../examples/web/screenshot.png', import.meta.url).pathname;

describe.skipIf(!hasChromium)(`secretary serve --demo-page${hasChromium ? '' : ` (${SKIP_REASON})`}`, () => {
  let browser: Browser;
  let serve: ServeProcess;

  beforeAll(async () => {
    [browser, serve] = await Promise.all([
      launchChromium(),
      startServe(['--host', '127.0.0.1', '--port', '0', '--demo-page', '0', '--rate-limit', 'off', '--log-level', 'warn']),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await serve?.stop();
  });

  it('serves a demo page on another port whose widget gets answers from the API', async () => {
    const api = /listening on (http:\/\/127\.0\.0\.1:\d+)\/chat/.exec(serve.startupLine)?.[1];
    const page = /demo page: (http:\/\/127\.0\.0\.1:\d+\/en\/)/.exec(serve.startupLine)?.[1];
    expect(api, serve.startupLine).toBeDefined();
    expect(page, serve.startupLine).toBeDefined();
    expect(new URL(page!).port).not.toBe(new URL(api!).port);

    // The API port stays POST /chat only: the page is not there.
    expect((await fetch(`${api}/en/`)).status).toBe(404);

    const context = await browser.newContext({ viewport: { width: 760, height: 760 } });
    context.setDefaultTimeout(20_000);
    try {
      const tab = await context.newPage();
      await tab.goto(page!);
      // The page opens with the owner's greeting and suggested questions, not an empty box.
      await tab.locator('.secretary__message--greeting').waitFor();
      const suggestions = tab.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
      expect(await suggestions.count()).toBe(3);
      await suggestions.getByText('Where has she worked?').click();
      const reply = tab.locator('.secretary__message--assistant:not(.secretary__message--greeting) .secretary__text');
      await reply.waitFor();
      expect((await reply.textContent())!.length).toBeGreaterThan(20);
      // The answerer's "- " lines show as a list, not as literal dashes; any links are http(s) elements.
      expect(await reply.locator('ul > li').count()).toBeGreaterThan(0);
      expect(await reply.textContent()).not.toMatch(/(^|\n)- /);
      const hrefs = await reply.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(/^https?:\/\/[^\s]+[^.,;:]$/);
      expect(await tab.locator('.secretary__error').textContent()).toBe('');
      await mkdir(ARTIFACTS, { recursive: true });
      await tab.screenshot({ path: new URL('demo-page-serve.png', ARTIFACTS).pathname, fullPage: true });
      if (process.env.SECRETARY_UPDATE_SCREENSHOT === '1') {
        // From the top of the conversation, so the picture shows the greeting too.
        await tab.locator('.secretary__log').evaluate((log) => log.scrollTo(0, 0));
        await tab.screenshot({ path: README_SHOT, fullPage: true });
      }
    } finally {
      await context.close();
    }
  });
});

// Regression: the demo page greeted every folder as the bundled example's owner. Served from an owner's own
// folder (a nurse's, not software), the page in a real browser greets and asks as that owner, in both languages.
describe.skipIf(!hasChromium)(`secretary serve --knowledge <another folder> --demo-page${hasChromium ? '' : ` (${SKIP_REASON})`}`, () => {
  let browser: Browser;
  let serve: ServeProcess;

  beforeAll(async () => {
    [browser, serve] = await Promise.all([
      launchChromium(),
      startServe(['--host', '127.0.0.1', '--port', '0', '--demo-page', '0', '--rate-limit', 'off', '--log-level', 'warn', '--knowledge', 'test/fixtures/owner-nurse']),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await serve?.stop();
  });

  it("greets as the folder's owner, offers questions about what it holds, and answers one", async () => {
    const page = /demo page: (http:\/\/127\.0\.0\.1:\d+\/en\/)/.exec(serve.startupLine)?.[1];
    expect(page, serve.startupLine).toBeDefined();
    const context = await browser.newContext({ viewport: { width: 760, height: 760 } });
    context.setDefaultTimeout(20_000);
    try {
      const tab = await context.newPage();
      await tab.goto(page!);
      expect(await tab.locator('.demo-owner').textContent()).toBe('Ines Halilović — Paediatric nurse and wound-care specialist in Sarajevo');
      const greeting = tab.locator('.secretary__message--greeting');
      expect(await greeting.textContent()).toContain("Hi! I answer questions about Ines Halilović's work: her experience and education.");
      const suggestions = tab.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
      expect(await suggestions.allTextContents()).toEqual(['Where has she worked?', 'Where did she study?', 'How can I contact her?']);
      expect(await tab.content()).not.toMatch(/Jelena|Jelene|Marković|Kestrel/);
      await suggestions.getByText('Where has she worked?').click();
      const reply = tab.locator('.secretary__message--assistant:not(.secretary__message--greeting) .secretary__text');
      await reply.waitFor();
      expect(await reply.textContent()).toMatch(/Sarajevo|Zenica/);

      await tab.goto(new URL('/sr-Latn/', page!).href);
      expect(await tab.locator('.secretary__message--greeting').textContent()).toContain('Zdravo! Odgovaram na pitanja o radu Ines Halilović: iskustvu i obrazovanju.');
      expect(await tab.getByRole('group').getByRole('button').allTextContents()).toEqual(['Gde je radila?', 'Gde je studirala?', 'Kako da je kontaktiram?']);
    } finally {
      await context.close();
    }
  });
});
