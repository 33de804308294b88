import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '@matka/shared/html';
import { policyWithScripts } from './page-csp';

/**
 * The pages of a built client folder the mock serves: the player's app and the testers' console,
 * and each route's prerendered page (pages/, decision 012).
 */
const PAGES = ['index.html', 'console.html'];

/**
 * The Content-Security-Policy of the app and the console the mock serves (SECURITY.md, "Pages"),
 * the production server's without a provider elsewhere: everything from this origin, the build's
 * inline scripts by their hashes (read at start, from the very files served), styles inline too
 * (react-toastify and pulltorefreshjs insert them), and no page of another site may frame them.
 * The console drives the game with the control token: a frame would let another page steer it.
 */
export function pagePolicy(staticDir: string): string {
  const routePages = path.join(staticDir, 'pages');
  const prerendered = fs.existsSync(routePages)
    ? fs
        .readdirSync(routePages)
        .filter((name) => name.endsWith('.html'))
        .map((name) => path.join('pages', name))
    : [];
  const hashes = [...PAGES, ...prerendered]
    .map((page) => path.join(staticDir, page))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8')));
  return policyWithScripts(hashes);
}
