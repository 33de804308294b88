import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routeSources } from '../../client/build/first-load-preload';
import { readRouteModules, type RouteModule } from '../../client/build/route-modules';
import { ROUTE_BUDGETS_KB } from './route-budgets';

/** The client package folder. */
const clientDir = fileURLToPath(new URL('../../client', import.meta.url));
/** Where `npm run build -w client` puts the build (and what the mock server serves). */
export const defaultOutDir = path.join(clientDir, 'dist');

/** Budgets in KB (1 KB = 1024 bytes) of gzip, level 9 (docs/performance.md; decision 004). */
export const BUDGETS_KB = {
  landingInitialJs: 102,
  homeTotalJs: 142,
  lazyChunk: 30,
  css: 15,
} as const;

/** The landing route module: its chunk and static imports load with the entry on `/`. */
const LANDING_ROUTE = 'src/features/landing/landing-screen.tsx';

/**
 * Route modules the signed-in home (`/imp`) loads: providers, footer layout, the screen. Routing is
 * declarative (`<BrowserRouter>` + `<Routes>`, docs/decisions/004-declarative-routing-for-the-budget.md):
 * each is a `React.lazy` component; the route tables and the root layout are in the entry.
 */
const HOME_ROUTE_MODULES = [
  'src/app/app-providers.tsx',
  'src/app/layouts/footer-layout.tsx',
  'src/features/markets/screens/home-screen.tsx',
] as const;

/** What every route of the route table loads before its layout: server state, the shell. */
const ROUTE_CORE_MODULES = ['src/app/app-providers.tsx'] as const;

/**
 * Lazy imports that every screen triggers at once: pull-to-refresh (root layout) and the runtime
 * config schema (`config.json` is read by the landing's Download App link and by every API call).
 */
const AT_ONCE_EVERYWHERE = [
  'node_modules/pulltorefreshjs/',
  'src/config/runtime-config-schema.ts',
] as const;

/**
 * Lazy imports the home triggers at once: the query-cache prefetch of its first answers
 * (`home-data.ts`, started by the entry when the app opens on /imp). react-toastify and its
 * container (`src/lib/toast-host.tsx`) load on the first toast only, and the home shows no toast on
 * arrival (a toast comes from a later action), so they do not count toward the home's first load.
 */
const AT_ONCE_HOME: readonly string[] = ['src/features/markets/home-data.ts'];

/** One chunk of Vite's `build.manifest` (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

type SizeKind = 'initial' | 'route' | 'lazy' | 'shared' | 'css';

interface SizeRow {
  readonly name: string;
  readonly kind: SizeKind;
  /** Built files counted, relative to the output folder. */
  readonly files: readonly string[];
  readonly gzipBytes: number;
  /** Budget in bytes; undefined for rows shown for information only. */
  readonly budgetBytes: number | undefined;
}

export interface SizeReport {
  readonly rows: readonly SizeRow[];
  readonly over: readonly SizeRow[];
}

const KB = 1024;

function readManifest(outDir: string): BuildManifest {
  const file = path.join(outDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(
      `No build manifest at ${file}: build the client with build.manifest enabled (${String(error)})`,
      { cause: error },
    );
  }
}

/** Builds the client with Vite into `outDir`, with the manifest this report reads (the console too). */
export async function buildClient(outDir: string = defaultOutDir): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: clientDir,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

/**
 * The testers' console (console.html, a build of its own: client/vite.console.config.ts): its JS,
 * for information. It is no chunk of the player's build, so no player row counts it.
 */
function consoleRow(outDir: string, gz: (file: string) => number): SizeRow | undefined {
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite', 'console-manifest.json'), 'utf8'),
    ) as BuildManifest;
  } catch {
    return undefined;
  }
  const files = jsFiles(manifest, staticClosure(manifest, [entryKey(manifest)]));
  return {
    name: 'Console (/console, testers only) JS',
    kind: 'initial',
    files,
    gzipBytes: files.reduce((total, file) => total + gz(file), 0),
    budgetBytes: undefined,
  };
}

/** The manifest key whose source path matches `pattern` (exact key, or a part of it). */
function findKey(manifest: BuildManifest, pattern: string): string {
  if (manifest[pattern]) return pattern;
  const keys = Object.keys(manifest).filter((key) => key.includes(pattern));
  const [key] = keys;
  if (key === undefined) {
    throw new Error(
      `"${pattern}" is not in the build manifest: was it renamed? Update scripts/lib/bundle-sizes.ts.`,
    );
  }
  return key;
}

function entryKey(manifest: BuildManifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (key === undefined) throw new Error('The build manifest has no entry chunk');
  return key;
}

