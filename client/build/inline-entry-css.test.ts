import { describe, expect, it } from 'vitest';
import { forgetInlinedCss, inlineEntryCss } from './inline-entry-css.ts';

const css = (source: string) => ({ type: 'asset', fileName: 'assets/index-1.css', source });
const HTML =
  '<head><link rel="stylesheet" crossorigin href="./assets/index-1.css"><title>Matka</title></head>';

describe('the entry stylesheet in index.html', () => {
  it('replaces the link with the stylesheet itself', () => {
    const { html, inlined } = inlineEntryCss(HTML, {
      'assets/index-1.css': css(':root{--primary:#1a237e}'),
    });
    expect(html).toBe('<head><style>:root{--primary:#1a237e}</style><title>Matka</title></head>');
    expect(inlined).toEqual(['assets/index-1.css']);
  });

  it('reads a stylesheet the bundle holds as bytes', () => {
    const bytes = new TextEncoder().encode('body{margin:0}');
    expect(inlineEntryCss(HTML, { 'assets/index-1.css': css(bytes as never) }).html).toContain(
      '<style>body{margin:0}</style>',
    );
  });

  it('keeps the link for a stylesheet not in the bundle, or one that would close the element', () => {
    expect(inlineEntryCss(HTML, {})).toEqual({ html: HTML, inlined: [] });
    const closing = { 'assets/index-1.css': css('a::after{content:"</style>"}') };
    expect(inlineEntryCss(HTML, closing)).toEqual({ html: HTML, inlined: [] });
  });
});

describe('an inlined stylesheet among the chunks', () => {
  it('is no chunk stylesheet any more, so no lazy import loads it again; others stay', () => {
    const chunk = (...css: string[]) => ({
      type: 'chunk',
      viteMetadata: { importedCss: new Set(css) },
    });
    const bundle = {
      'assets/index-a.js': chunk('assets/index-1.css'),
      'assets/wallet-b.js': chunk('assets/index-1.css', 'assets/wallet-2.css'),
      'assets/index-1.css': { type: 'asset' },
    };
    forgetInlinedCss(bundle, ['assets/index-1.css']);
    expect([...bundle['assets/index-a.js'].viteMetadata.importedCss]).toEqual([]);
    expect([...bundle['assets/wallet-b.js'].viteMetadata.importedCss]).toEqual([
      'assets/wallet-2.css',
    ]);
  });
});
