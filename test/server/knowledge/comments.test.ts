import { describe, expect, it } from 'vitest';
import { stripHtmlComments } from '../../../src/server/knowledge/comments.js';

describe('stripHtmlComments', () => {
  it('drops comments alone on their lines, and the lines with them', () => {
    expect(stripHtmlComments('# A\n\n<!-- guidance\n     over two lines -->\nFact.\n')).toBe('# A\n\nFact.\n');
  });

  it('drops a comment inside a line and keeps the text around it', () => {
    expect(stripHtmlComments('Uses Go <!-- and Rust? --> daily.')).toBe('Uses Go  daily.');
  });

  // Regression: a line-start comment followed by text must not swallow everything up to a later comment.
  it('never joins two comments into one', () => {
    expect(stripHtmlComments('<!-- a --> keep this\nmore\n<!-- b -->\nend')).toBe(' keep this\nmore\nend');
  });

  it('leaves an unclosed comment as text', () => {
    expect(stripHtmlComments('Fact <!-- never closed')).toBe('Fact <!-- never closed');
  });
});
