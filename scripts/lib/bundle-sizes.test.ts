import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRouteModules, type RouteModule } from '../../client/build/route-modules';
import { measureBuild } from './bundle-sizes';
import { ROUTE_BUDGETS_KB } from './route-budgets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built client with one small file per module, the withdraw screen `screenBytes` of random text. */
function fakeBuild(screenBytes: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'matka-sizes-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  const modules = [
    'src/app/app-providers.tsx',
    'src/app/layouts/footer-layout.tsx',
    'src/app/layouts/full-page-layout.tsx',
    'src/app/layouts/no-footer-layout.tsx',
    'src/config/runtime-config-schema.ts',
    'src/features/landing/landing-screen.tsx',
    'src/features/markets/home-data.ts',
    'src/features/markets/screens/home-screen.tsx',
    'src/features/wallet/screens/withdraw-screen.tsx',
    'node_modules/pulltorefreshjs/dist/index.js',
  ];
  const manifest: Record<string, object> = {
    'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true },
  };
  writeFileSync(path.join(dir, 'assets', 'index.js'), 'export {};');
  for (const [i, module] of modules.entries()) {
    const file = `assets/chunk-${i}.js`;
    manifest[module] = { file, src: module, isDynamicEntry: true };
    const random = module.endsWith('withdraw-screen.tsx')
      ? Array.from({ length: screenBytes }, () =>
          String.fromCharCode(33 + Math.floor(Math.random() * 90)),
        ).join('')
      : '';
    writeFileSync(path.join(dir, file), `export const m${i} = ${JSON.stringify(random)};`);
  }
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const withdraw = (routePath: string): RouteModule => ({
  path: routePath,
  layout: 'fullPage',
  screen: 'src/features/wallet/screens/withdraw-screen.tsx',
  openTo: ['betting'],
  prefetchesData: false,
});
/** The route rows over budget (a big screen is also a lazy chunk over its own budget). */
const overNames = (dir: string, routes: RouteModule[]) =>
  measureBuild(dir, routes)
    .over.map((row) => row.name)
    .filter((name) => name.startsWith('Route '));

describe("each route's initial JavaScript budget", () => {
  it('has a budget for every route of the route table, and none for a path that is no route', () => {
    const routes = readRouteModules().map((route) => route.path);
    expect(Object.keys(ROUTE_BUDGETS_KB).sort()).toEqual([...routes].sort());
  });

  it('passes a route within its budget', () => {
    expect(overNames(fakeBuild(100), [withdraw('/withdraw')])).toEqual([]);
  });

  it('fails a route over its budget', () => {
    const budgetKb = ROUTE_BUDGETS_KB['/withdraw'] ?? 0;
    // Random text of 90 letters compresses to about 6.5 bits a letter: 1.5 times the budget is over.
    expect(overNames(fakeBuild(budgetKb * 1024 * 1.5), [withdraw('/withdraw')])).toEqual([
      'Route /withdraw initial JS',
    ]);
  });

  it('fails a route missing from the budget table', () => {
    expect(overNames(fakeBuild(100), [withdraw('/withdraw'), withdraw('/new-screen')])).toEqual([
      'Route /new-screen initial JS (NO BUDGET in route-budgets.ts)',
    ]);
  });
});
