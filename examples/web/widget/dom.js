// dom.js: building elements from data, never from HTML strings.

/** A new `tag` element with `attributes` set and `children` (nodes or strings, as text) appended. */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
