// secretary-widget.js: a chat widget for a secretary service, with no third-party dependencies.
//
// Embed with one tag:
//   <script type="module" src=".../secretary-widget.js" data-base-url="https://api.example"
//           data-greeting="Hi!" data-suggestions="What has she built?|Where has she worked?"></script>
// or place <secretary-chat base-url="https://api.example"></secretary-chat> where it should appear.
//
// The client (history trimming, Retry-After, timeouts), the message rules and the Markdown reader are
// the package's own modules, imported through its `secretary/browser` export: a bundler resolves the
// name from package.json, and a page that loads this file as it is maps the name with an import map
// (see docs/widget.md). The widget sends through the same client as `secretary chat`.
import {
  codePointLength, createClient, HttpError, InvalidResponseError, isNonBlank, LANGUAGES, LIMITS, messageProblem,
  RateLimitedError, TimeoutError,
} from 'secretary/browser';
import { el } from './widget/dom.js';
import { renderReply } from './widget/reply.js';
import { TEXTS } from './widget/texts.js';

/** The most waiting on Retry-After the widget does by itself before asking the visitor to come back. */
const MAX_AUTO_WAIT_MS = 60_000;
/** Automatic retries after 429 for one question, so a busy server cannot keep a page looping. */
const MAX_RETRIES = 3;
/** Suggested questions shown at most, so they stay a short offer, not a menu. */
const MAX_SUGGESTIONS = 3;
/** The attributes the script tag passes on to the element it mounts (as `data-*`). */
const PASSED_ATTRIBUTES = ['heading', 'stylesheet', 'greeting', 'suggestions'];

/** The reply language the page address selects: `/en/...` → `en`, `/sr-Latn/...` → `sr-Latn`, else none. */
export function languageFromPath(pathname) {
  const first = String(pathname).split('/')[1] ?? '';
  return LANGUAGES.find((tag) => tag.toLowerCase() === first.toLowerCase());
}

let instances = 0;

// A custom element has to be a class extending HTMLElement; it is the one class here.
/** The `<secretary-chat base-url="...">` element: the whole widget. */
export class SecretaryChat extends HTMLElement {
  /** Earlier successful turns only; a failed question never enters the history. */
  #turns = [];
  #pending = false;
  #language = undefined;
  #texts = TEXTS.en;
  #nodes = {};
  /** Aborts the request and any Retry-After wait when the element leaves the page. */
  #life = new AbortController();

