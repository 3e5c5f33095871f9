// reply.js: a reply's Markdown (lists, emphasis, code, links) as DOM nodes. The text only ever
// becomes text nodes and a fixed set of elements; no part of a reply is parsed as HTML.
import { parseMarkdown } from 'secretary/browser';
import { el } from './dom.js';

const INLINE_TAGS = { strong: 'strong', emphasis: 'em', code: 'code' };

/** The nodes showing `text`: paragraphs, headings and lists of inline runs. */
export function renderReply(text) {
  return parseMarkdown(text).map((block) => {
    if (block.kind === 'list') {
      const attributes = block.ordered && block.start !== 1 ? { start: String(block.start) } : {};
      return el(block.ordered ? 'ol' : 'ul', attributes, ...block.items.map((item) => el('li', {}, ...inlineNodes(item))));
    }
    if (block.kind === 'heading') return el('p', { class: 'secretary__heading' }, el('strong', {}, ...inlineNodes(block.content)));
    const paragraph = el('p');
    block.lines.forEach((line, index) => {
      if (index > 0) paragraph.append(el('br'));
      paragraph.append(...inlineNodes(line));
    });
    return paragraph;
  });
}

function inlineNodes(runs) {
  return runs.map((run) => {
    if (run.kind === 'text') return document.createTextNode(run.text);
    if (run.kind === 'code') return el('code', {}, run.text);
    // parseMarkdown only makes links of absolute http(s) addresses; a new tab, no opener, no referrer.
    if (run.kind === 'link') {
      if (!isWebLink(run.href)) return document.createTextNode(run.href);
      return el('a', { href: run.href, rel: 'noopener noreferrer nofollow', target: '_blank' }, ...inlineNodes(run.children));
    }
    return el(INLINE_TAGS[run.kind], {}, ...inlineNodes(run.children));
  });
}

/** Whether `href` parses as an http or https URL: checked again here, as the last step before the page. */
function isWebLink(href) {
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}
