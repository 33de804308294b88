import { describe, expect, it, vi } from 'vitest';
import { bodyScript, headScript } from '../src/lib/first-paint.ts';
import { composePage, withFirstPaintScripts } from './prerender.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head><title>Matka</title><style>body{}</style><script type="module" crossorigin src="./assets/index-1.js"></script><link rel="modulepreload" crossorigin href="./assets/react-1.js"></head>
  <body>
    <div id="root">
      <!--first-screen-->
      <div class="route-loading"><span class="spinner"></span></div>
      <!--/first-screen-->
    </div>
    <noscript>This app needs JavaScript.</noscript>
  </body>
</html>`;

describe('the pages the build writes', () => {
  it('gives the shell both first-paint scripts, the head one before the body', () => {
    const html = withFirstPaintScripts(SHELL, ['en', 'hi']);
    expect(html).toContain(`<script>${headScript(['en', 'hi'])}</script></head>`);
    expect(html).toContain(`<script>${bodyScript()}</script></body>`);
    // The shell keeps its loading state: it is what unknown paths and misfits show.
    expect(html).toContain('<span class="spinner"></span>');
  });

  it("puts a page's HTML in #root, its other languages in templates and its styles in <head>", () => {
    const page = composePage(withFirstPaintScripts(SHELL, ['en', 'hi']), {
      page: { path: '/login', audience: 'visitor' },
      html: '<main>Sign In</main>',
      languages: { hi: '<main>साइन इन</main>' },
      css: ['.card{color:red}'],
    });
    expect(page).toContain('<html lang="en" data-page="/login" data-audience="visitor">');
    expect(page).toContain(
      '<div id="root"><main>Sign In</main></div><template id="prerendered-hi"><main>साइन इन</main></template>',
    );
    expect(page).toContain('<style>.card{color:red}</style></head>');
    expect(page).not.toContain('first-screen');
    // The shell's inline scripts, the same text: the servers hash every page's.
    expect(page).toContain(`<script>${bodyScript()}</script>`);
  });

  it('refuses a shell without the marked #root', () => {
    expect(() =>
      composePage('<html lang="en"><body><div id="root"></div></body></html>', {
        page: { path: '/', audience: 'visitor' },
        html: '',
        languages: {},
        css: [],
      }),
    ).toThrow(/marked #root/);
  });

  it("loads a visitor's page's code once its HTML is painted, a player's page's at once", () => {
    const shell = withFirstPaintScripts(SHELL, ['en', 'hi']);
    const page = (audience: 'visitor' | 'player') =>
      composePage(shell, {
        page: { path: '/login', audience },
        html: '<main>Sign In</main>',
        languages: {},
        css: [],
        chunks: ['assets/login-1.js'],
      });
    const visitors = page('visitor');
    expect(visitors).not.toContain('<script type="module"');
    expect(visitors).not.toContain('<link rel="modulepreload"');
    const loader = /<script>(\(function\(\)\{var done=false;[\s\S]*?)<\/script><\/body>/.exec(
      visitors,
    )?.[1];
    if (loader === undefined) throw new Error('no loader');

    // Run it in this document: nothing before a frame or the timer, then the entry and its chunks.
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    new Function(loader)();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    frame?.(0);
    vi.advanceTimersByTime(0);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      './assets/index-1.js',
    );
    const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(preloaded).toEqual(['./assets/react-1.js', './assets/login-1.js']);
    vi.advanceTimersByTime(500);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    vi.useRealTimers();

    const players = page('player');
    expect(players).toContain('<script type="module" crossorigin src="./assets/index-1.js">');
    expect(players).not.toContain('var done=false');
    const landing = composePage(shell, {
      page: { path: '/', audience: 'visitor' },
      html: '<main>Matka</main>',
      languages: {},
      css: [],
    });
    expect(landing).toContain('<script type="module" crossorigin src="./assets/index-1.js">');
  });
});
