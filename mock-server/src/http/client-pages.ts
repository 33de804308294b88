import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The built client's page files by the lower-case path they are for: each route's prerendered
 * page (`pages/login.html` for `/login`, `pages/index.html` for `/`; client/build/prerender.ts).
 * `pageFor` answers index.html, the shell the app renders any route in, for a path without one.
 */
export function clientPages(staticDir: string): { pageFor(pathname: string): string } {
  const dir = path.join(staticDir, 'pages');
  const pages = new Map<string, string>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.html')) continue;
      const route = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
      pages.set(route.toLowerCase(), `pages/${name}`);
    }
  }
  return { pageFor: (pathname) => pages.get(pathname.toLowerCase()) ?? 'index.html' };
}
