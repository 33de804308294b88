/** What the page tells the worker: build files it loaded before the worker controlled it. */
export interface CacheAssetsMessage {
  readonly type: 'cache-assets';
  readonly urls: readonly string[];
}

/** Same-origin build files (`assets/...`) among the resources this page loaded so far. */
export function loadedAssetUrls(
  entries: readonly { name: string }[],
  base: string = document.baseURI,
): string[] {
  const prefix = new URL('assets/', base).href;
  return [...new Set(entries.map((entry) => entry.name).filter((url) => url.startsWith(prefix)))];
}

async function register(): Promise<void> {
  const { serviceWorker } = navigator;
  await serviceWorker.register(new URL('sw.js', document.baseURI));
  const registration = await serviceWorker.ready;
  const message: CacheAssetsMessage = {
    type: 'cache-assets',
    urls: loadedAssetUrls(performance.getEntriesByType('resource')),
  };
  registration.active?.postMessage(message);
}

/**
 * Registers `public/sw.js` (app shell cache, offline page) in production builds, after the page
 * has loaded so it does not compete with the first screen for a slow network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    register().catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
