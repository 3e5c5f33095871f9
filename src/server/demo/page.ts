import type { Language } from '../../contract/languages.js';

/** The page-level words of the demo page (the widget carries its own). */
const PAGE_TEXTS: Record<Language, { title: string; intro: string; languageNav: string }> = {
  en: {
    title: 'Ask the portfolio assistant',
    intro:
      'This page embeds the secretary chat widget with one script tag. Ask about projects, ' +
      'experience or whether a project fits; the service answers from the portfolio it was given.',
    languageNav: 'Language',
  },
  'sr-Latn': {
    title: 'Pitajte asistenta portfolija',
    intro:
      'Ova stranica ugrađuje secretary čet vidžet jednim script tagom. Pitajte o projektima, ' +
      'iskustvu ili da li projekat odgovara; servis odgovara iz portfolija koji je dobio.',
    languageNav: 'Jezik',
  },
};

/**
 * The demo page for `language` from the `examples/web/index.html` template: fills each
 * `{{field}}`, HTML-escaped, so the API base URL cannot break out of its attribute.
 */
export function renderDemoPage(template: string, options: { language?: Language; apiBaseUrl: string }): string {
  const language = options.language ?? 'en';
  const fields: Record<string, string> = { ...PAGE_TEXTS[language], lang: language, apiBaseUrl: options.apiBaseUrl };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(fields, name) ? escapeHtml(fields[name]!) : whole,
  );
}

/**
 * The Content-Security-Policy of the demo page: its own scripts and styles, and network
 * access to the API origin only, so the page can show that CORS, not CSP, decides the rest.
 */
export function demoPagePolicy(apiBaseUrl: string): string {
  const api = new URL(apiBaseUrl).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
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