/** The chunk of `key` and every chunk it imports statically, transitively (what loads with it). */
function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (key === undefined || seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest names an unknown chunk "${key}"`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** Gzip (level 9) sizes of built files, read once each. */
function gzipSizer(outDir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
}

function jsFiles(manifest: BuildManifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/** A readable name for a chunk: its source path without `src/`, or its package name. */
function chunkLabel(key: string, chunk: ManifestChunk): string {
  const source = chunk.src ?? key;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg?.[1]) return pkg[1];
  if (source.startsWith('_')) return `${chunk.name ?? source.slice(1)} (shared)`;
  return source.replace(/^src\//, '');
}

/**
 * Sizes of the built client against the budgets: the landing's initial JS, the signed-in home's
 * JS, every lazy chunk, chunks shared between lazy routes (for information) and all CSS.
 */
export function measureBuild(
  outDir: string = defaultOutDir,
  routes: readonly RouteModule[] = readRouteModules(),
): SizeReport {
  const manifest = readManifest(outDir);
  const gz = gzipSizer(outDir);
  const sum = (files: readonly string[]) => files.reduce((total, file) => total + gz(file), 0);
  const entry = entryKey(manifest);
  const entryFile = manifest[entry]?.file ?? '';
  const everywhere = AT_ONCE_EVERYWHERE.map((p) => findKey(manifest, p));

  const landingFiles = jsFiles(
    manifest,
    staticClosure(manifest, [entry, findKey(manifest, LANDING_ROUTE)]),
  );
  const landingAtOnceFiles = jsFiles(
    manifest,
    staticClosure(manifest, [entry, findKey(manifest, LANDING_ROUTE), ...everywhere]),
  );
  const homeFiles = jsFiles(
    manifest,
    staticClosure(manifest, [
      entry,
      ...HOME_ROUTE_MODULES.map((p) => findKey(manifest, p)),
      ...everywhere,
      ...AT_ONCE_HOME.map((p) => findKey(manifest, p)),
    ]),
  );

  const rows: SizeRow[] = [
    {
      name: 'Landing (/) initial JS',
      kind: 'initial',
      files: landingFiles,
      gzipBytes: sum(landingFiles),
      budgetBytes: BUDGETS_KB.landingInitialJs * KB,
    },
    {
      name: 'Landing with its at-once lazy loads',
      kind: 'initial',
      files: landingAtOnceFiles,
      gzipBytes: sum(landingAtOnceFiles),
      budgetBytes: undefined,
    },
    {
      name: 'Home (/imp, signed in) JS in all',
      kind: 'initial',
      files: homeFiles,
      gzipBytes: sum(homeFiles),
      budgetBytes: BUDGETS_KB.homeTotalJs * KB,
    },
    {
      name: 'Entry chunk (React DOM, React Router, app shell)',
      kind: 'initial',
      files: [entryFile],
      gzipBytes: gz(entryFile),
      budgetBytes: undefined,
    },
  ];

  rows.push(
    ...routeRows(manifest, routes, (keys) => jsFiles(manifest, staticClosure(manifest, keys)), sum),
  );

  // Every stylesheet written, read from the folder: the manifest no longer lists the entry's,
  // which index.html carries inline (client/build/inline-entry-css.ts).
  const uniqueCss = readdirSync(path.join(outDir, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `assets/${file}`)
    .sort();
  rows.push({
    name: 'CSS (all files)',
    kind: 'css',
    files: uniqueCss,
    gzipBytes: sum(uniqueCss),
    budgetBytes: BUDGETS_KB.css * KB,
  });

  const testersConsole = consoleRow(outDir, gz);
  if (testersConsole !== undefined) rows.push(testersConsole);

  const lazy: SizeRow[] = [];
  const shared: SizeRow[] = [];
  const entryClosure = staticClosure(manifest, [entry]);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js') || entryClosure.has(key)) continue;
    const row = {
      name: chunkLabel(key, chunk),
      files: [chunk.file],
      gzipBytes: gz(chunk.file),
    };
    if (chunk.isDynamicEntry) {
      const isRoute = (chunk.src ?? key).startsWith('src/');
      lazy.push({
        ...row,
        kind: isRoute ? 'route' : 'lazy',
        budgetBytes: BUDGETS_KB.lazyChunk * KB,
      });
    } else {
      shared.push({ ...row, kind: 'shared', budgetBytes: undefined });
    }
  }
  const bySize = (a: SizeRow, b: SizeRow) => b.gzipBytes - a.gzipBytes;
  rows.push(...lazy.sort(bySize), ...shared.sort(bySize));

  return { rows, over: rows.filter(isOver) };
}

/**
 * Each route's initial JavaScript: what a cold load of it fetches before its first render (the
 * entry, the providers, its layout and screen, what every screen loads at once, and the modules
 * its early data requests load), against its budget in route-budgets.ts. A route without a budget
 * is a row over budget, so a new route cannot slip past the gate.
 */
function routeRows(
  manifest: BuildManifest,
  routes: readonly RouteModule[],
  filesOf: (keys: readonly string[]) => string[],
  sum: (files: readonly string[]) => number,
): SizeRow[] {
  const entry = entryKey(manifest);
  const fixed = [
    entry,
    ...ROUTE_CORE_MODULES.map((p) => findKey(manifest, p)),
    ...AT_ONCE_EVERYWHERE.map((p) => findKey(manifest, p)),
  ];
  return routes.map((route) => {
    const files = filesOf([...fixed, ...routeSources(route).map((p) => findKey(manifest, p))]);
    const budgetKb = ROUTE_BUDGETS_KB[route.path];
    return {
      name: `Route ${route.path} initial JS${budgetKb === undefined ? ' (NO BUDGET in route-budgets.ts)' : ''}`,
      kind: 'initial',
      files,
      gzipBytes: sum(files),
      budgetBytes: budgetKb === undefined ? 0 : budgetKb * KB,
    };
  });
}

function isOver(row: SizeRow): boolean {
  return row.budgetBytes !== undefined && row.gzipBytes > row.budgetBytes;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The size table: name, KB gzip, budget, OK/OVER (rows without a budget show "-"). */
export function formatSizeTable(report: SizeReport): string {
  const header = ['Chunk', 'Kind', 'KB gzip', 'Budget KB', 'Status'];
  const body = report.rows.map((row) => [
    row.name,
    row.kind,
    kb(row.gzipBytes),
    row.budgetBytes === undefined ? '-' : kb(row.budgetBytes),
    row.budgetBytes === undefined ? '-' : isOver(row) ? 'OVER' : 'OK',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...body.map((cells) => (cells[i] ?? '').length)),
  );
  const numeric = new Set([2, 3]);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) =>
        numeric.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}
