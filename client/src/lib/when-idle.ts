/**
 * Resolves when the browser is idle (at most 2 s from now), or after 200 ms without idle
 * callbacks: for work the first screen does not need, so it does not compete with the first paint
 * on a cheap phone.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else window.setTimeout(resolve, 200);
  });
}

/**
 * Resolves once the page has loaded (its first screen's chunks and pictures) and the browser is
 * then idle: for work that would otherwise share a slow network and a cheap phone's CPU with the
 * first screen.
 */
function whenLoadedAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(whenIdle);
}

/** Calls `onResource` each time a file or request of the page finishes; returns how to stop. */
export type ResourceWatch = (onResource: () => void) => () => void;

const watchResources: ResourceWatch = (onResource) => {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const observer = new PerformanceObserver(() => onResource());
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
};

/**
 * Resolves once no file or request of the page has finished for `quietMs`, or `capMs` from now at
 * the latest (a screen that polls is never quiet for long): the first screen's data, pictures and
 * lazy chunks have then arrived, and work for later visits no longer competes with them.
 */
export function whenNetworkQuiet(
  quietMs: number,
  capMs: number,
  watch: ResourceWatch = watchResources,
): Promise<void> {
  return new Promise((resolve) => {
    let quiet = window.setTimeout(done, quietMs);
    const cap = window.setTimeout(done, capMs);
    const stop = watch(() => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(done, quietMs);
    });
    function done() {
      stop();
      window.clearTimeout(quiet);
      window.clearTimeout(cap);
      resolve();
    }
  });
}

/** How long no request may finish before the first screen counts as done. */
const FIRST_SCREEN_QUIET_MS = 2_000;
/** At the latest this long after the page loaded and went idle (a polling screen is seldom quiet). */
const FIRST_SCREEN_AT_THE_LATEST_MS = 20_000;

/**
 * Resolves once the first screen is done: the page has loaded, the browser is idle and no request
 * has finished for two seconds (twenty at the latest). For work that serves later visits or later
 * minutes (the service worker's install, the result alerts), which on a cheap phone would
 * otherwise slow the first screen's data and rendering (docs/architecture.md, "The client's
 * first load"; docs/performance.md).
 */
export function whenFirstScreenDone(): Promise<void> {
  return whenLoadedAndIdle().then(() =>
    whenNetworkQuiet(FIRST_SCREEN_QUIET_MS, FIRST_SCREEN_AT_THE_LATEST_MS),
  );
}
