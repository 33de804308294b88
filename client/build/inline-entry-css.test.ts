import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-entry-css';

const css = (source: string) => ({ type: 'asset', fileName: 'assets/index-1.css', source });
const HTML =
  '<head><link rel="stylesheet" crossorigin href="./assets/index-1.css"><title>Matka</title></head>';

describe('the entry stylesheet in index.html', () => {
  it('replaces the link with the stylesheet itself', () => {
    const html = inlineEntryCss(HTML, { 'assets/index-1.css': css(':root{--primary:#1a237e}') });
    expect(html).toBe('<head><style>:root{--primary:#1a237e}</style><title>Matka</title></head>');
  });

  it('reads a stylesheet the bundle holds as bytes', () => {
    const bytes = new TextEncoder().encode('body{margin:0}');
    expect(inlineEntryCss(HTML, { 'assets/index-1.css': css(bytes as never) })).toContain(
      '<style>body{margin:0}</style>',
    );
  });

  it('keeps the link for a stylesheet not in the bundle, or one that would close the element', () => {
    expect(inlineEntryCss(HTML, {})).toBe(HTML);
    const closing = { 'assets/index-1.css': css('a::after{content:"</style>"}') };
    expect(inlineEntryCss(HTML, closing)).toBe(HTML);
  });
});
