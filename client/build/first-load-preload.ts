import type { Plugin } from 'vite';
import { paths } from '../src/config/paths';
import { SESSION_KEYS } from '../src/lib/storage-keys';

/**
 * What a signed-in first screen loads after the entry, requested by the HTML itself, to save
 * round trips on slow mobile networks (docs/architecture.md, "The client's first load").
 * Without it these files are found only once the entry (90 KB) has downloaded and run; on a slow
 * network that is a round trip or more before the first screen. An inline script adds
 * `<link rel="modulepreload">` for them, unless the page is the bare landing (no stored session),
 * which needs none of them. On the home (or the landing with a session, which opens the home) the
 * home's own chunks are added too.
 */
const CORE = ['src/app/app-providers.tsx', 'src/config/runtime-config-schema.ts'] as const;
const HOME = [
  'src/app/layouts/footer-layout.tsx',
  'src/features/markets/screens/home-screen.tsx',
  'src/features/markets/home-data.ts',
] as const;

interface ChunkInfo {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId: string | null;
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
    const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
    if (!chunk) throw new Error(`first-load-preload: no chunk for ${source}`);
    return chunk.fileName;
  });
  return [...closure(roots)].filter((file) => !entry.has(file));
}

export function inlineScript(core: readonly string[], home: readonly string[]): string {
  return `(function(){try{
var p=location.pathname.replace(/\\/+$/,'')||'/',s=!!localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)});
if(p==='/'&&!s)return;
var f=${JSON.stringify(core)};
if(p===${JSON.stringify(paths.home)}||p==='/')f=f.concat(${JSON.stringify(home)});
f.forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='./'+n;document.head.appendChild(l)});
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
        const chunks = chunksOf(context.bundle);
        const core = filesFor(chunks, CORE);
        const home = filesFor(chunks, HOME).filter((file) => !core.includes(file));
        return [{ tag: 'script', children: inlineScript(core, home), injectTo: 'head' }];
      },
    },
  };
}
