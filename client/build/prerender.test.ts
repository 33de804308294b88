import { describe, expect, it } from 'vitest';
import { bodyScript, headScript } from '../src/lib/first-paint.ts';
import { composePage, withFirstPaintScripts } from './prerender.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head><title>Matka</title><style>body{}</style></head>
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
    // The same inline scripts as the shell: the servers' CSP hashes of one cover all.
    expect(page).toContain(`<script>${bodyScript()}</script></body>`);
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
});
