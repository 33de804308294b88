import { afterEach, describe, expect, it } from 'vitest';
import { filesFor, inlineScript, preloadTable } from './first-load-preload.ts';
import type { RouteModule } from './route-modules.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  isEntry: false,
});

const CHUNKS = [
  { ...chunk('assets/index.js', '/app/client/src/main.tsx', ['assets/react.js']), isEntry: true },
  chunk('assets/react.js', null),
  chunk('assets/app-providers.js', '/app/client/src/app/app-providers.tsx', [
    'assets/signed-in.js',
    'assets/react.js',
  ]),
  chunk('assets/signed-in.js', null, ['assets/zod.js', 'assets/react.js']),
  chunk('assets/zod.js', null),
  chunk('assets/runtime-config-schema.js', '/app/client/src/config/runtime-config-schema.ts', [
    'assets/zod.js',
  ]),
  chunk('assets/home-screen.js', '/app/client/src/features/markets/screens/home-screen.tsx', [
    'assets/signed-in.js',
  ]),
  chunk('assets/home-data.js', '/app/client/src/features/markets/home-data.ts', [
    'assets/signed-in.js',
  ]),
  chunk('assets/footer-layout.js', '/app/client/src/app/layouts/footer-layout.tsx', [
    'assets/signed-in.js',
  ]),
  chunk('assets/full-page-layout.js', '/app/client/src/app/layouts/full-page-layout.tsx', [
    'assets/signed-in.js',
  ]),
  chunk('assets/no-footer-layout.js', '/app/client/src/app/layouts/no-footer-layout.tsx'),
  chunk('assets/login-screen.js', '/app/client/src/features/auth/screens/login-screen.tsx'),
  chunk(
    'assets/withdraw-screen.js',
    '/app/client/src/features/wallet/screens/withdraw-screen.tsx',
    ['assets/signed-in.js', 'assets/amount-field.js'],
  ),
  chunk('assets/amount-field.js', null),
  // A screen rolldown put into a chunk named after another module: found by its module ids.
  {
    ...chunk('assets/histories.js', null),
    moduleIds: ['/app/client/src/features/histories/screens/passbook-screen.tsx'],
  },
];

const route = (path: string, layout: RouteModule['layout'], screen: string): RouteModule => ({
  path,
  layout,
  screen,
  openTo: ['betting'],
  prefetchesData: false,
});
const ROUTES: RouteModule[] = [
  route('/login', 'noFooter', 'src/features/auth/screens/login-screen.tsx'),
  {
    ...route('/imp', 'footer', 'src/features/markets/screens/home-screen.tsx'),
    prefetchesData: true,
  },
  route('/withdraw', 'fullPage', 'src/features/wallet/screens/withdraw-screen.tsx'),
  route('/transaction', 'fullPage', 'src/features/histories/screens/passbook-screen.tsx'),
  route('/StarSingle', 'fullPage', 'src/features/wallet/screens/withdraw-screen.tsx'),
];

/** Runs the inline script on `pathname`, with or without a stored token; the preloaded files. */
function preloadsOn(pathname: string, token: string | null): string[] {
  window.history.replaceState(null, '', pathname);
  if (token) localStorage.setItem('matka.token', token);
  const script = inlineScript(preloadTable(CHUNKS, ROUTES));
  new Function(script)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

afterEach(() => {
  document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('first-load preload', () => {
  it('names a chunk with its static imports, but not what the entry already loads', () => {
    expect(filesFor(CHUNKS, ['src/app/app-providers.tsx']).sort()).toEqual([
      'assets/app-providers.js',
      'assets/signed-in.js',
      'assets/zod.js',
    ]);
  });

  it('preloads nothing on the landing without a session', () => {
    expect(preloadsOn('/', null)).toEqual([]);
  });

  it('preloads the signed-in core and the screen with its layout on the login screen', () => {
    expect(preloadsOn('/login', null).sort()).toEqual([
      './assets/app-providers.js',
      './assets/login-screen.js',
      './assets/no-footer-layout.js',
      './assets/runtime-config-schema.js',
      './assets/signed-in.js',
      './assets/zod.js',
    ]);
  });

  it("adds the home's chunks and its data module on /imp and on the landing with a session", () => {
    const home = ['./assets/footer-layout.js', './assets/home-data.js', './assets/home-screen.js'];
    expect(preloadsOn('/imp', 'token-1')).toEqual(expect.arrayContaining(home));
    document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
    expect(preloadsOn('/', 'token-1')).toEqual(expect.arrayContaining(home));
  });

  it("preloads an inner route's screen, layout and the screen's own imports, nothing else", () => {
    const files = preloadsOn('/withdraw', 'token-1');
    expect(files).toEqual(
      expect.arrayContaining([
        './assets/withdraw-screen.js',
        './assets/amount-field.js',
        './assets/full-page-layout.js',
        './assets/app-providers.js',
      ]),
    );
    expect(files).not.toContain('./assets/home-screen.js');
    expect(files).not.toContain('./assets/footer-layout.js');
    expect(new Set(files).size).toBe(files.length);
  });

  it('matches a route in another letter case or with a trailing slash', () => {
    expect(preloadsOn('/STARSINGLE/', 'token-1')).toContain('./assets/withdraw-screen.js');
  });

  it('finds a screen bundled into a chunk named after another module', () => {
    expect(preloadsOn('/transaction', 'token-1')).toContain('./assets/histories.js');
  });

  it('preloads only the core on a path the route table does not have', () => {
    expect(preloadsOn('/no-such-screen', 'token-1').sort()).toEqual([
      './assets/app-providers.js',
      './assets/runtime-config-schema.js',
      './assets/signed-in.js',
      './assets/zod.js',
    ]);
  });

  it('fails the build when a route names a screen no chunk holds', () => {
    expect(() => preloadTable(CHUNKS, [route('/x', 'footer', 'src/nowhere.tsx')])).toThrow(
      /no chunk for src\/nowhere\.tsx/,
    );
  });
});
