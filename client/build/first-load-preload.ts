import type { Plugin } from 'vite';
import { paths } from '../src/config/paths.ts';
import type { RouteLayout } from '../src/config/route-handle.ts';
import { AUDIENCE_ATTRIBUTE } from '../src/lib/first-paint.ts';
import { SESSION_KEYS } from '../src/lib/storage-keys.ts';
import { readRouteModules, type RouteModule } from './route-modules.ts';

/**
 * What a first screen loads after the entry, requested by the HTML itself, to save round trips on
 * slow mobile networks (docs/architecture.md, "The client's first load"). Without it these files
 * are found only once the entry has downloaded and run; on a slow network that is a round
 * trip or more before the first screen. An inline script adds `<link rel="modulepreload">` for
 * them, unless the page is a visitor's prerendered form (its code loads after its first paint,
 * prerender.ts) or the bare landing (no stored session), which needs none of them: the
 * signed-in core, then the route's own chunks (its layout and screen), for every route of the
 * route table (read by route-modules.ts); the landing with a session opens the home, so it gets
 * the home's.
 */
const CORE = ['src/app/app-providers.tsx', 'src/config/runtime-config-schema.ts'] as const;
const LAYOUT_MODULES = {
  noFooter: 'src/app/layouts/no-footer-layout.tsx',
  fullPage: 'src/app/layouts/full-page-layout.tsx',
  footer: 'src/app/layouts/footer-layout.tsx',
} as const satisfies Record<RouteLayout, string>;
/** Modules a route's `prefetchData` loads at once besides its screen (the home's query-cache fill). */
const PREFETCH_MODULES: Readonly<Record<string, readonly string[]>> = {
  [paths.home]: ['src/features/markets/home-data.ts'],
};

/** The modules a cold load of `route` fetches after the entry and the signed-in core. */
export function routeSources(route: RouteModule): string[] {
  return [LAYOUT_MODULES[route.layout], route.screen, ...(PREFETCH_MODULES[route.path] ?? [])];
}

interface ChunkInfo {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly moduleIds?: readonly string[];
  readonly imports: readonly string[];
  readonly isEntry: boolean;
}

function chunksOf(bundle: Record<string, { type: string }>): ChunkInfo[] {
  return Object.values(bundle).filter((item): item is ChunkInfo => item.type === 'chunk');
}

/** The files of the chunks built from `sources`, with their static imports, minus the entry's. */
export function filesFor(chunks: readonly ChunkInfo[], sources: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const roots = sources.map((source) => {
    const named = (id: string | null | undefined) => id?.replaceAll('\\', '/').endsWith(source);
    const chunk =
      chunks.find((c) => named(c.facadeModuleId)) ??
      chunks.find((c) => c.moduleIds?.some((id) => named(id)));
    if (!chunk) throw new Error(`first-load-preload: no chunk for ${source}`);
    return chunk.fileName;
  });
  return [...closure(roots)].filter((file) => !entry.has(file));
}

/** Per route (lower-cased, React Router matches paths case-insensitively), its files after the core. */
export interface PreloadTable {
  readonly core: readonly string[];
  readonly routes: Readonly<Record<string, readonly string[]>>;
}

/** The table for a build: the core, and each route's files minus the core's and the entry's. */
export function preloadTable(
  chunks: readonly ChunkInfo[],
  routes: readonly RouteModule[],
): PreloadTable {
  const core = filesFor(chunks, CORE);
  return {
    core,
    routes: Object.fromEntries(
      routes.map((route) => [
        route.path.toLowerCase(),
        filesFor(chunks, routeSources(route)).filter((file) => !core.includes(file)),
      ]),
    ),
  };
}

/**
 * The inline script. Files are named once in a list and routes refer to them by index, which keeps
 * the script small with some seventy routes sharing a few layouts.
 */
export function inlineScript({ core, routes }: PreloadTable): string {
  const files = [...new Set([...core, ...Object.values(routes).flat()])].sort();
  const index = (list: readonly string[]) => list.map((file) => files.indexOf(file));
  const table = Object.fromEntries(Object.entries(routes).map(([p, list]) => [p, index(list)]));
  return `(function(){try{
var p=location.pathname.replace(/\\/+$/,'').toLowerCase()||'/',s=!!localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)});
if(p!=='/'&&document.documentElement.getAttribute(${JSON.stringify(AUDIENCE_ATTRIBUTE)})==='visitor')return;
if(p==='/'&&!s)return;
if(p==='/')p=${JSON.stringify(paths.home.toLowerCase())};
var n=${JSON.stringify(files)},r=${JSON.stringify(table)};
${JSON.stringify(index(core))}.concat(r[p]||[]).forEach(function(i){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='./'+n[i];document.head.appendChild(l)});
}catch(e){}})()`;
}

export function firstLoadPreload(): Plugin {
  return {
    name: 'matka-first-load-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const table = preloadTable(chunksOf(context.bundle), readRouteModules());
        return [{ tag: 'script', children: inlineScript(table), injectTo: 'head' }];
      },
    },
  };
}