  connectedCallback() {
    if (this.#nodes.form) return;
    this.#language = languageFromPath(location.pathname);
    this.#texts = TEXTS[this.#language ?? 'en'];
    ensureStylesheet(this.getAttribute('stylesheet'));
    this.#render();
  }

  disconnectedCallback() {
    this.#life.abort();
    this.#life = new AbortController();
  }

  /** The turns that will be offered as `history` with the next question. */
  get history() {
    return this.#turns.map((turn) => ({ ...turn }));
  }

  #render() {
    const t = this.#texts;
    const id = `secretary-${++instances}`;
    this.innerHTML = '';
    const section = el('section', { class: 'secretary', 'aria-labelledby': `${id}-title` });
    const title = el('h2', { class: 'secretary__title', id: `${id}-title` }, this.getAttribute('heading') ?? t.title);
    const notice = el('p', { class: 'secretary__notice', id: `${id}-notice` }, t.notice);
    const log = el('ol', { class: 'secretary__log', role: 'log', 'aria-live': 'polite', 'aria-label': t.conversation, tabindex: '0' });
    const status = el('p', { class: 'secretary__status', role: 'status' });
    const error = el('p', { class: 'secretary__error', role: 'alert', id: `${id}-error` });
    const form = el('form', { class: 'secretary__form', novalidate: '' });
    const label = el('label', { class: 'secretary__label', for: `${id}-input` }, t.label);
    const input = el('textarea', {
      class: 'secretary__input', id: `${id}-input`, name: 'message', rows: '2', autocomplete: 'off',
      'aria-describedby': `${id}-hint ${id}-notice`,
    });
    const hint = el('p', { class: 'secretary__hint', id: `${id}-hint` }, t.hint);
    const count = el('span', { class: 'secretary__count', 'aria-hidden': 'true' }, `0/${LIMITS.messageChars}`);
    const send = el('button', { class: 'secretary__send', type: 'submit' }, t.send);
    const row = el('div', { class: 'secretary__row' }, hint, count, send);
    form.append(label, input, row);
    const suggestions = this.#suggestions();
    section.append(title, notice, log, ...(suggestions ? [suggestions] : []), status, error, form);
    this.append(section);
    this.#nodes = { log, status, error, form, input, send, count, suggestions };
    const greeting = this.getAttribute('greeting')?.trim();
    // The greeting is the owner's words shown first; it is never sent as history.
    if (greeting) this.#append('assistant', greeting).classList.add('secretary__message--greeting');

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.ask(input.value);
    });
    input.addEventListener('keydown', (event) => {
      // Enter sends, Shift+Enter keeps the newline; IME composition must not send half a word.
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        form.requestSubmit();
      }
    });
    input.addEventListener('input', () => {
      count.textContent = `${codePointLength(input.value)}/${LIMITS.messageChars}`;
      if (input.getAttribute('aria-invalid')) this.#clearError();
    });
  }

  /** Buttons for the owner's suggested questions (`suggestions`, split at `|`), or none. */
  #suggestions() {
    const questions = (this.getAttribute('suggestions') ?? '').split('|')
      .map((text) => text.trim())
      .filter((text) => messageProblem(text) === undefined)
      .slice(0, MAX_SUGGESTIONS);
    if (questions.length === 0) return undefined;
    const group = el('div', { class: 'secretary__suggestions', role: 'group', 'aria-label': this.#texts.suggested });
    for (const question of questions) {
      const button = el('button', { class: 'secretary__suggestion', type: 'button' }, question);
      button.addEventListener('click', () => void this.#askSuggested(button, question));
      group.append(button);
    }
    return group;
  }

  /** Asks a suggested question; once answered, its button goes, and the group with the last one. */
  async #askSuggested(button, question) {
    if (this.#pending) return;
    if (await this.ask(question)) {
      button.remove();
      if (this.#nodes.suggestions.childElementCount === 0) this.#nodes.suggestions.remove();
    }
  }

  /** Sends `message` with the earlier turns and shows the reply; resolves to whether it was answered. */
  async ask(message) {
    const { input } = this.#nodes;
    if (this.#pending) return false;
    const problem = messageProblem(message);
    if (problem) {
      const t = this.#texts;
      this.#showError(isNonBlank(message) ? t.tooLong(LIMITS.messageChars) : t.blank);
      const described = input.getAttribute('aria-describedby') ?? '';
      // The error is read with the field, once, until the visitor edits it.
      if (!input.hasAttribute('aria-invalid')) input.setAttribute('aria-describedby', `${this.#nodes.error.id} ${described}`);
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return false;
    }
    this.#clearError();
    const mine = this.#append('user', message);
    this.#setPending(true);
    try {
      const reply = await this.#request(message);
      this.#append('assistant', reply);
      // Show the question with the start of its reply; a long reply is read from the top.
      this.#nodes.log.scrollTop += mine.getBoundingClientRect().top - this.#nodes.log.getBoundingClientRect().top - 4;
      this.#turns.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
      // fitHistory never sends more than this many items, so older ones need not be kept (pairs stay whole).
      if (this.#turns.length > LIMITS.historyItems) this.#turns.splice(0, this.#turns.length - LIMITS.historyItems);
      if (input.value === message) input.value = '';
      this.#nodes.count.textContent = `${codePointLength(input.value)}/${LIMITS.messageChars}`;
      return true;
    } catch (failure) {
      mine.classList.add('secretary__message--failed');
      mine.append(el('span', { class: 'secretary__failed' }, ` (${this.#texts.notSent})`));
      this.#showError(this.#describe(failure));
      return false;
    } finally {
      this.#setPending(false);
      if (this.contains(document.activeElement) || document.activeElement === document.body) input.focus();
    }
  }

  /**
   * Asks through the package's client: the current message goes only in `message`, the earlier
   * turns as history, trimmed to the contract's limits; a 429 (or a 503 with Retry-After) is
   * waited out as the service says, a bounded number of times.
   */
  async #request(message) {
    const t = this.#texts;
    const client = createClient({
      baseUrl: new URL(this.getAttribute('base-url') || '/', location.href),
      language: this.#language,
      timeoutMs: LIMITS.clientWaitMs,
      maxAttempts: MAX_RETRIES + 1,
      maxRetryWaitMs: MAX_AUTO_WAIT_MS,
      // Retry-After is readable only because the service exposes the header to CORS.
      onRateLimited: ({ waitMs, fromHeader }) => {
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        this.#nodes.status.textContent = fromHeader ? t.retrying(seconds) : t.backingOff(seconds);
        this.dataset.retryAfter = fromHeader ? String(seconds) : '';
      },
    });
    this.#nodes.status.textContent = t.waiting;
    const { reply } = await client.ask({ message, history: this.#turns, signal: this.#life.signal });
    return reply;
  }

  /** What the visitor is told about a failed question, in the page's language. */
  #describe(failure) {
    const t = this.#texts;
    if (failure instanceof RateLimitedError) {
      const seconds = Math.max(1, Math.ceil(failure.retryAfterMs / 1000));
      return failure.retryAfterMs > MAX_AUTO_WAIT_MS ? t.rateLimitedFor(seconds) : t.rateLimited;
    }
    if (failure instanceof TimeoutError) return t.timeout(failure.timeoutMs / 1000);
    if (failure instanceof InvalidResponseError) return t.badReply;
    // The request id (exposed to CORS like Retry-After) lets the owner find this request in the log.
    if (failure instanceof HttpError) return t.http(failure.status, failure.requestId);
    // fetch gives the page only "TypeError: Failed to fetch" for both a network error and a CORS
    // refusal; the browser keeps the reason to itself, so the message names both.
    return t.network;
  }

  #append(role, text) {
    const t = this.#texts;
    const item = el('li', { class: `secretary__message secretary__message--${role}` },
      el('span', { class: 'secretary__who' }, role === 'user' ? t.you : t.assistant),
      el('div', { class: 'secretary__text' }, ...(role === 'assistant' ? renderReply(text) : [text])));
    this.#nodes.log.append(item);
    this.#nodes.log.scrollTop = this.#nodes.log.scrollHeight;
    return item;
  }

  #setPending(pending) {
    const { form, send, status } = this.#nodes;
    this.#pending = pending;
    // aria-disabled rather than disabled: a disabled button would drop keyboard focus mid-question.
    form.setAttribute('aria-busy', String(pending));
    send.setAttribute('aria-disabled', String(pending));
    if (!pending) {
      status.textContent = '';
      delete this.dataset.retryAfter;
    }
  }

  #showError(text) {
    this.#nodes.error.textContent = text;
  }

  #clearError() {
    const { error, input } = this.#nodes;
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    input.setAttribute('aria-describedby', (input.getAttribute('aria-describedby') ?? '').replace(`${error.id} `, ''));
  }
}

/** Adds the widget's stylesheet once: `href` if given, none for "none", else the file beside this module. */
function ensureStylesheet(href) {
  if (href === 'none' || document.querySelector('link[data-secretary-widget]')) return;
  const link = el('link', { rel: 'stylesheet', 'data-secretary-widget': '' });
  link.href = href ?? new URL('./secretary-widget.css', import.meta.url).href;
  document.head.append(link);
}

/** Mounts one widget for a `<script type="module" data-base-url>` tag that loaded this file. */
function mountFromScriptTag() {
  const script = [...document.querySelectorAll('script[type="module"][data-base-url]')]
    .find((tag) => tag.src === import.meta.url);
  if (!script || document.querySelector('secretary-chat')) return;
  const chat = document.createElement('secretary-chat');
  chat.setAttribute('base-url', script.dataset.baseUrl);
  for (const name of PASSED_ATTRIBUTES) {
    if (script.dataset[name] !== undefined) chat.setAttribute(name, script.dataset[name]);
  }
  const target = script.dataset.target ? document.querySelector(script.dataset.target) : null;
  (target ?? document.body).append(chat);
}

if (!customElements.get('secretary-chat')) customElements.define('secretary-chat', SecretaryChat);
mountFromScriptTag();
