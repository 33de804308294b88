import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type UserConfig } from 'vite';
import {
  AUDIENCE_ATTRIBUTE,
  PAGE_ATTRIBUTE,
  TEMPLATE_ID_PREFIX,
  bodyScript,
  headScript,
} from '../src/lib/first-paint.ts';
import type { PrerenderPage } from '../src/prerender.tsx';
import { filesFor, preloadTable, type PreloadTable } from './first-load-preload.ts';
import { readRouteModules } from './route-modules.ts';

/** The folder of dist/ holding one page per route (`login.html`; the landing is `index.html`). */
const PAGES_DIR = 'pages';

/** The file of `pagePath` (lower case) under `PAGES_DIR`. */
function pageFileName(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

/** What the SSR bundle of src/prerender.tsx exports. */
export interface PrerenderModule {
  prerenderPages(): PrerenderPage[];
  renderPage(page: PrerenderPage, language: string): Promise<string>;
  readonly PRERENDER_LANGUAGES: readonly string[];
}

/** The rendered HTML of one page: the default language's, then the others' by code. */
export interface RenderedPage {
  readonly page: PrerenderPage;
  readonly html: string;
  readonly languages: Readonly<Record<string, string>>;
  /** Stylesheets of the page's chunks (the entry's are in the template already). */
  readonly css: readonly string[];
  /** The chunks the page's first screen loads besides the entry (its preload list). */
  readonly chunks?: readonly string[];
}

/** What index.html shows until the app renders (its loading state), between these marks. */
const FIRST_SCREEN = /<div id="root">\s*<!--first-screen-->[\s\S]*?<!--\/first-screen-->\s*<\/div>/;

/**
 * index.html turned into `rendered.page`'s page: its path and audience on `<html>`, its chunks'
 * stylesheets in `<head>`, its HTML in `#root` and each other language's in a `<template>`.
 */
export function composePage(template: string, rendered: RenderedPage): string {
  const { page, html, languages, css } = rendered;
  if (!FIRST_SCREEN.test(template)) throw new Error('prerender: index.html has no marked #root');
  const templates = Object.entries(languages)
    .map(([code, body]) => `<template id="${TEMPLATE_ID_PREFIX}${code}">${body}</template>`)
    .join('');
  const styles = css.map((text) => `<style>${text}</style>`).join('');
  const composed = template
    .replace(
      /<html lang="en">/,
      `<html lang="en" ${PAGE_ATTRIBUTE}="${page.path}" ${AUDIENCE_ATTRIBUTE}="${page.audience}">`,
    )
    .replace('</head>', `${styles}</head>`)
    .replace(FIRST_SCREEN, () => `<div id="root">${html}</div>${templates}`);
  return page.audience === 'visitor' && page.path !== '/'
    ? withCodeAfterFirstPaint(composed, rendered.chunks ?? [])
    : composed;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A visitor's form (sign-in, register, forgot password) is whole in its HTML: nothing on it waits
 * for the provider. Its code starts loading once the HTML has been painted, instead of with the
 * HTML: when the files arrive at once (a fast network, a warm cache) a cheap phone then paints
 * before it evaluates the entry, not after. A player's page waits for the dashboard, which the
 * entry starts, and the landing's blocking time grew with it (docs/performance.md): their code
 * loads at once. `chunks` are the first screen's chunks (its preload list).
 */
function withCodeAfterFirstPaint(page: string, chunks: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (entry === undefined) throw new Error('prerender: the page has no entry script');
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const files = [...new Set([...preloads, ...chunks.map((file) => `./${file}`)])];
  // After the next frame; a page opened in a background tab paints no frame, so a timer too.
  const loader = `(function(){var done=false;function load(){if(done)return;done=true;
${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)});
var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}
requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,200)})()`;
  return page
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `<script>${loader}</script></body>`);
}

/**
 * index.html with the first-paint scripts: every page carries them, the shell too, in the same
 * text, so the CSP hashes of the shell's inline scripts cover every page.
 */
export function withFirstPaintScripts(html: string, languages: readonly string[]): string {
  if (!html.includes('</head>') || !html.includes('</body>')) {
    throw new Error('prerender: index.html has no </head> or </body>');
  }
  return html
    .replace('</head>', () => `<script>${headScript(languages)}</script></head>`)
    .replace('</body>', () => `<script>${bodyScript()}</script></body>`);
}

interface BuiltChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly moduleIds?: readonly string[];
  readonly imports: readonly string[];
  readonly isEntry: boolean;
  readonly viteMetadata?: { readonly importedCss: Set<string> };
}

