/* global self, caches */
/*
 * Service worker: caches the app shell so the app installs and opens offline on a lost
 * network (docs/performance.md).
 *
 * - Navigations and index.html: network first; offline, the cached shell, else a small built-in
 *   "You are offline" page.
 * - Hashed build files under assets/: cache first (their names change with their content).
 * - Everything else goes straight to the network, untouched: every POST and provider call, chart
 *   pages, other origins, and config.json (read fresh, so the app never talks to a stale provider
 *   address; offline the provider is unreachable anyway). Balances and results are never cached.
 *
 * Bump VERSION to drop every cache of an older worker on activation.
 */
const VERSION = 'v1';
const PREFIX = 'matka-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
const MAX_ASSETS = 150;
/** The mock answers `Vary: Origin` (CORS); module scripts send Origin, the precache did not. */
const MATCH = { ignoreVary: true };

const scope = new URL(self.registration.scope);
const shellUrl = new URL('index.html', scope).href;
const assetsPrefix = new URL('assets/', scope).href;
const SHELL_FILES = [
  shellUrl,
  new URL('manifest.webmanifest', scope).href,
  new URL('icons/icon-192.png', scope).href,
];

const OFFLINE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1a237e">
<title>You are offline - Matka</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f2f3f8;color:#1b1b1f;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}
main{max-width:22rem;padding:1.5rem}
h1{color:#1a237e;font-size:1.5rem}
button{font:inherit;background:#1a237e;color:#fff;border:0;border-radius:10px;padding:.75rem 1.5rem;min-height:48px}
button:focus-visible{outline:3px solid #ff6f00;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>You are offline</h1>
<p>Matka needs an internet connection. Balances and results are shown only when they are fresh.</p>
<button type="button" onclick="location.reload()">Try again</button>
</main>
</body>
</html>`;

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && !keep.has(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** The page posts the build files it loaded before this worker controlled it. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => typeof url === 'string' && url.startsWith(assetsPrefix));
  event.waitUntil(cacheAssets(urls));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin) return;
  const href = url.origin + url.pathname;

  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
  } else if (href === shellUrl) {
    event.respondWith(networkFirst(request, href));
  } else if (href.startsWith(assetsPrefix)) {
    event.respondWith(cacheFirst(request));
  } else if (SHELL_FILES.includes(href)) {
    event.respondWith(networkFirst(request, href));
  }
});

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    SHELL_FILES.map(async (url) => {
      try {
        const response = await fetch(url, { cache: 'no-cache' });
        if (response.ok) await cache.put(url, response);
      } catch {
        // Precaching is best effort: a file missing now is cached when it is next fetched.
      }
    }),
  );
  const shell = await cache.match(shellUrl, MATCH);
  if (!shell) return;
  const html = await shell.text();
  const referenced = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
    .map((match) => new URL(match[1], shellUrl).href)
    .filter((url) => url.startsWith(assetsPrefix));
  await cacheAssets(referenced);
}

async function cacheAssets(urls) {
  const cache = await caches.open(ASSET_CACHE);
  for (const url of new Set(urls)) {
    if (await cache.match(url, MATCH)) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch {
      // Offline or gone: fetched again on next use.
    }
  }
  await trimAssets(cache);
}

/** Keeps the asset cache bounded: older builds' files go first (keys are in insertion order). */
async function trimAssets(cache) {
  const keys = await cache.keys();
  const excess = keys.length - MAX_ASSETS;
  for (const request of keys.slice(0, Math.max(0, excess))) await cache.delete(request);
}

/** Keeps a navigation's answer as the shell only when it is the app's index.html. */
async function rememberShell(response) {
  const html = await response.text();
  if (!html.includes('id="root"')) return;
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(
    shellUrl,
    new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  );
}

function isHtml(response) {
  return (response.headers.get('content-type') || '').includes('text/html');
}

async function navigate(request) {
  try {
    const response = await fetch(request);
    if (response.ok && isHtml(response)) await rememberShell(response.clone());
    return response;
  } catch {
    const cached = await caches.match(shellUrl, MATCH);
    return cached || offlinePage();
  }
}

async function networkFirst(request, key) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, MATCH);
    if (cached) return cached;
    if (key === shellUrl) return offlinePage();
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

function offlinePage() {
  return new Response(OFFLINE_PAGE, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
