import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { importMapFor, renderDemoPage } from '../../src/server/demo/page.js';
import { pageTexts } from '../../src/server/demo/texts.js';
import { startDemoPage, type DemoPage } from '../../src/server/demo-page.js';

// The demo page server on a real loopback port: what it serves, and what it must never serve.

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so dot segments and odd escapes reach the server as written (fetch would normalize them). */
function get(origin: string, path: string, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { method, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startDemoPage', () => {
  let demo: DemoPage;

  beforeAll(async () => {
    demo = await startDemoPage({ host: '127.0.0.1', port: 0, apiBaseUrl: 'http://127.0.0.1:4000/' });
  });
  afterAll(async () => {
    await demo.close();
  });

  it('reports its origin and the English page as its url', () => {
    expect(demo.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(demo.url).toBe(`${demo.origin}/en/`);
  });

  // The page on a loopback bind is one server whichever loopback name the visitor types.
  it('lists every loopback name of its port as an origin for the CORS list', () => {
    const port = new URL(demo.origin).port;
    expect(demo.origins).toEqual([demo.origin, `http://localhost:${port}`, `http://[::1]:${port}`]);
  });

  it.each([
    ['/', 'en'],
    ['/en/', 'en'],
    ['/sr-Latn/', 'sr-Latn'],
  ])('serves the page at %s with lang %s, the API base URL and a CSP limited to the API', async (path, lang) => {
    const res = await get(demo.origin, path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain('data-base-url="http://127.0.0.1:4000"');
    expect(res.body).not.toContain('{{');
    expect(res.headers['content-security-policy']).toContain('connect-src http://127.0.0.1:4000;');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('maps secretary/browser to the served export in an import map the CSP allows by its hash alone', async () => {
    const res = await get(demo.origin, '/en/');
    const map = /<script type="importmap">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    expect(JSON.parse(map)).toEqual({ imports: { 'secretary/browser': '/modules/browser.js' } });
    const hash = createHash('sha256').update(map).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('passes the greeting and three suggested questions to the widget', async () => {
    const res = await get(demo.origin, '/en/');
    expect(res.body).toMatch(/data-greeting="Hi! [^"]+"/);
    const suggestions = /data-suggestions="([^"]*)"/.exec(res.body)?.[1]?.split('|');
    expect(suggestions).toHaveLength(3);
  });

  it('redirects a language path without its slash', async () => {
    const res = await get(demo.origin, '/sr-Latn');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/sr-Latn/');
  });

  it.each([
    ['/examples/web/secretary-widget.js', 'text/javascript; charset=utf-8'],
    ['/examples/web/secretary-widget.css', 'text/css; charset=utf-8'],
    ['/examples/web/widget/reply.js', 'text/javascript; charset=utf-8'],
    ['/modules/browser.js', 'text/javascript; charset=utf-8'],
    ['/modules/client/fit-history.js', 'text/javascript; charset=utf-8'],
    ['/modules/client/create-client.js', 'text/javascript; charset=utf-8'],
    ['/modules/contract/rules.js', 'text/javascript; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const res = await get(demo.origin, path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.body.length).toBeGreaterThan(100);
  });

  it('answers HEAD without a body', async () => {
    const res = await get(demo.origin, '/examples/web/secretary-widget.js', 'HEAD');
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(100);
    expect(res.body).toBe('');
  });

  it.each([
    '/examples/web/../../package.json',
    '/examples/web/%2e%2e/%2e%2e/package.json',
    '/modules/client/..%2f..%2fpackage.json',
    '/modules/client/%2e%2e/server/app.js',
    '/modules/../package.json',
    '/examples/web/..\\..\\package.json',
    '/examples/web/%00secretary-widget.js',
    '/examples/web/%E0%A4%A',
    '/dist/server/app.js',
    '/dist/browser.js',
    '/dist/client/fit-history.js',
    // Only the browser export's module graph is served: not the rest of the build.
    '/modules/server/app.js',
    '/modules/index.js',
    '/modules/contract/schemas.js',
    // The client is in the graph now (the widget sends through it); its index, re-exporting more, is not.
    '/modules/client/index.js',
    '/modules/contract/validate.js',
    '/modules/client/fit-history.js.map',
    '/modules/contract/limits.d.ts',
    '/examples/web/index.html',
    '/examples/web/',
    '/package.json',
    '/src/server/demo-page.ts',
    '//etc/passwd',
  ])('refuses %s with 404', async (path) => {
    const res = await get(demo.origin, path);
    expect(res.status).toBe(404);
    expect(res.body).toBe('Not Found');
  });

  it('allows only GET and HEAD', async () => {
    const res = await get(demo.origin, '/en/', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('startDemoPage options', () => {
  it('rejects an API base URL that is not http(s)', async () => {
    await expect(startDemoPage({ host: '127.0.0.1', port: 0, apiBaseUrl: 'ftp://x' })).rejects.toThrow(
      new ConfigError('demo page: API base URL: the base URL must be http or https, not ftp: "ftp://x"'),
    );
  });

  // The API base URL is read by the contract's one parser, so the URL serve prints (…/chat) works here too.
  it('drops a trailing /chat from the API base URL', async () => {
    const page = await startDemoPage({ host: '127.0.0.1', port: 0, apiBaseUrl: 'http://127.0.0.1:9/chat' });
    try {
      const html = await (await fetch(new URL("/", page.url))).text();
      expect(html).toContain('http://127.0.0.1:9');
      expect(html).not.toContain('http://127.0.0.1:9/chat');
    } finally {
      await page.close();
    }
  });

  it('fails with a ConfigError naming the address when the port is taken', async () => {
    const first = await startDemoPage({ host: '127.0.0.1', port: 0, apiBaseUrl: 'http://127.0.0.1:1' });
    try {
      const port = Number(new URL(first.origin).port);
      await expect(startDemoPage({ host: '127.0.0.1', port, apiBaseUrl: 'http://127.0.0.1:1' })).rejects.toThrow(
        `demo page: cannot listen on 127.0.0.1:${port} (EADDRINUSE)`,
      );
    } finally {
      await first.close();
    }
  });

  it('closes when its signal aborts', async () => {
    const controller = new AbortController();
    const demo = await startDemoPage({ host: '127.0.0.1', port: 0, apiBaseUrl: 'http://127.0.0.1:1', signal: controller.signal });
    controller.abort();
    await demo.close();
    await expect(get(demo.origin, '/en/')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('gives wildcard hosts a localhost origin', async () => {
    const demo = await startDemoPage({ host: '0.0.0.0', port: 0, apiBaseUrl: 'http://127.0.0.1:1' });
    await demo.close();
    expect(demo.origin).toMatch(/^http:\/\/localhost:\d+$/);
  });
});

describe('renderDemoPage', () => {
  const texts = pageTexts({ name: 'A', firstName: 'A', topics: [], contact: false, buildsSoftware: false }, 'en');

  it('escapes the API base URL so it cannot leave its attribute', () => {
    const html = renderDemoPage('<x data-base-url="{{apiBaseUrl}}" lang="{{lang}}">{{unknown}}', {
      apiBaseUrl: 'http://a/"><script>alert(1)</script>',
      language: 'sr-Latn',
      texts,
      importMap: '{}',
    });
    expect(html).toBe('<x data-base-url="http://a/&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;" lang="sr-Latn">{{unknown}}');
  });

  // The owner's words come from their folder: a name with quotes or a "|" must not break the widget's attributes.
  it("escapes the owner's words and keeps each suggestion whole", () => {
    const html = renderDemoPage('<x data-greeting="{{greeting}}" data-suggestions="{{suggestions}}">{{owner}}</x>', {
      apiBaseUrl: 'http://a',
      language: 'en',
      texts: { ...texts, owner: 'Ana "<b>" Đ', greeting: 'Hi "there"', suggestions: ['Is A|B right?', 'Who?'] },
      importMap: '{}',
    });
    expect(html).toBe('<x data-greeting="Hi &#34;there&#34;" data-suggestions="Is A/B right?|Who?">Ana &#34;&#60;b&#62;&#34; Đ</x>');
  });

  it('keeps an import map from closing its script element', () => {
    expect(importMapFor('secretary/browser', '/m/</script><script>alert(1)</script>')).not.toContain('<');
  });
});