/** The landing's screen module (`/` is no row of the route table). */
const LANDING_SCREEN = 'src/features/landing/landing-screen.tsx';

/** The stylesheets the chunks `files` import. */
function cssOf(chunks: readonly BuiltChunk[], files: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return [
    ...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
  ];
}

/** The stylesheets of a page's chunks, by the page's lower-case path. */
function stylesheetsByPage(
  chunks: readonly BuiltChunk[],
  table: PreloadTable,
): Map<string, string[]> {
  return new Map(
    Object.entries(table.routes).map(([route, files]) => [
      route,
      cssOf(chunks, [...table.core, ...files]),
    ]),
  );
}

/** The client's folder. */
const CLIENT_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Builds src/prerender.tsx for Node, with `config`'s resolution, into `outDir` as one file with
 * its dependencies inside (its own React: it runs beside the browser's in the tests); returns
 * the file. Its lazy chunks load from `outDir` while it renders.
 */
export async function buildPrerenderer(
  outDir: string,
  config: UserConfig = {},
  root: string = CLIENT_ROOT,
): Promise<string> {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    publicDir: false,
    // `@/` is src/ (tsconfig.json's `paths`), in the tests' build too.
    resolve: { tsconfigPaths: true, ...config.resolve },
    // One file, dependencies inside: it runs from a temporary folder with no node_modules.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      // CommonJS, loaded with Node's require: Vitest's module runner cannot import a file outside
      // the project by a path known only at run time (src/prerender.test.tsx loads it too).
      rolldownOptions: {
        output: {
          format: 'cjs',
          entryFileNames: '[name].cjs',
          chunkFileNames: '[name]-[hash].cjs',
        },
      },
    },
  });
  return path.join(outDir, 'prerender.cjs');
}

/** Loads a bundle `buildPrerenderer` wrote. */
export function loadPrerenderer(file: string): PrerenderModule {
  return createRequire(import.meta.url)(file) as PrerenderModule;
}

/**
 * Renders every page and writes it into `outDir`/pages/, after putting the first-paint scripts
 * into index.html (the shell served for anything else).
 */
async function writePages(
  renderer: PrerenderModule,
  outDir: string,
  stylesheets: ReadonlyMap<string, readonly string[]>,
  chunksByPage: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const shell = path.join(outDir, 'index.html');
  const template = withFirstPaintScripts(readFileSync(shell, 'utf8'), renderer.PRERENDER_LANGUAGES);
  writeFileSync(shell, template);
  const [defaultLanguage = 'en', ...others] = renderer.PRERENDER_LANGUAGES;
  mkdirSync(path.join(outDir, PAGES_DIR), { recursive: true });
  for (const page of renderer.prerenderPages()) {
    const html = await renderer.renderPage(page, defaultLanguage);
    const languages: Record<string, string> = {};
    for (const code of others) languages[code] = await renderer.renderPage(page, code);
    const css = (stylesheets.get(page.path) ?? []).map((file) =>
      readFileSync(path.join(outDir, file), 'utf8'),
    );
    writeFileSync(
      path.join(outDir, PAGES_DIR, pageFileName(page.path)),
      composePage(template, { page, html, languages, css, chunks: chunksByPage.get(page.path) }),
    );
  }
}

/** Writes a page per route into dist/pages/ after the build (docs/decisions/012). */
export function prerenderRoutes(): Plugin {
  let root = '';
  let outDir = '';
  let userConfig: UserConfig = {};
  return {
    name: 'matka-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config(config) {
      userConfig = config;
    },
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is BuiltChunk & (typeof bundle)[string] => item.type === 'chunk',
      );
      const table = preloadTable(chunks, readRouteModules());
      const stylesheets = stylesheetsByPage(chunks, table);
      const landing = filesFor(chunks, [LANDING_SCREEN]);
      stylesheets.set('/', cssOf(chunks, landing));
      const chunksByPage = new Map<string, readonly string[]>([
        ['/', landing],
        ...Object.entries(table.routes).map(
          ([route, files]) => [route, [...table.core, ...files]] as const,
        ),
      ]);
      const ssrDir = mkdtempSync(path.join(tmpdir(), 'matka-prerender-'));
      try {
        const renderer = loadPrerenderer(await buildPrerenderer(ssrDir, userConfig, root));
        await writePages(renderer, outDir, stylesheets, chunksByPage);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
