import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet (the base styles, a few KB) into index.html as a `<style>` element
 * instead of a `<link>`: a linked stylesheet blocks the first paint until it has downloaded, one
 * more round trip on a slow mobile network after the HTML (Lighthouse's render-blocking-resources
 * on every route). The server's CSP allows inline styles
 * (server/src/security-headers.ts). Chunk stylesheets still load with their chunks.
 */
interface CssAsset {
  readonly type: 'asset';
  readonly fileName: string;
  readonly source: string | Uint8Array;
}

const LINK = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

/** index.html with its stylesheets inlined, and the files it inlined. */
export function inlineEntryCss(
  html: string,
  bundle: Record<string, { type: string }>,
): { readonly html: string; readonly inlined: readonly string[] } {
  const inlined: string[] = [];
  const result = html.replace(LINK, (link, href: string) => {
    const fileName = href.replace(/^\.?\//, '');
    const asset = bundle[fileName] as CssAsset | undefined;
    if (asset?.type !== 'asset') return link;
    const css =
      typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    // A stylesheet cannot close the element early: it holds no `</style`.
    if (/<\/style/i.test(css)) return link;
    inlined.push(fileName);
    return `<style>${css}</style>`;
  });
  return { html: result, inlined };
}

interface ChunkWithCss {
  readonly type: string;
  readonly viteMetadata?: { readonly importedCss: Set<string> };
}

/**
 * Forgets the inlined stylesheets as chunks' stylesheets, so no lazy import lists them among the
 * files to load with it: Vite's preload helper would otherwise add the page's base styles a second
 * time as a `<link>` on the first lazy import, a download and a restyle of the whole page.
 */
export function forgetInlinedCss(
  bundle: Record<string, ChunkWithCss>,
  inlined: Iterable<string>,
): void {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const fileName of inlined) output.viteMetadata?.importedCss.delete(fileName);
  }
}

export function inlineEntryStyles(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'matka-inline-entry-css',
    apply: 'build',
    // After Vite has written index.html (which inlines the stylesheets), before it lists each lazy
    // import's files (its post build plugins).
    enforce: 'post',
    buildStart() {
      inlined.clear();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const result = inlineEntryCss(html, context.bundle);
        for (const fileName of result.inlined) inlined.add(fileName);
        return result.html;
      },
    },
    generateBundle(_options, bundle) {
      forgetInlinedCss(bundle as Record<string, ChunkWithCss>, inlined);
    },
  };
}
