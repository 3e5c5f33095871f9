import { createHash } from 'node:crypto';
import type { Language } from '../../contract/languages.js';

interface PageTexts {
  title: string;
  intro: string;
  languageNav: string;
  /** What the owner has the widget say first (its `data-greeting`). */
  greeting: string;
  /** Questions offered as buttons (its `data-suggestions`, joined with `|`). */
  suggestions: string[];
}

/** The page-level words of the demo page (the widget carries its own). */
const PAGE_TEXTS: Record<Language, PageTexts> = {
  en: {
    title: 'Ask the portfolio assistant',
    intro:
      'This page embeds the secretary chat widget with one script tag. Ask about projects, ' +
      'experience or whether a project fits; the service answers from the portfolio it was given.',
    languageNav: 'Language',
    greeting: "Hi! I answer questions about Jelena Marković's work: her projects, experience and skills.",
    suggestions: ['What projects has she built?', 'Where has she worked?', 'How can I contact her?'],
  },
  'sr-Latn': {
    title: 'Pitajte asistenta portfolija',
    intro:
      'Ova stranica ugrađuje secretary čet vidžet jednim script tagom. Pitajte o projektima, ' +
      'iskustvu ili da li projekat odgovara; servis odgovara iz portfolija koji je dobio.',
    languageNav: 'Jezik',
    greeting: 'Zdravo! Odgovaram na pitanja o radu Jelene Marković: projektima, iskustvu i veštinama.',
    suggestions: ['Koje projekte je napravila?', 'Gde je radila?', 'Kako da je kontaktiram?'],
  },
};

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
 * `{{field}}`, HTML-escaped, so the API base URL cannot break out of its attribute; the
 * import map goes in as it is, inside its own <script type="importmap">.
 */
export function renderDemoPage(
  template: string,
  options: { language?: Language; apiBaseUrl: string; importMap: string },
): string {
  const language = options.language ?? 'en';
  const { suggestions, ...texts } = PAGE_TEXTS[language];
  const fields: Record<string, string> = {
    ...texts,
    suggestions: suggestions.join('|'),
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
