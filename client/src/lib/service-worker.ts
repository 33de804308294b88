import { whenFirstScreenDone } from './when-idle';

/** What the page tells the worker: build files it loaded before the worker controlled it. */
interface CacheAssetsMessage {
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
  const post = (urls: readonly string[]) => {
    if (urls.length === 0) return;
    const message: CacheAssetsMessage = { type: 'cache-assets', urls };
    registration.active?.postMessage(message);
  };
  post(loadedAssetUrls(performance.getEntriesByType('resource')));
  // Route chunks load lazily, some after this point but before the worker controls the page (its
  // fetch handler then never sees them): tell it about each one as it arrives.
  if (serviceWorker.controller || typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => post(loadedAssetUrls(list.getEntries()))).observe({
    type: 'resource',
  });
}

/**
 * Registers `public/sw.js` (app shell cache, offline page) in production builds once the first
 * screen is done: installing the worker downloads the app's files again and runs beside the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void whenFirstScreenDone()
    .then(register)
    .catch((error: unknown) => console.warn('Service worker not registered', error));
}
