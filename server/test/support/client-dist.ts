import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The inline script of the fixture page: the CSP must carry its hash. */
export const INLINE_SCRIPT = "(function(){document.documentElement.dataset.ready='1'})()";

/** A hashed asset big enough to be compressed (over @fastify/compress's 1 KB threshold). */
export const ASSET_JS = `export const rows = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ id: i, name: `market ${i}` })),
)};\n`;

export const SERVICE_WORKER = "self.addEventListener('fetch', () => {});\n";

export const RUNTIME_CONFIG = {
  apiBaseUrl: '',
  appKey: 'serve-test-key',
  envType: 'Prod',
  upiPayeeAddress: 'matka.test@upi',
  supportFallback: '9999999999',
};

/** A page over 1 KB (compressed), with one module script and one inline script, as Vite writes it. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Matka</title>
    <script type="module" crossorigin src="./assets/index-Ab12Cd34.js"></script>
    <script>${INLINE_SCRIPT}</script>
  </head>
  <body>
    <div id="root"></div>
    <!-- ${'padding '.repeat(150)} -->
  </body>
</html>
`;

export interface ClientDist {
  readonly dir: string;
  remove(): void;
}

/** A built-client folder like `npm run build` writes, in a temporary directory. */
export function createClientDist(files: Record<string, string> = {}): ClientDist {
  const dir = mkdtempSync(path.join(tmpdir(), 'matka-serve-dist-'));
  const all: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-Ab12Cd34.js': ASSET_JS,
    'assets/index-Ef56Gh78.css': 'body{margin:0}\n',
    'sw.js': SERVICE_WORKER,
    'manifest.webmanifest': '{"name":"Matka"}\n',
    'config.json': JSON.stringify(RUNTIME_CONFIG),
    // A dotfile a careless build step left behind: never served.
    '.env': 'SECRET=1\n',
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
