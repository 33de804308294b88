import { afterEach, describe, expect, it } from 'vitest';
import { filesFor, inlineScript } from './first-load-preload';

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
  chunk('assets/home-screen.js', '/app/client/src/features/markets/screens/home-screen.tsx', [
    'assets/signed-in.js',
  ]),
];

/** Runs the inline script on `pathname`, with or without a stored token; the preloaded files. */
function preloadsOn(pathname: string, token: string | null): string[] {
  window.history.replaceState(null, '', pathname);
  if (token) localStorage.setItem('matka.token', token);
  const script = inlineScript(
    filesFor(CHUNKS, ['src/app/app-providers.tsx']),
    filesFor(CHUNKS, ['src/features/markets/screens/home-screen.tsx']),
  );
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

  it('preloads the signed-in core on the login screen', () => {
    expect(preloadsOn('/login', null).sort()).toEqual([
      './assets/app-providers.js',
      './assets/signed-in.js',
      './assets/zod.js',
    ]);
  });

  it("adds the home's chunks on /imp and on the landing with a session", () => {
    expect(preloadsOn('/imp', 'token-1')).toContain('./assets/home-screen.js');
    document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
    expect(preloadsOn('/', 'token-1')).toContain('./assets/home-screen.js');
  });
});
