import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet (the base styles, a few KB) into index.html as a `<style>` element
 * instead of a `<link>`: a linked stylesheet blocks the first paint until it has downloaded, one
 * more round trip on a slow mobile network after the HTML (Lighthouse's render-blocking-resources,
 * about 150 ms of simulated slow 4G on every route). The server's CSP allows inline styles
 * (server/src/security-headers.ts). Chunk stylesheets still load with their chunks.
 */
interface CssAsset {
  readonly type: 'asset';
  readonly fileName: string;
  readonly source: string | Uint8Array;
}

const LINK = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

export function inlineEntryCss(html: string, bundle: Record<string, { type: string }>): string {
  return html.replace(LINK, (link, href: string) => {
    const asset = bundle[href.replace(/^\.?\//, '')] as CssAsset | undefined;
    if (asset?.type !== 'asset') return link;
    const css =
      typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    // A stylesheet cannot close the element early: it holds no `</style`.
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}

export function inlineEntryStyles(): Plugin {
  return {
    name: 'matka-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return context.bundle ? inlineEntryCss(html, context.bundle) : html;
      },
    },
  };
}
