import { createHash } from 'node:crypto';
import type { Language } from '../../contract/languages.js';
import type { PageTexts } from './texts.js';

/**
 * The import map that lets the widget's `import … from 'secretary/browser'` load in a browser:
 * the bare name mapped to the URL the demo server serves the export's file at.
 */
export function importMapFor(specifier: string, url: string): string {
  // `<` escaped so the JSON can never close its <script> element.
  return JSON.stringify({ imports: { [specifier]: url } }).replace(/</g, '\\u003c');
}

/**
 * The demo page for `language` from the `examples/web/index.html` template: fills each
 * `{{field}}`, HTML-escaped, so neither the API base URL nor the owner's words can break out
 * of their attribute; the import map goes in as it is, inside its own <script type="importmap">.
 */
export function renderDemoPage(
  template: string,
  options: { language: Language; texts: PageTexts; apiBaseUrl: string; importMap: string },
): string {
  const { language } = options;
  const { suggestions, ...texts } = options.texts;
  const fields: Record<string, string> = {
    ...texts,
    // A `|` inside a question would split it in two.
    suggestions: suggestions.map((question) => question.replaceAll('|', '/')).join('|'),
    lang: language,
    apiBaseUrl: options.apiBaseUrl,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (name === 'importMap') return options.importMap;
    return Object.hasOwn(fields, name) ? escapeHtml(fields[name]!) : whole;
  });
}

/**
 * The Content-Security-Policy of the demo page: its own scripts and styles, and network
 * access to the API origin only, so the page can show that CORS, not CSP, decides the rest.
 */
export function demoPagePolicy(apiBaseUrl: string, importMap: string): string {
  const api = new URL(apiBaseUrl).origin;
  // The inline import map is allowed by its hash alone; no other inline script can run.
  const mapHash = createHash('sha256').update(importMap).digest('base64');
  return [
    "default-src 'none'",
    `script-src 'self' 'sha256-${mapHash}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${api}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
