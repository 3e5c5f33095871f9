import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnswererError } from '../../src/server/answerers/errors.js';
import { startDemoPage } from '../../src/server/demo-page.js';
import { createMemoryStore } from '../../src/server/rate-limit/memory-store.js';
import type { RateLimitStore } from '../../src/server/rate-limit/store.js';
import { hasChromium, launchChromium, SKIP_REASON } from './_browser.js';
import { startStack, type Stack } from './_stack.js';

// The widget against the real service in real headless Chromium: CORS, preflight,
// Retry-After visibility and Accept-Language are only proven where a browser enforces them.

const WIDGET = new URL('../../examples/web/secretary-widget.js', import.meta.url).pathname;
const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url);
const NOTICE_EN = 'AI-generated, may be inaccurate; do not send passwords or other sensitive information.';
const NOTICE_SR = 'Odgovore generiše veštačka inteligencija i mogu biti netačni; ne šaljite lozinke ni druge osetljive podatke.';

describe.skipIf(!hasChromium)(`web widget in headless Chromium${hasChromium ? '' : ` (${SKIP_REASON})`}`, () => {
  let browser: Browser;
  let context: BrowserContext;
  let stack: Stack | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    await stack?.close();
    stack = undefined;
  });

  async function open(url: string): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 760, height: 720 } });
    // Generous for Chromium on a busy machine, yet short of the 30 s test timeout, so a missing element is named.
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await page.goto(url);
    await page.getByLabel(/Your question|Vaše pitanje/).waitFor();
    return page;
  }

  async function ask(page: Page, question: string): Promise<void> {
    const input = page.getByLabel(/Your question|Vaše pitanje/);
    await input.fill(question);
    await input.press('Enter');
  }

  it('asks a question from an allowed origin by keyboard alone and shows the reply', async () => {
    stack = await startStack();
    const page = await open(`${stack.demo.origin}/en/`);
    await expect(page.locator('.secretary__notice').textContent()).resolves.toBe(NOTICE_EN);

    // Reach the input with Tab alone: header links, the conversation log, the suggestions, then the question.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.tagName === 'TEXTAREA')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
    await page.keyboard.type('What projects has she built?');
    await page.keyboard.press('Enter');
    const log = page.getByRole('log');
    await expect(log.getByText('Answer 1: you asked "What projects has she built?".').waitFor()).resolves.toBeUndefined();
    expect(await log.getAttribute('aria-live')).toBe('polite');
    // The input was cleared and kept focus, ready for the next question.
    expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.value)).toBe('');
    expect(stack.calls[0]).toMatchObject({ message: 'What projects has she built?', history: [], language: 'en' });

    await ask(page, 'Which one is the newest?');
    await log.getByText('Answer 2: you asked "Which one is the newest?".').waitFor();
    // Only the earlier successful turns go as history; the current message is never repeated in it.
    expect(stack.calls[1]).toMatchObject({
      message: 'Which one is the newest?',
      history: [
        { role: 'user', content: 'What projects has she built?' },
        { role: 'assistant', content: 'Answer 1: you asked "What projects has she built?".' },
      ],
    });
    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: new URL('demo-page.png', ARTIFACTS).pathname, fullPage: true });
  });

  it('refuses a blank question without sending anything', async () => {
    stack = await startStack();
    const page = await open(`${stack.demo.origin}/en/`);
    await ask(page, '   \n ');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Type a question first.');
    const input = page.getByLabel('Your question');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.press('Enter');
    // The error is announced with the field exactly once, and editing clears it.
    expect((await input.getAttribute('aria-describedby'))!.split(' ')).toEqual([
      expect.stringMatching(/-error$/), expect.stringMatching(/-hint$/), expect.stringMatching(/-notice$/),
    ]);
    await input.press('a');
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('.secretary__error').textContent()).toBe('');
    expect(stack.requests).toEqual([]);
  });

  it('is blocked by the browser on an unlisted origin and says so', async () => {
    stack = await startStack();
    const stranger = await startDemoPage({ host: '127.0.0.1', port: 0, apiBaseUrl: stack.api.url });
    try {
      const page = await open(`${stranger.origin}/en/`);
      const consoleErrors: string[] = [];
      const failed: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('requestfailed', (request) => failed.push(`${request.method()} ${request.url()}`));
      await ask(page, 'Can this page read your answers?');
      await expect(page.getByRole('alert').textContent()).resolves.toMatch(
        /^Could not reach the assistant\. .*this site may not be allowed to call the assistant \(CORS\)\.$/,
      );
      expect(consoleErrors.join('\n')).toMatch(new RegExp(`from origin '${stranger.origin}' has been blocked by CORS policy`));
      expect(failed).toContain(`POST ${stack.api.url}/chat`);
      expect(await page.locator('.secretary__message--failed').count()).toBe(1);
      // The preflight was refused (no CORS headers), so no question reached the answerer.
      expect(stack.requests).toEqual([{ method: 'OPTIONS', path: '/chat', status: 405, requestId: expect.any(String) }]);
      expect(stack.calls).toEqual([]);
    } finally {
      await context.close();
      await stranger.close();
    }
  });

  it('sends Accept-Language sr-Latn from a /sr-Latn/ page and speaks Serbian', async () => {
    stack = await startStack();
    const page = await open(`${stack.demo.origin}/sr-Latn/`);
    const sent: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.headers()['accept-language']);
    });
    await expect(page.locator('.secretary__notice').textContent()).resolves.toBe(NOTICE_SR);
    expect(await page.getAttribute('html', 'lang')).toBe('sr-Latn');
    await ask(page, 'Na kojim projektima je radila?');
    await page.getByRole('log').getByText('Answer 1: you asked "Na kojim projektima je radila?".').waitFor();
    expect(sent).toEqual(['sr-Latn']);
    expect(stack.calls[0]?.language).toBe('sr-Latn');
  });

  it('shows the Retry-After of a 429 and retries when it says', async () => {
    // Regression: on wall-clock time a busy machine could ask the second question after the 1 s window had ended, so no 429 came.
    // The store's clock moves on by the window only when it refuses, so the 429 always comes and the retry after it is answered.
    let clock = 0;
    const memory = createMemoryStore({ now: () => clock });
    const rateLimitStore: RateLimitStore = {
      async hit(key, rate) {
        const decision = await memory.hit(key, rate);
        if (!decision.allowed) clock += rate.windowMs;
        return decision;
      },
      close: () => memory.close(),
    };
    stack = await startStack({ rateLimit: { limit: 1, windowMs: 1000 }, rateLimitStore });
    const page = await open(`${stack.demo.origin}/en/`);
    await ask(page, 'First question');
    await page.getByRole('log').getByText('Answer 1: you asked "First question".').waitFor();
    await ask(page, 'Second question');
    // The status names the wait, read from the exposed Retry-After header by the page itself.
    const status = page.getByRole('status');
    await expect(status.getByText(/^Too many questions right now\. The service asked to wait 1 s; retrying then…$/).waitFor())
      .resolves.toBeUndefined();
    expect(await page.locator('secretary-chat').getAttribute('data-retry-after')).toBe('1');
    await page.getByRole('log').getByText('Answer 2: you asked "Second question".').waitFor({ timeout: 20_000 });
    const posts = stack.requests.filter((r) => r.method === 'POST').map((r) => r.status);
    expect(posts).toEqual([200, 429, 200]);
    expect(stack.calls.map((c) => c.message)).toEqual(['First question', 'Second question']);
  });

  it('shows the request id of a failed answer, read from the exposed X-Request-Id header', async () => {
    stack = await startStack({ answerer: { name: 'failing', answer: () => Promise.reject(new AnswererError('upstream', 'model call failed')) } });
    const page = await open(`${stack.demo.origin}/en/`);
    await ask(page, 'Will this fail?');
    const alert = page.getByRole('alert');
    await alert.getByText(/^The assistant could not answer \(HTTP 502\)\. Please try again\. Reference: /).waitFor();
    // The id the visitor can quote is the one in the service's log line for that request.
    const logged = stack.requests.find((r) => r.method === 'POST')!;
    expect(logged.status).toBe(502);
    expect(await alert.textContent()).toBe(`The assistant could not answer (HTTP 502). Please try again. Reference: ${logged.requestId}`);
  });

  it('trims history to the contract limits so a long conversation keeps working', async () => {
    // Replies of 3000 characters: after four turns the history alone would pass 12,000.
    stack = await startStack({
      answerer: { name: 'long', answer: async (input) => ({ reply: `${input.message.slice(0, 10)} ${'é'.repeat(2990)}`, answerer: 'long' }) },
    });
    const page = await open(`${stack.demo.origin}/en/`);
    for (let i = 1; i <= 5; i++) {
      await ask(page, `Question ${i} ${'q'.repeat(1000)}`);
      await page.locator('.secretary__message--assistant:not(.secretary__message--greeting)').nth(i - 1).waitFor();
    }
    expect(await page.locator('.secretary__message--failed').count()).toBe(0);
    const last = stack.calls[4]!;
    const chars = last.history.reduce((sum, item) => sum + item.content.length, 0);
    expect(chars).toBeLessThanOrEqual(12_000);
    expect(Buffer.byteLength(JSON.stringify({ message: last.message, history: last.history }))).toBeLessThanOrEqual(16_384);
    // The oldest pairs went first; what is left is whole pairs, newest last, without the current message.
    expect(last.history.map((item) => item.content.slice(0, 10))).toEqual(['Question 3', 'Question 3', 'Question 4', 'Question 4']);
    expect(last.history.map((item) => item.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('greets, offers the owner\'s suggested questions and asks one when clicked', async () => {
    stack = await startStack();
    const page = await open(`${stack.demo.origin}/en/`);
    const greeting = page.locator('.secretary__message--greeting');
    await expect(greeting.textContent()).resolves.toMatch(/^AssistantHi! I answer questions about /);
    const buttons = page.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    expect(await buttons.allTextContents()).toEqual(['What projects has she built?', 'Where has she worked?', 'How can I contact her?']);
    await buttons.first().click();
    await page.getByRole('log').getByText('Answer 1: you asked "What projects has she built?".').waitFor();
    // The greeting is the page's, not the conversation's: it is never sent as history.
    expect(stack.calls[0]).toMatchObject({ message: 'What projects has she built?', history: [] });
    // The asked suggestion goes; the others stay on offer, and focus returns to the question field.
    expect(await buttons.allTextContents()).toEqual(['Where has she worked?', 'How can I contact her?']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
  });

  it('renders a reply\'s lists, emphasis and http(s) links as elements, and nothing of it as HTML', async () => {
    const reply = [
      'She built **three** projects, *all* open source:',
      '- **Kestrel**, a rate limiter: [repo](https://github.com/example/kestrel)',
      '- `ledger-sync` <img src=x onerror="window.pwned=1">',
      '- [bad](javascript:window.pwned=2) and [worse](data:text/html,hi)',
      '',
      '1. Read https://example.com/post.',
      '2. <b>not bold</b>',
    ].join('\n');
    stack = await startStack({ answerer: { name: 'markdown', answer: async () => ({ reply, answerer: 'markdown' }) } });
    const page = await open(`${stack.demo.origin}/en/`);
    await ask(page, 'What has she built?');
    const text = page.locator('.secretary__message--assistant:not(.secretary__message--greeting) .secretary__text');
    await text.locator('ol').waitFor();
    expect(await text.evaluate((node) => node.innerHTML)).toBe([
      '<p>She built <strong>three</strong> projects, <em>all</em> open source:</p>',
      '<ul><li><strong>Kestrel</strong>, a rate limiter: <a href="https://github.com/example/kestrel" rel="noopener noreferrer nofollow" target="_blank">repo</a></li>',
      '<li><code>ledger-sync</code> &lt;img src=x onerror="window.pwned=1"&gt;</li>',
      '<li>[bad](javascript:window.pwned=2) and [worse](data:text/html,hi)</li></ul>',
      '<ol><li>Read <a href="https://example.com/post" rel="noopener noreferrer nofollow" target="_blank">https://example.com/post</a>.</li>',
      '<li>&lt;b&gt;not bold&lt;/b&gt;</li></ol>',
    ].join(''));
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });

  it('derives the language only from the first path segment', async () => {
    stack = await startStack();
    const page = await open(`${stack.demo.origin}/`);
    // A string, not a function: vitest rewrites import() inside functions it compiles.
    const languages = await page.evaluate(`import('/examples/web/secretary-widget.js').then((widget) =>
      ['/en/', '/sr-Latn/work', '/SR-latn/', '/', '/de/', '/english/', '/work/en/'].map((p) => widget.languageFromPath(p) ?? null))`);
    expect(languages).toEqual(['en', 'sr-Latn', 'sr-Latn', null, null, null, null]);
  });

  it('works as the one-file build a real site copies (rolldown bundle, no /dist/ on the site)', async (ctx) => {
    // rolldown comes with vitest's vite; without it this path cannot be built here.
    const rolldown = await import('rolldown').catch(() => undefined);
    if (!rolldown) return ctx.skip();
    const dir = await mkdtemp(path.join(tmpdir(), 'secretary-widget-'));
    // A real server, not page.route: Chromium's Local Network Access refuses loopback calls from a
    // document it cannot place in an address space, which a fulfilled route is.
    const site = await startSite(dir);
    try {
      await rolldown.build({ input: WIDGET, output: { file: path.join(dir, 'secretary-widget.js'), format: 'esm', minify: true }, logLevel: 'silent' });
      await copyFile(WIDGET.replace(/\.js$/, '.css'), path.join(dir, 'secretary-widget.css'));
      stack = await startStack({ corsOrigins: [site.origin] });
      await writeFile(
        path.join(dir, 'index.html'),
        `<!doctype html><html lang="en"><body><main><h1>My site</h1><script type="module" src="/secretary-widget.js" data-base-url="${stack.api.url}"></script></main></body></html>`,
      );
      const page = await open(`${site.origin}/index.html`);
      await ask(page, 'Does the bundle work?');
      await page.getByRole('log').getByText('Answer 1: you asked "Does the bundle work?".').waitFor();
      // Only the page and the two widget files: nothing under /dist/ is needed once bundled.
      expect(site.served.filter((p) => p !== '/favicon.ico').sort()).toEqual(['/index.html', '/secretary-widget.css', '/secretary-widget.js']);
    } finally {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('works unbundled from a copy of the files, with an import map for secretary/browser', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secretary-widget-copy-'));
    const site = await startSite(dir);
    try {
      // What docs/widget.md tells a site without a bundler to copy: the widget folder and the package's dist/.
      await cp(path.dirname(WIDGET), path.join(dir, 'secretary'), { recursive: true });
      await cp(new URL('../../dist/', import.meta.url).pathname, path.join(dir, 'secretary/package'), { recursive: true });
      stack = await startStack({ corsOrigins: [site.origin] });
      await writeFile(
        path.join(dir, 'index.html'),
        `<!doctype html><html lang="en"><body><main><h1>My site</h1>
<script type="importmap">{"imports": {"secretary/browser": "/secretary/package/browser.js"}}</script>
<script type="module" src="/secretary/secretary-widget.js" data-base-url="${stack.api.url}" data-greeting="Hello!"></script>
</main></body></html>`,
      );
      const page = await open(`${site.origin}/index.html`);
      await page.locator('.secretary__message--greeting').getByText('Hello!').waitFor();
      await ask(page, 'Does the copy work?');
      await page.getByRole('log').getByText('Answer 1: you asked "Does the copy work?".').waitFor();
    } finally {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** A plain static server for `dir`, standing for a portfolio site that copied the one-file build. */
async function startSite(dir: string): Promise<{ origin: string; served: string[]; close(): Promise<void> }> {
  const served: string[] = [];
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname;
    served.push(name);
    // Nested paths for the unbundled copy; never outside `dir`.
    const file = path.join(dir, path.normalize(name).replace(/^(\.\.[/\\])+/, ''));
    const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }[path.extname(file)];
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
